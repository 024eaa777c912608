import { type AnyStateMachine, fromPromise } from 'xstate'

interface Deferred {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  input: unknown
}

/**
 * Replaces every promise actor of a machine by one the test settles by hand, so a path step
 * `xstate.done.actor.<id>` resolves exactly the invocation the live actor is waiting on.
 */
export class ActorController {
  private pending = new Map<string, Deferred>()
  readonly started: Array<{ name: string; input: unknown }> = []

  start(name: string, input: unknown): Promise<unknown> {
    this.started.push({ name, input })
    return new Promise((resolve, reject) => this.pending.set(name, { resolve, reject, input }))
  }

  settle(name: string, outcome: { output: unknown } | { error: unknown }): void {
    const deferred = this.pending.get(name)
    if (!deferred)
      throw new Error(
        `No pending invocation of "${name}" (started: ${this.started.map((s) => s.name).join(', ')})`,
      )
    this.pending.delete(name)
    if ('output' in outcome) deferred.resolve(outcome.output)
    else deferred.reject(outcome.error)
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
