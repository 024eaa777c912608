import { MSG } from '@contract/messages'
import { ACTION_MSG, type Counterpart } from '@contract/paymentActions'
import { PAYMENT_LIST_MSG, type Payment } from '@contract/payments'
import { displayedAmount } from '@machines/payments'
import {
  connectPaymentsList,
  DEFAULT_SORT,
  DEFAULT_STATUS,
  type EditableFilters,
  type PaymentsListApi,
  type PaymentsListContext,
  type PaymentsListEmitted,
  type PaymentsListInput,
  type PaymentsPage,
  paymentFileMachine,
  paymentsListDialogsMachine,
  paymentsListMachine,
  RESET_STATUS,
} from '@machines/payments-list'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  SimulatedClock,
} from 'xstate'
import { PaymentsView, STATUS_CHIPS } from '@/features/payments/PaymentsView'
import type { PaymentsListActorRef } from '@/features/payments/paymentsListLogic'
import { usePaymentsRoute, useRouteSync } from '@/features/payments/paymentsRoute'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import {
  actionsTrigger,
  counterparts,
  customerViewer,
  openActionsByKeyboard,
  pageOf,
  pagePayments,
  paymentIn,
  reservedLine,
  supplierViewer,
} from '../ui/payments.fixtures'
import { ActorController, withControlledActors } from './lib/controlledActors'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type Observed as ModelObserved,
  type ModelSpec,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'
import { StubDialog } from './paymentsList.fixtures'

// ---------------------------------------------------------------- events

const e = (type: string) => ({ type }) as EventObject

const { pending, toConfirm, expired } = pagePayments
const pageA = pageOf([pending, toConfirm, expired], 1, 25)
const pageB = pageOf([paymentIn('pending', { id: 111 })], 2, 25)
const emptyPage = pageOf([], 1, 0)

const loadDone = (page: unknown) => settled('loadPayments', page)
const loadFailed = failed('loadPayments', { kind: 'network' })
const linesDone = (lines: unknown[]) => settled('loadLines', lines)
const linesFailed = failed('loadLines', { kind: 'http', status: 500, msg: 'Servicio no disponible' })
const searchDone = (found: Counterpart[]) => settled('searchCounterparts', found)
const searchFailed = failed('searchCounterparts', { kind: 'network' })
const debounced = e('xstate.after.searchDebounce.paymentsList.search.debouncing')

const route = (status: string | null, reservedLineId: number | null = null) =>
  ({ type: 'route.change', status, reservedLineId }) as EventObject
const sortBy = (by: string) => ({ type: 'sort.toggle', by }) as EventObject
const pageTo = (page: number) => ({ type: 'page.change', page }) as EventObject
const change = (values: Partial<EditableFilters>) => ({ type: 'filters.change', values }) as EventObject
const input = (text: string) => ({ type: 'search.input', text }) as EventObject
const openAction = (action: string, payment: Payment) =>
  ({ type: 'dialog.open', request: { kind: 'action', action, payment } }) as EventObject
const openKind = (kind: 'export' | 'customersReport') =>
  ({ type: 'dialog.open', request: { kind } }) as EventObject
const fileOpen = { type: 'file.open', action: 'viewProofPurchase', payment: pending } as EventObject
/** The dialogs child ends when a dialog's request went through (paymentsListDialogs.machine.ts). */
const dialogsDone = settled('paymentsListDialogs', undefined)
/** The person leaves a date field: its text shows as dd/mm/aaaa, its message shows. */
const leave = (field: 'start' | 'end') => ({ type: 'filters.leave', field }) as EventObject
const toggle = e('filters.toggle')
const apply = e('filters.apply')
const reset = e('filters.reset')

const SUPPLIER: PaymentsListInput = { role: 'supplier', status: null, reservedLineId: null }
const CUSTOMER: PaymentsListInput = { role: 'customer', status: null, reservedLineId: null }

const ctxOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PaymentsListContext
const isFirstApplied = (ctx: PaymentsListContext) =>
  ctx.applied.status === DEFAULT_STATUS[ctx.role] &&
  ctx.applied.id === '' &&
  ctx.applied.counterpart === null &&
  ctx.applied.reservedLineId === null &&
  ctx.applied.start === null &&
  ctx.applied.end === null

/** Outcomes of a load: the first one may be anything; later ones answer the page asked for. */
const loadOutcomes = (ctx: PaymentsListContext) =>
  ctx.result === null && ctx.error === null
    ? [loadDone(pageA), loadDone(emptyPage), loadFailed]
    : [loadDone(ctx.page === 2 ? pageB : pageA)]

// ---------------------------------------------------------------- list spec

/**
 * The list, the panel, the reserved lines, and the requests it hands its children (a dialog, a file; their own
 * machines are tested in paymentsListDialogs and paymentsListFile.model.test.tsx). Each user event is offered from
 * the first loaded page (or one step away from it), so every transition is walked once without the combinations.
 */
const listEventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = ctxOf(snapshot)
  const supplier = ctx.role === 'supplier'
  if (snapshot.matches({ lines: 'loading' })) return [linesDone([reservedLine]), linesDone([]), linesFailed]
  // Without lines there is no line filter: open the panel to see it is not offered, and stop.
  if (supplier && ctx.lines.length === 0) return snapshot.hasTag('filtersShown') ? [] : [toggle]
  if (snapshot.hasTag('busy')) return loadOutcomes(ctx)
  if (snapshot.matches({ list: 'failed' })) return [e('list.retry')]
  if (ctx.result?.total === 0) return []
  if (ctx.applied.id === '12') return snapshot.hasTag('filtersShown') ? [reset] : []
  if (!isFirstApplied(ctx) || ctx.sort.by !== DEFAULT_SORT.by) return []
  if (ctx.sort.direction === 'desc') return [sortBy('expiration_date')]
  if (ctx.page === 2) return [pageTo(1)]
  if (snapshot.hasTag('filtersShown')) {
    if (ctx.filterErrors.id) return [change({ id: '12' })]
    if (ctx.filterErrors.end || ctx.filterErrors.start) return []
    // Typed without slashes, then left: it shows as dd/mm/aaaa; an end before it says so once left.
    if (ctx.edited.start === '10032025') return [leave('start'), apply]
    if (ctx.edited.start === '31022025') return [leave('start')]
    if (ctx.edited.end === '1/3/2025') return [leave('end')]
    if (ctx.edited.start === '10/03/2025') return [change({ end: '1/3/2025' })]
    if (ctx.edited.id !== '' || ctx.edited.start || ctx.edited.reservedLineId !== null) return [apply]
    return [
      toggle,
      change({ id: 'abc' }),
      change({ start: '10032025' }),
      change({ start: '31022025' }),
      ...(supplier ? [change({ reservedLineId: reservedLine.id })] : []),
      reset,
    ]
  }
  return [
    route('paid'),
    ...(supplier ? [route('expired', reservedLine.id)] : []),
    sortBy('expiration_date'),
    sortBy('amount'),
    pageTo(2),
    toggle,
    supplier ? openAction('confirm', toConfirm) : openAction('pay', expired),
    openKind('export'),
    ...(supplier ? [openKind('customersReport')] : []),
    fileOpen,
    dialogsDone,
  ]
}

// ---------------------------------------------------------------- search spec

/**
 * The counterpart search (docs/decisions.md#payments-list): minimum 2 characters, 500 ms debounce, numeric →
 * user_id, choose, apply.
 */
const searchEventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = ctxOf(snapshot)
  const { text, results } = ctx.search
  if (snapshot.matches({ lines: 'loading' })) return [linesDone([reservedLine])]
  if (snapshot.matches({ list: 'failed' })) return [e('list.retry')]
  if (snapshot.hasTag('busy'))
    return ctx.result === null && ctx.error === null ? [loadDone(pageA), loadFailed] : [loadDone(pageA)]
  if (ctx.applied.status !== DEFAULT_STATUS[ctx.role]) return []
  if (!snapshot.hasTag('filtersShown')) return [toggle]
  if (snapshot.matches({ search: 'debouncing' }))
    return text === 'Ro' ? [debounced, input('Rob'), input('R')] : [debounced]
  if (snapshot.matches({ search: 'searching' })) {
    if (text === 'Ro') return [searchDone(counterparts), searchDone([]), searchFailed, input('Rob')]
    return [searchDone(text === '12' ? [counterparts[0]!] : counterparts)]
  }
  if (snapshot.matches({ search: 'failed' })) return [input('Rob')]
  if (ctx.applied.counterpart) return [reset]
  // Ark then puts the chosen name in the box: not a new search.
  if (ctx.edited.counterpart) return [apply, input(ctx.edited.counterpart.name)]
  if (text === '') return [input('R'), input('Ro'), input('12')]
  if ((text === 'Ro' || text === '12') && results.length > 0) return [change({ counterpart: results[0]! })]
  return []
}

