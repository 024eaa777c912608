import type { Counterpart } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import { ACTION_MSG, COUNTERPART_SEARCH_MIN } from '@contract/paymentTexts'
import { assign, fromPromise, setup } from 'xstate'
import { type DateRule, dateTextError, dayOfText, tidyDateText } from '../shared/dateText'
import { isApiFailure, messageOf } from '../shared/failure'
import { isAnotherPage } from '../shared/paging'

/** One purchase of GET payments/get-payments-to-projects (the fields these drawers show). */
export type PurchaseRow = Pick<Payment, 'id' | 'supplier' | 'purchase_date' | 'amount'>
export type PurchasesPage = {
  data: PurchaseRow[]
  current_page: number
  last_page: number
  total: number
  per_page: number
}
/** The query of GET payments/get-payments-to-projects (empty filters are left out). */
export type PurchasesQuery = {
  page: number
  project_id?: number
  supplier_id?: number
  date_from?: string
  date_to?: string
}

/** 'assign': the purchases not yet in a project, to pick; 'assigned': the project's own purchases. */
export type PurchasesMode = 'assign' | 'assigned'
/** The filters applied: the chosen supplier, and the purchase dates as days ('YYYY-MM-DD', '' for none). */
export type PurchasesFilters = { supplier: Counterpart | null; date_from: string; date_to: string }
export type PurchasesFilterName = keyof PurchasesFilters
export type DateFilterName = 'date_from' | 'date_to'

export interface ProjectPurchasesInput {
  projectId: number
  mode: PurchasesMode
}

export interface ProjectPurchasesContext {
  projectId: number
  mode: PurchasesMode
  page: number
  filters: PurchasesFilters
  /** The last page loaded. */
  result: PurchasesPage | null
  /** Chosen purchase ids, kept across pages and filters. */
  selected: number[]
  /** Load failure. */
  error: string | null
  /** The date fields as typed (the applied days are in `filters`). */
  dateTexts: Record<DateFilterName, string>
  /** What a date field says once left: its text names no day, or the two dates are the wrong way round. */
  dateErrors: Partial<Record<DateFilterName, string>>
  /** Failure of the assignment (server msg or 'Ocurrio un error'). */
  assignError: string | null
  /** The supplier search: typed text, its options and its failure. */
  supplierText: string
  supplierOptions: Counterpart[]
  searchError: string | null
}

export type ProjectPurchasesEvent =
  | { type: 'purchases.reload' }
  | { type: 'purchases.page'; page: number }
  | { type: 'filters.supplier'; supplier: Counterpart }
  /** Typing in a date field: the text only, nothing applied yet. */
  | { type: 'filters.dateText'; name: DateFilterName; text: string }
  /** A date field left (or Enter, or a day picked): the day it names is applied, or its message shown. */
  | { type: 'filters.dateLeave'; name: DateFilterName }
  | { type: 'filters.clear'; name: PurchasesFilterName }
  | { type: 'supplier.input'; text: string }
  | { type: 'selection.toggle'; id: number }
  | { type: 'purchases.assign' }

export const NO_FILTERS: PurchasesFilters = { supplier: null, date_from: '', date_to: '' }
const NO_DATE_TEXTS: Record<DateFilterName, string> = { date_from: '', date_to: '' }

/**
 * What each date filter takes besides a real day (machines/shared/dateText.ts): 'Desde' not after the applied
 * 'Hasta', 'Hasta' not before the applied 'Desde'. Each field says its own message.
 */
export const purchaseDateRules = (filters: PurchasesFilters): Record<DateFilterName, DateRule> => ({
  date_from: filters.date_to ? { max: { day: filters.date_to, message: ACTION_MSG.rangeStartOrder } } : {},
  date_to: filters.date_from ? { min: { day: filters.date_from, message: ACTION_MSG.rangeOrder } } : {},
})

/** What leaving a date field says, or undefined when it may be applied. */
const leaveErrorOf = (context: ProjectPurchasesContext, name: DateFilterName): string | undefined =>
  dateTextError(context.dateTexts[name], purchaseDateRules(context.filters)[name])

const ORDER_MESSAGES: readonly string[] = [ACTION_MSG.rangeOrder, ACTION_MSG.rangeStartOrder]

/** The messages left without the field's own (and, with `order`, without either field's order message). */
const errorsWithout = (
  errors: ProjectPurchasesContext['dateErrors'],
  name: DateFilterName,
  order = false,
): ProjectPurchasesContext['dateErrors'] =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([field, message]) => field !== name && !(order && ORDER_MESSAGES.includes(message)),
    ),
  )

