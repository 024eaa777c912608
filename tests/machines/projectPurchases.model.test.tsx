import { ACTION_MSG } from '@contract/paymentActions'
import {
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
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type StateChecks, type ViewSpec } from './lib/viewPaths'

type Machine = typeof projectPurchasesMachine

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

const PROJECT_ID = 5
const SUPPLIER = { id: 3, name: 'Cementos del Centro', user_id: 30 }
const p1: PurchaseRow = {
  id: 101,
  supplier: { business_name: 'Cementos del Centro' },
  purchase_date: '2025-03-10',
  created_at: '2025-03-10T15:00:00Z',
  amount: 12500.5,
}
const p2: PurchaseRow = {
  id: 102,
  supplier: { business_name: 'Aceros Robles' },
  purchase_date: null,
  created_at: '2025-03-08T15:00:00Z',
  amount: 980,
}
const p3: PurchaseRow = { ...p1, id: 103, amount: 45000 }
const page1: PurchasesPage = { data: [p1, p2], current_page: 1, last_page: 2, total: 12, per_page: 10 }
const page2: PurchasesPage = { data: [p3], current_page: 2, last_page: 2, total: 12, per_page: 10 }
const onePage: PurchasesPage = { data: [p1, p2], current_page: 1, last_page: 1, total: 2, per_page: 10 }
const emptyPage: PurchasesPage = { data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }
const DATE_FROM = '2025-03-01'

const ctxOf = (s: AnyMachineSnapshot) => s.context as ProjectPurchasesContext
const listIs = (s: AnyMachineSnapshot, state: string) => s.matches({ list: state })
const searchIdle = (s: AnyMachineSnapshot) => s.matches({ search: 'idle' })

/**
 * The events offered in each snapshot: a bounded walk through what a builder does (page, pick across pages,
 * filter by date and by a searched supplier, clear, assign), with every outcome of every call.
 */
const assignEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = ctxOf(s)
  const { filters, selected, page } = ctx
  if (!searchIdle(s)) {
    if (s.matches({ search: 'waiting' }))
      return [
        e('xstate.after.searchDebounce.projectPurchases.search.waiting'),
        e('supplier.input', { text: 'C' }),
      ]
    return [settled('searchSuppliers', [SUPPLIER]), failed('searchSuppliers', { kind: 'network' })]
  }
  if (listIs(s, 'loading')) {
    if (filters.date_from) return [settled('loadPurchases', emptyPage)]
    if (filters.supplier) return [settled('loadPurchases', onePage)]
    if (page === 2) return [settled('loadPurchases', page2)]
    if (selected.length > 0 || ctx.result) return [settled('loadPurchases', page1)]
    return [
      settled('loadPurchases', page1),
      failed('loadPurchases', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
    ]
  }
  if (listIs(s, 'failed')) return [e('purchases.reload'), e('filters.dates', { date_from: DATE_FROM })]
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
  if (filters.date_from)
    return ctx.rangeError
      ? [e('filters.clear', { name: 'date_from' })]
      : [e('filters.dates', { date_to: '2025-02-01' }), e('filters.clear', { name: 'date_from' })]
  if (filters.supplier) return [e('filters.clear', { name: 'supplier' })]
  if (ctx.assignError) return [e('purchases.assign')]
  if (ctx.supplierOptions.length > 0) return [e('filters.supplier', { supplier: SUPPLIER })]
  if (page === 1 && selected.length === 0)
    return [
      e('purchases.page', { page: 2 }),
      e('selection.toggle', { id: p1.id }),
      e('purchases.assign'),
      e('filters.dates', { date_from: DATE_FROM }),
      ...(ctx.searchError ? [] : [e('supplier.input', { text: 'Ce' })]),
    ]
  if (page === 1) return [e('selection.toggle', { id: p1.id }), e('purchases.page', { page: 2 })]
  if (selected.length === 1) return [e('selection.toggle', { id: p3.id }), e('purchases.page', { page: 1 })]
  return [e('purchases.assign')]
}

const assigned = vi.fn()
const assignSpec: ModelSpec<Machine> = {
  machine: projectPurchasesMachine.provide({ actions: { assigned } }),
  input: { projectId: PROJECT_ID, mode: 'assign' },
  events: assignEvents,
}
const assignPaths = modelPaths(assignSpec)

// ------------------------------------------------------------ what the spec says each state shows