// ---------------------------------------------------------------- what the spec says, from the trail

type SearchState = 'idle' | 'debouncing' | 'searching' | 'failed'

/** The list as the user's clicks and typing and the server's answers left it (never the actor's context). */
interface SoFar {
  role: PaymentsListInput['role']
  /** The filters the list shows, the dates as days. */
  applied: Omit<EditableFilters, 'start' | 'end'> & {
    status: string
    start: string | null
    end: string | null
  }
  /** The panel as typed. */
  edited: EditableFilters
  filterErrors: Partial<Record<'id' | 'start' | 'end', string>>
  sort: { by: string; direction: 'asc' | 'desc' }
  page: number
  result: PaymentsPage | null
  error: string | null
  lines: unknown[]
  linesFailed: boolean
  search: { text: string; results: Counterpart[]; error: string | null }
  searchState: SearchState
  panel: boolean
  loads: number
}

const STATUSES = STATUS_CHIPS.map((chip) => chip.status as string)
const statusOf = (role: SoFar['role'], text: string | null | undefined) =>
  text && STATUSES.includes(text) ? text : DEFAULT_STATUS[role]
const EMPTY: EditableFilters = { id: '', counterpart: null, reservedLineId: null, start: '', end: '' }
const NO_DAYS = { start: null, end: null }

/**
 * The dates the walks and rules type, as the spec reads each (docs/decisions.md#dates): the day it names and
 * how it shows once left, or what is wrong with it.
 */
const DATES: Record<string, { day: string; shown: string } | { wrong: string }> = {
  '10032025': { day: '2025-03-10', shown: '10/03/2025' },
  '10/03/2025': { day: '2025-03-10', shown: '10/03/2025' },
  '1/3/2025': { day: '2025-03-01', shown: '01/03/2025' },
  '01/03/2025': { day: '2025-03-01', shown: '01/03/2025' },
  '31022025': { wrong: '31/02/2025 no existe: febrero de 2025 tiene 28 días' },
}
const dayOf = (text: string) => {
  const date = DATES[text]
  return date && 'day' in date ? date.day : null
}
const shownOf = (text: string) => {
  const date = DATES[text]
  return date && 'shown' in date ? date.shown : text
}
const failureText = (error: unknown) =>
  (error as { kind: string }).kind === 'network' ? MSG.connection : ((error as { msg?: string }).msg ?? '')

/**
 * docs/decisions.md#payments-list: ID a positive integer; a date says what is wrong with its text; the final
 * date not before the initial one.
 */
const errorsOf = (edited: EditableFilters): SoFar['filterErrors'] => {
  const errors: SoFar['filterErrors'] = {}
  const id = edited.id.trim()
  if (id !== '' && !(/^\d{1,9}$/.test(id) && Number(id) >= 1)) errors.id = PAYMENT_LIST_MSG.integer
  for (const field of ['start', 'end'] as const) {
    const date = DATES[edited[field]]
    if (date && 'wrong' in date) errors[field] = date.wrong
  }
  const [start, end] = [dayOf(edited.start), dayOf(edited.end)]
  if (start && end && start > end) errors.end = PAYMENT_LIST_MSG.endBeforeStart
  return errors
}
const tidied = (edited: EditableFilters): EditableFilters => ({
  ...edited,
  id: edited.id.trim(),
  start: shownOf(edited.start),
  end: shownOf(edited.end),
})

/** The fields the fold reads of the events sent (a synthetic answer's output is whatever the server said). */
interface FoldEvent {
  output: never
  error: unknown
  status: string | null
  reservedLineId: number | null
  by: string
  page: number
  values: Partial<EditableFilters>
  field: 'start' | 'end'
  text: string
}

const soFar = (trail: Trail): SoFar => {
  const input = trail.input as PaymentsListInput
  const reservedLineId = input.reservedLineId ?? null
  const so: SoFar = {
    role: input.role,
    applied: { ...EMPTY, ...NO_DAYS, reservedLineId, status: statusOf(input.role, input.status) },
    edited: { ...EMPTY, reservedLineId },
    filterErrors: {},
    sort: { by: 'expiration_date', direction: 'asc' },
    page: 1,
    result: null,
    error: null,
    lines: [],
    linesFailed: false,
    search: { text: '', results: [], error: null },
    searchState: 'idle',
    panel: false,
    loads: 1,
  }
  const reload = (more: Partial<SoFar>) => Object.assign(so, more, { loads: so.loads + 1 })
  for (const { event } of trail.steps) {
    const ev = event as unknown as FoldEvent
    switch (event.type) {
      case 'xstate.done.actor.loadPayments':
        Object.assign(so, { result: ev.output, error: null })
        break
      case 'xstate.error.actor.loadPayments':
        so.error = failureText(ev.error)
        break
      case 'xstate.done.actor.loadLines':
        so.lines = ev.output
        break
      case 'xstate.error.actor.loadLines':
        so.linesFailed = true
        break
      case 'list.retry':
        reload({})
        break
      case 'route.change': {
        const status = statusOf(so.role, ev.status)
        if (status !== so.applied.status || ev.reservedLineId !== so.applied.reservedLineId)
          reload({
            applied: { ...so.applied, status, reservedLineId: ev.reservedLineId },
            edited: { ...so.edited, reservedLineId: ev.reservedLineId },
            page: 1,
          })
        break
      }
      case 'sort.toggle': {
        const by = ev.by as string
        const direction = so.sort.by === by && so.sort.direction === 'asc' ? 'desc' : 'asc'
        reload({ sort: { by, direction }, page: 1 })
        break
      }
      case 'page.change': {
        const page = ev.page as number
        if (Number.isInteger(page) && page >= 1 && page <= (so.result?.last_page ?? 1) && page !== so.page)
          reload({ page })
        break
      }
      case 'filters.toggle':
        so.panel = !so.panel
        break
      case 'filters.change': {
        const values = ev.values as Partial<EditableFilters>
        so.edited = { ...so.edited, ...values }
        for (const field of ['id', 'start', 'end'] as const)
          if (field in values) delete so.filterErrors[field]
        if ('start' in values && so.filterErrors.end === PAYMENT_LIST_MSG.endBeforeStart)
          delete so.filterErrors.end
        if (values.counterpart) {
          so.search = { ...so.search, text: values.counterpart.name }
          so.searchState = 'idle'
        }
        break
      }
      case 'filters.apply': {
        const errors = errorsOf(so.edited)
        if (Object.keys(errors).length > 0) so.filterErrors = errors
        else {
          // Applied: the dates as the days they name, the panel showing them as dd/mm/aaaa.
          const edited = tidied(so.edited)
          const applied = {
            ...edited,
            status: so.applied.status,
            start: dayOf(so.edited.start),
            end: dayOf(so.edited.end),
          }
          reload({ applied, edited, filterErrors: {}, page: 1 })
        }
        break
      }
      case 'filters.leave': {
        const field = ev.field
        so.edited = { ...so.edited, [field]: shownOf(so.edited[field]) }
        const errors = errorsOf(so.edited)
        if (errors[field]) so.filterErrors = { ...so.filterErrors, [field]: errors[field] }
        // 'end before start' is about both dates.
        if (errors.end === PAYMENT_LIST_MSG.endBeforeStart)
          so.filterErrors = { ...so.filterErrors, end: errors.end }
        break
      }
      case 'filters.reset':
        reload({
          applied: { ...EMPTY, ...NO_DAYS, status: RESET_STATUS[so.role] },
          edited: EMPTY,
          filterErrors: {},
          sort: { by: 'expiration_date', direction: 'asc' },
          page: 1,
          search: { text: '', results: [], error: null },
          searchState: 'idle',
        })
        break
      case 'search.input': {
        const text = ev.text as string
        // Ark puts the chosen counterpart's name in the box: that is not a new search.
        if (so.edited.counterpart?.name === text) {
          so.search = { ...so.search, text }
          so.searchState = 'idle'
        } else if (text.trim().length >= 2) {
          so.search = { ...so.search, text, error: null }
          so.edited = { ...so.edited, counterpart: null }
          so.searchState = 'debouncing'
        } else {
          so.search = { text, results: [], error: null }
          so.edited = { ...so.edited, counterpart: null }
          so.searchState = 'idle'
        }
        break
      }
      case debounced.type:
        so.searchState = 'searching'
        break
      case 'xstate.done.actor.searchCounterparts':
        so.search = { ...so.search, results: ev.output, error: null }
        so.searchState = 'idle'
        break
      case 'xstate.error.actor.searchCounterparts':
        so.search = { ...so.search, results: [], error: failureText(ev.error) }
        so.searchState = 'failed'
        break
      // A dialog's request went through: the same page again, as it is now.
      case 'xstate.done.actor.paymentsListDialogs':
        reload({})
        break
    }
  }
  return so
}

