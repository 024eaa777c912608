import type { ApplicationSummary } from '@contract/applications'
import {
  type ApplicationsPage,
  type ApplicationsQueueApi,
  type ApplicationsQueueContext,
  applicationsQueueMachine,
  connectApplicationsQueue as connect,
  type QueueQuery,
} from '@machines/operator-applications'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ApplicationsQueueView } from '@/features/operator/ApplicationsQueueView'
import type { ApplicationsQueueActorRef } from '@/features/operator/operatorLogic'
import { queueHref, queueRouteOf } from '@/features/operator/queueRoute'
import { formatDateTime } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'
import { clickPage, pageOffered } from './lib/pager'
import { APPROVED, DECLINED, IN_PROGRESS, SUBMITTED, summaryOf } from './operator.fixtures'

/** The operator's queue: the state filter, the search by business name or RFC, the pages. */

const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'
const EMPTY_STATE = 'No hay solicitudes en este estado.'
const noMatch = (search: string) => `Ninguna solicitud coincide con "${search}".`
const FILTERS = ['submitted', 'in_progress', 'approved', 'declined', 'all']
const FILTER_LABELS: Record<string, string> = {
  submitted: 'Por evaluar',
  in_progress: 'En proceso',
  approved: 'Aprobadas',
  declined: 'Rechazadas',
  all: 'Todas',
}
const STATUS_LABELS: Record<string, string> = {
  submitted: 'Por evaluar',
  in_progress: 'En proceso',
  approved: 'Aprobada',
  declined: 'Rechazada',
}

const SUB = summaryOf(SUBMITTED)
const OTHER: ApplicationSummary = {
  ...SUB,
  id: 7,
  business_name: 'Pisos y Muros Garza',
  contact_name: 'Elsa Garza',
  contact_email: 'contacto.pisosymurosgarza@demo.mx',
  credit_requested: 0,
  referred_by: null,
}
const APP: ApplicationSummary = { ...summaryOf(APPROVED), tax_id: 'ERB180910QX4' }
const page = (
  data: ApplicationSummary[],
  current: number,
  last: number,
  total: number,
): ApplicationsPage => ({
  data,
  current_page: current,
  last_page: last,
  total,
  per_page: 20,
})
const PAGE1 = page([SUB, OTHER], 1, 2, 22)
const PAGE2 = page([{ ...SUB, id: 30, business_name: 'Obras del Sur' }], 2, 2, 22)
const APPROVED_PAGE = page([APP], 1, 1, 1)
const DEC: ApplicationSummary = { ...summaryOf(DECLINED), id: 8, business_name: 'Herrería San Juan' }
const MIXED = page([APP, DEC, summaryOf(IN_PROGRESS)], 1, 1, 3)
const FOUND = page([SUB], 1, 1, 1)
const NONE = page([], 1, 1, 0)

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

type Route = { status?: string | null; search?: string | null; page?: string | number | null }
/** A URL's query as the queue takes it: an unknown status is 'Por evaluar', a bad page the first. */
const queryOf = (route: Route | undefined): QueueQuery => {
  const status = route?.status && FILTERS.includes(route.status) ? route.status : 'submitted'
  const n = Number(route?.page)
  return {
    status: status as QueueQuery['status'],
    search: (route?.search ?? '').trim(),
    page: Number.isInteger(n) && n >= 1 ? n : 1,
  }
}

