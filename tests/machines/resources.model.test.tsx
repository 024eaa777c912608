import type { Resource } from '@contract/resources'
import { resourcesMachine } from '@machines/resources'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { ResourcesView } from '@/features/resources/ResourcesView'
import type { ResourcesActorRef } from '@/features/resources/resourcesLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

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

describe.each([
  ['with resources', resources],
  ['with none', [] as Resource[]],
])('resources machine (%s)', (_, list) => {
  const spec: ModelSpec<typeof resourcesMachine> = {
    machine: resourcesMachine,
    events: [
      { type: 'resource.reload' },
      { type: 'xstate.done.actor.load', output: list } as EventObject,
      networkError,
      serverError,
    ],
  }
  const paths = modelPaths(spec)
  const view: ViewSpec<typeof resourcesMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => render(<ResourcesView actorRef={actor as ResourcesActorRef} />),
    userEvents: {
      'resource.reload': async () =>
        userEvent.setup().click(within(section()).getByRole('button', { name: 'Reintentar' })),
    },
    states: {
      'resources.loading': () => {
        expect(within(section()).getByRole('status', { name: 'Cargando recursos' })).toBeInTheDocument()
        expect(within(section()).queryByRole('link')).not.toBeInTheDocument()
        expect(within(section()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      },
      'resources.ready': () => {
        expect(within(section()).queryByRole('status')).not.toBeInTheDocument()
        expect(within(section()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
        if (list.length === 0) {
          expect(section()).toHaveTextContent('Aún no hay recursos disponibles.')
          expect(within(section()).queryByRole('list')).not.toBeInTheDocument()
          return
        }
        expect(section()).not.toHaveTextContent('Aún no hay recursos disponibles.')
        const items = within(within(section()).getByRole('list')).getAllByRole('listitem')
        expect(items).toHaveLength(2)
        for (const [i, resource] of resources.entries()) {
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
      'resources.failed': () => {
        const alert = within(section()).getByRole('alert')
        expect(alert).toHaveTextContent('No pudimos cargar los recursos')
        expect(alert).toHaveTextContent(/Servicio no disponible|conexión/i)
        expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
        expect(within(section()).queryByRole('link')).not.toBeInTheDocument()
        expect(section()).not.toHaveTextContent('Aún no hay recursos disponibles.')
      },
    },
  }
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

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
