import { ActorController as Controller } from '@/qa/controlledActors'

export { withControlledActors } from '@/qa/controlledActors'

/**
 * The flows page's controller (src/qa/controlledActors.ts), strict: settling an actor that is not running
 * fails the test, naming the ones that ran.
 */
export class ActorController extends Controller {
  /** The named actions the machine ran, in order, with their params (from the actor's inspection events). */
  readonly executed: { type: string; params: unknown }[] = []

  settle(name: string, outcome: { output: unknown } | { error: unknown }): void {
    if (!this.trySettle(name, outcome))
      throw new Error(
        `No pending invocation of "${name}" (started: ${this.started.map((s) => s.name).join(', ')})`,
      )
  }
}
