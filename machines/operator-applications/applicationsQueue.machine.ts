import type { ApplicationsPage } from '@contract/applications'
import {
  APPLICATION_FILTERS,
  APPLICATION_SEARCH_MAX,
  type ApplicationFilter,
  DEFAULT_APPLICATION_FILTER,
  OPERATOR_MSG,
} from '@contract/applicationTexts'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'
import { isAnotherPage } from '../shared/paging'

/** What one load asks `GET /api/applications` for. */
export interface QueueQuery {
  status: ApplicationFilter
  search: string
  page: number
}

/** GET /api/applications. */
export type { ApplicationsPage }

/** What the URL says of the queue (`?status=&search=&page=`), as typed by anyone: read with queueQueryOf. */
export interface QueueRoute {
  status?: string | null
  search?: string | null
  page?: string | number | null
}

export interface ApplicationsQueueContext extends QueueQuery {
  /** What the search box holds; applied as `search` by 'Buscar'. */
  draft: string
  result: ApplicationsPage | null
  /** The server's msg of a failed load. */
  error: string | null
}

export type ApplicationsQueueEvent =
  | { type: 'queue.filter'; status: string }
  | { type: 'queue.type'; text: string }
  | { type: 'queue.search' }
  | { type: 'queue.clear' }
  | { type: 'queue.page'; page: number }
  | { type: 'queue.retry' }
  /** The URL changed under the page (back, forward, the menu's link): what it says is shown. */
  | { type: 'route.change'; route: QueueRoute }

const isFilter = (value: unknown): value is ApplicationFilter =>
  typeof value === 'string' && (APPLICATION_FILTERS as readonly string[]).includes(value)

const searchOf = (text: string | null | undefined): string =>
  (text ?? '').trim().slice(0, APPLICATION_SEARCH_MAX)

/** A URL's query as the queue can ask it: an unknown status is the default, a bad page the first. */
export const queueQueryOf = (route: QueueRoute | undefined): QueueQuery => {
  const page = Number(route?.page)
  return {
    status: isFilter(route?.status) ? route.status : DEFAULT_APPLICATION_FILTER,
    search: searchOf(route?.search),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

const sameQuery = (a: QueueQuery, b: QueueQuery) =>
  a.status === b.status && a.search === b.search && a.page === b.page

const syncUrl = {
  type: 'syncUrl' as const,
  params: ({ context }: { context: ApplicationsQueueContext }): QueueQuery => ({
    status: context.status,
    search: context.search,
    page: context.page,
  }),
}

/**
 * The operator's queue of registration applications (/operador/solicitudes, docs/decisions.md#approval):
 *
 *   loading → ready | failed ('Reintentar')
 *   a state filter, 'Buscar' (the typed text, trimmed) and 'Limpiar' (of a search made) load page 1 of what
 *   they ask, from any state, a load under way included; a page button loads another page; each asks the page
 *   to put the query in the URL (`syncUrl`), and a URL that changes under the page (`route.change`) is loaded
 *   when it asks for something else than what is shown.
 */
export const applicationsQueueMachine = setup({
  types: {
    context: {} as ApplicationsQueueContext,
    events: {} as ApplicationsQueueEvent,
    input: {} as QueueRoute | undefined,
  },
  actors: {
    loadQueue: fromPromise<ApplicationsPage, QueueQuery>(async () => {
      throw new Error('loadQueue not provided')
    }),
  },
  actions: {
    /** Hook for the page: write what the queue now asks for into the URL, replacing the entry. */
    syncUrl: (_, _query: QueueQuery) => {},
  },
  guards: {
    isOtherFilter: ({ context, event }) =>
      event.type === 'queue.filter' && isFilter(event.status) && event.status !== context.status,
    isNewSearch: ({ context }) => searchOf(context.draft) !== context.search,
    hasAppliedSearch: ({ context }) => context.search !== '',
    hasDraft: ({ context }) => context.draft !== '',
    isOtherPage: ({ context, event }) =>
      event.type === 'queue.page' && isAnotherPage(event.page, context.page, context.result?.last_page ?? 1),
    isOtherRoute: ({ context, event }) =>
      event.type === 'route.change' && !sameQuery(queueQueryOf(event.route), context),
  },
}).createMachine({
  id: 'applicationsQueue',
  context: ({ input }) => {
    const query = queueQueryOf(input)
    return { ...query, draft: query.search, result: null, error: null }
  },
  initial: 'loading',
  on: {
    'queue.type': { actions: assign({ draft: ({ event }) => event.text }) },
    'queue.filter': {
      guard: 'isOtherFilter',
      target: '.loading',
      actions: [assign({ status: ({ event }) => event.status as ApplicationFilter, page: 1 }), syncUrl],
    },
    'queue.search': {
      guard: 'isNewSearch',
      target: '.loading',
      actions: [assign(({ context }) => ({ search: searchOf(context.draft), page: 1 })), syncUrl],
    },
    'queue.clear': [
      {
        guard: 'hasAppliedSearch',
        target: '.loading',
        actions: [assign({ search: '', draft: '', page: 1 }), syncUrl],
      },
      // Only typed, never searched: the box empties, the list stays.
      { guard: 'hasDraft', actions: assign({ draft: '' }) },
    ],
    'queue.page': {
      guard: 'isOtherPage',
      target: '.loading',
      actions: [assign({ page: ({ event }) => event.page }), syncUrl],
    },
    'route.change': {
      guard: 'isOtherRoute',
      target: '.loading',
      actions: assign(({ event }) => {
        const query = queueQueryOf(event.route)
        return { ...query, draft: query.search }
      }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({ status: context.status, search: context.search, page: context.page }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
    ready: {},
    failed: {
      on: { 'queue.retry': 'loading' },
    },
  },
})

export type ApplicationsQueueMachine = typeof applicationsQueueMachine

/** The empty queue's text: none in this state, or none matching the search. */
export const emptyQueueText = (search: string): string =>
  search ? OPERATOR_MSG.noResults(search) : OPERATOR_MSG.emptyQueue
