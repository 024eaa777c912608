import { type CheckoutMachine, checkoutMachine } from '@machines/checkout'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { checkoutApi } from '@/api/checkout'

/** Only http(s) addresses leave the app; anything else (javascript:, data:) goes home instead. */
export const safeRedirectUrl = (url: string, origin: string): string => {
  try {
    const parsed = new URL(url, origin)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '/'
  } catch {
    return '/'
  }
}

export const checkoutLogic = checkoutMachine.provide({
  actors: {
    loadCheckoutDetails: fromPromise(({ input }) => checkoutApi.details(input.paymentCode)),
    payCheckout: fromPromise(({ input }) => checkoutApi.pay(input.paymentCode, input.idempotencyKey)),
  },
  actions: {
    redirectTo: (_, { url }) => window.location.assign(safeRedirectUrl(url, window.location.origin)),
  },
})
export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>
