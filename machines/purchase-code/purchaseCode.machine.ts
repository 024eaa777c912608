import { MSG } from '@contract/messages'
import type { LiveCode, PurchaseCode } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { hasStatus, messageOf } from '../shared/failure'

export interface PurchaseCodeContext {
  /** The live 6-digit code. */
  code: string | null
  /** Seconds left, counting down from the answer's expire_in. */
  remaining: number
  error: string | null
}

export type PurchaseCodeEvent = { type: 'code.regenerate' } | { type: 'code.retry' }

/** How a new code is asked for: `keepLive` answers the live one instead when there is one (the screen's own renewal). */
export type GenerateCodeInput = { keepLive: boolean }

/**
 * The customer's purchase code on /token (docs/decisions.md#purchase-codes): first the live code, read
 * (GET) and shown with the seconds it has left, so a reload or a second phone shows the code the supplier may
 * be typing instead of cancelling it; a code is asked for only when there is none, at zero (the countdown, one
 * second at a time) and on 'Generar nuevo código'. The first two keep a live code made meanwhile by another
 * screen (`keepLive`); only 'Generar nuevo código' replaces it. Every code shown hands its project to the
 * projects area (`showCodeProject`, a hook: none for a new code). A credit-blocked builder (the server answers
 * 403, docs/decisions.md#credit-block) gets no code: `blocked` shows why until it asks again. 'Reintentar' reads
 * the live code again: a request whose answer was lost may have made one.
 */
const purchaseCode = setup({
  // Stryker disable next-line ObjectLiteral: type parameters only, no runtime effect
  types: {
    context: {} as PurchaseCodeContext,
    events: {} as PurchaseCodeEvent,
  },
  // Stryker disable BlockStatement,StringLiteral: placeholders, always replaced by .provide() (purchaseCodeLogic.ts, tests)
  actors: {
    loadCode: fromPromise<LiveCode>(async () => {
      throw new Error('loadCode not provided')
    }),
    generateCode: fromPromise<PurchaseCode, GenerateCodeInput>(async () => {
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
    /** Hook point for the projects area: the project of the code now shown (null: none, as for a new code). */
    showCodeProject: (_, _params: { projectId: number | null }) => {},
  },
  guards: {
    hasTimeLeft: ({ context }) => context.remaining > 1,
    /** The server has a live code for this user. */
    isLive: (_, params: { code: LiveCode }) => params.code.token !== null,
    /** 403 to a code: the builder may not buy on credit (a reported non-payment). */
    isCreditBlocked: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return hasStatus(error, 403)
    },
  },
  delays: {
    codeTick: 1000,
  },
})

/** Without a code: credit-blocked (403) or failed, with the reason stored. */
const noCode = [
  { guard: 'isCreditBlocked' as const, target: 'blocked', actions: 'storeFailure' as const },
  { target: 'failed', actions: 'storeFailure' as const },
]

/** Asking for a code (`keepLive` decided by the event that entered the state): shown with its project, or why not. */
const generatingCode = (keepLive: (event: PurchaseCodeEvent) => boolean) =>
  purchaseCode.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'generateCode',
      src: 'generateCode',
      input: ({ event }): GenerateCodeInput => ({ keepLive: keepLive(event) }),
      onDone: {
        target: 'active',
        actions: [
          { type: 'issue', params: ({ event }) => event.output },
          { type: 'showCodeProject', params: ({ event }) => ({ projectId: event.output.project_id }) },
        ],
      },
      onError: noCode,
    },
  })

export const purchaseCodeMachine = purchaseCode.createMachine({
  id: 'purchaseCode',
  context: { code: null, remaining: 0, error: null },
  initial: 'loading',
  states: {
    /** GET customers/generate-token: the live code, if any. */
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCode',
        src: 'loadCode',
        onDone: [
          {
            guard: { type: 'isLive', params: ({ event }) => ({ code: event.output }) },
            target: 'active',
            actions: [
              { type: 'issue', params: ({ event }) => event.output as PurchaseCode },
              { type: 'showCodeProject', params: ({ event }) => ({ projectId: event.output.project_id }) },
            ],
          },
          { target: 'issuing' },
        ],
        onError: noCode,
      },
    },
    /** No live code: one is made (or the one another screen made meanwhile is answered). */
    issuing: generatingCode(() => true),
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
    /**
     * A new code, by hand or at zero. By hand the live code is replaced; at zero another screen of the same user
     * may have renewed it first.
     */
    regenerating: generatingCode((event) => event.type !== 'code.regenerate'),
    failed: {
      tags: ['failed'],
      on: {
        'code.retry': { target: 'loading' },
      },
    },
    /** The builder cannot buy on credit: no code, the notice instead; it may ask again once cleared. */
    blocked: {
      tags: ['blocked'],
      on: {
        'code.retry': { target: 'loading' },
      },
    },
  },
})

export type PurchaseCodeMachine = typeof purchaseCodeMachine
