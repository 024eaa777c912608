import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import { connectPaymentFile, type PaymentFileApi, paymentFileMachine } from '@machines/payments-list'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { PaymentFileNotice } from '@/features/payments/PaymentFileNotice'
import type { PaymentFileActorRef } from '@/features/payments/paymentsListLogic'
import { pagePayments } from '../ui/payments.fixtures'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import type { Invariant, ModelSpec, Trail } from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'

type Machine = typeof paymentFileMachine

const { pending, expired } = pagePayments
/** What the list hands over: a row's 'Ver comprobante de compra' or 'Ver factura'. */
const proofOfPurchase = { type: 'file.open', action: 'viewProofPurchase', payment: pending } as EventObject
const invoice = { type: 'file.open', action: 'viewInvoice', payment: expired } as EventObject

const fileEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  if (snapshot.matches('opening'))
    return [
      // Opened in a new tab: nothing to say.
      settled('openFile', null),
      // The file's link expired, or the request failed.
      settled('openFile', ACTION_MSG.linkExpired),
      failed('openFile', { kind: 'network' }),
    ]
  const { fileError } = snapshot.context as { fileError: string | null }
  // With a message shown: dismissed, or another file asked for (which takes it away too).
  return fileError ? [{ type: 'file.dismiss' }, invoice] : [proofOfPurchase]
}

// ---------------------------------------------------------------- what the spec says, from the trail

/** The message shown: why the last file could not be opened, until dismissed or another file is asked for. */
const messageOf = (trail: Trail): string | null => {
  let message: string | null = null
  for (const { event } of trail.steps) {
    const { output, error } = event as { output?: string | null; error?: { kind: string } }
    if (event.type === 'file.open' || event.type === 'file.dismiss') message = null
    if (event.type === 'xstate.done.actor.openFile') message = output ?? null
    if (event.type === 'xstate.error.actor.openFile')
      message = error?.kind === 'network' ? MSG.connection : MSG.unexpected
  }
  return message
}

const callsOf = (started: ReadonlyArray<{ name: string; input: unknown }>) =>
  started.filter((call) => call.name === 'openFile').map((call) => call.input)

const invariants: Record<string, Invariant<PaymentFileApi>> = {
  'paymentFile.idle': ({ selected, started }, trail) => {
    expect(selected.openingFile).toBe(false)
    expect(selected.fileError).toBe(messageOf(trail))
    // One request per file asked for.
    expect(callsOf(started)).toHaveLength(trail.count('file.open'))
  },
  'paymentFile.opening': ({ selected, started, tags }, trail) => {
    const open = trail.last<{ action: string; payment: Payment }>('file.open')!
    expect(trail.lastEvent?.type).toBe('file.open')
    expect(tags).toContain('openingFile')
    expect(selected.openingFile).toBe(true)
    expect(selected.fileError).toBeNull()
    expect(callsOf(started).at(-1)).toEqual({ action: open.action, payment: open.payment })
  },
}

const spec: ModelSpec<Machine, PaymentFileApi> = {
  machine: paymentFileMachine,
  events: fileEvents,
  select: (snapshot) => connectPaymentFile(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

/** The actor the view was rendered with: the list hands it 'file.open' (a row's menu). */
let current: AnyActorRef | undefined

const userEvents: ViewSpec<Machine>['userEvents'] = {
  'file.open': async (event) => act(() => current!.send(event)),
  'file.dismiss': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar aviso' })),
}

const screens: Record<string, (trail: Trail) => void> = {
  'paymentFile.idle': (trail) => {
    const message = messageOf(trail)
    expect(screen.queryByText('Abriendo archivo…')).not.toBeInTheDocument()
    if (!message) return expect(screen.queryByText('No se pudo abrir el archivo')).not.toBeInTheDocument()
    expect(screen.getByText('No se pudo abrir el archivo')).toBeInTheDocument()
    expect(screen.getByText(message)).toBeInTheDocument()
  },
  'paymentFile.opening': () => {
    expect(screen.getByText('Abriendo archivo…')).toHaveAttribute('role', 'status')
    expect(screen.queryByText('No se pudo abrir el archivo')).not.toBeInTheDocument()
  },
}

describeModel('payment file machine', spec, {
  render: (actor: AnyActorRef) => {
    current = actor
    render(<PaymentFileNotice actorRef={actor as PaymentFileActorRef} />)
  },
  userEvents,
  screens,
})
