import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import {
  connectProjectPurchases,
  type ProjectPurchasesApi,
  type ProjectPurchasesContext,
  type PurchaseRow,
  type PurchasesPage,
  projectPurchasesMachine,
} from '@machines/project-purchases'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { AssignPurchasesView } from '@/features/project-purchases/AssignPurchasesDrawer'
import { ProjectPurchasesView } from '@/features/project-purchases/ProjectPurchasesDrawer'
import type { ProjectPurchasesActorRef } from '@/features/project-purchases/projectPurchasesLogic'
import { formatDateShort, formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
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
import { clickPage, pageOffered } from './lib/pager'

type Machine = typeof projectPurchasesMachine

const PROJECT_ID = 5
const SUPPLIER = { id: 3, name: 'Cementos del Centro', user_id: 30 }
const p1: PurchaseRow = {
  id: 101,
  supplier: { id: 3, business_name: 'Cementos del Centro', logo_url: null },
  purchase_date: '2025-03-10',
  amount: 12500.5,
}
const p2: PurchaseRow = {
  id: 102,
  supplier: { id: 4, business_name: 'Aceros Robles', logo_url: null },
  purchase_date: '2025-03-08',
  amount: 980,
}
const p3: PurchaseRow = { ...p1, id: 103, amount: 45000 }
const page1: PurchasesPage = { data: [p1, p2], current_page: 1, last_page: 2, total: 12, per_page: 10 }
const page2: PurchasesPage = { data: [p3], current_page: 2, last_page: 2, total: 12, per_page: 10 }
const onePage: PurchasesPage = { data: [p1, p2], current_page: 1, last_page: 1, total: 2, per_page: 10 }
/** Exactly one full page (as many purchases as a page holds): no pager. */
const fullPage: PurchasesPage = {
  data: Array.from({ length: 10 }, (_, i) => ({ ...p1, id: 110 + i, amount: 1000 + i })),
  current_page: 1,
  last_page: 1,
  total: 10,
  per_page: 10,
}
const emptyPage: PurchasesPage = { data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }
const DATE_FROM = '2025-03-01'
/** A date typed (nothing applied yet) and the date field left (applied, or its message shown). */
const typeDate = (name: DateName, text: string) => e('filters.dateText', { name, text })
const leaveDate = (name: DateName) => e('filters.dateLeave', { name })
type DateName = 'date_from' | 'date_to'
/**
 * The dates the walks type, as the spec reads each (docs/decisions.md#dates): the day it names and how it shows
 * once left, or what is wrong with it.
 */
const DATES: Record<string, { day: string; shown: string } | { wrong: string }> = {
  '': { day: '', shown: '' },
  '01032025': { day: '2025-03-01', shown: '01/03/2025' },
  '1/3/2025': { day: '2025-03-01', shown: '01/03/2025' },
  '01-03-2025': { day: '2025-03-01', shown: '01/03/2025' },
  '01/03/2025': { day: '2025-03-01', shown: '01/03/2025' },
  '1/2/2025': { day: '2025-02-01', shown: '01/02/2025' },
  '01/02/2025': { day: '2025-02-01', shown: '01/02/2025' },
  '31022025': { wrong: '31/02/2025 no existe: febrero de 2025 tiene 28 días' },
}
/** Typed and not yet left: the walk leaves the field next. */
const UNTIDY = ['01032025', '1/3/2025', '01-03-2025', '1/2/2025']
const pendingLeave = (ctx: ProjectPurchasesContext): EventObject[] =>
  (['date_from', 'date_to'] as const)
    .filter(
      (name) =>
        UNTIDY.includes(ctx.dateTexts[name]) || (ctx.dateTexts[name] === '31022025' && !ctx.dateErrors[name]),
    )
    .map(leaveDate)

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const listIs = (s: AnyMachineSnapshot, state: string) => s.matches({ list: state })
const LAST_DAY = '2099-12-31'
const FIRST_DAY = '2000-01-01'
/** The first search as typed, a space after the word: searched without it. */
const TYPED = 'Ce '
const debounce = e('xstate.after.searchDebounce.projectPurchases.search.waiting')
const searchOutcomes = [
  settled('searchSuppliers', [SUPPLIER]),
  failed('searchSuppliers', { kind: 'network' }),
]
const loadFailure = failed('loadPurchases', { kind: 'http', status: 500, msg: 'Servicio no disponible' })

/**
 * The events offered in each snapshot: a bounded walk through what a builder does (page, pick across pages,
 * filter by date and by a searched supplier, clear, assign), with every outcome of every call. The list stays
 * put while the supplier search runs; the typing variants (one letter, another word) only from the first search.
 */
const assignEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as ProjectPurchasesContext
  const { filters, selected, page, supplierText } = ctx
  const first = supplierText === TYPED
  if (s.matches({ search: 'waiting' }))
    return first && listIs(s, 'ready')
      ? [debounce, e('supplier.input', { text: 'C' }), e('supplier.input', { text: 'Cem' })]
      : [debounce]
  if (s.matches({ search: 'searching' }))
    return first && listIs(s, 'ready')
      ? [...searchOutcomes, e('supplier.input', { text: 'Cem' }), e('supplier.input', { text: 'C' })]
      : [searchOutcomes[0]!]
  // One letter: no search, no options (the end of that walk).
  if (supplierText.trim() === 'C') return []
  if (listIs(s, 'loading')) {
    if (filters.date_to) return [loadFailure]
    if (filters.date_from) return [settled('loadPurchases', emptyPage)]
    if (filters.supplier) return [settled('loadPurchases', fullPage)]
    if (page === 2) return [settled('loadPurchases', page2)]
    if (selected.length > 0 || ctx.result) return [settled('loadPurchases', page1)]
    return [settled('loadPurchases', page1), loadFailure]
  }
  if (listIs(s, 'failed')) {
    // A failed list still filters: a date range (refused when inverted), a chip cleared, a searched supplier.
    const leaving = pendingLeave(ctx)
    if (leaving.length > 0) return leaving
    if (ctx.dateErrors.date_from) return []
    if (filters.date_to)
      return [
        ...(filters.date_from === DATE_FROM ? [] : [typeDate('date_from', '01032025')]),
        e('filters.clear', { name: 'date_to' }),
        // The same day written another way: nothing asked again.
        ...(ctx.dateTexts.date_to === '01/02/2025' ? [typeDate('date_to', '1/2/2025')] : []),
      ]
    if (ctx.supplierOptions.length > 0) return [e('filters.supplier', { supplier: SUPPLIER })]
    if (ctx.searchError) return []
    return [
      e('purchases.reload'),
      typeDate('date_to', '1/2/2025'),
      ...(supplierText === '' ? [e('supplier.input', { text: TYPED })] : []),
    ]
  }
  if (listIs(s, 'assigning'))
    return [
      settled('assignPayments', { success: true, msg: 'Compras asignadas al proyecto' }),
      settled('assignPayments', { success: false, msg: 'El proyecto no existe' }),
      failed('assignPayments', {
        kind: 'http',
        status: 403,
        msg: 'No tienes permiso para realizar esta acción',
      }),
      failed('assignPayments', { kind: 'network' }),
    ]
  if (!listIs(s, 'ready')) return []
  const leaving = pendingLeave(ctx)
  if (leaving.length > 0) return leaving
  // A day February does not have, said once left; typed again.
  if (ctx.dateErrors.date_from) return [typeDate('date_from', '01032025')]
  if (filters.date_from)
    return ctx.dateErrors.date_to || filters.date_to
      ? [e('filters.clear', { name: 'date_from' })]
      : [
          // 'Hasta' before 'Desde': refused, with its message.
          typeDate('date_to', '1/2/2025'),
          // 'Hasta' on the day of 'Desde': one day's purchases.
          typeDate('date_to', '01-03-2025'),
          // 'Desde' again, written another way: the same day, nothing reloads.
          ...(ctx.dateTexts.date_from === '01/03/2025' ? [typeDate('date_from', '1/3/2025')] : []),
          e('filters.clear', { name: 'date_from' }),
        ]
  if (filters.supplier) return [e('filters.clear', { name: 'supplier' })]
  if (ctx.assignError) return [e('purchases.assign')]
  if (ctx.supplierOptions.length > 0) return [e('filters.supplier', { supplier: SUPPLIER })]
  if (page === 1 && selected.length === 0)
    return [
      e('purchases.page', { page: 2 }),
      e('selection.toggle', { id: p1.id }),
      e('purchases.assign'),
      typeDate('date_from', '01032025'),
      typeDate('date_from', '31022025'),
      ...(ctx.searchError || supplierText !== '' ? [] : [e('supplier.input', { text: TYPED })]),
      // One letter, alone or between spaces: no search.
      ...(supplierText === ''
        ? [e('supplier.input', { text: 'C' }), e('supplier.input', { text: ' C ' })]
        : []),
    ]
  if (page === 1) return [e('selection.toggle', { id: p1.id }), e('purchases.page', { page: 2 })]
  if (selected.length === 1) return [e('selection.toggle', { id: p3.id }), e('purchases.page', { page: 1 })]
  // Two picked: unpicking one keeps the other.
  return [e('purchases.assign'), e('selection.toggle', { id: p3.id })]
}

