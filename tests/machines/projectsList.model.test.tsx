import { MSG } from '@contract/messages'
import type { Project } from '@contract/projects'
import { QUOTE_MSG, type Quote } from '@contract/quotes'
import {
  connectProjectsList,
  type ProjectsListApi,
  type ProjectsListContext,
  projectsListMachine,
} from '@machines/projects'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ProjectsView } from '@/features/projects/ProjectsView'
import type { ProjectsListActorRef } from '@/features/projects/projectsLogic'
import { formatMoney } from '@/lib/format'
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
import {
  bodegaNorte,
  casaSur,
  completedQuote,
  oddQuote,
  pendingQuote,
  silentQuote,
} from './projects.fixtures'

const e = (type: string, more: object = {}) => ({ type, ...more }) as EventObject

const FULL = {
  projects: [casaSur, bodegaNorte],
  quotes: [pendingQuote, completedQuote, silentQuote, oddQuote],
}
const EMPTY = { projects: [], quotes: [] }
const MOVED = {
  projects: [{ ...casaSur, payments_count: 5, payments_amount: 40000 }, bodegaNorte],
  quotes: FULL.quotes,
}

const loaded = settled('loadProjects', FULL)
const loadedEmpty = settled('loadProjects', EMPTY)
const reloaded = settled('loadProjects', MOVED)
const loadFailed = failed('loadProjects', { kind: 'http', status: 500, msg: 'Servicio no disponible' })
/** The loader's minimum display time ran out. */
const loaderTime = e('xstate.after.minLoaderTime.projectsList.loading.timer.running')

const listEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as ProjectsListContext
  if (snapshot.matches('loading')) return [loaded, loadedEmpty, loadFailed, loaderTime]
  if (snapshot.matches('failed')) return [e('projects.retry')]
  // An empty screen, a failed reload and a reloaded list are ends of their paths.
  if (ctx.projects.length === 0 || ctx.error !== null) return []
  if (snapshot.matches({ ready: { list: 'refreshing' } })) return [reloaded, loadFailed]
  if (ctx.projects[0]!.payments_count !== casaSur.payments_count) return []
  if (snapshot.matches({ ready: { drawer: 'closed' } }))
    return [
      e('project.create'),
      e('project.edit', { id: casaSur.id }),
      e('quote.create'),
      e('purchases.assign', { id: casaSur.id }),
      e('purchases.view', { id: bodegaNorte.id }),
    ]
  if (snapshot.matches({ ready: { drawer: 'projectForm' } })) return [e('drawer.close'), e('project.saved')]
  if (snapshot.matches({ ready: { drawer: 'quoteForm' } }))
    return [e('drawer.close'), e('quote.created', { msg: QUOTE_MSG.created })]
  // A project's purchases: closing, or 'Cotizar material' of its empty state (the quote form replaces it).
  if (snapshot.matches({ ready: { drawer: 'purchases' } })) return [e('drawer.close'), e('quote.create')]
  // Assigning: closing, or an assignment that reloads the totals.
  return [e('drawer.close'), e('projects.reload')]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Failure = { kind: string; status?: number; msg?: string }
type Data = typeof FULL

/** The screen as the builder's clicks and the server's answers left it. */
interface SoFar {
  data: Data
  error: string | null
  notice: string | null
  projectId: number | null
  /** Calls of the loader, and the tracked clicks in order. */
  loads: number
  tracked: string[]
  /** Since the last (re)start of the loader: the data came, the loader's time ran out. */
  fetched: boolean
  elapsed: boolean
}

const RELOADS = ['projects.reload', 'project.saved', 'quote.created']

