import { MSG } from '@contract/messages'
import type { Resource } from '@contract/resources'
import { connectResources, type ResourcesApi, resourcesMachine } from '@machines/resources'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ResourcesView } from '@/features/resources/ResourcesView'
import type { ResourcesActorRef } from '@/features/resources/resourcesLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'

/** /recursos 'Recursos' (public): each path on the live actor and on the rendered view, with and without resources. */

const resources: Resource[] = [
  {
    id: 1,
    name: 'Guía para proveedores',
    description: 'Cómo registrar ventas a crédito con el código del cliente.',
    url: '/api/platform-resources/1/file',
  },
  {
    id: 4,
    name: 'Aviso de privacidad',
    description: 'Cómo tratamos y protegemos tus datos personales.',
    url: '/api/platform-resources/4/file',
  },
]
const networkError = { type: 'xstate.error.actor.load', error: { kind: 'network' } } as EventObject
const serverError = {
  type: 'xstate.error.actor.load',
  error: { kind: 'http', status: 500, msg: 'Servicio no disponible' },
} as EventObject

const section = () => screen.getByRole('region', { name: 'Recursos' })

type Failure = { kind: string; msg?: string }
const lastList = (trail: Trail) => trail.last<{ output: Resource[] }>('xstate.done.actor.load')!.output
const lastFailure = (trail: Trail) => trail.last<{ error: Failure }>('xstate.error.actor.load')!.error
/** One load when the page opens and one per Reintentar. */
const expectLoads = (started: ReadonlyArray<{ name: string }>, trail: Trail) =>
  expect(started.filter((s) => s.name === 'load').length).toBe(1 + trail.count('resource.reload'))

const invariants: Record<string, Invariant<ResourcesApi>> = {
  'resources.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toContain('busy')
    expect(selected.loading).toBe(true)
    expect(selected.items).toEqual([])
    // Loaded once; again only after Reintentar on a failure.
    expect(trail.count(/actor\.load$/)).toBe(trail.count('resource.reload'))
    if (trail.lastEvent?.type === 'resource.reload') expect(trail.steps.at(-2)?.state).toBe('failed')
    expectLoads(started, trail)
  },
  'resources.ready': ({ selected, started }, trail) => {
    const list = lastList(trail)
    expect(selected.ready).toBe(true)
    expect(selected.items).toEqual(list)
    expect(selected.empty).toBe(list.length === 0)
    expect(selected.error).toBeNull()
    expectLoads(started, trail)
  },
  'resources.failed': ({ selected, started }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    const failure = lastFailure(trail)
    expect(selected.failed).toBe(true)
    expect(selected.error).toBe(failure.kind === 'network' ? MSG.connection : failure.msg)
    expect(selected.items).toEqual([])
    expect(selected.empty).toBe(false)
    expectLoads(started, trail)
  },
}

const eventsWith = (list: Resource[]) => [
  { type: 'resource.reload' },
  { type: 'xstate.done.actor.load', output: list } as EventObject,
  networkError,
  serverError,
]

const spec: ModelSpec<typeof resourcesMachine, ResourcesApi> = {
  machine: resourcesMachine,
  events: eventsWith(resources),
  select: (snapshot: AnyMachineSnapshot) => connectResources(snapshot as never, () => {}),
  invariants,
}

const view = {
  render: (actor: AnyActorRef) => render(<ResourcesView actorRef={actor as ResourcesActorRef} />),
  userEvents: {
    'resource.reload': async () =>
      userEvent.setup().click(within(section()).getByRole('button', { name: 'Reintentar' })),
  },
  screens: {
    'resources.loading': () => {
      expect(within(section()).getByRole('status', { name: 'Cargando recursos' })).toBeInTheDocument()
      expect(within(section()).queryByRole('link')).not.toBeInTheDocument()
      expect(within(section()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'resources.ready': (trail: Trail) => {
      const list = lastList(trail)
      expect(within(section()).queryByRole('status')).not.toBeInTheDocument()
      expect(within(section()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      if (list.length === 0) {
        expect(section()).toHaveTextContent('Aún no hay recursos disponibles.')
        expect(within(section()).queryByRole('list')).not.toBeInTheDocument()
        return
      }
      expect(section()).not.toHaveTextContent('Aún no hay recursos disponibles.')
      const items = within(within(section()).getByRole('list')).getAllByRole('listitem')
      expect(items).toHaveLength(list.length)
      for (const [i, resource] of list.entries()) {
        const item = items[i]!
        expect(within(item).getByRole('heading', { level: 2, name: resource.name })).toBeInTheDocument()
        expect(item).toHaveTextContent(resource.description)
        // The PDF opens in a new tab, without a handle back to this page.
        const link = within(item).getByRole('link', { name: `Abrir PDF: ${resource.name}` })
        expect(link).toHaveTextContent('Abrir PDF')
        expect(link).toHaveAttribute('href', resource.url)
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', 'noopener')
      }
    },
    'resources.failed': (trail: Trail) => {
      const failure = lastFailure(trail)
      const alert = within(section()).getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar los recursos')
      expect(alert).toHaveTextContent(failure.kind === 'network' ? MSG.connection : failure.msg!)
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(within(section()).queryByRole('link')).not.toBeInTheDocument()
      expect(section()).not.toHaveTextContent('Aún no hay recursos disponibles.')
    },
  },
}

describeModel('resources machine', spec, view, [
  { name: 'with resources' },
  { name: 'with none', events: eventsWith([]) },
])

describe('resources, accessibility', () => {
  it('loading, the list, the empty state and a failure have no axe violations', async () => {
    for (const outcome of [
      { output: resources },
      { output: [] as Resource[] },
      { error: { kind: 'http', status: 500, msg: 'Servicio no disponible' } },
    ]) {
      const run = startLive(resourcesMachine)
      const { unmount } = render(<ResourcesView actorRef={run.actor as ResourcesActorRef} />)
      await expectNoAxeViolations()
      await act(async () => {
        run.controller.settle('load', outcome)
        await settle()
      })
      await expectNoAxeViolations()
      unmount()
      run.actor.stop()
    }
  })
})
