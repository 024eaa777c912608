import type { ApplicationSummary } from '@contract/applications'
import {
  APPLICATION_FILTER_LABELS,
  APPLICATION_FILTERS,
  APPLICATION_SEARCH_MAX,
} from '@contract/applicationTexts'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { pagerProps } from '../shared/pagerProps'
import { type ApplicationsQueueMachine, emptyQueueText } from './applicationsQueue.machine'

/** Where an application of the queue opens. */
export const applicationHref = (id: number): string => `/operador/solicitudes/${id}`

/**
 * What the queue renders (see docs/architecture.md, "Connect layer"): the state filter, the search form, the
 * applications of the page with their links, loading, failure and empty texts, and the pager when there is more
 * than one page.
 */
export function connect(
  snapshot: SnapshotFrom<ApplicationsQueueMachine>,
  send: SendOf<ApplicationsQueueMachine>,
) {
  const ctx = snapshot.context
  const failed = snapshot.matches('failed')
  const result = failed ? null : ctx.result
  const rows: ApplicationSummary[] = result?.data ?? []
  return {
    loading: snapshot.hasTag('busy'),
    loadError: failed ? ctx.error : null,
    rows,
    /** Said when a loaded page has nothing: none in this state, or none matching the search. */
    emptyText: snapshot.matches('ready') && rows.length === 0 ? emptyQueueText(ctx.search) : null,
    total: result?.total ?? 0,
    getFilterProps: () => ({
      value: ctx.status,
      options: APPLICATION_FILTERS.map((value) => ({ value, label: APPLICATION_FILTER_LABELS[value] })),
      onChange: (status: string) => send({ type: 'queue.filter', status }),
    }),
    getSearchProps: () => ({
      value: ctx.draft,
      maxLength: APPLICATION_SEARCH_MAX,
      onChange: (text: string) => send({ type: 'queue.type', text }),
    }),
    onSearch: () => send({ type: 'queue.search' }),
    /** 'Limpiar', while a search is applied or typed. */
    clear: ctx.search !== '' || ctx.draft !== '' ? { onClick: () => send({ type: 'queue.clear' }) } : null,
    getRetryProps: () => ({ onClick: () => send({ type: 'queue.retry' }) }),
    pagination: pagerProps(result, ctx.page, (page) => send({ type: 'queue.page', page })),
    hrefOf: (application: ApplicationSummary) => applicationHref(application.id),
  }
}

export type ApplicationsQueueApi = ReturnType<typeof connect>
