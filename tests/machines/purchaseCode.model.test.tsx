import { MSG } from '@contract/messages'
import { type CodeProjectContext, codeProjectMachine, purchaseCodeMachine } from '@machines/purchase-code'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate'
import { Toaster } from '@/components/ui/Toaster'
import { CodeProjectView } from '@/features/purchase-code/CodeProjectView'
import { PurchaseCodeView } from '@/features/purchase-code/PurchaseCodeView'
import type { CodeProjectActorRef, PurchaseCodeActorRef } from '@/features/purchase-code/purchaseCodeLogic'
import { formatCountdown } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof purchaseCodeMachine

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

// A short expire_in keeps the model small; the countdown and the automatic regeneration are the same at 300.
const spec: ModelSpec<Machine> = {
  machine: purchaseCodeMachine,
  events: [
    { type: 'code.regenerate' },
    { type: 'code.retry' },
    settled('generateCode', { token: '483920', expire_in: 2 }),
    failed('generateCode', { kind: 'http', status: 429, msg: 'Demasiadas solicitudes. Espera un momento.' }),
    failed('generateCode', { kind: 'network' }),
    // A credit-blocked builder (docs/decisions.md#credit-block): no code, the notice instead.
    failed('generateCode', { kind: 'http', status: 403, msg: 'No puedes comprar a crédito' }),
    { type: 'xstate.after.codeTick.purchaseCode.active' },
  ],
}
const paths = modelPaths(spec)

const USER_NUMBER = 4