const soFar = (trail: Trail): SoFar => {
  const so: SoFar = {
    data: { projects: [], quotes: [] },
    error: null,
    notice: null,
    projectId: null,
    loads: 1,
    tracked: [],
    fetched: false,
    elapsed: false,
  }
  for (const [i, { event }] of trail.steps.entries()) {
    const before = trail.steps[i - 1]?.state as Record<string, Record<string, string>> | string | undefined
    const listIdle = typeof before === 'object' && before.ready?.list === 'idle'
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'xstate.done.actor.loadProjects':
        Object.assign(so, { data: ev.output as Data, error: null, fetched: true })
        break
      case 'xstate.error.actor.loadProjects': {
        const failure = ev.error as Failure
        so.error = failure.kind === 'network' ? MSG.connection : (failure.msg ?? QUOTE_MSG.createFailed)
        break
      }
      case loaderTime.type:
        so.elapsed = true
        break
      case 'projects.retry':
        Object.assign(so, { loads: so.loads + 1, fetched: false, elapsed: false })
        break
      case 'project.create':
        Object.assign(so, { projectId: null, notice: null })
        so.tracked.push('click_create_project')
        break
      case 'quote.create':
        Object.assign(so, { projectId: null, notice: null })
        so.tracked.push('click_create_quote')
        break
      case 'project.edit':
      case 'purchases.assign':
      case 'purchases.view':
        Object.assign(so, { projectId: ev.id as number, notice: null })
        break
      case 'drawer.close':
        so.projectId = null
        break
    }
    // A saved project, a sent quote and an assignment reload the totals (the list stays).
    if (RELOADS.includes(event.type) && listIdle) {
      so.loads += 1
      if (event.type === 'quote.created') so.notice = ev.msg as string
    }
    if (event.type === 'project.saved') so.projectId = null
  }
  return so
}

type Observed = ModelObserved<ProjectsListApi>

const expectCalls = ({ started }: Observed, so: SoFar) => {
  expect(started.filter((c) => c.name === 'loadProjects').length).toBe(so.loads)
  expect(started.filter((c) => c.name === 'trackActivity').map((c) => c.input)).toEqual(
    so.tracked.map((event) => ({ event })),
  )
}

const loadingInvariant =
  (check: (so: SoFar) => void): Invariant<ProjectsListApi> =>
  (observed, trail) => {
    const so = soFar(trail)
    expectCalls(observed, so)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.loading).toBe(true)
    expect(observed.selected.getCreateProjectProps().disabled).toBe(true)
    expect(observed.selected.getCreateQuoteProps().disabled).toBe(true)
    check(so)
  }

/** The last click about drawers (not the server's answers, nor an assignment's reload, which leaves its drawer). */
const lastUserEvent = (trail: Trail) =>
  trail.events.findLast((event) => !event.type.startsWith('xstate.') && event.type !== 'projects.reload')
    ?.type

/** Each drawer opens on its own button; any other click (Cerrar, Guardar, Enviar…) leaves none open. */
const OPENERS: Record<string, string[]> = {
  projectForm: ['project.create', 'project.edit'],
  quoteForm: ['quote.create'],
  assigning: ['purchases.assign'],
  purchases: ['purchases.view'],
}

const drawerInvariant =
  (drawer: string | null, projectId: (so: SoFar) => number | null): Invariant<ProjectsListApi> =>
  (observed, trail) => {
    const so = soFar(trail)
    expectCalls(observed, so)
    const last = lastUserEvent(trail)
    if (drawer) expect(OPENERS[drawer]).toContain(last)
    else expect(Object.values(OPENERS).flat()).not.toContain(last)
    expect(observed.selected.drawer).toBe(drawer)
    expect(observed.selected.drawerProjectId).toBe(projectId(so))
    if (drawer) expect(observed.tags).toContain('drawer')
  }

