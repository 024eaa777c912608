import { MSG } from '@contract/messages'
import type { SharedToken } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'

export interface SharedCodeContext {
  /** The customer's shared codes as GET /api/shared-tokens lists them. */
  tokens: SharedToken[]
  /** The supplier chosen in the panel. */
  supplierId: number | null
  supplierName: string
  /** Server msg of a failed load, create or delete. */
  error: string | null
  /** Server msg of a successful create or delete. */
  notice: string | null
}

export type SharedCodeEvent =
  | { type: 'shared.selectSupplier'; supplierId: number | null; supplierName: string }
  | { type: 'shared.activate' }
  | { type: 'shared.deactivate' }
  | { type: 'shared.retry' }

type TokenAnswer = { token: string | null; msg: string }

/** The active shared code of a supplier, or null. */
export const activeCodeOf = (tokens: SharedToken[], supplierId: number | null): string | null => {
  const found = tokens.find((t) => t.supplier_id === supplierId)
  return found?.use_shared_token && found.shared_token ? found.shared_token : null
}

const withToken = (tokens: SharedToken[], entry: SharedToken): SharedToken[] => [
  ...tokens.filter((t) => t.supplier_id !== entry.supplier_id),
  entry,
]

/**
 * The shared-code panel on /token (docs/decisions.md#purchase-codes): a long-lived code for one supplier,
 * from not activated to active (create) and back (delete). Choosing a supplier that already has a code shows it.
 * Errors show the server msg (docs/decisions.md#errors); a failed create or delete stays where it was, a
 * failed load offers a retry.
 */
export const sharedCodeMachine = setup({
  types: {
    context: {} as SharedCodeContext,
    events: {} as SharedCodeEvent,
  },
  actors: {
    loadSharedTokens: fromPromise<SharedToken[]>(async () => {
      throw new Error('loadSharedTokens not provided')
    }),
    createSharedToken: fromPromise<TokenAnswer, { supplier_id: number }>(async () => {
      throw new Error('createSharedToken not provided')
    }),
    deleteSharedToken: fromPromise<TokenAnswer, { supplier_id: number }>(async () => {
      throw new Error('deleteSharedToken not provided')
    }),
  },
  guards: {
    hasSupplier: ({ context }) => context.supplierId !== null,
    /** Choosing the supplier already chosen changes nothing. */
    sameSupplier: ({ context, event }) =>
      event.type === 'shared.selectSupplier' && event.supplierId === context.supplierId,
  },
  actions: {
    choose: assign(({ event }) =>
      event.type === 'shared.selectSupplier'
        ? { supplierId: event.supplierId, supplierName: event.supplierName, error: null, notice: null }
        : {},
    ),
  },
}).createMachine({
  id: 'sharedCode',
  context: { tokens: [], supplierId: null, supplierName: '', error: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSharedTokens',
        src: 'loadSharedTokens',
        onDone: { target: 'inactive', actions: assign({ tokens: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'shared.retry': { target: 'loading' } },
    },
    inactive: {
      on: {
        'shared.selectSupplier': [
          { guard: 'sameSupplier' },
          {
            guard: ({ context, event }) => activeCodeOf(context.tokens, event.supplierId) !== null,
            target: 'active',
            actions: 'choose',
          },
          { actions: 'choose' },
        ],
        'shared.activate': { guard: 'hasSupplier', target: 'creating' },
      },
    },
    creating: {
      tags: ['busy'],
      entry: assign({ error: null, notice: null }),
      invoke: {
        id: 'createSharedToken',
        src: 'createSharedToken',
        input: ({ context }) => ({ supplier_id: context.supplierId ?? 0 }),
        onDone: {
          target: 'active',
          actions: assign({
            tokens: ({ context, event }) =>
              withToken(context.tokens, {
                supplier_id: context.supplierId ?? 0,
                supplier_name: context.supplierName,
                shared_token: event.output.token,
                use_shared_token: true,
              }),
            notice: ({ event }) => event.output.msg || null,
          }),
        },
        onError: {
          target: 'inactive',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
    active: {
      on: {
        'shared.selectSupplier': [
          { guard: 'sameSupplier' },
          {
            guard: ({ context, event }) => activeCodeOf(context.tokens, event.supplierId) !== null,
            actions: 'choose',
          },
          { target: 'inactive', actions: 'choose' },
        ],
        'shared.deactivate': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy'],
      entry: assign({ error: null, notice: null }),
      invoke: {
        id: 'deleteSharedToken',
        src: 'deleteSharedToken',
        input: ({ context }) => ({ supplier_id: context.supplierId ?? 0 }),
        onDone: {
          target: 'inactive',
          actions: assign({
            tokens: ({ context }) => context.tokens.filter((t) => t.supplier_id !== context.supplierId),
            notice: ({ event }) => event.output.msg || null,
          }),
        },
        onError: {
          target: 'active',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
  },
})

export type SharedCodeMachine = typeof sharedCodeMachine