/** The query of GET /api/payments the list must have asked for (absent filters left out). */
const requestOf = (so: SoFar) => {
  const { applied } = so
  return {
    status: applied.status,
    paginate: 10,
    page: so.page,
    order_by: so.sort.by,
    order_by_condition: so.sort.direction,
    ...(applied.id ? { id: Number(applied.id) } : {}),
    ...(applied.counterpart ? { counterpart_id: applied.counterpart.id } : {}),
    ...(applied.reservedLineId !== null ? { reserved_credit_line_id: applied.reservedLineId } : {}),
    ...(applied.start ? { start: applied.start } : {}),
    ...(applied.end ? { end: applied.end } : {}),
  }
}

type Observed = ModelObserved<PaymentsListApi>
const callsOf = ({ started }: Observed, name: string) =>
  started.filter((call) => call.name === name).map((call) => call.input)

/** Every load asked for the list as it stood then; the last one for what the list shows now. */
const expectLoads = (observed: Observed, so: SoFar) => {
  const loads = callsOf(observed, 'loadPayments')
  expect(loads).toHaveLength(so.loads)
  expect(loads.at(-1)).toEqual(requestOf(so))
}

const LOADERS = [
  'xstate.init',
  'list.retry',
  'route.change',
  'sort.toggle',
  'page.change',
  'filters.apply',
  'filters.reset',
  'xstate.done.actor.paymentsListDialogs',
]
const lastOf = (trail: Trail, prefix: string) =>
  trail.events.findLast((event) => event.type.startsWith(prefix))

const invariants: Record<string, Invariant<PaymentsListApi>> = {
  'paymentsList.list.loading': (observed, trail) => {
    const so = soFar(trail)
    expectLoads(observed, so)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.loading).toBe(true)
    expect(observed.selected.loadError).toBeNull()
    // Loading only after the visit or a click that changes what the list shows, and no answer since.
    const last = trail.events.findLast(
      (event) => LOADERS.includes(event.type) || event.type.endsWith('.actor.loadPayments'),
    )
    expect(LOADERS).toContain(last?.type ?? 'xstate.init')
    // The last page received stays while the next one loads.
    expect(observed.selected.payments).toEqual(so.result?.data ?? [])
  },
  'paymentsList.list.ready': (observed, trail) => {
    const so = soFar(trail)
    const { selected } = observed
    expectLoads(observed, so)
    expect(lastOf(trail, 'xstate.done.actor.loadPayments')).toBeDefined()
    expect(selected.loading).toBe(false)
    expect(selected.loadError).toBeNull()
    expect(selected.payments).toEqual(so.result!.data)
    expect(selected.total).toBe(so.result!.total)
    expect(selected.status).toBe(so.applied.status)
    expect(selected.applied).toEqual(so.applied)
    expect(selected.sort).toEqual(so.sort)
    expect(selected.page).toBe(so.page)
  },
  'paymentsList.list.failed': (observed, trail) => {
    const so = soFar(trail)
    expectLoads(observed, so)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadPayments')
    expect(observed.selected.loadError).toBe(so.error)
    expect(observed.selected.loading).toBe(false)
  },
  'paymentsList.dialogs.running': (observed, trail) => {
    // A dialogs child from the start, a fresh one after each dialog done; one file child for the whole visit.
    expect(callsOf(observed, 'paymentsListDialogs')).toHaveLength(
      1 + trail.count('xstate.done.actor.paymentsListDialogs'),
    )
    expect(callsOf(observed, 'paymentFile')).toHaveLength(1)
    // Handing a dialog or a file to a child changes nothing of the list.
    if (trail.lastEvent?.type === 'dialog.open' || trail.lastEvent?.type === 'file.open')
      expect(observed.tags).not.toContain('busy')
  },
  'paymentsList.panel.hidden': (observed, trail) => {
    const so = soFar(trail)
    expect(so.panel).toBe(false)
    expect(observed.selected.filtersShown).toBe(false)
    expect(observed.selected.edited).toEqual(so.edited)
  },
  'paymentsList.panel.shown': (observed, trail) => {
    const so = soFar(trail)
    const { selected } = observed
    expect(so.panel).toBe(true)
    expect(selected.filtersShown).toBe(true)
    expect(selected.edited).toEqual(so.edited)
    expect(selected.getIdProps().error).toBe(so.filterErrors.id)
    expect(selected.getDateProps('start').error).toBe(so.filterErrors.start)
    expect(selected.getDateProps('end').error).toBe(so.filterErrors.end)
    expect(selected.counterpart.label).toBe(so.role === 'supplier' ? 'Cliente' : 'Proveedor')
  },
  'paymentsList.search.idle': (observed, trail) => {
    const so = soFar(trail)
    const { counterpart } = observed.selected
    expect(so.searchState).toBe('idle')
    expect(counterpart.loading).toBe(false)
    expect(counterpart.error).toBeNull()
    expect(counterpart.inputValue).toBe(so.search.text)
    const chosen = so.edited.counterpart
    expect(counterpart.value).toBe(chosen ? String(chosen.id) : null)
    const options = so.search.results
    expect(counterpart.options).toEqual(
      chosen && !options.some((c) => c.id === chosen.id) ? [chosen, ...options] : options,
    )
  },
  'paymentsList.search.debouncing': (observed, trail) => {
    const so = soFar(trail)
    expect(so.searchState).toBe('debouncing')
    expect(trail.lastEvent?.type).toBe('search.input')
    expect(observed.selected.counterpart.loading).toBe(true)
    expect(observed.selected.counterpart.value).toBeNull()
    // Nothing asked yet for the text typed: the search waits 500 ms.
    expect(callsOf(observed, 'searchCounterparts')).toHaveLength(trail.count(debounced.type))
  },
  'paymentsList.search.searching': (observed, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe(debounced.type)
    expect(observed.selected.counterpart.loading).toBe(true)
    const term = so.search.text.trim()
    expect(callsOf(observed, 'searchCounterparts').at(-1)).toEqual({
      by: /^\d+$/.test(term) ? 'user_id' : 'name',
      term,
    })
  },
  'paymentsList.search.failed': (observed, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.searchCounterparts')
    expect(observed.selected.counterpart.error).toBe(so.search.error)
    expect(observed.selected.counterpart.options).toEqual([])
    expect(observed.selected.counterpart.loading).toBe(false)
  },
  'paymentsList.lines.loading': (observed, trail) => {
    expect(soFar(trail).role).toBe('supplier')
    expect(callsOf(observed, 'loadLines')).toHaveLength(1)
    expect(observed.selected.showsLineFilter).toBe(false)
  },
  'paymentsList.lines.loaded': (observed, trail) => {
    const so = soFar(trail)
    expect(so.role).toBe('supplier')
    expect(observed.selected.lines).toEqual(so.lines)
    // The reserved-line filter only when the supplier has lines.
    expect(observed.selected.showsLineFilter).toBe(so.lines.length > 0)
  },
  'paymentsList.lines.none': (observed, trail) => {
    const so = soFar(trail)
    // A customer has no reserved lines; a supplier's failed load just hides the filter.
    if (so.role === 'customer') expect(callsOf(observed, 'loadLines')).toEqual([])
    else expect(so.linesFailed).toBe(true)
    expect(observed.selected.showsLineFilter).toBe(false)
  },
}
// ---------------------------------------------------------------- the view

const viewerOf = (ctx: SoFar) => (ctx.role === 'supplier' ? supplierViewer : customerViewer)