/** 'Compras' of a project: pages, a date filter, a toggle that does nothing (nothing is picked there). */
const projectEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as ProjectPurchasesContext
  if (listIs(s, 'loading')) {
    if (ctx.filters.date_from) return [settled('loadPurchases', emptyPage)]
    if (ctx.page === 2) return [settled('loadPurchases', page2)]
    return ctx.result
      ? [settled('loadPurchases', page1)]
      : [
          settled('loadPurchases', page1),
          settled('loadPurchases', emptyPage),
          failed('loadPurchases', { kind: 'network' }),
        ]
  }
  if (listIs(s, 'failed')) return [e('purchases.reload')]
  const leaving = pendingLeave(ctx)
  if (leaving.length > 0) return leaving
  if (ctx.result?.total === 0 && !ctx.filters.date_from) return []
  if (ctx.filters.date_from) return [e('filters.clear', { name: 'date_from' })]
  if (ctx.page === 1)
    return [
      e('purchases.page', { page: 2 }),
      typeDate('date_from', '01032025'),
      e('selection.toggle', { id: p1.id }),
      e('purchases.assign'),
    ]
  // Back to the first page; the shown one, one beyond the last, none and half of one (all ignored).
  return [1, 2, 3, 0, 1.5].map((page) => e('purchases.page', { page }))
}

