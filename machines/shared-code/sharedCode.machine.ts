import { MSG } from '@contract/messages'
import type { SharedToken } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { loadStates } from '../resource/loadStates'
import { messageOf } from '../shared/failure'

export interface SharedCodeContext {
  /** The customer's shared codes as GET /api/shared-tokens lists them. */
  tokens: SharedToken[]
  /** The supplier chosen in the panel. */
  supplierId: number | null
  supplierName: string
  /** The supplier whose code is being deactivated (the chosen one, or any of the list). */
  deactivatingId: number | null
  /** Server msg of a failed load, create or delete. */
  error: string | null
  /** Server msg of a successful create or delete. */
  notice: string | null
}

export type SharedCodeEvent =
  | { type: 'shared.selectSupplier'; supplierId: number | null; supplierName: string }
  | { type: 'shared.activate' }
  /** 'Desactivar' of the chosen supplier's code, or of any code in the list of active codes. */
  | { type: 'shared.deactivate'; supplierId: number }
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
 * Every active code can be deactivated where it is listed, whatever is chosen (after a reload nothing is), and
 * the chosen one also beside its code. Errors show the server msg (docs/decisions.md#errors); a failed create or
 * delete stays where it was, a failed load offers a retry.
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
    /** Only a code that is active can be deactivated. */
    isActiveCode: ({ context, event }) =>
      event.type === 'shared.deactivate' && activeCodeOf(context.tokens, event.supplierId) !== null,
    /** The chosen supplier still has its code (the one deactivated, or failing to be, was another's). */
    chosenKeepsCode: ({ context }) =>
      context.supplierId !== context.deactivatingId &&
      activeCodeOf(context.tokens, context.supplierId) !== null,
    chosenHasCode: ({ context }) => activeCodeOf(context.tokens, context.supplierId) !== null,
  },
  actions: {
    choose: assign(({ event }) =>
      event.type === 'shared.selectSupplier'
        ? { supplierId: event.supplierId, supplierName: event.supplierName, error: null, notice: null }
        : {},
    ),
    deactivate: assign(({ event }) =>
      event.type === 'shared.deactivate' ? { deactivatingId: event.supplierId } : {},
    ),
    /** The deactivated code leaves the list; the server's msg says so. */
    forgetDeactivated: assign(({ context, event }) => ({
      tokens: context.tokens.filter((t) => t.supplier_id !== context.deactivatingId),
      notice: (event as { output?: TokenAnswer }).output?.msg || null,
      deactivatingId: null,
    })),
    /** The code stays; the failure says why. */
    keepDeactivated: assign(({ event }) => ({
      error: messageOf((event as { error?: unknown }).error, MSG.unexpected),
      deactivatingId: null,
    })),
  },
}).createMachine({
  id: 'sharedCode',
  context: {
    tokens: [],
    supplierId: null,
    supplierName: '',
    deactivatingId: null,
    error: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    ...loadStates<SharedCodeContext, SharedToken[], 'loadSharedTokens'>({
      src: 'loadSharedTokens',
      loaded: (tokens) => ({ tokens }),
      done: 'inactive',
      retry: 'shared.retry',
      fallback: MSG.unexpected,
    }),
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
        'shared.deactivate': { guard: 'isActiveCode', target: 'deleting', actions: 'deactivate' },
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
        'shared.deactivate': { guard: 'isActiveCode', target: 'deleting', actions: 'deactivate' },
      },
    },
    deleting: {
      tags: ['busy'],
      entry: assign({ error: null, notice: null }),
      invoke: {
        id: 'deleteSharedToken',
        src: 'deleteSharedToken',
        input: ({ context }) => ({ supplier_id: context.deactivatingId ?? 0 }),
        onDone: [
          // Back to the chosen supplier's code when it was another one that went.
          { guard: 'chosenKeepsCode', target: 'active', actions: 'forgetDeactivated' },
          { target: 'inactive', actions: 'forgetDeactivated' },
        ],
        onError: [
          { guard: 'chosenHasCode', target: 'active', actions: 'keepDeactivated' },
          { target: 'inactive', actions: 'keepDeactivated' },
        ],
      },
    },
  },
})

export type SharedCodeMachine = typeof sharedCodeMachine
