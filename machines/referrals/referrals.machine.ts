import type { ReferralsPage as ReferralsAnswer } from '@contract/directory'
import { assign, fromPromise, setup } from 'xstate'
import { loadStates } from '../resource/loadStates'
import { isAnotherPage } from '../shared/paging'

export type ReferralsPage = ReferralsAnswer

export interface ReferralsContext {
  /** The page asked for (1-based); the answer's current_page once loaded. */
  page: number
  result: ReferralsPage | null
  error: string | null
}

export type ReferralsEvent = { type: 'referrals.page'; page: number } | { type: 'referrals.retry' }

/**
 * /referrals 'Clientes' (admin-supplier): the supplier's referrals, 10 per page by the server. A page button
 * loads that page (only a page other than the shown one, within 1..last_page); a failure keeps the page asked
 * for so 'Reintentar' loads it again.
 */
export const referralsMachine = setup({
  types: { context: {} as ReferralsContext, events: {} as ReferralsEvent },
  actors: {
    load: fromPromise<ReferralsPage, { page: number }>(async () => {
      throw new Error('referrals: load not provided')
    }),
  },
  guards: {
    isOtherPage: ({ context }, params: { page: number }) =>
      context.result !== null &&
      isAnotherPage(params.page, context.result.current_page, context.result.last_page),
  },
}).createMachine({
  id: 'referrals',
  context: { page: 1, result: null, error: null },
  initial: 'loading',
  states: {
    ...loadStates<ReferralsContext, ReferralsPage, 'load', { page: number }>({
      src: 'load',
      input: (context) => ({ page: context.page }),
      loaded: (result) => ({ result, page: result.current_page }),
      retry: 'referrals.retry',
    }),
    ready: {
      tags: ['ready'],
      on: {
        'referrals.page': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
  },
})