// ------------------------------------------------------------ what the spec says, from the trail

type Failure = { kind: string; status?: number; msg?: string }
type Filters = { supplier: typeof SUPPLIER | null; date_from: string; date_to: string }

/** What the builder did and the server answered: the drawers' state as the spec describes it. */
interface SoFar {
  page: number
  filters: Filters
  selected: number[]
  result: PurchasesPage | null
  loadError: string | null
  /** The date fields as typed (or tidied once left), and what each says. */
  texts: Record<DateName, string>
  dateErrors: Partial<Record<DateName, string>>
  assignError: string | null
  text: string
  options: (typeof SUPPLIER)[]
  searchError: string | null
}

const ORDER = [ACTION_MSG.rangeOrder, ACTION_MSG.rangeStartOrder] as string[]
const withoutErrors = (errors: SoFar['dateErrors'], names: DateName[], order = false) =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([name, message]) => !names.includes(name as DateName) && !(order && ORDER.includes(message!)),
    ),
  )

const messageOf = (failure: Failure) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? ACTION_MSG.genericError)

const soFar = (trail: Trail): SoFar => {
  const assignMode = (trail.input as { mode: string }).mode === 'assign'
  const so: SoFar = {
    page: 1,
    filters: { supplier: null, date_from: '', date_to: '' },
    selected: [],
    result: null,
    loadError: null,
    texts: { date_from: '', date_to: '' },
    dateErrors: {},
    assignError: null,
    text: '',
    options: [],
    searchError: null,
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'xstate.done.actor.loadPurchases':
        so.result = ev.output as PurchasesPage
        break
      case 'xstate.error.actor.loadPurchases':
        so.loadError = messageOf(ev.error as Failure)
        break
      case 'purchases.page': {
        // The pager loads only another page among those there are.
        const page = ev.page as number
        if (pageOffered(page, so.result?.last_page ?? 1) && page !== so.page) so.page = page
        break
      }
      case 'filters.dateText': {
        // Typing: the text only; the field's own message goes.
        const name = ev.name as DateName
        so.texts = { ...so.texts, [name]: ev.text as string }
        so.dateErrors = withoutErrors(so.dateErrors, [name])
        break
      }
      case 'filters.dateLeave': {
        const name = ev.name as DateName
        const date = DATES[so.texts[name]]!
        if ('wrong' in date) {
          so.dateErrors = { ...so.dateErrors, [name]: date.wrong }
          break
        }
        so.texts = { ...so.texts, [name]: date.shown }
        const next = { ...so.filters, [name]: date.day }
        // The two dates the wrong way round: refused, under the field left; the list stays as it was.
        if (next.date_from && next.date_to && next.date_from > next.date_to) {
          so.dateErrors = {
            ...so.dateErrors,
            [name]: name === 'date_to' ? ACTION_MSG.rangeOrder : ACTION_MSG.rangeStartOrder,
          }
          break
        }
        if (date.day === so.filters[name]) {
          so.dateErrors = withoutErrors(so.dateErrors, [name])
          break
        }
        // Applied: page 1, and the other field's order message no longer holds.
        so.dateErrors = withoutErrors(so.dateErrors, [name], true)
        Object.assign(so, { filters: next, page: 1 })
        break
      }
      case 'filters.clear': {
        const name = ev.name as string
        so.filters = { ...so.filters, [name]: name === 'supplier' ? null : '' }
        so.page = 1
        if (name === 'supplier') Object.assign(so, { text: '', options: [] })
        else {
          so.texts = { ...so.texts, [name]: '' }
          so.dateErrors = withoutErrors(so.dateErrors, [name as DateName], true)
        }
        break
      }
      case 'filters.supplier':
        so.filters = { ...so.filters, supplier: SUPPLIER }
        Object.assign(so, { page: 1, text: SUPPLIER.name })
        break
      case 'selection.toggle':
        if (!assignMode) break
        so.assignError = null
        so.selected = so.selected.includes(ev.id as number)
          ? so.selected.filter((id) => id !== ev.id)
          : [...so.selected, ev.id as number]
        break
      case 'purchases.assign':
        if (assignMode && so.selected.length > 0) so.assignError = null
        break
      case 'xstate.done.actor.assignPayments': {
        const output = ev.output as { success: boolean; msg: string }
        if (!output.success) so.assignError = output.msg
        break
      }
      case 'xstate.error.actor.assignPayments': {
        // The assignment shows the server's msg, else 'Ocurrio un error' (also without connection).
        const failure = ev.error as Failure
        so.assignError = (failure.kind === 'http' && failure.msg) || ACTION_MSG.genericError
        break
      }
      case 'supplier.input':
        so.text = ev.text as string
        so.searchError = null
        if (so.text.trim().length < 2) so.options = []
        break
      case 'xstate.done.actor.searchSuppliers':
        so.options = ev.output as (typeof SUPPLIER)[]
        break
      case 'xstate.error.actor.searchSuppliers':
        so.options = []
        so.searchError = messageOf(ev.error as Failure)
        break
    }
  }
  return so
}

