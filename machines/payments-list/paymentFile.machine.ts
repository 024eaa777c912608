import { MSG } from '@contract/messages'
import type { Payment } from '@contract/payments'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'
import type { ListFileAction } from './paymentsListDialogs.machine'

export interface PaymentFileContext {
  /** A file that could not be opened. */
  fileError: string | null
}

export type PaymentFileEvent =
  /** Sent by the list: a row's 'Ver factura', 'Ver comprobante de pago' or 'Ver comprobante de compra'. */
  { type: 'file.open'; action: ListFileAction; payment: Payment } | { type: 'file.dismiss' }

/**
 * The payments list's file links (docs/decisions.md#payments-list): a row's file opens in a new tab; while it is
 * asked for, 'Abriendo archivo…'; a file that cannot be opened says why until dismissed (or a dialog opens).
 */
export const paymentFileMachine = setup({
  types: {
    context: {} as PaymentFileContext,
    events: {} as PaymentFileEvent,
  },
  actors: {
    /** openPaymentFile: null when the file opened, else the message to show. */
    openFile: fromPromise<string | null, { action: ListFileAction; payment: Payment }>(async () => {
      throw new Error('openFile not provided')
    }),
  },
}).createMachine({
  id: 'paymentFile',
  context: { fileError: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.open': { target: 'opening', actions: assign({ fileError: null }) },
        'file.dismiss': { actions: assign({ fileError: null }) },
      },
    },
    opening: {
      tags: ['openingFile'],
      invoke: {
        id: 'openFile',
        src: 'openFile',
        input: ({ event }) => {
          if (event.type !== 'file.open') throw new Error('openFile needs file.open')
          return { action: event.action, payment: event.payment }
        },
        onDone: { target: 'idle', actions: assign({ fileError: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ fileError: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
  },
})

export type PaymentFileMachine = typeof paymentFileMachine
