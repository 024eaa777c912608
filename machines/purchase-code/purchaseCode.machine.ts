import { MSG } from '@contract/messages'
import type { PurchaseCode } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { hasStatus, messageOf } from '../shared/failure'

export interface PurchaseCodeContext {
  /** The live 6-digit code (the server keeps only its hash: a lost code cannot be shown again). */
  code: string | null
  /** Seconds left, counting down from the answer's expire_in. */
  remaining: number
  error: string | null
}

export type PurchaseCodeEvent = { type: 'code.regenerate' } | { type: 'code.retry' }

/**
 * The customer's purchase code on /token (docs/decisions.md#purchase-codes): issue a code, count down
 * one second at a time from expire_in, and at zero issue a new one by itself; 'Generar nuevo código' does the
 * same at any time. Every new code clears the selected project (`clearSelectedProject`, a hook the projects
 * area provides). A credit-blocked builder (the server answers 403, docs/decisions.md#credit-block) gets no
 * code: `blocked` shows why until it asks again.
 */
export const purchaseCodeMachine = setup({
  // Stryker disable next-line ObjectLiteral: type parameters only, no runtime effect
  types: {
    context: {} as PurchaseCodeContext,
    events: {} as PurchaseCodeEvent,
  },
  // Stryker disable BlockStatement,StringLiteral: a placeholder, always replaced by .provide() (purchaseCodeLogic.ts, tests)
  actors: {
    generateCode: fromPromise<PurchaseCode>(async () => {
      throw new Error('generateCode not provided')
    }),
  },
  // Stryker restore BlockStatement,StringLiteral
  actions: {
    issue: assign((_, code: PurchaseCode) => ({
      code: code.token,
      // Never below one second: a zero would regenerate at once and keep the server busy.
      remaining: Math.max(1, Math.floor(code.expire_in)),
      error: null,
    })),
    /** No live code any more, and why (the server's msg or the connection text). */
    storeFailure: assign(({ event }) => ({
      code: null,
      remaining: 0,
      error: messageOf((event as { error?: unknown }).error, MSG.unexpected),
    })),
    /** Hook point for the projects area: a new code is not tied to the previously selected project. */
    clearSelectedProject: () => {},
  },
  guards: {
    hasTimeLeft: ({ context }) => context.remaining > 1,
    /** 403 to a code: the builder may not buy on credit (a reported non-payment). */
    isCreditBlocked: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return hasStatus(error, 403)
    },
  },
  delays: {
    codeTick: 1000,
  },
}).createMachine({
  id: 'purchaseCode',
  context: { code: null, remaining: 0, error: null },
  initial: 'issuing',
  states: {
    issuing: {
      tags: ['busy'],
      invoke: {
        id: 'generateCode',
        src: 'generateCode',
        onDone: {
          target: 'active',
          actions: [{ type: 'issue', params: ({ event }) => event.output }, 'clearSelectedProject'],
        },
        onError: [
          { guard: 'isCreditBlocked', target: 'blocked', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    active: {
      tags: ['ready'],
      after: {
        codeTick: [
          {
            guard: 'hasTimeLeft',
            target: 'active',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
          {
            target: 'regenerating',
            // Stryker disable next-line ObjectLiteral: the countdown shows only with a live code, and the next code sets it
            actions: assign({ remaining: 0 }),
          },
        ],
      },
      on: {
        'code.regenerate': { target: 'regenerating' },
      },
    },
    regenerating: {
      tags: ['busy'],
      invoke: {
        id: 'generateCode',
        src: 'generateCode',
        onDone: {
          target: 'active',
          actions: [{ type: 'issue', params: ({ event }) => event.output }, 'clearSelectedProject'],
        },
        onError: [
          { guard: 'isCreditBlocked', target: 'blocked', actions: 'storeFailure' },
          { target: 'failed', actions: 'storeFailure' },
        ],
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'code.retry': { target: 'issuing' },
      },
    },
    /** The builder cannot buy on credit: no code, the notice instead; it may ask again once cleared. */
    blocked: {
      tags: ['blocked'],
      on: {
        'code.retry': { target: 'issuing' },
      },
    },
  },
})

export type PurchaseCodeMachine = typeof purchaseCodeMachine
