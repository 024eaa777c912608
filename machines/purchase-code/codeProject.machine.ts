import { ACTION_MSG } from '@contract/paymentTexts'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'

/** A project the builder can tie its purchase code to. */
export type CodeProjectOption = { id: number; name: string }

export interface CodeProjectContext {
  projects: CodeProjectOption[]
  /** The project the next sale made with the live code lands in (sent with POST projects/assign). */
  chosenId: number | null
  /** The project being sent. */
  pendingId: number | null
  /** Load failure. */
  error: string | null
  /** Failure of the assignment. */
  assignError: string | null
}

export type CodeProjectEvent =
  | { type: 'projects.reload' }
  | { type: 'project.choose'; id: number }
  /** A new purchase code: it is not tied to the previous choice. */
  | { type: 'project.clear' }
  /** The live code shown was already tied to this project (on the server: a reload, another screen). */
  | { type: 'project.restore'; id: number }

/**
 * Assign-to-project on /token (docs/decisions.md#purchase-codes): the builder picks one of its projects, the
 * choice is sent with POST projects/assign and shown; a new purchase code clears it (`project.clear`) and a live
 * code read again brings back the project it carries (`project.restore`), both sent by the purchase-code flow's
 * `showCodeProject`. Both may come at any time, the projects still loading included: the code and the projects
 * load side by side.
 */
export const codeProjectMachine = setup({
  // Stryker disable next-line ObjectLiteral: type parameters only, no runtime effect
  types: {
    context: {} as CodeProjectContext,
    events: {} as CodeProjectEvent,
  },
  // Stryker disable BlockStatement,StringLiteral: placeholders, always replaced by .provide() (purchaseCodeLogic.ts, tests)
  actors: {
    loadProjects: fromPromise<CodeProjectOption[]>(async () => {
      throw new Error('loadProjects not provided')
    }),
    assignProjectToCode: fromPromise<{ success: boolean; msg: string }, { project_id: number }>(async () => {
      throw new Error('assignProjectToCode not provided')
    }),
  },
  // Stryker restore BlockStatement,StringLiteral
  guards: {
    isOtherProject: ({ context, event }) =>
      event.type === 'project.choose' &&
      event.id !== context.chosenId &&
      context.projects.some((project) => project.id === event.id),
  },
}).createMachine({
  id: 'codeProject',
  context: { projects: [], chosenId: null, pendingId: null, error: null, assignError: null },
  initial: 'loading',
  on: {
    'project.clear': { actions: assign({ chosenId: null }) },
    // An assignment on its way is not cancelled: the server applies it to the same code, and its answer wins.
    'project.restore': { actions: assign({ chosenId: ({ event }) => event.id }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProjects',
        src: 'loadProjects',
        onDone: { target: 'ready', actions: assign({ projects: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error, ACTION_MSG.genericError) }),
        },
      },
    },
    failed: {
      on: { 'projects.reload': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      on: {
        'project.clear': {
          target: '.idle',
          actions: assign({ chosenId: null, pendingId: null, assignError: null }),
        },
      },
      states: {
        idle: {
          on: {
            'project.choose': {
              guard: 'isOtherProject',
              target: 'assigning',
              actions: assign({ pendingId: ({ event }) => event.id, assignError: null }),
            },
          },
        },
        assigning: {
          tags: ['busy'],
          invoke: {
            id: 'assignProjectToCode',
            src: 'assignProjectToCode',
            input: ({ context }) => ({ project_id: context.pendingId ?? 0 }),
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: 'idle',
                actions: assign({ chosenId: ({ context }) => context.pendingId, pendingId: null }),
              },
              {
                target: 'idle',
                actions: assign({ pendingId: null, assignError: ({ event }) => event.output.msg }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                pendingId: null,
                assignError: ({ event }) => messageOf(event.error, ACTION_MSG.genericError),
              }),
            },
          },
        },
      },
    },
  },
})

export type CodeProjectMachine = typeof codeProjectMachine