/** What the operator asked for and saw so far. */
const soFar = (trail: Trail) => {
  let query = queryOf(trail.input as Route | undefined)
  let draft = query.search
  let shown: ApplicationsPage | null = null
  let error: string | null = null
  let loads = 1
  let urls = 0
  let lastUrl: QueueQuery | null = null
  const apply = (next: QueueQuery, written: boolean) => {
    query = next
    loads++
    if (written) {
      urls++
      lastUrl = next
    }
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'queue.filter':
        if (FILTERS.includes(ev.status as string) && ev.status !== query.status)
          apply({ ...query, status: ev.status as QueueQuery['status'], page: 1 }, true)
        break
      case 'queue.type':
        draft = ev.text as string
        break
      case 'queue.search':
        if (draft.trim() !== query.search) apply({ ...query, search: draft.trim(), page: 1 }, true)
        break
      case 'queue.clear':
        if (query.search) apply({ ...query, search: '', page: 1 }, true)
        draft = ''
        break
      case 'queue.page':
        if (pageOffered(ev.page as number, shown?.last_page ?? 1) && ev.page !== query.page)
          apply({ ...query, page: ev.page as number }, true)
        break
      case 'queue.retry':
        loads++
        break
      case 'route.change': {
        const next = queryOf(ev.route as Route)
        if (JSON.stringify(next) !== JSON.stringify(query)) {
          apply(next, false)
          draft = next.search
        }
        break
      }
      case 'xstate.done.actor.loadQueue':
        shown = ev.output as ApplicationsPage
        error = null
        break
      case 'xstate.error.actor.loadQueue': {
        const failure = ev.error as { kind: string; msg?: string }
        error = failure.kind === 'network' ? CONNECTION : (failure.msg ?? null)
        break
      }
    }
  }
  return { query, draft, shown, error, loads, urls, lastUrl }
}

const queueEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as ApplicationsQueueContext
  if (s.matches('loading')) {
    if (ctx.search) return [settled('loadQueue', FOUND), settled('loadQueue', NONE)]
    if (ctx.page === 2) return [settled('loadQueue', PAGE2)]
    if (ctx.status === 'all') return [settled('loadQueue', MIXED), settled('loadQueue', NONE)]
    if (ctx.status === 'approved') return [settled('loadQueue', APPROVED_PAGE)]
    if (ctx.result) return [settled('loadQueue', PAGE1)]
    return [
      settled('loadQueue', PAGE1),
      failed('loadQueue', { kind: 'network' }),
      failed('loadQueue', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
    ]
  }
  if (s.matches('failed')) return [e('queue.retry')]
  // 'Buscar' again with the text of the search shown: nothing to load.
  if (ctx.search) return [e('queue.clear'), e('queue.search')]
  if (ctx.draft) return [e('queue.search'), e('queue.clear')]
  if (ctx.page === 2) return [e('queue.page', { page: 1 })]
  // The menu's 'Solicitudes' (or Back) brings the default queue again.
  if (ctx.status !== 'submitted') return [e('route.change', { route: {} })]
  return [
    e('queue.filter', { status: 'all' }),
    e('queue.type', { text: '  Ríos ' }),
    e('queue.page', { page: 2 }),
    // An earlier entry of the history, with a search in it.
    e('route.change', { route: { status: 'approved', search: '', page: '1' } }),
    // Asked for what is shown, or for nothing there is: nothing loads, the URL stays.
    e('queue.filter', { status: 'submitted' }),
    e('queue.filter', { status: 'todas' }),
    e('queue.page', { page: 1 }),
    e('queue.page', { page: 3 }),
    e('queue.clear'),
    e('route.change', { route: { status: 'submitted', page: '1' } }),
  ]
}

const expectLoads = (started: ReadonlyArray<{ name: string; input: unknown }>, trail: Trail) => {
  const { loads, query } = soFar(trail)
  const calls = started.filter((call) => call.name === 'loadQueue')
  expect(calls).toHaveLength(loads)
  expect(calls.at(-1)?.input).toEqual(query)
}