const view: ViewSpec<Machine> = {
  ...spec,
  render: (actor: AnyActorRef) =>
    render(<PurchaseCodeView actorRef={actor as PurchaseCodeActorRef} userNumber={USER_NUMBER} />),
  userEvents: {
    'code.regenerate': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Generar nuevo código' })),
    // 'Reintentar' after a failure, 'Intentar de nuevo' under the credit block.
    'code.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: /^(Reintentar|Intentar de nuevo)$/ })),
  },
  states: {
    'purchaseCode.issuing': () => {
      expect(screen.getByRole('status', { name: 'Generando tu código' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: /Generar nuevo código|Generando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(screen.getByRole('button', { name: 'Copiar' })).toBeDisabled()
    },
    'purchaseCode.active': (snapshot) => {
      expect(screen.getByText(String(USER_NUMBER))).toBeInTheDocument()
      expect(screen.getByText(snapshot.context.code)).toBeInTheDocument()
      expect(screen.getByRole('timer')).toHaveTextContent(
        `Vence en ${formatCountdown(snapshot.context.remaining)}`,
      )
      expect(screen.getByRole('button', { name: 'Copiar' })).toBeEnabled()
      expect(screen.getByRole('button', { name: 'Generar nuevo código' })).toBeEnabled()
    },
    'purchaseCode.regenerating': (snapshot) => {
      expect(screen.getByRole('status', { name: 'Generando un código nuevo' })).toBeInTheDocument()
      expect(screen.queryByText(snapshot.context.code)).not.toBeInTheDocument()
      expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    },
    'purchaseCode.failed': (snapshot) => {
      // Only the failures that are not a credit block land here.
      expect(['Demasiadas solicitudes. Espera un momento.', MSG.connection]).toContain(snapshot.context.error)
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error)
      expect(screen.queryByText('Tu crédito está bloqueado')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
      expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    },
    'purchaseCode.blocked': () => {
      const notice = screen.getByRole('alert', { name: 'Tu crédito está bloqueado' })
      expect(notice).toHaveTextContent('No puedes comprar a crédito')
      expect(notice).toHaveTextContent('Se desbloquea cuando')
      expect(within(notice).getByRole('link', { name: 'Ver compras reportadas' })).toHaveAttribute(
        'href',
        '/payments/non_payment',
      )
      expect(within(notice).getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled()
      // No code, countdown, copy or new code.
      expect(screen.queryByText('483920')).not.toBeInTheDocument()
      expect(screen.queryByRole('timer')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Copiar' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /Generar nuevo código/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
  },
}

describe('purchase-code machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })

  it('counts down from expire_in (300 s), issues a new code by itself at zero, clears the project', async () => {
    const clearSelectedProject = vi.fn()
    const { actor, controller, clock } = startLive(
      purchaseCodeMachine.provide({ actions: { clearSelectedProject } }),
    )
    controller.settle('generateCode', { output: { token: '111111', expire_in: 300 } })
    await settle()
    expect(actor.getSnapshot().context.remaining).toBe(300)
    clock.increment(1000)
    expect(actor.getSnapshot().context.remaining).toBe(299)
    for (let i = 0; i < 298; i++) clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('active')
    expect(actor.getSnapshot().context.remaining).toBe(1)
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('regenerating')
    expect(controller.started.map((s) => s.name)).toEqual(['generateCode', 'generateCode'])
    controller.settle('generateCode', { output: { token: '222222', expire_in: 300 } })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ code: '222222', remaining: 300 })
    expect(clearSelectedProject).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it('copies the code with a toast and has no axe violations', async () => {
    const user = userEvent.setup()
    const { actor, controller } = startLive(purchaseCodeMachine)
    render(
      <>
        <PurchaseCodeView actorRef={actor as PurchaseCodeActorRef} userNumber={USER_NUMBER} />
        <Toaster />
      </>,
    )
    await expectNoAxeViolations()
    await act(async () => {
      controller.settle('generateCode', { output: { token: '483920', expire_in: 300 } })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    await waitFor(() => expect(screen.getByText('Código copiado')).toBeInTheDocument())
    expect(await navigator.clipboard.readText()).toBe('483920')
    actor.stop()
  })
})

// ---------------------------------------------------------------- assign-to-project

const PROJECTS = [
  { id: 5, name: 'Torre Norte' },
  { id: 6, name: 'Casa Jardines' },
]
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

/** Load (projects, none, failure); choose a project (accepted, refused, failed); a new code clears the choice. */
const projectEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as CodeProjectContext
  if (snapshot.matches('loading'))
    return [
      settled('loadProjects', PROJECTS),
      settled('loadProjects', []),
      failed('loadProjects', { kind: 'network' }),
    ]
  if (snapshot.matches('failed')) return [e('projects.reload')]
  if (snapshot.matches({ ready: 'assigning' }))
    return [
      settled('assignProjectToCode', { success: true, msg: 'Proyecto asignado' }),
      settled('assignProjectToCode', { success: false, msg: 'No tienes un código de compra vigente' }),
      failed('assignProjectToCode', { kind: 'http', status: 404, msg: 'Proyecto no encontrado' }),
      e('project.clear'),
    ]
  if (ctx.projects.length === 0) return [e('project.clear')]
  if (ctx.assignError) return [e('project.choose', { id: 6 })]
  return ctx.chosenId === null
    ? [e('project.choose', { id: 5 }), e('project.clear')]
    : [e('project.choose', { id: 6 }), e('project.clear')]
}

const projectSpec: ModelSpec<typeof codeProjectMachine> = {
  machine: codeProjectMachine,
  events: projectEvents,
}
const projectPaths = modelPaths(projectSpec)

/** 'project.clear' comes from the purchase-code flow (a new code), not from this view: the step sends it. */
let projectActor: AnyActorRef | null = null
const projectView: ViewSpec<typeof codeProjectMachine> = {
  ...projectSpec,
  render: (actor: AnyActorRef) => {
    projectActor = actor
    render(<CodeProjectView actorRef={actor as CodeProjectActorRef} />)
  },
  userEvents: {
    'projects.reload': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    'project.choose': async (event) => {
      const { id } = event as unknown as { id: number }
      await userEvent
        .setup()
        .selectOptions(
          screen.getByRole('combobox', { name: 'Proyecto' }),
          PROJECTS.find((p) => p.id === id)!.name,
        )
    },
    'project.clear': async () => {
      await act(async () => projectActor?.send({ type: 'project.clear' }))
    },
  },
  states: {
    'codeProject.loading': () =>
      expect(screen.getByRole('status', { name: 'Cargando proyectos' })).toBeInTheDocument(),
    'codeProject.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tus proyectos')
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'codeProject.ready.idle': (snapshot) => {
      const ctx = snapshot.context as CodeProjectContext
      if (ctx.projects.length === 0) {
        expect(screen.getByRole('link', { name: 'Crear un proyecto' })).toHaveAttribute('href', '/projects')
        return
      }
      const select = screen.getByRole('combobox', { name: 'Proyecto' })
      expect(select).toBeEnabled()
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Elige un proyecto', 'Torre Norte', 'Casa Jardines'])
      const chosen = PROJECTS.find((p) => p.id === ctx.chosenId)
      if (chosen)
        expect(screen.getByText(/Proyecto asignado/)).toHaveTextContent(`Proyecto asignado: ${chosen.name}`)
      else expect(screen.getByText('Sin proyecto asignado')).toBeInTheDocument()
      if (ctx.assignError) expect(screen.getByRole('alert')).toHaveTextContent(ctx.assignError)
    },
    'codeProject.ready.assigning': () => {
      expect(screen.getByRole('status', { name: 'Asignando proyecto' })).toBeInTheDocument()
      expect(screen.getByRole('combobox', { name: 'Proyecto' })).toBeDisabled()
    },
  },
}
describe('assign-to-project of the purchase code', () => {
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

  it('sends the chosen project with POST projects/assign, and a new code clears the choice', async () => {
    const project = startLive(codeProjectMachine)
    const code = createActor(
      purchaseCodeMachine.provide({
        actors: {
          generateCode: fromPromise(async () => ({
            token: '483920',
            expire_in: 300,
          })),
        },
        actions: { clearSelectedProject: () => project.actor.send({ type: 'project.clear' }) },
      }),
    )
    project.controller.settle('loadProjects', { output: PROJECTS })
    await settle()
    project.actor.send({ type: 'project.choose', id: 5 })
    expect(project.controller.inputOf('assignProjectToCode')).toEqual({ project_id: 5 })
    project.controller.settle('assignProjectToCode', { output: { success: true, msg: 'Proyecto asignado' } })
    await settle()
    expect(project.actor.getSnapshot().context.chosenId).toBe(5)
    code.start()
    await settle()
    expect(code.getSnapshot().value).toBe('active')
    expect(project.actor.getSnapshot().context.chosenId).toBeNull()
    code.stop()
    project.actor.stop()
  })

  it('has no axe violations with a chosen project', async () => {
    const { actor, controller } = startLive(codeProjectMachine)
    render(<CodeProjectView actorRef={actor as CodeProjectActorRef} />)
    await act(async () => {
      controller.settle('loadProjects', { output: PROJECTS })
      await settle()
    })
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Proyecto' }), 'Torre Norte')
    await act(async () => {
      controller.settle('assignProjectToCode', { output: { success: true, msg: 'Proyecto asignado' } })
      await settle()
    })
    expect(screen.getByText(/Proyecto asignado/)).toHaveTextContent('Torre Norte')
    await expectNoAxeViolations()
    actor.stop()
  })
})
