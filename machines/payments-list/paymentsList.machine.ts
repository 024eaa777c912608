import { MSG } from '@contract/messages'
import type { Counterpart } from '@contract/paymentActions'
// The zod-free module: the list's constants without the contract's schemas (keeps zod out of the SPA chunk).
import {
  PAYMENT_LIST_MSG,
  PAYMENT_LIST_STATUSES,
  PAYMENTS_PAGE_SIZE,
  type PaymentListStatus,
  type PaymentOrderBy,
} from '@contract/paymentStatus'
import type { Payment, PaymentsPage } from '@contract/payments'
import type { ReservedLine } from '@contract/sales'
import { assign, emit, forwardTo, fromPromise, sendTo, setup } from 'xstate'
import { type DateRule, dateTextError, dayOfText, tidyDateText } from '../shared/dateText'
import { messageOf } from '../shared/failure'
import { isAnotherPage } from '../shared/paging'
import { paymentFileMachine } from './paymentFile.machine'
import {
  type ListFileAction,
  type PaymentDialogRequest,
  paymentsListDialogsMachine,
} from './paymentsListDialogs.machine'

/** Whose list: a supplier's sales or a customer's purchases. */
export type PaymentsListRole = 'supplier' | 'customer'

/** The status shown on a first visit without one in the URL (docs/decisions.md#payments-list). */
export const DEFAULT_STATUS: Record<PaymentsListRole, PaymentListStatus> = {
  customer: 'expired',
  supplier: 'about_to_expire',
}
/** The status 'Reestablecer' goes back to (docs/decisions.md#payments-list). */
export const RESET_STATUS: Record<PaymentsListRole, PaymentListStatus> = {
  customer: 'expired',
  supplier: 'to_confirm',
}

/** The filters of the panel, as typed (the ID and the dates keep their text until 'Aplicar' checks them). */
export interface EditableFilters {
  id: string
  counterpart: Counterpart | null
  reservedLineId: number | null
  /** The dates as typed ('' for none), read by the date rule (machines/shared/dateText.ts). */
  start: string
  end: string
}
export const EMPTY_FILTERS: EditableFilters = {
  id: '',
  counterpart: null,
  reservedLineId: null,
  start: '',
  end: '',
}

/** What the list is showing: the status chip plus the filters last applied, the dates as days. */
export interface AppliedFilters extends Omit<EditableFilters, 'start' | 'end'> {
  status: PaymentListStatus
  /** 'YYYY-MM-DD' or null. */
  start: string | null
  end: string | null
}
const NO_APPLIED_DATES = { start: null, end: null }

export type SortDirection = 'asc' | 'desc'
export interface PaymentSort {
  by: PaymentOrderBy
  direction: SortDirection
}
/** Default order (docs/decisions.md#payments-list): expiration date, ascending. */
export const DEFAULT_SORT: PaymentSort = { by: 'expiration_date', direction: 'asc' }

/** One page of `GET /api/payments`. */
export type { PaymentsPage }

/** The query of `GET /api/payments` (docs/decisions.md#payments-list); absent filters are left out. */
export interface PaymentListRequest {
  status: PaymentListStatus
  paginate: number
  page: number
  order_by: PaymentOrderBy
  order_by_condition: SortDirection
  id?: number
  counterpart_id?: number
  reserved_credit_line_id?: number
  start?: string
  end?: string
}

/**
 * The counterpart search (docs/decisions.md#payments-list): purely numeric text searches by user_id, anything
 * else by name.
 */
export interface CounterpartQuery {
  by: 'user_id' | 'name'
  term: string
}
export const COUNTERPART_MIN_CHARS = 2
export const COUNTERPART_DEBOUNCE_MS = 500

/** The search a text asks for, or null under 2 characters (no search). */
export const counterpartQueryOf = (text: string): CounterpartQuery | null => {
  const term = text.trim()
  if (term.length < COUNTERPART_MIN_CHARS) return null
  return { by: /^\d+$/.test(term) ? 'user_id' : 'name', term }
}

export interface PaymentsListInput {
  role: PaymentsListRole
  /** From the URL (`/payments/:status` or `?status=`); null or unknown: the role's default. */
  status?: string | null
  /** From the URL (`?reserved_credit_line_id=`). */
  reservedLineId?: number | null
}

export interface CounterpartSearch {
  /** The combobox text. */
  text: string
  results: Counterpart[]
  error: string | null
}

export interface PaymentsListContext {
  role: PaymentsListRole
  applied: AppliedFilters
  edited: EditableFilters
  /** 'Aplicar' refused: the first message per field (id, start, end). */
  filterErrors: Partial<Record<'id' | DateFilter, string>>
  sort: PaymentSort
  page: number
  /** The last page received (kept while the next one loads). */
  result: PaymentsPage | null
  /** Load failure. */
  error: string | null
  /** The supplier's reserved credit lines (the filter shows only if there is one). */
  lines: ReservedLine[]
  search: CounterpartSearch
}