const invariants: Record<string, Invariant<ApplicationsQueueApi>> = {
  'applicationsQueue.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toEqual(['busy'])
    expect(selected.loading).toBe(true)
    expect(selected.loadError).toBeNull()
    expect(selected.emptyText).toBeNull()
    expectLoads(started, trail)
  },
  'applicationsQueue.ready': ({ selected, tags, started, executed }, trail) => {
    const so = soFar(trail)
    const shown = so.shown!
    // A page arrived, or only the search box changed.
    expect(['xstate.done.actor.loadQueue', 'queue.type', 'queue.clear']).toContain(trail.lastEvent?.type)
    expect(tags).toEqual([])
    expect(selected.rows).toEqual(shown.data)
    expect(selected.total).toBe(shown.total)
    expect(selected.emptyText).toBe(
      shown.total === 0 ? (so.query.search ? noMatch(so.query.search) : EMPTY_STATE) : null,
    )
    const filter = selected.getFilterProps()
    expect(filter.value).toBe(so.query.status)
    expect(filter.options).toEqual(FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })))
    expect(selected.getSearchProps()).toMatchObject({ value: so.draft, maxLength: 100 })
    expect(selected.clear !== null).toBe(so.query.search !== '' || so.draft !== '')
    if (shown.total > shown.per_page)
      expect(selected.pagination).toMatchObject({ page: so.query.page, total: shown.total, pageSize: 20 })
    else expect(selected.pagination).toBeNull()
    for (const row of shown.data) expect(selected.hrefOf(row)).toBe(`/operador/solicitudes/${row.id}`)
    // What the operator applied goes to the URL; what came from the URL does not go back.
    const urls = executed.filter((action) => action.type === 'syncUrl')
    expect(urls).toHaveLength(so.urls)
    if (so.urls > 0) expect(urls.at(-1)?.params).toEqual(so.lastUrl)
    expectLoads(started, trail)
  },
  'applicationsQueue.failed': ({ selected, can, started }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadQueue')
    expect(selected.loadError).toBe(soFar(trail).error)
    expect(selected.rows).toEqual([])
    expect(selected.pagination).toBeNull()
    expect(selected.emptyText).toBeNull()
    expect(can({ type: 'queue.retry' })).toBe(true)
    expectLoads(started, trail)
  },
}

const spec: ModelSpec<typeof applicationsQueueMachine, ApplicationsQueueApi> = {
  machine: applicationsQueueMachine,
  events: queueEvents,
  select: (snapshot: AnyMachineSnapshot) => connect(snapshot as never, () => {}),
  invariants,
}

let current: AnyActorRef | null = null
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar por razón social o RFC' })
const stateSelect = () => screen.getByRole('combobox', { name: 'Estado' })

const expectRows = (rows: ApplicationSummary[]) => {
  const table = screen.getByRole('table', { name: 'Solicitudes de crédito' })
  // A header row, then one per application.
  expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1)
  for (const row of rows) {
    const link = within(table).getByRole('link', { name: `Ver solicitud de ${row.business_name}` })
    expect(link).toHaveAttribute('href', `/operador/solicitudes/${row.id}`)
    const line = link.closest('[role="row"]') as HTMLElement
    expect(line).toHaveTextContent(STATUS_LABELS[row.status]!)
    expect(line).toHaveTextContent(row.contact_email)
    if (row.tax_id) expect(line).toHaveTextContent(`RFC ${row.tax_id}`)
    expect(line).toHaveTextContent(row.credit_requested > 0 ? '$300,000.00' : '—')
    if (row.decided_at) {
      expect(line).toHaveTextContent(row.decided_by!.name)
      expect(line).toHaveTextContent(formatDateTime(row.decided_at))
    }
  }
}