/** GET payments/get-payments-to-projects: the page, the project in 'Compras', the filters that are set. */
const queryOf = (so: SoFar, trail: Trail) => {
  const { mode, projectId } = trail.input as { mode: string; projectId: number }
  return {
    page: so.page,
    ...(mode === 'assigned' ? { project_id: projectId } : {}),
    ...(so.filters.supplier ? { supplier_id: so.filters.supplier.id } : {}),
    ...(so.filters.date_from ? { date_from: so.filters.date_from } : {}),
    ...(so.filters.date_to ? { date_to: so.filters.date_to } : {}),
  }
}

const chipsOf = (filters: Filters) => [
  ...(filters.supplier ? [{ name: 'supplier', value: filters.supplier.name }] : []),
  ...(filters.date_from ? [{ name: 'date_from', value: filters.date_from }] : []),
  ...(filters.date_to ? [{ name: 'date_to', value: filters.date_to }] : []),
]

type Observed = ModelObserved<ProjectPurchasesApi>
const calls = ({ started }: Observed, name: string) => started.filter((s) => s.name === name)

const expectFilters = ({ selected }: Observed, so: SoFar) => {
  expect(selected.chips).toEqual(chipsOf(so.filters))
  expect(selected.filtered).toBe(chipsOf(so.filters).length > 0)
  for (const name of ['date_from', 'date_to'] as const) {
    expect(selected.getDateProps(name).value).toBe(so.texts[name])
    expect(selected.getDateProps(name).error).toBe(so.dateErrors[name])
  }
  // The calendars offer no 'Desde' after 'Hasta' and no 'Hasta' before 'Desde'; an empty one limits nothing
  // beyond the platform's days.
  expect(selected.getDateProps('date_from').max).toBe(so.filters.date_to || LAST_DAY)
  expect(selected.getDateProps('date_from').min).toBe(FIRST_DAY)
  expect(selected.getDateProps('date_to').min).toBe(so.filters.date_from || FIRST_DAY)
  expect(selected.getDateProps('date_to').max).toBe(LAST_DAY)
}