export type PaymentsListEvent =
  | { type: 'route.change'; status: string | null; reservedLineId: number | null }
  | { type: 'list.retry' }
  | { type: 'sort.toggle'; by: PaymentOrderBy }
  | { type: 'page.change'; page: number }
  | { type: 'filters.toggle' }
  | { type: 'filters.change'; values: Partial<EditableFilters> }
  /** A date field left: its text tidied, its message shown. */
  | { type: 'filters.leave'; field: DateFilter }
  | { type: 'filters.apply' }
  | { type: 'filters.reset' }
  | { type: 'search.input'; text: string }
  /** Handed to the dialogs child (paymentsListDialogs.machine.ts). */
  | { type: 'dialog.open'; request: PaymentDialogRequest }
  /** Handed to the file child (paymentFile.machine.ts). */
  | { type: 'file.open'; action: ListFileAction; payment: Payment }

/** Asks the page to put the status and the reserved line in the URL (after 'Aplicar' or 'Reestablecer'). */
export type PaymentsListEmitted = {
  type: 'url.replace'
  status: PaymentListStatus
  reservedLineId: number | null
}

/** A status from the URL, or null when absent or not one of the list's statuses. */
export const routeStatusOf = (text: string | null | undefined): PaymentListStatus | null =>
  text && (PAYMENT_LIST_STATUSES as readonly string[]).includes(text) ? (text as PaymentListStatus) : null

const statusFor = (role: PaymentsListRole, text: string | null | undefined): PaymentListStatus =>
  routeStatusOf(text) ?? DEFAULT_STATUS[role]

/** The API query of what the list shows. */
export const listRequestOf = (
  context: Pick<PaymentsListContext, 'applied' | 'sort' | 'page'>,
): PaymentListRequest => {
  const { applied, sort, page } = context
  const request: PaymentListRequest = {
    status: applied.status,
    paginate: PAYMENTS_PAGE_SIZE,
    page,
    order_by: sort.by,
    order_by_condition: sort.direction,
  }
  // The applied ID is already trimmed (cleanFilters, on 'Aplicar').
  if (applied.id !== '') request.id = Number(applied.id)
  if (applied.counterpart) request.counterpart_id = applied.counterpart.id
  if (applied.reservedLineId !== null) request.reserved_credit_line_id = applied.reservedLineId
  if (applied.start) request.start = applied.start
  if (applied.end) request.end = applied.end
  return request
}

export type DateFilter = 'start' | 'end'

/** The date filters' rules: any day the platform takes, the end not before the start. */
export const dateRulesOf = (filters: EditableFilters): Record<DateFilter, DateRule> => {
  const start = dayOfText(filters.start)
  return {
    start: {},
    end: start ? { min: { day: start, message: PAYMENT_LIST_MSG.endBeforeStart } } : {},
  }
}

/**
 * The messages 'Aplicar' shows (the contract's, so the server would say the same); a date says what is wrong
 * with its text (docs/decisions.md#dates).
 */
export const filterErrorsOf = (filters: EditableFilters): PaymentsListContext['filterErrors'] => {
  const errors: PaymentsListContext['filterErrors'] = {}
  const id = filters.id.trim()
  if (id !== '' && !(/^\d{1,9}$/.test(id) && Number(id) >= 1)) errors.id = PAYMENT_LIST_MSG.integer
  const rules = dateRulesOf(filters)
  for (const field of ['start', 'end'] as const) {
    const message = dateTextError(filters[field], rules[field])
    if (message) errors[field] = message
  }
  return errors
}

/** The panel once applied: the ID trimmed, the dates as dd/mm/aaaa. */
const cleanFilters = (filters: EditableFilters): EditableFilters => ({
  ...filters,
  id: filters.id.trim(),
  start: tidyDateText(filters.start),
  end: tidyDateText(filters.end),
})

/** The filters the list applies: the panel's, the dates as the days they name. */
const appliedOf = (filters: EditableFilters, status: PaymentListStatus): AppliedFilters => ({
  ...cleanFilters(filters),
  status,
  start: dayOfText(filters.start),
  end: dayOfText(filters.end),
})

/**
 * The payments list (docs/decisions.md#payments-list): the supplier's sales or the
 * customer's purchases, filtered (status from the URL; ID, counterpart, reserved line and dates applied with
 * 'Aplicar'), sorted, paged by 10; the counterpart search.
 * Regions: `list` (loading / ready / failed), `panel` (the filter panel), `search` (the counterpart combobox,
 * debounced 500 ms), `lines` (the supplier's reserved lines for the filter).
 * Children: `paymentsListDialogs` (the open payment dialog; region `dialogs` starts a fresh one when it ends, and
 * its end reloads the list) and `paymentFile` (a row's file link); the list hands them the rows' and the
 * toolbar's requests.
 */
