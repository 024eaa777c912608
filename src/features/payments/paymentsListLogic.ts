import { type PaymentsListMachine, type PaymentsListRole, paymentsListMachine } from '@machines/payments-list'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { paymentsApi } from '@/api/payments'
import { reservedLinesApi } from '@/api/reservedLines'
import { openPaymentFile } from '@/features/payment-dialogs/openPaymentFile'

/** The list wired to the API; the counterpart search asks the endpoint of the viewer's role. */
export const paymentsListLogicFor = (role: PaymentsListRole) =>
  paymentsListMachine.provide({
    actors: {
      loadPayments: fromPromise(({ input }) => paymentsApi.list(input)),
      loadLines: fromPromise(() => reservedLinesApi.list('all')),
      searchCounterparts: fromPromise(({ input }) => paymentsApi.counterparts(input, role)),
      openFile: fromPromise(({ input }) => openPaymentFile(input.action, input.payment)),
    },
  })

export const paymentsListLogic = {
  supplier: paymentsListLogicFor('supplier'),
  customer: paymentsListLogicFor('customer'),
}

export type PaymentsListActorRef = ActorRefFrom<PaymentsListMachine>