/** The left field's text, tidied (a day as dd/mm/aaaa). */
const tidiedTexts = (context: ProjectPurchasesContext, name: DateFilterName) => ({
  ...context.dateTexts,
  [name]: tidyDateText(context.dateTexts[name]),
})

/** The request of a page: the project (in 'assigned' mode), the page and the filters that are set. */
export const purchasesQueryOf = (context: ProjectPurchasesContext): PurchasesQuery => {
  const { filters } = context
  return {
    page: context.page,
    ...(context.mode === 'assigned' ? { project_id: context.projectId } : {}),
    ...(filters.supplier ? { supplier_id: filters.supplier.id } : {}),
    ...(filters.date_from ? { date_from: filters.date_from } : {}),
    ...(filters.date_to ? { date_to: filters.date_to } : {}),
  }
}

/** The assignment's failure: the server's msg, else 'Ocurrio un error'. */
const assignMessageOf = (failure: unknown): string =>
  isApiFailure(failure) && failure.kind === 'http' && failure.msg ? failure.msg : ACTION_MSG.genericError

/** The filter events of the ready and failed lists: each applied filter reloads from page 1. */
const reloadOnFilters = {
  'filters.supplier': { target: '#projectPurchases.list.loading', actions: 'applySupplier' },
  'filters.dateLeave': [
    { guard: 'dateRefused', actions: 'refuseDate' },
    { guard: 'dateUnchanged', actions: 'keepDate' },
    { target: '#projectPurchases.list.loading', actions: 'applyDate' },
  ],
  'filters.clear': { target: '#projectPurchases.list.loading', actions: 'clearFilter' },
} as const

/** Typing in the supplier search: from 2 letters a (debounced) search, below that no options. */
const onSupplierInput = {
  'supplier.input': [
    {
      guard: 'isSearchable',
      target: '#projectPurchases.search.waiting',
      reenter: true,
      actions: 'typeSearch',
    },
    { target: '#projectPurchases.search.idle', actions: 'clearSearch' },
  ],
} as const

/**
 * The 'Asignar compras' and 'Compras' drawers of a project (docs/decisions.md#projects): one page of purchases
 * (not yet in a project, or the project's own), filtered by supplier (searched among the suppliers the builder
 * bought from) and by purchase date (from, to), paged; in 'assign' mode purchases are picked across pages and
 * assigned all at once. `assigned` is the hook the drawer provides (tell the page, then close).
 */
