import type { DirectoryEntry, DirectoryFilters, DirectoryPage } from '@contract/directory'
import { DIRECTORY_PAGE_SIZE, type DirectoryEvent } from '@contract/directoryTexts'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup, spawnChild } from 'xstate'
import { messageOf } from '../shared/failure'
import { isAnotherPage } from '../shared/paging'

/** What one page load asks the server (`GET suppliers/get-suppliers-to-show`). */
export interface DirectoryQueryInput {
  page: number
  search: string
  state: string
  city: string
  /** The first load also reads the state/city filters. */
  withFilters: boolean
}

/** A directory page as the server answers it, with the filters when asked for. */
export type DirectoryPageOutput = DirectoryPage & {
  /** The filters when asked for (null when they failed: the filter selects stay empty). */
  filters?: DirectoryFilters['data'] | null
}

export interface DirectoryContext {
  /** The page asked for (1-based: the second page is page 2). */
  page: number
  search: string
  state: string
  city: string
  entries: DirectoryEntry[]
  currentPage: number
  lastPage: number
  total: number
  perPage: number
  filters: DirectoryFilters['data'] | null
  /** The server's msg of a failed page load. */
  error: string | null
}

export type DirectoryMachineEvent =
  | { type: 'directory.search'; text: string }
  | { type: 'directory.filterState'; state: string }
  | { type: 'directory.filterCity'; city: string }
  | { type: 'directory.page'; page: number }
  | { type: 'directory.retry' }
  /** A card click ('Ver más', 'Ver ubicación', 'Cotizar por WhatsApp'): recorded, fire-and-forget. */
  | { type: 'directory.track'; event: DirectoryEvent; supplierId: number }

export const INITIAL_DIRECTORY: DirectoryContext = {
  page: 1,
  search: '',
  state: '',
  city: '',
  entries: [],
  currentPage: 1,
  lastPage: 1,
  total: 0,
  perPage: DIRECTORY_PAGE_SIZE,
  filters: null,
  error: null,
}

/**
 * '¿Donde comprar?' (docs/decisions.md#directory): pages of the supplier directory, 12 per page.
 *
 *   loading → ready | failed (the server's msg, 'Reintentar')
 *   typing a search waits `searchDelay` (debouncing; a new key restarts the wait) then loads page 1;
 *   a state or city loads page 1 at once (a state clears the city); a page button loads that page.
 *
 * Card clicks spawn `trackActivity` (POST directory-activities/create): its failure is ignored, the link opens.
 */
export const directoryMachine = setup({
  types: {
    context: {} as DirectoryContext,
    events: {} as DirectoryMachineEvent,
  },
  actors: {
    loadPage: fromPromise<DirectoryPageOutput, DirectoryQueryInput>(async () => {
      throw new Error('loadPage not provided')
    }),
    trackActivity: fromPromise<unknown, { event: DirectoryEvent; supplier_id: number }>(
      async () => undefined,
    ),
  },
  delays: {
    /** Typing pauses this long before the search is sent. */
    searchDelay: 400,
  },
  actions: {
    track: spawnChild('trackActivity', {
      input: ({ event }) =>
        event.type === 'directory.track'
          ? { event: event.event, supplier_id: event.supplierId }
          : { event: 'directory_entry' as const, supplier_id: 0 },
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'directory.page' && isAnotherPage(event.page, context.currentPage, context.lastPage),
  },
}).createMachine({
  id: 'directory',
  context: INITIAL_DIRECTORY,
  initial: 'loading',
  on: {
    'directory.search': {
      target: '.debouncing',
      actions: assign({ search: ({ event }) => event.text }),
    },
    'directory.filterState': {
      target: '.loading',
      actions: assign({ state: ({ event }) => event.state, city: '', page: 1 }),
    },
    'directory.filterCity': {
      target: '.loading',
      actions: assign({ city: ({ event }) => event.city, page: 1 }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          page: context.page,
          search: context.search.trim(),
          state: context.state,
          city: context.city,
          withFilters: context.filters === null,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            entries: event.output.data,
            currentPage: event.output.current_page,
            lastPage: event.output.last_page,
            total: event.output.total,
            perPage: event.output.per_page,
            filters: event.output.filters === undefined ? context.filters : (event.output.filters ?? []),
            error: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
    debouncing: {
      after: { searchDelay: { target: 'loading', actions: assign({ page: 1 }) } },
      on: { 'directory.track': { actions: 'track' } },
    },
    ready: {
      on: {
        'directory.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        'directory.track': { actions: 'track' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'directory.retry': 'loading' },
    },
  },
})

export type DirectoryMachine = typeof directoryMachine
