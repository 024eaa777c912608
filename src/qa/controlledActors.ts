import { type AnyStateMachine, fromPromise } from 'xstate'

interface Deferred {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  input: unknown
}

/**
 * Every promise actor of a machine waits here until a path step `xstate.done.actor.<id>` or
 * `xstate.error.actor.<id>` settles it with the recorded output or error: the flows page's replay and the
 * model tests (tests/machines/lib/controlledActors.ts) both drive machines this way.
 */
export class ActorController {
  private pending = new Map<string, Deferred>()
  /** Every invocation so far, in order, with its input: the calls a flow made. */
  readonly started: Array<{ name: string; input: unknown }> = []

  start(name: string, input?: unknown): Promise<unknown> {
    this.started.push({ name, input })
    return new Promise((resolve, reject) => this.pending.set(name, { resolve, reject, input }))
  }

  /** False when no invocation of `name` is waiting (the replay has left the recorded path). */
  trySettle(name: string, outcome: { output: unknown } | { error: unknown }): boolean {
    const deferred = this.pending.get(name)
    if (!deferred) return false
    this.pending.delete(name)
    if ('output' in outcome) deferred.resolve(outcome.output)
    else deferred.reject(outcome.error)
    return true
  }

  inputOf(name: string): unknown {
    return this.pending.get(name)?.input
  }
}

/** The machine with every declared actor replaced by a controlled promise actor. */
export const withControlledActors = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  controller: ActorController,
): TMachine => {
  const names = Object.keys(machine.implementations.actors ?? {})
  const actors = Object.fromEntries(
    names.map((name) => [name, fromPromise(({ input }) => controller.start(name, input))]),
  )
  return machine.provide({ actors } as Parameters<TMachine['provide']>[0]) as TMachine
}