export const projectPurchasesMachine = setup({
  types: {
    context: {} as ProjectPurchasesContext,
    events: {} as ProjectPurchasesEvent,
    input: {} as ProjectPurchasesInput,
  },
  actors: {
    loadPurchases: fromPromise<PurchasesPage, PurchasesQuery>(async () => {
      throw new Error('loadPurchases not provided')
    }),
    searchSuppliers: fromPromise<Counterpart[], { term: string }>(async () => {
      throw new Error('searchSuppliers not provided')
    }),
    assignPayments: fromPromise<
      { success: boolean; msg: string },
      { project_id: number; payment_ids: number[] }
    >(async () => {
      throw new Error('assignPayments not provided')
    }),
  },
  actions: {
    /** Hook for the drawer: the purchases are in the project. */
    assigned: () => {},
    applySupplier: assign(({ context, event }) =>
      event.type === 'filters.supplier'
        ? {
            page: 1,
            filters: { ...context.filters, supplier: event.supplier },
            supplierText: event.supplier.name,
          }
        : {},
    ),
    typeSearch: assign(({ event }) =>
      event.type === 'supplier.input' ? { supplierText: event.text, searchError: null } : {},
    ),
    clearSearch: assign(({ event }) =>
      event.type === 'supplier.input'
        ? { supplierText: event.text, supplierOptions: [], searchError: null }
        : {},
    ),
    typeDate: assign(({ context, event }) =>
      event.type === 'filters.dateText'
        ? {
            dateTexts: { ...context.dateTexts, [event.name]: event.text },
            dateErrors: errorsWithout(context.dateErrors, event.name),
          }
        : {},
    ),
    refuseDate: assign(({ context, event }) => {
      if (event.type !== 'filters.dateLeave') return {}
      const message = leaveErrorOf(context, event.name)
      return {
        dateTexts: tidiedTexts(context, event.name),
        dateErrors: message ? { ...context.dateErrors, [event.name]: message } : context.dateErrors,
      }
    }),
    keepDate: assign(({ context, event }) =>
      event.type === 'filters.dateLeave'
        ? {
            dateTexts: tidiedTexts(context, event.name),
            dateErrors: errorsWithout(context.dateErrors, event.name),
          }
        : {},
    ),
    applyDate: assign(({ context, event }) =>
      event.type === 'filters.dateLeave'
        ? {
            page: 1,
            dateTexts: tidiedTexts(context, event.name),
            // A new day moves the range: the other field's order message no longer holds.
            dateErrors: errorsWithout(context.dateErrors, event.name, true),
            filters: { ...context.filters, [event.name]: dayOfText(context.dateTexts[event.name]) ?? '' },
          }
        : {},
    ),
    clearFilter: assign(({ context, event }) => {
      if (event.type !== 'filters.clear') return {}
      const filters = { ...context.filters, [event.name]: NO_FILTERS[event.name] }
      if (event.name === 'supplier') return { page: 1, filters, supplierText: '', supplierOptions: [] }
      return {
        page: 1,
        filters,
        dateTexts: { ...context.dateTexts, [event.name]: '' },
        // Without one of the dates the other's order message no longer holds.
        dateErrors: errorsWithout(context.dateErrors, event.name, true),
      }
    }),
  },
  guards: {
    isAssignMode: ({ context }) => context.mode === 'assign',
    canAssign: ({ context }) => context.mode === 'assign' && context.selected.length > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'purchases.page' &&
      isAnotherPage(event.page, context.page, context.result?.last_page ?? 1),
    dateRefused: ({ context, event }) =>
      event.type === 'filters.dateLeave' && leaveErrorOf(context, event.name) !== undefined,
    dateUnchanged: ({ context, event }) =>
      event.type === 'filters.dateLeave' &&
      (dayOfText(context.dateTexts[event.name]) ?? '') === context.filters[event.name],
    isSearchable: ({ event }) =>
      event.type === 'supplier.input' && event.text.trim().length >= COUNTERPART_SEARCH_MIN,
  },
  delays: {
    searchDebounce: 300,
  },
}).createMachine({
  id: 'projectPurchases',
  context: ({ input }) => ({
    projectId: input.projectId,
    mode: input.mode,
    page: 1,
    filters: NO_FILTERS,
    result: null,
    selected: [],
    error: null,
    dateTexts: NO_DATE_TEXTS,
    dateErrors: {},
    assignError: null,
    supplierText: '',
    supplierOptions: [],
    searchError: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      // Typing in a date field changes its text only, whatever the list is doing (the field is off while busy).
      on: { 'filters.dateText': { actions: 'typeDate' } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadPurchases',
            src: 'loadPurchases',
            input: ({ context }) => purchasesQueryOf(context),
            onDone: {
              target: 'ready',
              actions: assign({ result: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error, ACTION_MSG.genericError) }),
            },
          },
        },
        ready: {
          on: {
            ...reloadOnFilters,
            'purchases.page': {
              guard: 'isOtherPage',
              target: 'loading',
              actions: assign({
                page: ({ context, event }) => (event.type === 'purchases.page' ? event.page : context.page),
              }),
            },
            'selection.toggle': {
              guard: 'isAssignMode',
              actions: assign({
                assignError: null,
                selected: ({ context, event }) =>
                  context.selected.includes(event.id)
                    ? context.selected.filter((id) => id !== event.id)
                    : [...context.selected, event.id],
              }),
            },
            'purchases.assign': { guard: 'canAssign', target: 'assigning' },
          },
        },
        failed: {
          on: {
            ...reloadOnFilters,
            'purchases.reload': { target: 'loading' },
          },
        },
        assigning: {
          tags: ['busy'],
          entry: assign({ assignError: null }),
          invoke: {
            id: 'assignPayments',
            src: 'assignPayments',
            input: ({ context }) => ({ project_id: context.projectId, payment_ids: context.selected }),
            onDone: [
              { guard: ({ event }) => event.output.success, target: 'assigned' },
              { target: 'ready', actions: assign({ assignError: ({ event }) => event.output.msg }) },
            ],
            onError: {
              target: 'ready',
              actions: assign({ assignError: ({ event }) => assignMessageOf(event.error) }),
            },
          },
        },
        assigned: {
          entry: 'assigned',
        },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: { on: onSupplierInput },
        waiting: {
          on: onSupplierInput,
          after: { searchDebounce: { target: 'searching' } },
        },
        searching: {
          on: onSupplierInput,
          invoke: {
            id: 'searchSuppliers',
            src: 'searchSuppliers',
            input: ({ context }) => ({ term: context.supplierText.trim() }),
            onDone: { target: 'idle', actions: assign({ supplierOptions: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: assign({
                supplierOptions: [],
                searchError: ({ event }) => messageOf(event.error, ACTION_MSG.genericError),
              }),
            },
          },
        },
      },
    },
  },
})

export type ProjectPurchasesMachine = typeof projectPurchasesMachine