const listInvariants: Record<string, Invariant<ProjectPurchasesApi>> = {
  'projectPurchases.list.loading': (observed, trail) => {
    const so = soFar(trail)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.loading).toBe(true)
    expect(observed.selected.getDateProps('date_from').disabled).toBe(true)
    // A later page or filter loads over the rows shown; the first load has none.
    expect(observed.selected.hasResult).toBe(so.result !== null)
    expect(observed.selected.rows).toEqual(so.result?.data ?? [])
    expect(calls(observed, 'loadPurchases').at(-1)?.input).toEqual(queryOf(so, trail))
    expectFilters(observed, so)
  },
  'projectPurchases.list.ready': (observed, trail) => {
    const so = soFar(trail)
    const { selected } = observed
    const result = so.result!
    expectFilters(observed, so)
    expect(selected.rows).toEqual(result.data)
    expect(selected.hasResult).toBe(true)
    expect(selected.total).toBe(result.total)
    const filtered = chipsOf(so.filters).length > 0
    expect(selected.empty).toBe(result.total === 0 && !filtered)
    expect(selected.noResults).toBe(result.total === 0 && filtered)
    // Paging only when the total exceeds the page size.
    expect(selected.pagination !== null).toBe(result.total > result.per_page)
    if (selected.pagination) expect(selected.pagination.page).toBe(so.page)
    // The page shown is the one asked for with the filters set now.
    expect(calls(observed, 'loadPurchases').at(-1)?.input).toEqual(queryOf(so, trail))
    expect(selected.selectedCount).toBe(so.selected.length)
    for (const row of result.data) expect(selected.isSelected(row.id)).toBe(so.selected.includes(row.id))
    expect(selected.assignLabel).toBe(so.selected.length === 0 ? 'Selecciona las compras' : 'Asignar compras')
    expect(selected.getAssignProps().disabled).toBe(so.selected.length === 0)
    expect(selected.assignError).toBe(so.assignError)
    expect(selected.loadError).toBeNull()
  },
  'projectPurchases.list.failed': (observed, trail) => {
    expect(observed.can({ type: 'purchases.reload' }), "'Reintentar' is offered").toBe(true)
    const so = soFar(trail)
    expectFilters(observed, so)
    expect(trail.last<{ type: string }>(/actor\.loadPurchases$/)?.type).toBe(
      'xstate.error.actor.loadPurchases',
    )
    expect(observed.selected.loadError).toBe(so.loadError)
    expect(observed.selected.rows).toEqual([])
    expect(observed.selected.hasResult).toBe(false)
    expect(observed.selected.pagination).toBeNull()
  },
  'projectPurchases.list.assigning': (observed, trail) => {
    const so = soFar(trail)
    expect((trail.input as { mode: string }).mode).toBe('assign')
    expect(trail.lastEvent?.type).toBe('purchases.assign')
    expect(so.selected.length).toBeGreaterThan(0)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.getAssignProps().loading).toBe(true)
    expect(calls(observed, 'assignPayments').at(-1)?.input).toEqual({
      project_id: PROJECT_ID,
      payment_ids: so.selected,
    })
  },
  'projectPurchases.list.assigned': (observed, trail) => {
    expect(trail.lastEvent).toMatchObject({
      type: 'xstate.done.actor.assignPayments',
      output: { success: true },
    })
    expect(observed.selected.assigning).toBe(false)
  },
}

const searchInvariants: Record<string, Invariant<ProjectPurchasesApi>> = {
  'projectPurchases.search.idle': (observed, trail) => {
    const so = soFar(trail)
    const search = observed.selected.supplierSearch
    expect(search.searching).toBe(false)
    expect(search.text).toBe(so.text)
    expect(search.options).toEqual(so.options)
    expect(search.error).toBe(so.searchError)
    expect(search.chosenId).toBe(so.filters.supplier?.id ?? null)
    // One search per pause in typing of 2 letters or more.
    expect(calls(observed, 'searchSuppliers').length).toBe(trail.count(debounce.type))
  },
  'projectPurchases.search.waiting': (observed, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('supplier.input')
    expect(so.text.trim().length).toBeGreaterThanOrEqual(2)
    expect(observed.selected.supplierSearch.searching).toBe(true)
    expect(calls(observed, 'searchSuppliers').length).toBe(trail.count(debounce.type))
  },
  'projectPurchases.search.searching': (observed, trail) => {
    expect(trail.lastEvent?.type).toBe(debounce.type)
    expect(observed.selected.supplierSearch.searching).toBe(true)
    expect(calls(observed, 'searchSuppliers').at(-1)?.input).toEqual({ term: soFar(trail).text.trim() })
  },
}

const assignSpec: ModelSpec<Machine, ProjectPurchasesApi> = {
  machine: projectPurchasesMachine,
  input: { projectId: PROJECT_ID, mode: 'assign' },
  events: assignEvents,
  select: (snapshot) => connectProjectPurchases(snapshot as never, () => {}),
  invariants: { ...listInvariants, ...searchInvariants },
}

// ------------------------------------------------------------ what each state shows

const expectRows = (rows: PurchaseRow[], picking: boolean, selected: number[]) => {
  const list = screen.getByRole('list', { name: 'Compras' })
  const items = within(list).getAllByRole('listitem')
  expect(items).toHaveLength(rows.length)
  rows.forEach((row, i) => {
    const item = items[i]!
    expect(item).toHaveTextContent(row.supplier.business_name)
    expect(item).toHaveTextContent(`#${row.id}`)
    expect(item).toHaveTextContent(formatDateShort(row.purchase_date))
    expect(item).toHaveTextContent(formatMoney(row.amount))
    const box = within(item).queryByRole('checkbox', { name: `Seleccionar compra ${row.id}` })
    if (!picking) expect(box).toBeNull()
    else expect(box).toHaveProperty('checked', selected.includes(row.id))
  })
}

const expectPaging = (page: PurchasesPage) => {
  const nav = screen.queryByRole('navigation', { name: 'Páginas de compras' })
  // Paging only when the total exceeds the page size.
  if (page.total > page.per_page) expect(nav).toBeInTheDocument()
  else expect(nav).toBeNull()
}