export const paymentsListMachine = setup({
  types: {
    context: {} as PaymentsListContext,
    events: {} as PaymentsListEvent,
    input: {} as PaymentsListInput,
    emitted: {} as PaymentsListEmitted,
  },
  actors: {
    loadPayments: fromPromise<PaymentsPage, PaymentListRequest>(async () => {
      throw new Error('loadPayments not provided')
    }),
    loadLines: fromPromise<ReservedLine[]>(async () => {
      throw new Error('loadLines not provided')
    }),
    searchCounterparts: fromPromise<Counterpart[], CounterpartQuery>(async () => {
      throw new Error('searchCounterparts not provided')
    }),
    paymentsListDialogs: paymentsListDialogsMachine,
    paymentFile: paymentFileMachine,
  },
  delays: {
    searchDebounce: COUNTERPART_DEBOUNCE_MS,
  },
  guards: {
    isSupplier: ({ context }) => context.role === 'supplier',
    routeDiffers: ({ context, event }) => {
      if (event.type !== 'route.change') return false
      return (
        statusFor(context.role, event.status) !== context.applied.status ||
        event.reservedLineId !== context.applied.reservedLineId
      )
    },
    filtersValid: ({ context }) => Object.keys(filterErrorsOf(context.edited)).length === 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.change' && isAnotherPage(event.page, context.page, context.result?.last_page ?? 1),
    /** Ark puts the chosen counterpart's name in the input: that is not a new search. */
    isSelectedName: ({ context, event }) =>
      event.type === 'search.input' && context.edited.counterpart?.name === event.text,
    choosesCounterpart: ({ event }) => event.type === 'filters.change' && Boolean(event.values.counterpart),
    isSearchable: ({ event }) => event.type === 'search.input' && counterpartQueryOf(event.text) !== null,
  },
  actions: {
    openDialog: forwardTo('paymentsListDialogs'),
    /** A file's failure message goes when a dialog opens. */
    dismissFile: sendTo('paymentFile', { type: 'file.dismiss' }),
    openFile: forwardTo('paymentFile'),
    /** Tells the page the URL should carry the applied status and reserved line. */
    syncUrl: emit(({ context }) => ({
      type: 'url.replace' as const,
      status: context.applied.status,
      reservedLineId: context.applied.reservedLineId,
    })),
  },
}).createMachine({
  id: 'paymentsList',
  type: 'parallel',
  context: ({ input }) => {
    const reservedLineId = input.reservedLineId ?? null
    return {
      role: input.role,
      applied: {
        ...EMPTY_FILTERS,
        ...NO_APPLIED_DATES,
        reservedLineId,
        status: statusFor(input.role, input.status),
      },
      edited: { ...EMPTY_FILTERS, reservedLineId },
      filterErrors: {},
      sort: DEFAULT_SORT,
      page: 1,
      result: null,
      error: null,
      lines: [],
      search: { text: '', results: [], error: null },
    }
  },
  invoke: { id: 'paymentFile', src: 'paymentFile' },
  on: {
    'dialog.open': { actions: ['openDialog', 'dismissFile'] },
    'file.open': { actions: 'openFile' },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'route.change': {
          guard: 'routeDiffers',
          target: '.loading',
          actions: assign(({ context, event }) => ({
            applied: {
              ...context.applied,
              status: statusFor(context.role, event.status),
              reservedLineId: event.reservedLineId,
            },
            edited: { ...context.edited, reservedLineId: event.reservedLineId },
            page: 1,
          })),
        },
        'sort.toggle': {
          target: '.loading',
          actions: assign(({ context, event }) => ({
            sort:
              context.sort.by === event.by
                ? { by: event.by, direction: context.sort.direction === 'asc' ? 'desc' : 'asc' }
                : { by: event.by, direction: 'asc' },
            page: 1,
          })),
        },
        'page.change': {
          guard: 'isOtherPage',
          target: '.loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        'filters.apply': [
          {
            guard: 'filtersValid',
            target: '.loading',
            actions: [
              assign(({ context }) => ({
                applied: appliedOf(context.edited, context.applied.status),
                edited: cleanFilters(context.edited),
                filterErrors: {},
                page: 1,
              })),
              'syncUrl',
            ],
          },
          { actions: assign({ filterErrors: ({ context }) => filterErrorsOf(context.edited) }) },
        ],
        // A dialog that is done changed a payment: the same page again, as it is now.
        'xstate.done.actor.paymentsListDialogs': { target: '.loading' },
        'filters.reset': {
          target: '.loading',
          actions: [
            assign(({ context }) => ({
              applied: { ...EMPTY_FILTERS, ...NO_APPLIED_DATES, status: RESET_STATUS[context.role] },
              edited: EMPTY_FILTERS,
              filterErrors: {},
              sort: DEFAULT_SORT,
              page: 1,
            })),
            'syncUrl',
          ],
        },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadPayments',
            src: 'loadPayments',
            input: ({ context }) => listRequestOf(context),
            onDone: {
              target: 'ready',
              actions: assign({ result: ({ event }) => event.output, error: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
            },
          },
        },
        ready: { tags: ['ready'] },
        failed: {
          tags: ['failed'],
          on: { 'list.retry': { target: 'loading' } },
        },
      },
    },
    dialogs: {
      initial: 'running',
      states: {
        // The dialogs child ends when a dialog is done; a fresh one takes its place.
        running: {
          invoke: {
            id: 'paymentsListDialogs',
            src: 'paymentsListDialogs',
            onDone: { target: 'running', reenter: true },
          },
        },
      },
    },
    panel: {
      initial: 'hidden',
      // The edits live on a region, not the root: XState takes a parallel root's handler only when no region
      // handles the event, and the search region also handles filters.change (choosing ends the search).
      on: {
        'filters.change': {
          actions: assign(({ context, event }) => {
            const edited = { ...context.edited, ...event.values }
            const filterErrors = { ...context.filterErrors }
            if ('id' in event.values) delete filterErrors.id
            if ('start' in event.values) delete filterErrors.start
            // 'end before start' is about both dates.
            if (
              'end' in event.values ||
              ('start' in event.values && filterErrors.end === PAYMENT_LIST_MSG.endBeforeStart)
            )
              delete filterErrors.end
            const search =
              'counterpart' in event.values && edited.counterpart
                ? { ...context.search, text: edited.counterpart.name }
                : context.search
            return { edited, filterErrors, search }
          }),
        },
        'filters.leave': {
          actions: assign(({ context, event }) => {
            const edited = { ...context.edited, [event.field]: tidyDateText(context.edited[event.field]) }
            const errors = filterErrorsOf(edited)
            const filterErrors = { ...context.filterErrors }
            if (errors[event.field]) filterErrors[event.field] = errors[event.field]
            // 'end before start' is about both dates: leaving either says it.
            if (errors.end === PAYMENT_LIST_MSG.endBeforeStart) filterErrors.end = errors.end
            return { edited, filterErrors }
          }),
        },
      },
      states: {
        hidden: { on: { 'filters.toggle': 'shown' } },
        shown: { tags: ['filtersShown'], on: { 'filters.toggle': 'hidden' } },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.input': [
          {
            guard: 'isSelectedName',
            target: '.idle',
            actions: assign({ search: ({ context, event }) => ({ ...context.search, text: event.text }) }),
          },
          {
            guard: 'isSearchable',
            target: '.debouncing',
            actions: assign(({ context, event }) => ({
              search: { ...context.search, text: event.text, error: null },
              edited: { ...context.edited, counterpart: null },
            })),
          },
          {
            target: '.idle',
            actions: assign(({ context, event }) => ({
              search: { text: event.text, results: [], error: null },
              edited: { ...context.edited, counterpart: null },
            })),
          },
        ],
        'filters.reset': {
          target: '.idle',
          actions: assign({ search: { text: '', results: [], error: null } }),
        },
        // Choosing a counterpart ends any search under way (the text becomes its name, see the root handler).
        'filters.change': { guard: 'choosesCounterpart', target: '.idle' },
      },
      states: {
        idle: {},
        debouncing: {
          tags: ['searching'],
          after: { searchDebounce: 'searching' },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'searchCounterparts',
            src: 'searchCounterparts',
            input: ({ context }) =>
              counterpartQueryOf(context.search.text) ?? { by: 'name', term: context.search.text },
            onDone: {
              target: 'idle',
              actions: assign({
                search: ({ context, event }) => ({ ...context.search, results: event.output, error: null }),
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                search: ({ context, event }) => ({
                  ...context.search,
                  results: [],
                  error: messageOf(event.error, MSG.unexpected),
                }),
              }),
            },
          },
        },
        failed: {},
      },
    },
    lines: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'isSupplier', target: 'loading' }, { target: 'none' }],
        },
        loading: {
          invoke: {
            id: 'loadLines',
            src: 'loadLines',
            onDone: { target: 'loaded', actions: assign({ lines: ({ event }) => event.output }) },
            // Without the lines the filter is just not offered.
            onError: { target: 'none' },
          },
        },
        loaded: {},
        none: {},
      },
    },
  },
})

export type PaymentsListMachine = typeof paymentsListMachine
