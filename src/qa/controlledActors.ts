import { type AnyStateMachine, fromPromise } from 'xstate'

interface Deferred {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Every promise actor of a replayed machine waits here until a path step `xstate.done.actor.<id>` or
 * `xstate.error.actor.<id>` settles it with the recorded output or error (the model tests do the same).
 */
export class ActorController {
  private pending = new Map<string, Deferred>()

  start(name: string): Promise<unknown> {
    return new Promise((resolve, reject) => this.pending.set(name, { resolve, reject }))
  }

  /** False when no invocation of `name` is waiting (the replay has left the recorded path). */
  settle(name: string, outcome: { output: unknown } | { error: unknown }): boolean {
    const deferred = this.pending.get(name)
    if (!deferred) return false
    this.pending.delete(name)
    if ('output' in outcome) deferred.resolve(outcome.output)
    else deferred.reject(outcome.error)
    return true
  }
}

/** The machine with every declared actor replaced by a controlled promise actor. */
export const withControlledActors = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  controller: ActorController,
): TMachine => {
  const names = Object.keys(machine.implementations.actors ?? {})
  const actors = Object.fromEntries(names.map((name) => [name, fromPromise(() => controller.start(name))]))
  return machine.provide({ actors } as Parameters<TMachine['provide']>[0]) as TMachine
}
