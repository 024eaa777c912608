import {
  connectPaymentsListDialogs,
  type PaymentDialogRequest,
  type PaymentsListDialogsApi,
  paymentsListDialogsMachine,
} from '@machines/payments-list'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { PaymentsListDialog } from '@/features/payments/PaymentsListDialog'
import type { PaymentsListDialogsActorRef } from '@/features/payments/paymentsListLogic'
import { pagePayments, supplierViewer } from '../ui/payments.fixtures'
import { describeModel } from './lib/describeModel'
import type { Invariant, ModelSpec, Trail } from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'
import { StubDialog } from './paymentsList.fixtures'

type Machine = typeof paymentsListDialogsMachine

const { toConfirm } = pagePayments
const open = (request: PaymentDialogRequest) => ({ type: 'dialog.open', request }) as EventObject
/** What the list opens: a row's action, 'Exportar', 'Reporte de clientes'. */
const REQUESTS: PaymentDialogRequest[] = [
  { kind: 'action', action: 'confirm', payment: toConfirm },
  { kind: 'export' },
  { kind: 'customersReport' },
]

/** One dialog at a time (a modal dialog covers the list): opened from closed, then closed or done. */
const dialogEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  if (snapshot.matches('closed')) return REQUESTS.map(open)
  if (snapshot.matches('open')) return [{ type: 'dialog.close' }, { type: 'dialog.done' }]
  return []
}

// ---------------------------------------------------------------- what the spec says, from the trail

/** The dialog the list asked for last, unless it was closed or done since. */
const openDialogOf = (trail: Trail): PaymentDialogRequest | null => {
  let dialog: PaymentDialogRequest | null = null
  for (const { event } of trail.steps) {
    if (event.type === 'dialog.open') dialog = (event as unknown as { request: PaymentDialogRequest }).request
    if (event.type === 'dialog.close' || event.type === 'dialog.done') dialog = null
  }
  return dialog
}

const invariants: Record<string, Invariant<PaymentsListDialogsApi>> = {
  'paymentsListDialogs.closed': ({ selected, tags, status }, trail) => {
    expect(['xstate.init', 'dialog.close']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expect(selected.dialog).toBeNull()
    expect(tags).not.toContain('dialogOpen')
    expect(status).toBe('active')
  },
  'paymentsListDialogs.open': ({ selected, tags }, trail) => {
    expect(trail.lastEvent?.type).toBe('dialog.open')
    expect(selected.dialog).toEqual(openDialogOf(trail))
    expect(tags).toContain('dialogOpen')
  },
  // Done ends the child: the list reloads and starts a fresh one (paymentsList.model.test.tsx).
  'paymentsListDialogs.done': ({ selected, status }, trail) => {
    expect(trail.lastEvent?.type).toBe('dialog.done')
    expect(trail.count('dialog.done')).toBe(1)
    expect(selected.dialog).toBeNull()
    expect(status).toBe('done')
  },
}

const spec: ModelSpec<Machine, PaymentsListDialogsApi> = {
  machine: paymentsListDialogsMachine,
  events: dialogEvents,
  select: (snapshot) => connectPaymentsListDialogs(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

/** The actor the view was rendered with: the list hands it 'dialog.open' (its row menus and toolbar). */
let current: AnyActorRef | undefined

const dialog = () => screen.queryByRole('dialog', { name: 'Diálogo de pago' })
const whatOf = (request: PaymentDialogRequest) =>
  request.kind === 'action' ? `${request.action} ${request.payment.id}` : request.kind

const userEvents: ViewSpec<Machine>['userEvents'] = {
  'dialog.open': async (event) => act(() => current!.send(event)),
  'dialog.close': async () =>
    userEvent.setup().click(within(dialog()!).getByRole('button', { name: 'Cancelar' })),
  'dialog.done': async () =>
    userEvent.setup().click(within(dialog()!).getByRole('button', { name: 'Listo' })),
}

const screens: Record<string, (trail: Trail) => void> = {
  'paymentsListDialogs.closed': () => expect(dialog()).not.toBeInTheDocument(),
  'paymentsListDialogs.open': (trail) => expect(dialog()).toHaveTextContent(whatOf(openDialogOf(trail)!)),
  'paymentsListDialogs.done': () => expect(dialog()).not.toBeInTheDocument(),
}

describeModel('payments list dialogs machine', spec, {
  render: (actor: AnyActorRef) => {
    current = actor
    render(
      <PaymentsListDialog
        actorRef={actor as PaymentsListDialogsActorRef}
        viewer={supplierViewer}
        dialogComponent={StubDialog}
      />,
    )
  },
  userEvents,
  screens,
})
