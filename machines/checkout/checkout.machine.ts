import type { ActionResult } from '@contract/http'
import { MSG } from '@contract/messages'
import type { CheckoutDetails } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { isAnswered, messageOf } from '../shared/failure'
import { newIdempotencyKey } from '../shared/ids'

export interface CheckoutInput {
  paymentCode: string
}

export interface CheckoutContext {
  paymentCode: string
  details: CheckoutDetails | null
  error: string | null
  /** The server's msg of the paid checkout. */
  notice: string | null
  /** One per payment attempt: a retry after a lost answer cannot pay twice. */
  idempotencyKey: string | null
}

export type CheckoutEvent = { type: 'checkout.confirm' } | { type: 'checkout.retry' }

/**
 * /checkout/{payment_code} (docs/decisions.md#checkout): details, 'Confirmar compra', a success
 * animation, the detail text after 7.5 s (`detailHold`), then back to the store's redirect_url 1 s later
 * (`redirectHold`, action `redirectTo` provided by the page). Errors show the server msg with a retry.
 */
export const checkoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: type parameters only, no runtime effect
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  // Stryker disable BlockStatement,StringLiteral: placeholders, always replaced by .provide() (checkoutLogic.ts, tests)
  actors: {
    loadCheckoutDetails: fromPromise<CheckoutDetails, { paymentCode: string }>(async () => {
      throw new Error('loadCheckoutDetails not provided')
    }),
    payCheckout: fromPromise<ActionResult, { paymentCode: string; idempotencyKey: string }>(async () => {
      throw new Error('payCheckout not provided')
    }),
  },
  // Stryker restore BlockStatement,StringLiteral
  actions: {
    redirectTo: (_, _params: { url: string }) => {},
    ensureIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
  },
  delays: {
    detailHold: 7500,
    redirectHold: 1000,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    paymentCode: input.paymentCode,
    details: null,
    error: null,
    notice: null,
    idempotencyKey: null,
  }),
  initial: 'loadingDetails',
  states: {
    loadingDetails: {
      tags: ['busy'],
      invoke: {
        id: 'loadCheckoutDetails',
        src: 'loadCheckoutDetails',
        input: ({ context }) => ({ paymentCode: context.paymentCode }),
        onDone: {
          target: 'showingDetails',
          actions: assign({ details: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'detailsFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
    detailsFailed: {
      tags: ['failed'],
      on: { 'checkout.retry': { target: 'loadingDetails' } },
    },
    showingDetails: {
      on: { 'checkout.confirm': { target: 'paying', actions: 'ensureIdempotencyKey' } },
    },
    paying: {
      tags: ['busy'],
      // Stryker disable next-line ObjectLiteral: no view shows the error outside detailsFailed and payFailed, both entered with their own
      entry: assign({ error: null }),
      invoke: {
        id: 'payCheckout',
        src: 'payCheckout',
        input: ({ context }) => ({
          paymentCode: context.paymentCode,
          // Stryker disable next-line StringLiteral: never reached, both ways into paying run ensureIdempotencyKey
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'celebrating',
            actions: assign({ notice: ({ event }) => event.output.msg, idempotencyKey: null }),
          },
          {
            target: 'payFailed',
            actions: assign({ error: ({ event }) => event.output.msg, idempotencyKey: null }),
          },
        ],
        onError: {
          target: 'payFailed',
          actions: assign({
            error: ({ event }) => messageOf(event.error, MSG.unexpected),
            // A 4xx is an answer; a lost answer or a 5xx keeps the key so the retry cannot pay twice.
            idempotencyKey: ({ context, event }) => (isAnswered(event.error) ? null : context.idempotencyKey),
          }),
        },
      },
    },
    payFailed: {
      tags: ['failed'],
      on: { 'checkout.retry': { target: 'paying', actions: 'ensureIdempotencyKey' } },
    },
    celebrating: {
      tags: ['paid'],
      after: { detailHold: 'announcingRedirect' },
    },
    announcingRedirect: {
      tags: ['paid'],
      after: { redirectHold: 'redirecting' },
    },
    redirecting: {
      type: 'final',
      tags: ['paid'],
      entry: {
        type: 'redirectTo',
        // Stryker disable next-line OptionalChaining,StringLiteral: details are loaded before any payment, redirect_url is required
        params: ({ context }) => ({ url: context.details?.redirect_url ?? '/' }),
      },
    },
  },
})

export type CheckoutMachine = typeof checkoutMachine
