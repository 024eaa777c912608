import type { Project } from '@contract/projects'
import { QUOTE_MSG, type Quote } from '@contract/quotes'
import { type ProjectsListContext, projectsListMachine } from '@machines/projects'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ProjectsView } from '@/features/projects/ProjectsView'
import type { ProjectsListActorRef } from '@/features/projects/projectsLogic'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'
import {
  bodegaNorte,
  casaSur,
  completedQuote,
  oddQuote,
  pendingQuote,
  silentQuote,
} from './projects.fixtures'

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
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

const spec: ModelSpec<typeof projectsListMachine> = { machine: projectsListMachine, events: listEvents }
const paths = modelPaths(spec)

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

const view: ViewSpec<typeof projectsListMachine> = {
  ...spec,
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
  states: {
    'projectsList.loading.data.fetching': expectLoader,
    'projectsList.loading.data.fetched': expectLoader,
    'projectsList.loading.timer.running': expectLoader,
    'projectsList.loading.timer.elapsed': expectLoader,
    'projectsList.failed': (snapshot) => {
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('heading', { name: 'Mis proyectos' })).not.toBeInTheDocument()
    },
    'projectsList.ready.list.idle': (snapshot) => {
      const ctx = snapshot.context as ProjectsListContext
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
    'projectsList.ready.drawer.projectForm': (snapshot) => {
      const id = (snapshot.context as ProjectsListContext).projectId
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

describe('projects list machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })

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
