import type { Resume } from '@contract/resume'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { DashboardView } from '@/features/dashboard/DashboardView'
import { type ResumeActorRef, resumeMachine } from '@/features/dashboard/resumeLogic'
import { describePath, type ModelSpec, modelPaths, runPathOnActor } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

const resume: Resume = { amount_available: 250000, total_reserved_credit_lines: 0 }

const spec: ModelSpec<typeof resumeMachine> = {
  machine: resumeMachine,
  events: [
    { type: 'resource.reload' },
    { type: 'xstate.done.actor.load', output: resume } as EventObject,
    { type: 'xstate.error.actor.load', error: { kind: 'network' } } as EventObject,
    {
      type: 'xstate.error.actor.load',
      error: { kind: 'http', status: 500, msg: 'Servicio no disponible' },
    } as EventObject,
  ],
}
const paths = modelPaths(spec)

const view: ViewSpec<typeof resumeMachine> = {
  ...spec,
  render: (actor: AnyActorRef) =>
    render(<DashboardView businessName="Constructora Robles" actorRef={actor as ResumeActorRef} />),
  userEvents: {
    'resource.reload': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
  },
  states: {
    'resume.loading': () => {
      expect(screen.getByRole('heading', { name: 'Constructora Robles' })).toBeInTheDocument()
      expect(screen.getByRole('status', { name: 'Cargando disponible' })).toBeInTheDocument()
    },
    'resume.ready': () =>
      expect(screen.getByText('Disponible').nextElementSibling).toHaveTextContent('$250,000.00'),
    'resume.failed': (snapshot) =>
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error),
  },
}

describe('resource machine (dashboard resume)', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})