let location = memoryLocation({ path: '/payments' })

function Bridge({ actor }: { actor: PaymentsListActorRef }) {
  useRouteSync(actor, usePaymentsRoute())
  const role = actor.getSnapshot().context.role
  return (
    <PaymentsView
      actorRef={actor}
      viewer={role === 'supplier' ? supplierViewer : customerViewer}
      dialogComponent={StubDialog}
    />
  )
}

const renderList = (actor: AnyActorRef) => {
  location = memoryLocation({ path: '/payments' })
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/payments/:status?">
        <Bridge actor={actor as PaymentsListActorRef} />
      </Route>
    </Router>,
  )
}

const user = () => userEvent.setup()
const filters = () => screen.getByRole('form', { name: 'Filtros' })
const counterpartBox = () => within(filters()).getByRole('combobox', { name: /^(Cliente|Proveedor)$/ })
const CHIP_LABEL = Object.fromEntries(STATUS_CHIPS.map((c) => [c.status, c.label]))

/** Moves the combobox text to `text` keystroke by keystroke (what Ark reports, one change at a time). */
const typeInto = async (box: HTMLElement, text: string) => {
  const current = (box as HTMLInputElement).value
  let common = 0
  while (common < Math.min(current.length, text.length) && current[common] === text[common]) common++
  const u = user()
  await u.click(box)
  await u.keyboard('{End}')
  for (let i = common; i < current.length; i++) await u.keyboard('{Backspace}')
  if (text.length > common) await u.keyboard(text.slice(common))
}

/** Types a date as it is written (leaving the field is a step of its own). */
const typeDate = async (label: string, text: string) => {
  const box = within(filters()).getByRole('textbox', { name: label })
  const u = user()
  await u.clear(box)
  await u.type(box, text)
}
const DATE_LABEL = { start: 'Fecha inicial', end: 'Fecha final' } as const

/** Opens a row's 'Ver acciones' by keyboard and chooses `label` (arrow keys, Enter). */
const chooseAction = async (paymentId: number, label: string) => {
  const u = user()
  const menu = await openActionsByKeyboard(await actionsTrigger(paymentId), u)
  const items = within(menu).getAllByRole('menuitem')
  const target = items.findIndex((item) => item.textContent === label)
  expect(target, `${label} in the menu`).toBeGreaterThanOrEqual(0)
  await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBe(items[0]!.id))
  for (let i = 0; i < target; i++) await u.keyboard('{ArrowDown}')
  await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBe(items[target]!.id))
  await u.keyboard('{Enter}')
}

const userEvents: ViewSpec<typeof paymentsListMachine>['userEvents'] = {
  'route.change': async (event) => {
    const { status, reservedLineId } = event as unknown as { status: string; reservedLineId: number | null }
    // A status chip; a dashboard's 'Ver mas' link (with its query) is a visit to that address.
    if (reservedLineId === null) await user().click(screen.getByRole('link', { name: CHIP_LABEL[status] }))
    else act(() => location.navigate(`/payments?status=${status}&reserved_credit_line_id=${reservedLineId}`))
  },
  'list.retry': async () => user().click(screen.getByRole('button', { name: 'Reintentar' })),
  'sort.toggle': async (event) => {
    const label = { expiration_date: 'Vencimiento', amount: 'Monto' }[
      (event as unknown as { by: 'amount' }).by
    ]
    await user().click(screen.getByRole('button', { name: label }))
  },
  'page.change': async (event) =>
    user().click(
      screen.getByRole('button', { name: `Página ${(event as unknown as { page: number }).page}` }),
    ),
  'filters.toggle': async () =>
    user().click(screen.getByRole('button', { name: /^(Filtrar|Ocultar filtro)$/ })),
  'filters.change': async (event) => {
    const { values } = event as unknown as { values: Partial<EditableFilters> }
    if (values.id !== undefined) {
      const box = within(filters()).getByRole('textbox', { name: 'ID' })
      await user().clear(box)
      if (values.id) await user().type(box, values.id)
    }
    if (values.start) await typeDate('Fecha inicial', values.start)
    if (values.end) await typeDate('Fecha final', values.end)
    if (values.reservedLineId !== undefined)
      await user().selectOptions(
        within(filters()).getByRole('combobox', { name: 'Línea de crédito reservada' }),
        String(values.reservedLineId ?? ''),
      )
    if (values.counterpart)
      await user().click(
        within(await screen.findByRole('listbox')).getByRole('option', {
          name: new RegExp(values.counterpart.name),
        }),
      )
  },
  'filters.leave': async (event) => {
    const box = within(filters()).getByRole('textbox', {
      name: DATE_LABEL[(event as unknown as { field: 'start' | 'end' }).field],
    })
    if (document.activeElement !== box) await user().click(box)
    await user().tab()
  },
  'filters.apply': async () => user().click(within(filters()).getByRole('button', { name: 'Aplicar' })),
  'filters.reset': async () => user().click(within(filters()).getByRole('button', { name: 'Reestablecer' })),
  'search.input': async (event) => typeInto(counterpartBox(), (event as unknown as { text: string }).text),
  'dialog.open': async (event) => {
    const { request } = event as unknown as { request: { kind: string; action?: string; payment?: Payment } }
    if (request.kind === 'export') return user().click(screen.getByRole('button', { name: 'Exportar' }))
    if (request.kind === 'customersReport')
      return user().click(screen.getByRole('button', { name: 'Reporte de clientes' }))
    await chooseAction(request.payment!.id, { confirm: 'Confirmar', pay: 'Pagar' }[request.action as 'pay'])
  },
  'file.open': async () => chooseAction(pending.id, 'Ver comprobante de compra'),
}

const HEADERS = {
  supplier: [
    'ID',
    'Cliente',
    'Estado',
    'Factura',
    'Monto',
    'Plazo',
    'Vencimiento',
    'Venta',
    'Pago',
    'Acciones',
  ],
  customer: [
    'ID',
    'Proveedor',
    'Estado',
    'Factura',
    'Monto',
    'Plazo',
    'Vencimiento',
    'Venta',
    'Pago',
    'Acciones',
  ],
}
const SORT_LABEL: Record<string, string> = { expiration_date: 'Vencimiento', amount: 'Monto' }

const expectTable = (ctx: SoFar) => {
  const noun = ctx.role === 'supplier' ? 'Ventas' : 'Compras'
  const table = screen.getByRole('table', {
    name: `${noun}: ${CHIP_LABEL[ctx.applied.status] ?? ''}`.replace(/: $/, ''),
  })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
  ).toEqual(HEADERS[ctx.role])
  const sorted = within(table).getByRole('columnheader', { name: SORT_LABEL[ctx.sort.by] })
  expect(sorted).toHaveAttribute('aria-sort', ctx.sort.direction === 'asc' ? 'ascending' : 'descending')
  const rows = ctx.result?.data ?? []
  if (rows.length === 0) {
    expect(within(table).getByText(`No hay ${noun.toLowerCase()} con estos filtros`)).toBeInTheDocument()
    return
  }
  const bodyRows = within(table).getAllByRole('row').slice(1)
  expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
    rows.map((p) => String(p.id)),
  )
  for (const [index, payment] of rows.entries()) {
    const cells = within(bodyRows[index]!).getAllByRole('cell')
    expect(cells[1]).toHaveTextContent(
      ctx.role === 'supplier' ? payment.customer.business_name : payment.supplier.business_name,
    )
    expect(cells[4]).toHaveTextContent(formatMoney(displayedAmount(payment, viewerOf(ctx))))
  }
}

const expectChips = (ctx: SoFar) => {
  const nav = screen.getByRole('navigation', { name: 'Estado de los pagos' })
  for (const { status, label } of STATUS_CHIPS) {
    const link = within(nav).getByRole('link', { name: label })
    if (status === ctx.applied.status) expect(link).toHaveAttribute('aria-current', 'page')
    else expect(link).not.toHaveAttribute('aria-current')
  }
}

/** The customer's own: the panel's fields are the supplier's but for the lines, so only 'Reestablecer' there. */
const customerEventsFor = (snapshot: AnyMachineSnapshot): EventObject[] =>
  snapshot.hasTag('filtersShown') && !snapshot.hasTag('busy') && ctxOf(snapshot).page === 1
    ? [reset]
    : listEventsFor(snapshot)

