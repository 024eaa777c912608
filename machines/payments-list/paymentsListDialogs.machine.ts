import type { Payment } from '@contract/payments'
import { assign, setup } from 'xstate'
import type { PaymentActionName } from '../payments'

/** The file actions open a link; the others a dialog (the dialog family's DialogActionName). */
export type ListFileAction = Extract<
  PaymentActionName,
  'viewInvoice' | 'viewProofPayment' | 'viewProofPurchase'
>
export type ListDialogAction = Exclude<PaymentActionName, ListFileAction>

/**
 * Which dialog the list has open: the subset of the dialog family's PaymentDialogRequest
 * (src/features/payment-dialogs/types.ts) this screen opens.
 */
export type PaymentDialogRequest =
  | { kind: 'action'; action: ListDialogAction; payment: Payment }
  | { kind: 'export' }
  | { kind: 'customersReport' }

export interface PaymentsListDialogsContext {
  dialog: PaymentDialogRequest | null
}

export type PaymentsListDialogsEvent =
  /** Sent by the list (a row's action, 'Exportar', 'Reporte de clientes'). */
  | { type: 'dialog.open'; request: PaymentDialogRequest }
  | { type: 'dialog.close' }
  /** The dialog's request went through: the list must show the payments as they are now. */
  | { type: 'dialog.done' }

/**
 * The payments list's dialogs (docs/decisions.md#payments-list): one open at a time, closed without a change, or
 * done. Done is final: the list, which invokes this machine, reloads and starts a fresh one
 * (docs/architecture.md, "Flows on the front").
 */
export const paymentsListDialogsMachine = setup({
  types: {
    context: {} as PaymentsListDialogsContext,
    events: {} as PaymentsListDialogsEvent,
  },
}).createMachine({
  id: 'paymentsListDialogs',
  context: { dialog: null },
  initial: 'closed',
  on: {
    'dialog.open': { target: '.open', actions: assign({ dialog: ({ event }) => event.request }) },
  },
  states: {
    closed: {},
    open: {
      tags: ['dialogOpen'],
      on: {
        'dialog.close': { target: 'closed', actions: assign({ dialog: null }) },
        'dialog.done': { target: 'done', actions: assign({ dialog: null }) },
      },
    },
    done: { type: 'final' },
  },
})

export type PaymentsListDialogsMachine = typeof paymentsListDialogsMachine