const expectChips = (filters: Filters) => {
  const expected: string[] = []
  if (filters.supplier) expected.push(`Quitar filtro Proveedor: ${filters.supplier.name}`)
  if (filters.date_from) expected.push(`Quitar filtro Desde: ${formatDateShort(filters.date_from)}`)
  if (filters.date_to) expected.push(`Quitar filtro Hasta: ${formatDateShort(filters.date_to)}`)
  const chips = screen.queryByRole('list', { name: 'Filtros aplicados' })
  if (expected.length === 0) return expect(chips).toBeNull()
  expect(
    within(chips!)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(expected)
}

const DATE_LABEL = { date_from: 'Desde', date_to: 'Hasta' } as const
const dateBox = (name: DateName) => screen.getByRole('textbox', { name: DATE_LABEL[name] })

const expectFilterFields = (so: SoFar) => {
  expectChips(so.filters)
  // The dates as typed, or as dd/mm/aaaa once left; red with their message only.
  for (const name of ['date_from', 'date_to'] as const) {
    const box = dateBox(name)
    expect(box).toHaveValue(so.texts[name])
    expect(box).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    expect(box.getAttribute('aria-invalid') === 'true').toBe(Boolean(so.dateErrors[name]))
  }
  for (const message of [...ORDER, ...Object.values(DATES).flatMap((d) => ('wrong' in d ? [d.wrong] : []))])
    if (Object.values(so.dateErrors).includes(message)) expect(screen.getByText(message)).toBeInTheDocument()
    else expect(screen.queryByText(message)).toBeNull()
}

const assignButton = () =>
  within(screen.getByRole('dialog', { name: 'Asignar compras' }))
    .getAllByRole('button')
    .find((b) => /Selecciona las compras|Asignar compras|Asignando/.test(b.textContent ?? ''))!

const countText = (n: number) => (n === 1 ? '1 compra seleccionada' : `${n} compras seleccionadas`)

const user = () => userEvent.setup()
const userEvents: Record<string, (event: EventObject) => Promise<void>> = {
  'purchases.reload': async () => user().click(screen.getByRole('button', { name: 'Reintentar' })),
  'purchases.page': async (event) => {
    // The walks page through answers of two pages.
    await clickPage((event as unknown as { page: number }).page, 2)
  },
  'selection.toggle': async (event) => {
    // 'Compras' has no checkboxes: the toggle the machine refuses cannot even be tried there.
    const { id } = event as unknown as { id: number }
    const box = screen.queryByRole('checkbox', { name: `Seleccionar compra ${id}` })
    if (box) await user().click(box)
  },
  'purchases.assign': async () => {
    const button = screen.queryByRole('button', { name: 'Asignar compras' })
    if (button) await user().click(button)
  },
  'filters.dateText': async (event) => {
    const { name, text } = event as unknown as { name: DateName; text: string }
    const u = user()
    await u.clear(dateBox(name))
    if (text !== '') await u.type(dateBox(name), text)
  },
  'filters.dateLeave': async (event) => {
    // Focus goes nowhere else (a tab would land in the next date field, whose text a later click would apply).
    const box = dateBox((event as unknown as { name: DateName }).name)
    if (document.activeElement !== box) await user().click(box)
    act(() => box.blur())
  },
  'filters.clear': async (event) => {
    const { name } = event as unknown as { name: string }
    const label = { supplier: 'Proveedor', date_from: 'Desde', date_to: 'Hasta' }[name]
    await user().click(screen.getByRole('button', { name: new RegExp(`^Quitar filtro ${label}`) }))
  },
  'filters.supplier': async () =>
    user().selectOptions(screen.getByRole('combobox', { name: 'Proveedor' }), SUPPLIER.name),
  'supplier.input': async (event) => {
    const { text } = event as unknown as { text: string }
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar proveedor' }), { target: { value: text } })
  },
}

const commonScreens = (picking: boolean): Record<string, (trail: Trail) => void> => ({
  'projectPurchases.list.loading': (trail) => {
    expect(screen.getByRole('status', { name: 'Cargando compras' })).toBeInTheDocument()
    expect(dateBox('date_from')).toBeDisabled()
    expectFilterFields(soFar(trail))
  },
  'projectPurchases.list.failed': (trail) => {
    const so = soFar(trail)
    expectFilterFields(so)
    expect(screen.getByText('No pudimos cargar las compras')).toBeInTheDocument()
    expect(screen.getByText(so.loadError!)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    expect(screen.queryByRole('list', { name: 'Compras' })).toBeNull()
  },
  'projectPurchases.list.ready': (trail) => {
    const so = soFar(trail)
    const result = so.result!
    expectFilterFields(so)
    expectPaging(result)
    expect(screen.queryByRole('status', { name: 'Cargando compras' })).toBeNull()
    if (result.total === 0) {
      expect(screen.queryByRole('list', { name: 'Compras' })).toBeNull()
      if (chipsOf(so.filters).length > 0)
        expect(screen.getByText('No se encontraron resultados')).toBeInTheDocument()
      else expect(screen.queryByText('No se encontraron resultados')).toBeNull()
    } else expectRows(result.data, picking, so.selected)
    if (picking) {
      expect(screen.getByText(countText(so.selected.length))).toBeInTheDocument()
      if (so.selected.length === 0) {
        expect(assignButton()).toHaveTextContent('Selecciona las compras')
        expect(assignButton()).toBeDisabled()
      } else expect(screen.getByRole('button', { name: 'Asignar compras' })).toBeEnabled()
      if (so.assignError)
        expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(so.assignError!))).toBe(true)
    }
  },
  'projectPurchases.search.idle': (trail) => {
    const so = soFar(trail)
    expect(screen.queryByRole('status', { name: 'Buscando proveedores' })).toBeNull()
    expect(screen.getByRole('searchbox', { name: 'Buscar proveedor' })).toHaveValue(so.text)
    const select = screen.queryByRole('combobox', { name: 'Proveedor' })
    if (so.options.length > 0)
      expect(within(select!).getByRole('option', { name: SUPPLIER.name })).toBeInTheDocument()
    else expect(select).toBeNull()
    if (so.searchError) expect(screen.getByText(so.searchError)).toBeInTheDocument()
  },
  'projectPurchases.search.waiting': (trail) => {
    expect(screen.getByRole('status', { name: 'Buscando proveedores' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Buscar proveedor' })).toHaveValue(soFar(trail).text)
  },
  'projectPurchases.search.searching': () =>
    expect(screen.getByRole('status', { name: 'Buscando proveedores' })).toBeInTheDocument(),
})

const assignView = {
  render: (actor: AnyActorRef) =>
    render(<AssignPurchasesView actorRef={actor as ProjectPurchasesActorRef} onClose={() => {}} />),
  userEvents,
  screens: {
    ...commonScreens(true),
    'projectPurchases.list.assigning': () => expect(assignButton()).toHaveAttribute('aria-busy', 'true'),
    'projectPurchases.list.assigned': (trail: Trail) =>
      expect(screen.getByText(countText(soFar(trail).selected.length))).toBeInTheDocument(),
  },
}

const onExplore = vi.fn()
const onQuote = vi.fn()

const projectScreens = commonScreens(false)
const projectVariant = {
  name: "the project's Compras",
  input: { projectId: PROJECT_ID, mode: 'assigned' as const },
  events: projectEvents,
  render: (actor: AnyActorRef) =>
    render(
      <ProjectPurchasesView
        actorRef={actor as ProjectPurchasesActorRef}
        onClose={() => {}}
        onExplore={onExplore}
        onQuote={onQuote}
      />,
    ),
  screens: {
    ...assignView.screens,
    ...projectScreens,
    'projectPurchases.list.ready': (trail: Trail) => {
      projectScreens['projectPurchases.list.ready']!(trail)
      const so = soFar(trail)
      const dialog = screen.getByRole('dialog', { name: 'Compras' })
      expect(dialog).toHaveTextContent(`Compras asginadas: ${so.result!.total}`)
      expect(
        within(dialog).queryByRole('button', { name: /Asignar compras|Selecciona las compras/ }),
      ).toBeNull()
      if (so.result!.total === 0 && chipsOf(so.filters).length === 0) {
        expect(screen.getByText('No hay compras para asignar')).toBeInTheDocument()
        expect(screen.getByRole('button', { name: 'Explorar proveedores' })).toBeEnabled()
        expect(screen.getByRole('button', { name: 'Cotizar material' })).toBeEnabled()
      } else expect(screen.queryByText('No hay compras para asignar')).toBeNull()
    },
  },
}

describeModel('project purchases machine', assignSpec, assignView, [
  { name: 'Asignar compras' },
  projectVariant,
])

describe('project purchases machine, details', () => {
  it('asks for purchases not in a project, keeps the choice across pages and assigns them all at once', async () => {
    const { actor, controller } = startLive(projectPurchasesMachine, {
      projectId: PROJECT_ID,
      mode: 'assign',
    })
    expect(controller.inputOf('loadPurchases')).toEqual({ page: 1 })
    controller.settle('loadPurchases', { output: page1 })
    await settle()
    actor.send({ type: 'purchases.assign' })
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true)
    actor.send({ type: 'selection.toggle', id: p1.id })
    actor.send({ type: 'purchases.page', page: 2 })
    controller.settle('loadPurchases', { output: page2 })
    await settle()
    actor.send({ type: 'selection.toggle', id: p3.id })
    actor.send({ type: 'filters.dateText', name: 'date_from', text: '1/3/2025' })
    actor.send({ type: 'filters.dateText', name: 'date_to', text: '31032025' })
    // Typed, nothing asked yet; each date is asked for once its field is left.
    expect(controller.started.filter((s) => s.name === 'loadPurchases')).toHaveLength(2)
    actor.send({ type: 'filters.dateLeave', name: 'date_from' })
    expect(controller.inputOf('loadPurchases')).toEqual({ page: 1, date_from: DATE_FROM })
    controller.settle('loadPurchases', { output: page1 })
    await settle()
    actor.send({ type: 'filters.dateLeave', name: 'date_to' })
    expect(controller.inputOf('loadPurchases')).toEqual({
      page: 1,
      date_from: DATE_FROM,
      date_to: '2025-03-31',
    })
    expect(actor.getSnapshot().context.dateTexts).toEqual({ date_from: '01/03/2025', date_to: '31/03/2025' })
    controller.settle('loadPurchases', { output: page1 })
    await settle()
    actor.send({ type: 'purchases.assign' })
    expect(controller.inputOf('assignPayments')).toEqual({
      project_id: PROJECT_ID,
      payment_ids: [p1.id, p3.id],
    })
    controller.settle('assignPayments', { error: { kind: 'network' } })
    await settle()
    expect(actor.getSnapshot().context.assignError).toBe('Ocurrio un error')
    actor.stop()
  })

  it('searches suppliers from 2 letters and filters by the chosen one', async () => {
    const { actor, controller, clock } = startLive(projectPurchasesMachine, {
      projectId: PROJECT_ID,
      mode: 'assign',
    })
    controller.settle('loadPurchases', { output: page1 })
    await settle()
    actor.send({ type: 'supplier.input', text: 'C' })
    clock.increment(1000)
    expect(controller.started.map((s) => s.name)).toEqual(['loadPurchases'])
    actor.send({ type: 'supplier.input', text: 'Cem' })
    clock.increment(1000)
    expect(controller.inputOf('searchSuppliers')).toEqual({ term: 'Cem' })
    controller.settle('searchSuppliers', { output: [SUPPLIER] })
    await settle()
    actor.send({ type: 'filters.supplier', supplier: SUPPLIER })
    expect(controller.inputOf('loadPurchases')).toEqual({ page: 1, supplier_id: SUPPLIER.id })
    actor.stop()
  })

  it("asks for the project's purchases; the empty state leads to where-buy and to a quote", async () => {
    const { actor, controller } = startLive(projectPurchasesMachine, {
      projectId: PROJECT_ID,
      mode: 'assigned',
    })
    expect(controller.inputOf('loadPurchases')).toEqual({ page: 1, project_id: PROJECT_ID })
    render(
      <ProjectPurchasesView
        actorRef={actor as ProjectPurchasesActorRef}
        onClose={() => {}}
        onExplore={onExplore}
        onQuote={onQuote}
      />,
    )
    await act(async () => {
      controller.settle('loadPurchases', { output: emptyPage })
      await settle()
    })
    onExplore.mockClear()
    onQuote.mockClear()
    await user().click(screen.getByRole('button', { name: 'Explorar proveedores' }))
    await user().click(screen.getByRole('button', { name: 'Cotizar material' }))
    expect(onExplore).toHaveBeenCalledTimes(1)
    expect(onQuote).toHaveBeenCalledTimes(1)
    await expectNoAxeViolations()
    actor.stop()
  })
})

describe('assign purchases drawer, accessibility', () => {
  it('has no axe violations with rows, a selection, chips and a supplier search', async () => {
    const { actor, controller, clock } = startLive(projectPurchasesMachine, {
      projectId: PROJECT_ID,
      mode: 'assign',
    })
    render(<AssignPurchasesView actorRef={actor as ProjectPurchasesActorRef} onClose={() => {}} />)
    await expectNoAxeViolations()
    await act(async () => {
      controller.settle('loadPurchases', { output: page1 })
      await settle()
    })
    await user().click(screen.getByRole('checkbox', { name: `Seleccionar compra ${p1.id}` }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar proveedor' }), { target: { value: 'Ce' } })
    await act(async () => {
      clock.increment(1000)
      controller.settle('searchSuppliers', { output: [SUPPLIER] })
      await settle()
    })
    await user().selectOptions(screen.getByRole('combobox', { name: 'Proveedor' }), SUPPLIER.name)
    await act(async () => {
      controller.settle('loadPurchases', { output: onePage })
      await settle()
    })
    expect(screen.getByText('1 compra seleccionada')).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
