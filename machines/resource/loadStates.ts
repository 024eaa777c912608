import { assign, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { messageOf } from '../shared/failure'

/** A guarded way out of a failed load before the generic failure (a 404 with a state of its own). */
export interface LoadRefusal {
  guard: string | { type: string; params: (args: { event: ErrorActorEvent }) => unknown }
  target: string
}

export interface LoadStatesOptions<TContext, TOutput, TSrc extends string, TInput> {
  /** The actor that loads, and its invoke's id. */
  src: TSrc
  /** What the actor is given, read from the context; none when left out. */
  input?: (context: TContext) => TInput
  /** What the context keeps of the answer (its `error` is cleared beside it). */
  loaded: (output: TOutput) => Partial<TContext>
  /** The state a finished load goes to ('ready' unless named). */
  done?: string
  /** The event that loads again after a failure. */
  retry: string
  /** The failure's text when the server sends none (messageOf's own when left out). */
  fallback?: string
  /** Failures that leave for another state than `failed`, checked first. */
  refusals?: LoadRefusal[]
}

/**
 * The `loading` and `failed` states of a screen that loads what it shows (docs/architecture.md#flows-on-the-front):
 * loading (busy) invokes the loader and goes on with the answer kept, or to failed (tagged) with the failure's
 * text, where `retry` loads again. The machine's setup holds the actor; the ready state is the machine's own.
 * `createResourceMachine` is this with a ready state and nothing else.
 *
 * XState types an action by the events of the one machine it belongs to, which a factory serving many machines
 * cannot name: its assigns are typed on their own (`as never`), and `loaded` keeps what they write typed.
 */
export const loadStates = <
  TContext extends { error: string | null },
  TOutput,
  TSrc extends string,
  TInput = undefined,
>({
  src,
  input,
  loaded,
  done = 'ready',
  retry,
  fallback,
  refusals = [],
}: LoadStatesOptions<TContext, TOutput, TSrc, TInput>) => ({
  loading: {
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: TContext }) => (input ? input(context) : undefined) as TInput,
      onDone: {
        target: done,
        actions: assign(({ event }) => ({
          ...loaded((event as DoneActorEvent<TOutput>).output),
          error: null,
        })) as never,
      },
      onError: [
        ...(refusals as never[]),
        {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf((event as ErrorActorEvent).error, fallback),
          }) as never,
        },
      ],
    },
  },
  failed: {
    tags: ['failed'],
    on: { [retry]: 'loading' },
  },
})