const screens: Record<string, (trail: Trail) => void> = {
  'paymentsList.list.loading': (trail) => {
    const so = soFar(trail)
    const noun = so.role === 'supplier' ? 'ventas' : 'compras'
    expect(screen.getAllByRole('status', { name: `Cargando ${noun}` }).length).toBeGreaterThan(0)
    if (so.result)
      expect(screen.getByRole('table').parentElement?.parentElement).toHaveAttribute('aria-busy', 'true')
    expectChips(so)
  },
  'paymentsList.list.ready': (trail) => {
    const so = soFar(trail)
    expectTable(so)
    expectChips(so)
    expect(screen.queryByRole('status', { name: /^Cargando/ })).not.toBeInTheDocument()
    const total = so.result?.total ?? 0
    const pager = screen.queryByRole('navigation', { name: /^Páginas de/ })
    if (total > 10) {
      expect(pager).toBeInTheDocument()
      expect(within(pager!).getByRole('button', { name: `Página ${so.page}` })).toHaveAttribute(
        'aria-current',
        'page',
      )
    } else expect(pager).not.toBeInTheDocument()
  },
  'paymentsList.list.failed': (trail) => {
    expect(screen.getByRole('alert')).toHaveTextContent(soFar(trail).error!)
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  },
  // The children stand in here (each has its own model test and view): the list renders no dialog of its own.
  'paymentsList.dialogs.running': () =>
    expect(screen.queryByRole('dialog', { name: 'Diálogo de pago' })).not.toBeInTheDocument(),
  'paymentsList.panel.hidden': () => {
    expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('form', { name: 'Filtros' })).not.toBeInTheDocument()
  },
  'paymentsList.panel.shown': (trail) => {
    const so = soFar(trail)
    expect(screen.getByRole('button', { name: 'Ocultar filtro' })).toHaveAttribute('aria-expanded', 'true')
    const form = filters()
    expect(within(form).getByRole('textbox', { name: 'ID' })).toHaveValue(so.edited.id)
    const box = within(form).getByRole('combobox', {
      name: so.role === 'supplier' ? 'Cliente' : 'Proveedor',
    })
    expect(box).toHaveValue(so.search.text)
    // The search's failure takes the hint's place.
    if (so.searchState !== 'failed') expect(form).toHaveTextContent('Busque por nombre o ID de usuario')
    if (so.filterErrors.id) expect(form).toHaveTextContent(so.filterErrors.id)
    if (so.filterErrors.start) expect(form).toHaveTextContent(so.filterErrors.start)
    if (so.filterErrors.end) expect(form).toHaveTextContent(so.filterErrors.end)
    // The dates as typed, or as dd/mm/aaaa once left; red only with a message.
    for (const field of ['start', 'end'] as const) {
      const box = within(form).getByRole('textbox', { name: DATE_LABEL[field] })
      expect(box).toHaveValue(so.edited[field])
      expect(box.getAttribute('aria-invalid') === 'true').toBe(Boolean(so.filterErrors[field]))
    }
    const line = within(form).queryByRole('combobox', { name: 'Línea de crédito reservada' })
    if (so.lines.length > 0)
      expect(line).toHaveValue(so.edited.reservedLineId === null ? '' : String(so.edited.reservedLineId))
    else expect(line).not.toBeInTheDocument()
  },
  'paymentsList.search.idle': (trail) => {
    if (!soFar(trail).panel) return
    expect(screen.queryAllByText('Buscando…')).toEqual([])
  },
  'paymentsList.search.debouncing': () => expect(screen.getAllByText('Buscando…').length).toBeGreaterThan(0),
  'paymentsList.search.searching': () => expect(screen.getAllByText('Buscando…').length).toBeGreaterThan(0),
  'paymentsList.search.failed': (trail) => expect(filters()).toHaveTextContent(soFar(trail).search.error!),
  'paymentsList.lines.loading': () =>
    expect(screen.queryByRole('combobox', { name: 'Línea de crédito reservada' })).not.toBeInTheDocument(),
  'paymentsList.lines.loaded': (trail) => {
    const so = soFar(trail)
    if (!so.panel) return
    const none = so.lines.length === 0
    const select = within(filters())[none ? 'queryByRole' : 'getByRole']('combobox', {
      name: 'Línea de crédito reservada',
    })
    if (none) return expect(select).not.toBeInTheDocument()
    expect(
      within(select!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todas',
      `${reservedLine.business_name} · ${formatMoney(reservedLine.amount)} · ${reservedLine.reference}`,
    ])
  },
  'paymentsList.lines.none': () =>
    expect(screen.queryByRole('combobox', { name: 'Línea de crédito reservada' })).not.toBeInTheDocument(),
}

const spec: ModelSpec<typeof paymentsListMachine, PaymentsListApi> = {
  machine: paymentsListMachine,
  input: SUPPLIER,
  events: listEventsFor,
  select: (snapshot) => connectPaymentsList(snapshot as never, () => {}),
  invariants,
  // Handed to the children, which the list's own state does not show.
  selfLoops: ['dialog.open', 'file.open'],
}

describeModel('payments list machine', spec, { render: renderList, userEvents, screens }, [
  { name: 'supplier' },
  { name: 'customer', input: CUSTOMER, events: customerEventsFor },
  // The counterpart search (docs/decisions.md#payments-list): 2 characters, 500 ms, numeric → user_id.
  { name: 'counterpart search', events: searchEventsFor, selfLoops: ['search.input'] },
])

const started = (run: { controller: { started: Array<{ name: string; input: unknown }> } }, name: string) =>
  run.controller.started.filter((s) => s.name === name).map((s) => s.input)
const lastQuery = (run: Parameters<typeof started>[0]) => started(run, 'loadPayments').at(-1)