const invariants: Record<string, Invariant<ProjectsListApi>> = {
  'projectsList.loading.data.fetching': loadingInvariant((so) => expect(so.fetched).toBe(false)),
  'projectsList.loading.data.fetched': loadingInvariant((so) => expect(so.fetched).toBe(true)),
  // The loader stays its minimum time even when the data arrives at once.
  'projectsList.loading.timer.running': loadingInvariant((so) => expect(so.elapsed).toBe(false)),
  'projectsList.loading.timer.elapsed': loadingInvariant((so) => expect(so.elapsed).toBe(true)),
  'projectsList.failed': (observed, trail) => {
    expect(observed.can({ type: 'projects.retry' }), "'Reintentar' is offered").toBe(true)
    const so = soFar(trail)
    expectCalls(observed, so)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadProjects')
    expect(observed.selected.loadError).toBe(so.error)
    expect(observed.selected.ready).toBe(false)
  },
  'projectsList.ready.list.idle': (observed, trail) => {
    const so = soFar(trail)
    const { selected } = observed
    expectCalls(observed, so)
    // Ready only once the data came and the loader's time ran out.
    expect(so.fetched && so.elapsed).toBe(true)
    expect(selected.projects).toEqual(so.data.projects)
    expect(selected.quotes).toEqual(so.data.quotes)
    expect(selected.refreshError).toBe(so.error)
    expect(selected.notice).toBe(so.notice)
    expect(selected.refreshing).toBe(false)
    expect(selected.getCreateProjectProps().disabled).toBe(false)
    expect(selected.getCreateQuoteProps().disabled).toBe(false)
  },
  'projectsList.ready.list.refreshing': (observed, trail) => {
    const so = soFar(trail)
    expectCalls(observed, so)
    expect(RELOADS).toContain(trail.lastEvent?.type)
    expect(observed.tags).toContain('refreshing')
    // The list stays while the totals reload.
    expect(observed.selected.projects).toEqual(so.data.projects)
  },
  'projectsList.ready.drawer.closed': drawerInvariant(null, () => null),
  'projectsList.ready.drawer.projectForm': drawerInvariant('projectForm', (so) => so.projectId),
  'projectsList.ready.drawer.quoteForm': drawerInvariant('quoteForm', () => null),
  'projectsList.ready.drawer.assigning': drawerInvariant('assigning', () => casaSur.id),
  'projectsList.ready.drawer.purchases': drawerInvariant('purchases', () => bodegaNorte.id),
}

