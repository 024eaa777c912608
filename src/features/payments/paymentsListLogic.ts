import {
  type PaymentFileMachine,
  type PaymentsListDialogsMachine,
  type PaymentsListMachine,
  type PaymentsListRole,
  paymentFileMachine,
  paymentsListMachine,
} from '@machines/payments-list'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { paymentsApi } from '@/api/payments'
import { reservedLinesApi } from '@/api/reservedLines'
import { openPaymentFile } from '@/features/payment-dialogs/openPaymentFile'

/** A row's file link opens the file through the API. */
export const paymentFileLogic = paymentFileMachine.provide({
  actors: {
    openFile: fromPromise(({ input }) => openPaymentFile(input.action, input.payment)),
  },
})

/** The list wired to the API; the counterpart search asks the endpoint of the viewer's role. */
export const paymentsListLogicFor = (role: PaymentsListRole) =>
  paymentsListMachine.provide({
    actors: {
      loadPayments: fromPromise(({ input }) => paymentsApi.list(input)),
      loadLines: fromPromise(() => reservedLinesApi.list('all')),
      searchCounterparts: fromPromise(({ input }) => paymentsApi.counterparts(input, role)),
      paymentFile: paymentFileLogic,
    },
  })

export const paymentsListLogic = {
  supplier: paymentsListLogicFor('supplier'),
  customer: paymentsListLogicFor('customer'),
}

export type PaymentsListActorRef = ActorRefFrom<PaymentsListMachine>
export type PaymentsListDialogsActorRef = ActorRefFrom<PaymentsListDialogsMachine>
export type PaymentFileActorRef = ActorRefFrom<PaymentFileMachine>