describe('payments list machine, its validation and defaults', () => {
  it('starts on the role default status, 10 a page, by expiration date ascending', () => {
    for (const [input, status] of [
      [SUPPLIER, 'about_to_expire'],
      [CUSTOMER, 'expired'],
    ] as const) {
      const run = startLive(paymentsListMachine, input)
      expect(lastQuery(run)).toEqual({
        status,
        paginate: 10,
        page: 1,
        order_by: 'expiration_date',
        order_by_condition: 'asc',
      })
      run.actor.stop()
    }
  })

  it('takes the status and the reserved line from the URL; an unknown status falls back to the default', () => {
    const run = startLive(paymentsListMachine, { role: 'supplier', status: 'to_confirm', reservedLineId: 31 })
    expect(lastQuery(run)).toMatchObject({ status: 'to_confirm', reserved_credit_line_id: 31 })
    run.actor.stop()
    const bogus = startLive(paymentsListMachine, { role: 'customer', status: 'archived' })
    expect(lastQuery(bogus)).toMatchObject({ status: 'expired' })
    bogus.actor.stop()
  })

  it('reloads page 1 when the URL changes, ignores the URL it already shows, restarts a load under way', async () => {
    const run = startLive(paymentsListMachine, CUSTOMER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    run.actor.send({ type: 'page.change', page: 2 })
    run.controller.settle('loadPayments', { output: pageB })
    await settle()
    run.actor.send({ type: 'route.change', status: null, reservedLineId: null })
    run.actor.send({ type: 'route.change', status: 'expired', reservedLineId: null })
    expect(started(run, 'loadPayments')).toHaveLength(2)
    run.actor.send({ type: 'route.change', status: 'paid', reservedLineId: null })
    expect(lastQuery(run)).toMatchObject({ status: 'paid', page: 1 })
    run.actor.send({ type: 'route.change', status: 'pending', reservedLineId: 31 })
    expect(started(run, 'loadPayments')).toHaveLength(4)
    expect(lastQuery(run)).toMatchObject({ status: 'pending', reserved_credit_line_id: 31, page: 1 })
    // The same status with another line (a dashboard's 'Ver mas' of another line) is another list.
    run.actor.send({ type: 'route.change', status: 'pending', reservedLineId: 32 })
    expect(started(run, 'loadPayments')).toHaveLength(5)
    expect(lastQuery(run)).toMatchObject({ status: 'pending', reserved_credit_line_id: 32, page: 1 })
    // Only the last load is waited on: the one it replaced was stopped.
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    expect(run.actor.getSnapshot().matches({ list: 'ready' })).toBe(true)
    expect(run.actor.getSnapshot().context.edited.reservedLineId).toBe(32)
    run.actor.stop()
  })

  it('sorts: the same column flips direction, another starts ascending, both go back to page 1', async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    run.actor.send({ type: 'page.change', page: 3 })
    run.actor.send({ type: 'sort.toggle', by: 'expiration_date' })
    expect(lastQuery(run)).toMatchObject({ order_by: 'expiration_date', order_by_condition: 'desc', page: 1 })
    run.actor.send({ type: 'sort.toggle', by: 'expiration_date' })
    expect(lastQuery(run)).toMatchObject({ order_by: 'expiration_date', order_by_condition: 'asc' })
    run.actor.send({ type: 'sort.toggle', by: 'payment_date' })
    expect(lastQuery(run)).toMatchObject({ order_by: 'payment_date', order_by_condition: 'asc' })
    run.actor.send({ type: 'sort.toggle', by: 'payment_date' })
    expect(lastQuery(run)).toMatchObject({ order_by: 'payment_date', order_by_condition: 'desc' })
    run.actor.stop()
  })

  it('pages within 1..last_page only', async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    for (const page of [0, 4, 1, 1.5]) run.actor.send({ type: 'page.change', page })
    expect(started(run, 'loadPayments')).toHaveLength(1)
    run.actor.send({ type: 'page.change', page: 3 })
    expect(lastQuery(run)).toMatchObject({ page: 3 })
    run.actor.stop()
  })

  it("'Aplicar' checks the ID and the dates with the contract's messages, then queries every filter", async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    const urls: PaymentsListEmitted[] = []
    run.actor.on('url.replace', (event) => urls.push(event))
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    run.actor.send({ type: 'filters.change', values: { id: '0', start: '10/03/2025', end: '01/03/2025' } })
    run.actor.send({ type: 'filters.apply' })
    expect(run.actor.getSnapshot().context.filterErrors).toEqual({
      id: PAYMENT_LIST_MSG.integer,
      end: PAYMENT_LIST_MSG.endBeforeStart,
    })
    expect(started(run, 'loadPayments')).toHaveLength(1)
    run.actor.send({
      type: 'filters.change',
      values: {
        id: ' 15 ',
        start: '1/3/2025',
        end: '31032025',
        reservedLineId: 31,
        counterpart: counterparts[1]!,
      },
    })
    expect(run.actor.getSnapshot().context.filterErrors).toEqual({})
    run.actor.send({ type: 'page.change', page: 2 })
    run.actor.send({ type: 'filters.apply' })
    expect(lastQuery(run)).toEqual({
      status: 'about_to_expire',
      paginate: 10,
      page: 1,
      order_by: 'expiration_date',
      order_by_condition: 'asc',
      id: 15,
      counterpart_id: counterparts[1]!.id,
      reserved_credit_line_id: 31,
      start: '2025-03-01',
      end: '2025-03-31',
    })
    // The panel shows the dates as dd/mm/aaaa.
    expect(run.actor.getSnapshot().context.edited).toMatchObject({ start: '01/03/2025', end: '31/03/2025' })
    expect(urls).toEqual([{ type: 'url.replace', status: 'about_to_expire', reservedLineId: 31 }])
    run.actor.stop()
  })

  it("'Aplicar' refuses a typed date that names no day, saying what is wrong, instead of another date", async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    run.actor.send({ type: 'filters.change', values: { start: '99/99/9999', end: '31/02/2025' } })
    run.actor.send({ type: 'filters.apply' })
    expect(run.actor.getSnapshot().context.filterErrors).toEqual({
      start: '99/99/9999 no existe: el mes va de 01 a 12',
      end: '31/02/2025 no existe: febrero de 2025 tiene 28 días',
    })
    expect(started(run, 'loadPayments')).toHaveLength(1)
    // Kept on screen as typed.
    expect(run.actor.getSnapshot().context.edited).toMatchObject({ start: '99/99/9999', end: '31/02/2025' })
    // Typing again clears that field's message only.
    run.actor.send({ type: 'filters.change', values: { start: '01/03/2025' } })
    expect(run.actor.getSnapshot().context.filterErrors).toEqual({
      end: '31/02/2025 no existe: febrero de 2025 tiene 28 días',
    })
    for (const [end, message] of [
      ['1/3/25', 'Escribe la fecha como dd/mm/aaaa'],
      ['01/03/1999', 'La fecha debe estar entre el 01/01/2000 y el 31/12/2099'],
    ]) {
      run.actor.send({ type: 'filters.change', values: { end } })
      run.actor.send({ type: 'filters.apply' })
      expect(run.actor.getSnapshot().context.filterErrors, end).toEqual({ end: message })
    }
    run.actor.send({ type: 'filters.change', values: { end: '' } })
    run.actor.send({ type: 'filters.apply' })
    expect(lastQuery(run)).toMatchObject({ start: '2025-03-01' })
    expect(lastQuery(run)).not.toHaveProperty('end')
    run.actor.stop()
  })

  it("'Aplicar' takes as ID only 1 to 9 digits, from 1 up (spaces around it aside)", async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    for (const id of ['a12', '12a', '0', '00', '1234567890', '1.5', '-3', '1 2']) {
      run.actor.send({ type: 'filters.change', values: { id } })
      run.actor.send({ type: 'filters.apply' })
      expect(run.actor.getSnapshot().context.filterErrors, id).toEqual({ id: PAYMENT_LIST_MSG.integer })
    }
    expect(started(run, 'loadPayments')).toHaveLength(1)
    for (const [id, sent] of [
      ['1', 1],
      ['007', 7],
      [' 42 ', 42],
      ['999999999', 999_999_999],
    ] as const) {
      run.actor.send({ type: 'filters.change', values: { id } })
      run.actor.send({ type: 'filters.apply' })
      expect(run.actor.getSnapshot().context.filterErrors, id).toEqual({})
      expect(lastQuery(run), id).toMatchObject({ id: sent })
    }
    run.actor.stop()
  })

  it('a message goes when its own field changes; the end date\'s "before the start" also when the start does', async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    const errors = () => run.actor.getSnapshot().context.filterErrors
    run.actor.send({ type: 'filters.change', values: { id: 'x', start: '10/03/2025', end: '01/03/2025' } })
    run.actor.send({ type: 'filters.apply' })
    expect(errors()).toEqual({ id: PAYMENT_LIST_MSG.integer, end: PAYMENT_LIST_MSG.endBeforeStart })
    run.actor.send({ type: 'filters.change', values: { start: '05/03/2025' } })
    expect(errors()).toEqual({ id: PAYMENT_LIST_MSG.integer })
    run.actor.send({ type: 'filters.apply' })
    run.actor.send({ type: 'filters.change', values: { id: '5' } })
    expect(errors()).toEqual({ end: PAYMENT_LIST_MSG.endBeforeStart })
    run.actor.send({ type: 'filters.change', values: { reservedLineId: 31 } })
    expect(errors()).toEqual({ end: PAYMENT_LIST_MSG.endBeforeStart })
    // A date that does not exist is the end's own fault: a new start leaves its message.
    const noSuchDay = '31/02/2025 no existe: febrero de 2025 tiene 28 días'
    run.actor.send({ type: 'filters.change', values: { end: '31/02/2025' } })
    run.actor.send({ type: 'filters.apply' })
    expect(errors()).toEqual({ end: noSuchDay })
    run.actor.send({ type: 'filters.change', values: { start: '01/03/2025' } })
    expect(errors()).toEqual({ end: noSuchDay })
    run.actor.send({ type: 'filters.change', values: { end: '01032025' } })
    expect(errors()).toEqual({})
    // The same day as start and end is a range.
    run.actor.send({ type: 'filters.apply' })
    expect(lastQuery(run)).toMatchObject({ id: 5, start: '2025-03-01', end: '2025-03-01' })
    run.actor.send({ type: 'filters.change', values: { start: '99/99/9999' } })
    run.actor.send({ type: 'filters.apply' })
    run.actor.send({ type: 'filters.change', values: { id: '6' } })
    expect(errors()).toEqual({ start: '99/99/9999 no existe: el mes va de 01 a 12' })
    run.actor.stop()
  })

  it('a date field left shows its text as dd/mm/aaaa and says then what is wrong; nothing is applied', async () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    const ctx = () => run.actor.getSnapshot().context
    const api = () => connectPaymentsList(run.actor.getSnapshot(), () => {})
    // Nothing red while typing.
    run.actor.send({ type: 'filters.change', values: { start: '3122025' } })
    expect(ctx().filterErrors).toEqual({})
    run.actor.send({ type: 'filters.leave', field: 'start' })
    expect(ctx().filterErrors).toEqual({ start: 'Escribe la fecha como dd/mm/aaaa' })
    expect(ctx().edited.start).toBe('3122025')
    run.actor.send({ type: 'filters.change', values: { start: '03122025' } })
    run.actor.send({ type: 'filters.leave', field: 'start' })
    expect(ctx().edited.start).toBe('03/12/2025')
    expect(ctx().filterErrors).toEqual({})
    // The end's calendar starts at the start; an earlier end says so once left, whichever field was left.
    expect(api().getDateProps('end')).toMatchObject({ min: '2025-12-03', max: '2099-12-31', day: null })
    expect(api().getDateProps('start')).toMatchObject({
      min: '2000-01-01',
      max: '2099-12-31',
      day: '2025-12-03',
    })
    run.actor.send({ type: 'filters.change', values: { end: '1-12-2025' } })
    expect(ctx().filterErrors).toEqual({})
    run.actor.send({ type: 'filters.leave', field: 'start' })
    expect(ctx().filterErrors).toEqual({ end: PAYMENT_LIST_MSG.endBeforeStart })
    expect(ctx().edited.end).toBe('1-12-2025')
    run.actor.send({ type: 'filters.leave', field: 'end' })
    expect(ctx().edited.end).toBe('01/12/2025')
    // An empty field left says nothing: the dates are optional.
    run.actor.send({ type: 'filters.change', values: { start: '', end: '' } })
    run.actor.send({ type: 'filters.leave', field: 'end' })
    expect(ctx().filterErrors).toEqual({})
    expect(started(run, 'loadPayments')).toHaveLength(1)
    run.actor.stop()
  })

  it.each([
    [SUPPLIER, RESET_STATUS.supplier, 'to_confirm'],
    [CUSTOMER, RESET_STATUS.customer, 'expired'],
  ] as const)(
    "'Reestablecer' clears the filters and goes to the role's reset status",
    async (input, reset, spec) => {
      expect(reset).toBe(spec)
      const run = startLive(paymentsListMachine, { ...input, status: 'paid', reservedLineId: 31 })
      const urls: PaymentsListEmitted[] = []
      run.actor.on('url.replace', (event) => urls.push(event))
      run.controller.settle('loadPayments', { output: pageA })
      await settle()
      run.actor.send({ type: 'filters.toggle' })
      run.actor.send({ type: 'filters.change', values: { id: '9', start: '01/01/2025' } })
      run.actor.send({ type: 'filters.apply' })
      run.actor.send({ type: 'sort.toggle', by: 'payment_date' })
      run.actor.send({ type: 'search.input', text: 'Obras' })
      run.actor.send({ type: 'filters.reset' })
      expect(lastQuery(run)).toEqual({
        status: spec,
        paginate: 10,
        page: 1,
        order_by: 'expiration_date',
        order_by_condition: 'asc',
      })
      const { context } = run.actor.getSnapshot()
      // Back to the default order too: Vencimiento, ascending.
      expect(context.sort).toEqual({ by: 'expiration_date', direction: 'asc' })
      expect(context.edited).toEqual({
        id: '',
        counterpart: null,
        reservedLineId: null,
        start: '',
        end: '',
      })
      expect(context.search).toEqual({ text: '', results: [], error: null })
      expect(run.actor.getSnapshot().matches({ search: 'idle' })).toBe(true)
      expect(urls.at(-1)).toEqual({ type: 'url.replace', status: spec, reservedLineId: null })
      run.actor.stop()
    },
  )
})

