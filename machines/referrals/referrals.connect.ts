import { REFERRALS_PAGE_BUTTONS, REFERRALS_PAGE_SIZE } from '@contract/directoryTexts'
import type { ReferralsContext, ReferralsEvent } from './referrals.machine'

interface ReferralsSnapshot {
  context: ReferralsContext
  hasTag: (tag: string) => boolean
}

/** 'Pendiente' (null), 'Autorizado' (1), 'No autorizado' (0). */
export const authorizationLabel = (value: 0 | 1 | null): string =>
  value === null ? 'Pendiente' : value === 1 ? 'Autorizado' : 'No autorizado'

/** The referrals page as the view renders it: rows, paging props and the states. */
export function connectReferrals(snapshot: ReferralsSnapshot, send: (event: ReferralsEvent) => void) {
  const result = snapshot.context.result
  return {
    rows: result?.data ?? [],
    loading: snapshot.hasTag('busy'),
    ready: snapshot.hasTag('ready'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('ready') && result !== null && result.data.length === 0,
    error: snapshot.context.error,
    getPaginationProps: () => ({
      page: snapshot.context.page,
      total: result?.total ?? 0,
      pageSize: result?.per_page ?? REFERRALS_PAGE_SIZE,
      maxLinks: REFERRALS_PAGE_BUTTONS,
      onPageChange: (page: number) => send({ type: 'referrals.page', page }),
    }),
    retry: () => send({ type: 'referrals.retry' }),
  }
}
export type ReferralsApi = ReturnType<typeof connectReferrals>
