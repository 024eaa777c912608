import type { ActionResult } from '@contract/http'
import { MSG } from '@contract/messages'
import type { ReservedLine } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'

export interface ReservedLinesContext {
  lines: ReservedLine[]
  /** Load failure. */
  error: string | null
  /** The line 'Eliminar' asks about. */
  removingId: number | null
  /** Server msg of a failed deactivation, shown in the confirm dialog. */
  removeError: string | null
  /** Server msg of the last deactivation. */
  notice: string | null
}

export type ReservedLinesEvent =
  | { type: 'lines.reload' }
  | { type: 'lines.remove'; id: number }
  | { type: 'lines.cancelRemove' }
  | { type: 'lines.confirmRemove' }

/**
 * /reserved-credit-lines (docs/decisions.md#reserved-credit-lines): the supplier's lines, 'Eliminar' with a
 * confirmation that deactivates the line, and 'lines.reload' after a line is created or deactivated.
 */
export const reservedLinesMachine = setup({
  types: {
    context: {} as ReservedLinesContext,
    events: {} as ReservedLinesEvent,
  },
  actors: {
    loadLines: fromPromise<ReservedLine[]>(async () => {
      throw new Error('loadLines not provided')
    }),
    deactivateLine: fromPromise<ActionResult, { id: number }>(async () => {
      throw new Error('deactivateLine not provided')
    }),
  },
  guards: {
    isActiveLine: ({ context, event }) =>
      event.type === 'lines.remove' && context.lines.some((line) => line.id === event.id && line.active),
  },
}).createMachine({
  id: 'reservedLines',
  context: { lines: [], error: null, removingId: null, removeError: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLines',
        src: 'loadLines',
        onDone: { target: 'ready', actions: assign({ lines: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
        },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'lines.remove': {
              guard: 'isActiveLine',
              target: 'confirming',
              actions: assign({
                removingId: ({ event }) => event.id,
                removeError: null,
                notice: null,
              }),
            },
            'lines.reload': { target: '#reservedLines.loading', actions: assign({ notice: null }) },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'lines.confirmRemove': { target: 'deactivating' },
            'lines.cancelRemove': {
              target: 'idle',
              actions: assign({ removingId: null, removeError: null }),
            },
          },
        },
        deactivating: {
          tags: ['confirming'],
          entry: assign({ removeError: null }),
          invoke: {
            id: 'deactivateLine',
            src: 'deactivateLine',
            input: ({ context }) => ({ id: context.removingId ?? 0 }),
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: '#reservedLines.loading',
                actions: assign({ notice: ({ event }) => event.output.msg, removingId: null }),
              },
              { target: 'confirming', actions: assign({ removeError: ({ event }) => event.output.msg }) },
            ],
            onError: {
              target: 'confirming',
              actions: assign({ removeError: ({ event }) => messageOf(event.error, MSG.unexpected) }),
            },
          },
        },
      },
    },
    failed: {
      on: { 'lines.reload': { target: 'loading' } },
    },
  },
})

export type ReservedLinesMachine = typeof reservedLinesMachine