const view = {
  render: (actor: AnyActorRef) => {
    current = actor
    return render(<ApplicationsQueueView actorRef={actor as ApplicationsQueueActorRef} />)
  },
  userEvents: {
    'queue.filter': async (event: EventObject) => {
      fireEvent.change(stateSelect(), { target: { value: (event as unknown as { status: string }).status } })
    },
    'queue.type': async (event: EventObject) => {
      fireEvent.change(searchBox(), { target: { value: (event as unknown as { text: string }).text } })
    },
    'queue.search': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }))
    },
    'queue.clear': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }))
    },
    'queue.page': async (event: EventObject) => clickPage((event as unknown as { page: number }).page, 2),
    'queue.retry': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    },
    // The URL changes under the page (queueRoute.ts sends it).
    'route.change': async (event: EventObject) => act(async () => current?.send(event)),
  },
  screens: {
    'applicationsQueue.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando solicitudes' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
    },
    'applicationsQueue.ready': (trail: Trail) => {
      const so = soFar(trail)
      const shown = so.shown!
      expect(stateSelect()).toHaveValue(so.query.status)
      expect(searchBox()).toHaveValue(so.draft)
      if (so.query.search || so.draft) expect(screen.getByRole('button', { name: 'Limpiar' })).toBeEnabled()
      else expect(screen.queryByRole('button', { name: 'Limpiar' })).toBeNull()
      if (shown.total === 0) {
        expect(screen.getByText(so.query.search ? noMatch(so.query.search) : EMPTY_STATE)).toBeInTheDocument()
        expect(screen.queryByRole('table')).toBeNull()
      } else expectRows(shown.data)
      const nav = screen.queryByRole('navigation', { name: 'Páginas de solicitudes' })
      if (shown.total > shown.per_page) expect(nav).toBeInTheDocument()
      else expect(nav).toBeNull()
    },
    'applicationsQueue.failed': (trail: Trail) => {
      expect(screen.getByRole('alert')).toHaveTextContent(soFar(trail).error!)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('table')).toBeNull()
    },
  },
}

describeModel('applications queue machine', spec, view, [
  { name: '' },
  // Opened from a URL: 'Todas', a search with spaces around it, a page that is none.
  { name: 'from the URL', input: { status: 'all', search: '  Ríos ', page: '0' } },
])

describe('applications queue machine, details', () => {
  it('asks the page to write each applied query into the URL, and reads a URL as the queue takes it', async () => {
    const written: QueueQuery[] = []
    const { actor, controller } = startLive(
      applicationsQueueMachine.provide({ actions: { syncUrl: (_, query) => written.push(query) } }),
    )
    controller.settle('loadQueue', { output: PAGE1 })
    await settle()
    actor.send({ type: 'queue.filter', status: 'declined' })
    actor.send({ type: 'queue.type', text: ' ERB180910 ' })
    actor.send({ type: 'queue.search' })
    controller.settle('loadQueue', { output: NONE })
    await settle()
    expect(written).toEqual([
      { status: 'declined', search: '', page: 1 },
      { status: 'declined', search: 'ERB180910', page: 1 },
    ])
    expect(written.map(queueHref)).toEqual([
      '/operador/solicitudes?status=declined',
      '/operador/solicitudes?status=declined&search=ERB180910',
    ])
    // A search under way is replaced by the next one: the last asked is what loads.
    actor.send({ type: 'queue.filter', status: 'submitted' })
    expect(controller.inputOf('loadQueue')).toEqual({ status: 'submitted', search: 'ERB180910', page: 1 })
    expect(queueHref({ status: 'submitted', search: '', page: 1 })).toBe('/operador/solicitudes')
    expect(queueHref({ status: 'all', search: 'Río & Mar', page: 3 })).toBe(
      '/operador/solicitudes?status=all&search=R%C3%ADo+%26+Mar&page=3',
    )
    expect(queueRouteOf('?status=todas&search=x&page=dos')).toEqual({
      status: 'todas',
      search: 'x',
      page: 'dos',
    })
    actor.stop()
  })

  it.each([
    [
      { status: 'todas', page: '-2' },
      { status: 'submitted', search: '', page: 1 },
    ],
    [
      { status: 'declined', search: ` ${'x'.repeat(150)}`, page: '3' },
      { status: 'declined', search: 'x'.repeat(100), page: 3 },
    ],
    [{ page: '1.5' }, { status: 'submitted', search: '', page: 1 }],
  ])('starts from the URL %j as %j', (route, query) => {
    const { actor, controller } = startLive(applicationsQueueMachine, route)
    expect(controller.inputOf('loadQueue')).toEqual(query)
    actor.stop()
  })

  it('has no axe violations with a page of applications and the pager', async () => {
    const { actor, controller } = startLive(applicationsQueueMachine)
    controller.settle('loadQueue', { output: PAGE1 })
    await settle()
    view.render(actor)
    await expectNoAxeViolations()
    actor.stop()
  })
})