const spec: ModelSpec<typeof projectsListMachine, ProjectsListApi> = {
  machine: projectsListMachine,
  events: listEvents,
  select: (snapshot) => connectProjectsList(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- what the spec says the screen shows

/** Spec: pendiente orange with clock; cotizada green with check; sin respuesta blue-grey with help; else grey alert. */
const STATUS_LOOK: Record<string, { label?: string; icon: string }> = {
  pending: { label: 'Pendiente', icon: 'clock' },
  completed: { label: 'Cotizada', icon: 'check' },
  no_response: { label: 'Sin respuesta', icon: 'help' },
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!

const expectProjectCard = (project: Project) => {
  const card = cardOf(project.name)
  expect(card).toHaveTextContent(`Gastado: ${formatMoney(project.payments_amount)}`)
  if (project.budget !== null) expect(card).toHaveTextContent(`de ${formatMoney(project.budget)}`)
  else expect(card).toHaveTextContent('Sin presupuesto')
  expect(card).toHaveTextContent(
    project.payments_count === 1 ? '1 compra' : `${project.payments_count} compras`,
  )
  if (project.type) expect(card).toHaveTextContent(project.type)
  if (project.phase) expect(card).toHaveTextContent(project.phase)
  expect(within(card).getByRole('link', { name: `Ver detalle de ${project.name}` })).toHaveAttribute(
    'href',
    `/projects/detail/${project.id}`,
  )
  expect(within(card).getByRole('button', { name: `Editar ${project.name}` })).toBeEnabled()
  expect(within(card).getByRole('button', { name: `Asignar compras a ${project.name}` })).toBeEnabled()
  expect(within(card).getByRole('button', { name: `Ver compras de ${project.name}` })).toBeEnabled()
}

const expectQuote = (quote: Quote) => {
  const link = screen.getByRole('link', { name: quote.name })
  expect(link).toHaveAttribute('href', `/projects/quotes/${quote.id}`)
  const item = link.closest('li')!
  const look = STATUS_LOOK[quote.status] ?? { icon: 'alert' }
  if (look.label) expect(item).toHaveTextContent(look.label)
  expect(item.querySelector(`[data-icon="${look.icon}"]`)).not.toBeNull()
  const count = quote.supplier_quotes_count
  expect(item).toHaveTextContent(count === 1 ? '1 respuesta' : `${count} respuestas`)
}

const expectLoader = () => {
  expect(screen.getByRole('status', { name: 'Cargando proyectos' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Mis proyectos' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Crear proyecto' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Crear cotización' })).toBeDisabled()
}

/** Stub drawers in the view's slots: a close button and what each slot can tell the list. */
const stub = (label: string, children?: React.ReactNode, close?: () => void) => (
  <section aria-label={label}>
    <button type="button" onClick={close}>
      Cerrar
    </button>
    {children}
  </section>
)

const renderList = (actor: AnyActorRef) =>
  render(
    <ProjectsView
      actorRef={actor as ProjectsListActorRef}
      renderProjectForm={(project, close, onSaved) =>
        stub(
          `Proyecto ${project?.name ?? 'nuevo'}`,
          <button type="button" onClick={onSaved}>
            Guardar
          </button>,
          close,
        )
      }
      renderQuoteForm={(projects, close, onCreated) =>
        stub(
          `Cotización (${projects.length} proyectos)`,
          <button type="button" onClick={() => onCreated(QUOTE_MSG.created)}>
            Enviar
          </button>,
          close,
        )
      }
      renderAssignPurchases={(id, close, onAssigned) =>
        stub(
          `Asignar compras ${id}`,
          <button type="button" onClick={onAssigned}>
            Asignadas
          </button>,
          close,
        )
      }
      renderProjectPurchases={(id, close, startQuote) =>
        stub(
          `Compras ${id}`,
          <button type="button" onClick={startQuote}>
            Cotizar material
          </button>,
          close,
        )
      }
    />,
  )

const DRAWERS = [/^Proyecto /, /^Cotización \(/, /^Asignar compras \d/, /^Compras \d/]
const openDrawer = () =>
  screen.getByRole('region', { name: /^(Proyecto |Cotización \(|Asignar compras \d|Compras \d)/ })
const click = (name: string | RegExp, within_: HTMLElement = document.body) =>
  userEvent.setup().click(within(within_).getByRole('button', { name }))

const view = {
  render: renderList,
  userEvents: {
    'projects.retry': () => click('Reintentar'),
    'project.create': () => click('Crear proyecto'),
    // From the list's toolbar, or from the empty 'Compras' drawer when it is open.
    'quote.create': () =>
      screen.queryByRole('region', { name: /^Compras \d/ })
        ? click('Cotizar material', openDrawer())
        : click('Crear cotización'),
    'project.edit': () => click(`Editar ${casaSur.name}`),
    'purchases.assign': () => click(`Asignar compras a ${casaSur.name}`),
    'purchases.view': () => click(`Ver compras de ${bodegaNorte.name}`),
    'drawer.close': () => click('Cerrar', openDrawer()),
    'project.saved': () => click('Guardar', openDrawer()),
    'quote.created': () => click('Enviar', openDrawer()),
    'projects.reload': () => click('Asignadas', openDrawer()),
  },
  screens: {
    'projectsList.loading.data.fetching': expectLoader,
    'projectsList.loading.data.fetched': expectLoader,
    'projectsList.loading.timer.running': expectLoader,
    'projectsList.loading.timer.elapsed': expectLoader,
    'projectsList.failed': (trail: Trail) => {
      expect(screen.getByRole('alert')).toHaveTextContent(soFar(trail).error!)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('heading', { name: 'Mis proyectos' })).not.toBeInTheDocument()
    },
    'projectsList.ready.list.idle': (trail: Trail) => {
      const so = soFar(trail)
      const ctx = { ...so.data, error: so.error, notice: so.notice }
      expect(screen.queryByRole('status', { name: 'Cargando proyectos' })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Crear proyecto' })).toBeEnabled()
      expect(screen.getByRole('button', { name: 'Crear cotización' })).toBeEnabled()
      if (ctx.projects.length === 0) {
        expect(screen.getByText(/Aún no tienes proyectos/)).toBeInTheDocument()
        expect(screen.getByText('Aún no has pedido cotizaciones.')).toBeInTheDocument()
        return
      }
      for (const project of ctx.projects) expectProjectCard(project)
      for (const quote of ctx.quotes) expectQuote(quote)
      if (ctx.error) expect(screen.getByRole('alert')).toHaveTextContent(ctx.error)
      if (ctx.notice) expect(screen.getByText(QUOTE_MSG.created)).toBeInTheDocument()
    },
    'projectsList.ready.list.refreshing': () => {
      // The list stays while the totals reload.
      expect(screen.getByRole('heading', { name: 'Mis proyectos' }).closest('section')).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
    'projectsList.ready.drawer.closed': () => {
      for (const name of DRAWERS) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument()
    },
    'projectsList.ready.drawer.projectForm': (trail: Trail) => {
      const id = soFar(trail).projectId
      expect(
        screen.getByRole('region', { name: id ? `Proyecto ${casaSur.name}` : 'Proyecto nuevo' }),
      ).toBeVisible()
    },
    'projectsList.ready.drawer.quoteForm': () => {
      expect(screen.getByRole('region', { name: 'Cotización (2 proyectos)' })).toBeVisible()
      expect(screen.queryByRole('region', { name: /^Compras \d/ })).not.toBeInTheDocument()
    },
    'projectsList.ready.drawer.assigning': () =>
      expect(screen.getByRole('region', { name: `Asignar compras ${casaSur.id}` })).toBeVisible(),
    'projectsList.ready.drawer.purchases': () =>
      expect(screen.getByRole('region', { name: `Compras ${bodegaNorte.id}` })).toBeVisible(),
  },
}

describeModel('projects list machine', spec, view)

describe('projects list machine, details', () => {
  it('keeps the loader on screen for its minimum time even when the data arrives at once', async () => {
    const { actor, controller, clock } = startLive(projectsListMachine)
    controller.settle('loadProjects', { output: FULL })
    await settle()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    clock.increment(999)
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.stop()
  })

  it('waits for the data when it takes longer than the loader time', async () => {
    const { actor, controller, clock } = startLive(projectsListMachine)
    clock.increment(5000)
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    controller.settle('loadProjects', { output: FULL })
    await settle()
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.stop()
  })

  it('tracks the clicks on create project and create quote (POST project-activities)', async () => {
    const { actor, controller, clock } = startLive(projectsListMachine)
    controller.settle('loadProjects', { output: FULL })
    clock.increment(1000)
    await settle()
    actor.send({ type: 'project.create' })
    actor.send({ type: 'drawer.close' })
    actor.send({ type: 'project.edit', id: casaSur.id })
    actor.send({ type: 'drawer.close' })
    actor.send({ type: 'quote.create' })
    const tracked = controller.started.filter((s) => s.name === 'trackActivity').map((s) => s.input)
    expect(tracked).toEqual([{ event: 'click_create_project' }, { event: 'click_create_quote' }])
    actor.stop()
  })

  it('opens a project drawer only for a project of the list', async () => {
    const { actor, controller, clock } = startLive(projectsListMachine)
    controller.settle('loadProjects', { output: FULL })
    clock.increment(1000)
    await settle()
    for (const type of ['project.edit', 'purchases.assign', 'purchases.view'] as const) {
      actor.send({ type, id: 999 })
      expect(actor.getSnapshot().matches({ ready: { drawer: 'closed' } })).toBe(true)
    }
    actor.stop()
  })

  it('offers Asignar compras and Ver compras only when their drawers are plugged in', async () => {
    const { actor, controller, clock } = startLive(projectsListMachine)
    render(<ProjectsView actorRef={actor as ProjectsListActorRef} />)
    await act(async () => {
      controller.settle('loadProjects', { output: FULL })
      clock.increment(1000)
      await settle()
    })
    const card = cardOf(casaSur.name)
    expect(within(card).getByRole('button', { name: `Editar ${casaSur.name}` })).toBeEnabled()
    expect(within(card).queryByRole('button', { name: /Asignar compras/ })).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Ver compras/ })).not.toBeInTheDocument()
    actor.stop()
  })
})

describe('projects list, accessibility', () => {
  it('loader, list and an open drawer slot have no axe violations', async () => {
    const { actor, controller, clock } = startLive(projectsListMachine)
    renderList(actor)
    await expectNoAxeViolations()
    await act(async () => {
      controller.settle('loadProjects', { output: FULL })
      clock.increment(1000)
      await settle()
    })
    await expectNoAxeViolations()
    actor.stop()
  })
})
