import type { Statement } from '@contract/statements'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'

export type StatementSide = Statement['side']

export interface StatementInput {
  /** The token of a builder's mail; null for the signed-in supplier's own statement. */
  token: string | null
}

/** What the load and export actors are given. */
export type StatementRequest = { token: string | null }

export interface StatementContext {
  token: string | null
  /** customer: a builder by the token of its mail; supplier: signed in. */
  side: StatementSide
  statement: Statement | null
  error: string | null
  exportError: string | null
}

export type StatementEvent = { type: 'statement.retry' } | { type: 'statement.export' }

/**
 * /statement/{token?} 'Estado de cuenta' (docs/decisions.md#statements): this week's statement (a builder's by
 * token, a supplier's signed in). Loaded with rows it offers the export (`estado_de_cuenta.xlsx`; the injected
 * actor downloads it and saves the file), which may fail and be tried again with the table still on screen.
 * Loaded without rows it says there is nothing pending; a failed load offers 'Reintentar'.
 */
export const statementMachine = setup({
  types: {
    context: {} as StatementContext,
    events: {} as StatementEvent,
    input: {} as StatementInput,
  },
  actors: {
    loadStatement: fromPromise<Statement, StatementRequest>(async () => {
      throw new Error('statement: loadStatement not provided')
    }),
    exportStatement: fromPromise<void, StatementRequest>(async () => {
      throw new Error('statement: exportStatement not provided')
    }),
  },
  guards: {
    hasRows: (_, params: { statement: Statement }) => params.statement.data.length > 0,
  },
}).createMachine({
  id: 'statement',
  context: ({ input }) => ({
    token: input.token,
    side: input.token === null ? 'supplier' : 'customer',
    statement: null,
    error: null,
    exportError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatement',
        src: 'loadStatement',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'hasRows', params: ({ event }) => ({ statement: event.output }) },
            target: 'ready',
            actions: assign({ statement: ({ event }) => event.output, error: null }),
          },
          { target: 'empty', actions: assign({ statement: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'statement.retry': 'loading' },
    },
    empty: { tags: ['loaded', 'empty'] },
    ready: {
      tags: ['loaded'],
      initial: 'idle',
      states: {
        idle: {
          on: { 'statement.export': 'exporting' },
        },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportStatement',
            src: 'exportStatement',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'idle', actions: assign({ exportError: null }) },
            onError: {
              target: 'exportFailed',
              actions: assign({ exportError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        exportFailed: {
          tags: ['exportFailed'],
          on: { 'statement.export': 'exporting' },
        },
      },
    },
  },
})