const expectRows = (rows: PurchaseRow[], picking: boolean, selected: number[]) => {
  const list = screen.getByRole('list', { name: 'Compras' })
  const items = within(list).getAllByRole('listitem')
  expect(items).toHaveLength(rows.length)
  rows.forEach((row, i) => {
    const item = items[i]!
    const supplier = row.supplier?.business_name ?? ''
    expect(item).toHaveTextContent(supplier)
    expect(item).toHaveTextContent(`#${row.id}`)
    expect(item).toHaveTextContent(formatDateShort(row.purchase_date || row.created_at))
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

const expectChips = (ctx: ProjectPurchasesContext) => {
  const expected: string[] = []
  if (ctx.filters.supplier) expected.push(`Quitar filtro Proveedor: ${ctx.filters.supplier.name}`)
  if (ctx.filters.date_from) expected.push(`Quitar filtro Desde: ${formatDateShort(ctx.filters.date_from)}`)
  if (ctx.filters.date_to) expected.push(`Quitar filtro Hasta: ${formatDateShort(ctx.filters.date_to)}`)
  const chips = screen.queryByRole('list', { name: 'Filtros aplicados' })
  if (expected.length === 0) return expect(chips).toBeNull()
  expect(
    within(chips!)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(expected)
}

const assignButton = () =>
  within(screen.getByRole('dialog', { name: 'Asignar compras' }))
    .getAllByRole('button')
    .find((b) => /Selecciona las compras|Asignar compras|Asignando/.test(b.textContent ?? ''))!

const countText = (n: number) => (n === 1 ? '1 compra seleccionada' : `${n} compras seleccionadas`)

const expectAssignFooter = (selected: number) => {
  expect(screen.getByText(countText(selected))).toBeInTheDocument()
  if (selected === 0) {
    expect(assignButton()).toHaveTextContent('Selecciona las compras')
    expect(assignButton()).toBeDisabled()
  }
}

const user = () => userEvent.setup()
const userEvents: ViewSpec<Machine>['userEvents'] = {
  'purchases.reload': async () => user().click(screen.getByRole('button', { name: 'Reintentar' })),
  'purchases.page': async (event) => {
    const { page } = event as unknown as { page: number }
    await user().click(screen.getByRole('button', { name: new RegExp(`^Página ${page}`) }))
  },
  'selection.toggle': async (event) => {
    const { id } = event as unknown as { id: number }
    await user().click(screen.getByRole('checkbox', { name: `Seleccionar compra ${id}` }))
  },
  'purchases.assign': async () => user().click(screen.getByRole('button', { name: 'Asignar compras' })),
  'filters.dates': async (event) => {
    const { date_from, date_to } = event as unknown as { date_from?: string; date_to?: string }
    if (date_from !== undefined)
      fireEvent.change(screen.getByLabelText('Desde'), { target: { value: date_from } })
    if (date_to !== undefined)
      fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: date_to } })
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

const commonStates = (picking: boolean): StateChecks => ({
  'projectPurchases.list.loading': () => {
    expect(screen.getByRole('status', { name: 'Cargando compras' })).toBeInTheDocument()
    expect(screen.getByLabelText('Desde')).toBeDisabled()
  },
  'projectPurchases.list.failed': (s) => {
    expect(screen.getByRole('alert')).toHaveTextContent(ctxOf(s).error!)
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    expect(screen.queryByRole('list', { name: 'Compras' })).toBeNull()
  },
  'projectPurchases.list.ready': (s) => {
    const ctx = ctxOf(s)
    const result = ctx.result!
    expectChips(ctx)
    expectPaging(result)
    if (result.total === 0) {
      if (ctx.filters.date_from || ctx.filters.supplier || !picking)
        expect(
          screen.queryByText('No se encontraron resultados') ??
            screen.getByText('No hay compras para asignar'),
        ).toBeInTheDocument()
      else expect(screen.getByText('No se encontraron resultados')).toBeInTheDocument()
      expect(screen.queryByRole('list', { name: 'Compras' })).toBeNull()
    } else expectRows(result.data, picking, ctx.selected)
    if (ctx.rangeError) expect(screen.getByText(ACTION_MSG.rangeOrder)).toBeInTheDocument()
    if (picking) {
      expectAssignFooter(ctx.selected.length)
      if (ctx.selected.length > 0)
        expect(screen.getByRole('button', { name: 'Asignar compras' })).toBeEnabled()
      if (ctx.assignError)
        expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(ctx.assignError!))).toBe(true)
    }
  },
  'projectPurchases.search.idle': (s) => {
    const ctx = ctxOf(s)
    expect(screen.queryByRole('status', { name: 'Buscando proveedores' })).toBeNull()
    const select = screen.queryByRole('combobox', { name: 'Proveedor' })
    if (ctx.supplierOptions.length > 0)
      expect(within(select!).getByRole('option', { name: SUPPLIER.name })).toBeInTheDocument()
    else expect(select).toBeNull()
    if (ctx.searchError) expect(screen.getByText(ctx.searchError)).toBeInTheDocument()
  },
  'projectPurchases.search.waiting': () =>
    expect(screen.getByRole('status', { name: 'Buscando proveedores' })).toBeInTheDocument(),
  'projectPurchases.search.searching': () =>
    expect(screen.getByRole('status', { name: 'Buscando proveedores' })).toBeInTheDocument(),
})

const assignView: ViewSpec<Machine> = {
  ...assignSpec,
  render: (actor: AnyActorRef) =>
    render(<AssignPurchasesView actorRef={actor as ProjectPurchasesActorRef} onClose={() => {}} />),
  userEvents,
  states: {
    ...commonStates(true),
    'projectPurchases.list.assigning': () => expect(assignButton()).toHaveAttribute('aria-busy', 'true'),
    'projectPurchases.list.assigned': () => expect(assigned).toHaveBeenCalled(),
  },
}

describe('assign purchases machine', () => {
  it.each(assignPaths.map((path) => [describePath(path), path] as const))(
    'live actor: %s',
    async (_, path) => {
      await runPathOnActor(assignSpec, path)
    },
  )
  it('has a view for every state and event', () => expectViewCoversModel(assignView, assignPaths))
  it.each(assignPaths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(assignView, path)
  })

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
    actor.send({ type: 'filters.dates', date_from: DATE_FROM, date_to: '2025-03-31' })
    expect(controller.inputOf('loadPurchases')).toEqual({
      page: 1,
      date_from: DATE_FROM,
      date_to: '2025-03-31',
    })
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
})