describe('payments list machine, the counterpart search (docs/decisions.md#payments-list)', () => {
  const searchRun = async (role: PaymentsListInput) => {
    const run = startLive(paymentsListMachine, role)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    return run
  }

  /** 'Ro' typed, its 500 ms waited, and the search answered with `answer`. */
  const searchRo = async (
    run: Awaited<ReturnType<typeof searchRun>>,
    answer: { output: unknown } | { error: unknown },
  ) => {
    run.actor.send({ type: 'search.input', text: 'Ro' })
    run.clock.increment(500)
    run.controller.settle('searchCounterparts', answer)
    await settle()
  }

  it('waits 500 ms after the last keystroke, restarting on each one (SimulatedClock)', async () => {
    const run = await searchRun(SUPPLIER)
    run.actor.send({ type: 'search.input', text: 'Ro' })
    run.clock.increment(499)
    run.actor.send({ type: 'search.input', text: 'Rob' })
    run.clock.increment(499)
    expect(run.actor.getSnapshot().matches({ search: 'debouncing' })).toBe(true)
    expect(started(run, 'searchCounterparts')).toEqual([])
    run.clock.increment(1)
    expect(run.actor.getSnapshot().matches({ search: 'searching' })).toBe(true)
    expect(started(run, 'searchCounterparts')).toEqual([{ by: 'name', term: 'Rob' }])
    run.actor.stop()
  })

  it('searches from 2 characters: numbers by user_id, anything else by name', async () => {
    const run = await searchRun(CUSTOMER)
    for (const [text, query] of [
      ['7', null],
      [' A ', null],
      ['12', { by: 'user_id', term: '12' }],
      [' 345 ', { by: 'user_id', term: '345' }],
      ['A1', { by: 'name', term: 'A1' }],
      ['1A', { by: 'name', term: '1A' }],
      ['12 b', { by: 'name', term: '12 b' }],
      ['Aceros', { by: 'name', term: 'Aceros' }],
    ] as const) {
      run.actor.send({ type: 'search.input', text })
      run.clock.increment(500)
      if (query === null) expect(run.actor.getSnapshot().matches({ search: 'idle' }), text).toBe(true)
      else expect(run.controller.inputOf('searchCounterparts'), text).toEqual(query)
    }
    run.actor.stop()
  })

  it('a new keystroke cancels the search under way; the chosen name in the box is not a new search', async () => {
    const run = await searchRun(SUPPLIER)
    run.actor.send({ type: 'search.input', text: 'Ro' })
    run.clock.increment(500)
    run.actor.send({ type: 'search.input', text: 'Rob' })
    expect(run.actor.getSnapshot().matches({ search: 'debouncing' })).toBe(true)
    run.clock.increment(500)
    run.controller.settle('searchCounterparts', { output: counterparts })
    await settle()
    run.actor.send({ type: 'filters.change', values: { counterpart: counterparts[0]! } })
    run.actor.send({ type: 'search.input', text: counterparts[0]!.name })
    const snapshot = run.actor.getSnapshot()
    expect(snapshot.matches({ search: 'idle' })).toBe(true)
    expect(snapshot.context.edited.counterpart).toEqual(counterparts[0])
    expect(snapshot.context.search.results).toEqual(counterparts)
    // Typing again drops the choice.
    run.actor.send({ type: 'search.input', text: 'Obr' })
    expect(run.actor.getSnapshot().context.edited.counterpart).toBeNull()
    run.actor.stop()
  })

  it('choosing a counterpart ends the search under way; editing another field does not', async () => {
    const run = await searchRun(SUPPLIER)
    await searchRo(run, { output: counterparts })
    run.actor.send({ type: 'search.input', text: 'Rob' })
    run.actor.send({ type: 'filters.change', values: { id: '5' } })
    expect(run.actor.getSnapshot().matches({ search: 'debouncing' })).toBe(true)
    run.actor.send({ type: 'filters.change', values: { counterpart: counterparts[0]! } })
    expect(run.actor.getSnapshot().matches({ search: 'idle' })).toBe(true)
    run.clock.increment(500)
    expect(started(run, 'searchCounterparts')).toHaveLength(1)
    run.actor.stop()
  })

  it('clearing the chosen counterpart keeps what the box shows and nothing else', async () => {
    const run = await searchRun(SUPPLIER)
    await searchRo(run, { output: counterparts })
    run.actor.send({ type: 'filters.change', values: { counterpart: counterparts[1]! } })
    expect(run.actor.getSnapshot().context.search.text).toBe(counterparts[1]!.name)
    run.actor.send({ type: 'filters.change', values: { counterpart: null } })
    const snapshot = run.actor.getSnapshot()
    expect(snapshot.status).toBe('active')
    expect(snapshot.context.edited.counterpart).toBeNull()
    expect(snapshot.context.search.text).toBe(counterparts[1]!.name)
    run.actor.stop()
  })

  it('a failed search says why (connection)', async () => {
    const run = await searchRun(SUPPLIER)
    await searchRo(run, { error: { kind: 'network' } })
    expect(run.actor.getSnapshot().context.search.error).toBe(MSG.connection)
    run.actor.stop()
  })
})

