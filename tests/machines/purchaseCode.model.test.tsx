import { purchaseCodeMachine } from '@machines/purchase-code'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { Toaster } from '@/components/ui/Toaster'
import { PurchaseCodeView } from '@/features/purchase-code/PurchaseCodeView'
import type { PurchaseCodeActorRef } from '@/features/purchase-code/purchaseCodeLogic'
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
    'code.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
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
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
      expect(screen.queryByRole('timer')).not.toBeInTheDocument()
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