// ------------------------------------------------------------ the project's 'Compras'

const projectEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = ctxOf(s)
  if (!searchIdle(s)) return []
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
  if (ctx.result?.total === 0 && !ctx.filters.date_from) return []
  if (ctx.filters.date_from) return [e('filters.clear', { name: 'date_from' })]
  if (ctx.page === 1)
    return [
      e('purchases.page', { page: 2 }),
      e('filters.dates', { date_from: DATE_FROM }),
      e('selection.toggle', { id: p1.id }),
    ]
  return [e('purchases.page', { page: 1 })]
}

const projectSpec: ModelSpec<Machine> = {
  machine: projectPurchasesMachine,
  input: { projectId: PROJECT_ID, mode: 'assigned' },
  events: projectEvents,
  // 'Compras' never picks nor assigns; it never searches in this walk (the search is the same as above).
  transient: [
    'projectPurchases.list.assigning',
    'projectPurchases.list.assigned',
    'projectPurchases.search.waiting',
    'projectPurchases.search.searching',
  ],
}
const projectPaths = modelPaths(projectSpec)
const onExplore = vi.fn()
const onQuote = vi.fn()

const projectView: ViewSpec<Machine> = {
  ...projectSpec,
  render: (actor: AnyActorRef) =>
    render(
      <ProjectPurchasesView
        actorRef={actor as ProjectPurchasesActorRef}
        onClose={() => {}}
        onExplore={onExplore}
        onQuote={onQuote}
      />,
    ),
  userEvents,
  states: {
    ...commonStates(false),
    'projectPurchases.list.ready': (s) => {
      commonStates(false)['projectPurchases.list.ready']!(s)
      const ctx = ctxOf(s)
      const dialog = screen.getByRole('dialog', { name: 'Compras' })
      expect(dialog).toHaveTextContent(`Compras asginadas: ${ctx.result!.total}`)
      expect(
        within(dialog).queryByRole('button', { name: /Asignar compras|Selecciona las compras/ }),
      ).toBeNull()
      if (ctx.result!.total === 0 && !ctx.filters.date_from) {
        expect(screen.getByText('No hay compras para asignar')).toBeInTheDocument()
        expect(screen.getByRole('button', { name: 'Explorar proveedores' })).toBeEnabled()
        expect(screen.getByRole('button', { name: 'Cotizar material' })).toBeEnabled()
      } else expect(screen.queryByText('No hay compras para asignar')).toBeNull()
    },
  },
}

describe('project purchases machine', () => {
  it.each(projectPaths.map((path) => [describePath(path), path] as const))(
    'live actor: %s',
    async (_, path) => {
      await runPathOnActor(projectSpec, path)
    },
  )
  it('has a view for every state and event', () => expectViewCoversModel(projectView, projectPaths))
  it.each(projectPaths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(projectView, path)
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