describe('payments list connect, the filter fields', () => {
  it("the reserved line's select sends the line's number, and 'Todas' (empty) as no line", () => {
    const run = startLive(paymentsListMachine, SUPPLIER)
    const sent: EventObject[] = []
    const api = connectPaymentsList(run.actor.getSnapshot() as never, (event: EventObject) =>
      sent.push(event),
    )
    expect(api.getReservedLineProps().value).toBe('')
    api.getReservedLineProps().onChange('31')
    api.getReservedLineProps().onChange('')
    expect(sent).toEqual([
      { type: 'filters.change', values: { reservedLineId: 31 } },
      { type: 'filters.change', values: { reservedLineId: null } },
    ])
    run.actor.stop()
  })
})

/**
 * The list with its real children (their own actors controlled): what the page runs. Each child's machine has its
 * own model test; this is the list handing them its requests and the dialogs' end reloading the list.
 */
const startPage = (input: PaymentsListInput) => {
  const controller = new ActorController()
  const clock = new SimulatedClock()
  const machine = withControlledActors(paymentsListMachine, controller).provide({
    actors: {
      paymentsListDialogs: paymentsListDialogsMachine,
      paymentFile: withControlledActors(paymentFileMachine, controller),
    },
  })
  const actor = createActor(machine, { input, clock } as never).start()
  const dialogs = () =>
    actor.getSnapshot().children.paymentsListDialogs as ActorRefFrom<typeof paymentsListDialogsMachine>
  const file = () => actor.getSnapshot().children.paymentFile as ActorRefFrom<typeof paymentFileMachine>
  return { actor, controller, clock, dialogs, file }
}

describe('payments list with its dialogs and files', () => {
  it('opens one dialog at a time; done closes it and reloads the same page', async () => {
    const run = startPage(SUPPLIER)
    run.controller.settle('loadPayments', { output: pageA })
    await settle()
    run.actor.send({ type: 'page.change', page: 2 })
    run.controller.settle('loadPayments', { output: pageB })
    await settle()
    const request = { kind: 'action', action: 'extendTerm', payment: pending } as const
    run.actor.send({ type: 'dialog.open', request })
    expect(run.dialogs().getSnapshot().context.dialog).toEqual(request)
    run.actor.send({ type: 'dialog.open', request: { kind: 'export' } })
    expect(run.dialogs().getSnapshot().context.dialog).toEqual({ kind: 'export' })
    expect(started(run, 'loadPayments')).toHaveLength(2)
    run.dialogs().send({ type: 'dialog.done' })
    await settle()
    expect(run.dialogs().getSnapshot().context.dialog).toBeNull()
    expect(run.actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
    expect(lastQuery(run)).toMatchObject({ page: 2 })
    expect(started(run, 'loadPayments')).toHaveLength(3)
    // The fresh dialogs child opens the next one.
    run.actor.send({ type: 'dialog.open', request })
    expect(run.dialogs().getSnapshot().context.dialog).toEqual(request)
    run.dialogs().send({ type: 'dialog.close' })
    expect(run.dialogs().getSnapshot().context.dialog).toBeNull()
    expect(started(run, 'loadPayments')).toHaveLength(3)
    run.actor.stop()
  })

  it('opens a file with the action and the payment; a refusal is kept until dismissed or a dialog opens', async () => {
    const run = startPage(CUSTOMER)
    run.actor.send({ type: 'file.open', action: 'viewInvoice', payment: expired })
    expect(run.controller.inputOf('openFile')).toEqual({ action: 'viewInvoice', payment: expired })
    run.controller.settle('openFile', { output: ACTION_MSG.fileNotFound })
    await settle()
    expect(run.file().getSnapshot().context.fileError).toBe(ACTION_MSG.fileNotFound)
    run.file().send({ type: 'file.dismiss' })
    expect(run.file().getSnapshot().context.fileError).toBeNull()
    run.actor.send({ type: 'file.open', action: 'viewProofPurchase', payment: pending })
    run.controller.settle('openFile', { error: { kind: 'network' } })
    await settle()
    expect(run.file().getSnapshot().context.fileError).toBe(MSG.connection)
    run.actor.send({ type: 'dialog.open', request: { kind: 'export' } })
    expect(run.file().getSnapshot().context.fileError).toBeNull()
    run.actor.stop()
  })

  it('on the page: Exportar opens the dialog, Listo reloads the list; a file link says why it failed', async () => {
    const run = startPage(SUPPLIER)
    renderList(run.actor)
    await act(async () => {
      run.controller.settle('loadLines', { output: [reservedLine] })
      run.controller.settle('loadPayments', { output: pageA })
      await settle()
    })
    await chooseAction(pending.id, 'Ver comprobante de compra')
    expect(await screen.findByText('Abriendo archivo…')).toHaveAttribute('role', 'status')
    await act(async () => {
      run.controller.settle('openFile', { output: ACTION_MSG.linkExpired })
      await settle()
    })
    expect(screen.getByText(ACTION_MSG.linkExpired)).toBeInTheDocument()
    expect(screen.queryByText('Abriendo archivo…')).not.toBeInTheDocument()
    await user().click(screen.getByRole('button', { name: 'Exportar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Diálogo de pago' })
    expect(dialog).toHaveTextContent('export')
    // Opening a dialog takes the file's message away.
    expect(screen.queryByText(ACTION_MSG.linkExpired)).not.toBeInTheDocument()
    await user().click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog', { name: 'Diálogo de pago' })).not.toBeInTheDocument()
    expect(started(run, 'loadPayments')).toHaveLength(1)
    await chooseAction(toConfirm.id, 'Confirmar')
    expect(await screen.findByRole('dialog', { name: 'Diálogo de pago' })).toHaveTextContent(
      `confirm ${toConfirm.id}`,
    )
    await user().click(screen.getByRole('button', { name: 'Listo' }))
    expect(screen.queryByRole('dialog', { name: 'Diálogo de pago' })).not.toBeInTheDocument()
    expect(started(run, 'loadPayments')).toHaveLength(2)
    expect(lastQuery(run)).toEqual(started(run, 'loadPayments')[0])
    run.actor.stop()
  })
})

describe('payments list view, accessibility', () => {
  it.each([
    ['supplier', SUPPLIER],
    ['customer', CUSTOMER],
  ] as const)(
    '%s: list, open filters, errors, a row menu and the file alert have no axe violations',
    async (_, input) => {
      const run = startPage(input)
      renderList(run.actor)
      await expectNoAxeViolations()
      await act(async () => {
        if (input.role === 'supplier') run.controller.settle('loadLines', { output: [reservedLine] })
        run.controller.settle('loadPayments', { output: pageA })
        await settle()
      })
      await expectNoAxeViolations()
      await user().click(screen.getByRole('button', { name: 'Filtrar' }))
      // The panel's code loads on first open (a lazy chunk): run alone, this test is the first to open it.
      await screen.findByRole('form', { name: 'Filtros' })
      await user().type(within(filters()).getByRole('textbox', { name: 'ID' }), 'x')
      await user().click(within(filters()).getByRole('button', { name: 'Aplicar' }))
      expect(filters()).toHaveTextContent(PAYMENT_LIST_MSG.integer)
      await typeInto(counterpartBox(), 'Ro')
      await act(async () => {
        run.clock.increment(500)
        run.controller.settle('searchCounterparts', { output: counterparts })
        await settle()
      })
      expect(await screen.findByRole('listbox')).toBeInTheDocument()
      await expectNoAxeViolations()
      await user().keyboard('{Escape}')
      await chooseAction(pending.id, 'Ver comprobante de compra')
      await act(async () => {
        run.controller.settle('openFile', { output: ACTION_MSG.linkExpired })
        await settle()
      })
      expect(screen.getByText(ACTION_MSG.linkExpired)).toBeInTheDocument()
      const trigger = await actionsTrigger(expired.id)
      trigger.focus()
      await user().keyboard('{Enter}')
      await screen.findByRole('menu')
      await expectNoAxeViolations()
      run.actor.stop()
    },
  )
})
