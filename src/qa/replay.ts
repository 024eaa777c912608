import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
  type Observer,
  SimulatedClock,
  type StateValue,
} from 'xstate'
import { ActorController, withControlledActors } from './controlledActors'
import type { FlowPath } from './reports'

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

export interface StepOutcome {
  index: number
  event: EventObject
  expected: StateValue
  actual: StateValue
  /** The actor is in the state the test run recorded after this step. */
  matches: boolean
  /** Why the step could not be carried out (no such invocation waiting, a delay that is not a number). */
  problem?: string
  /** Done by the person clicking in the view, not by the replay. */
  byView?: true
}

/** Where the actor went when the person used the view: the steps it stands for, or off the path. */
export type Followed =
  | { onPath: true; value: StateValue; outcomes: StepOutcome[] }
  | { onPath: false; value: StateValue }

const isFileStandIn = (value: unknown): value is { file: string; type: string; size: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { file?: unknown }).file === 'string' &&
  typeof (value as { size?: unknown }).size === 'number' &&
  Object.keys(value).length === 3

/** A report keeps a File as `{ file, type, size }` (JSON): a replay gets a File again (empty bytes of that size). */
export const reviveFiles = (value: unknown): unknown => {
  if (isFileStandIn(value)) return new File([new Uint8Array(value.size)], value.file, { type: value.type })
  if (Array.isArray(value)) return value.map(reviveFiles)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveFiles(v)]))
  return value
}

/** Lets promise callbacks and the actor's own events run (as the model tests do). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

const delayMs = (machine: AnyStateMachine, name: string): number | undefined => {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  const asNumber = Number(name)
  return Number.isFinite(asNumber) ? asNumber : undefined
}

/** Same value: deep equality of plain JSON (state values are strings and nested objects). */
export const sameValue = (a: StateValue, b: StateValue): boolean => {
  const norm = (v: unknown): unknown =>
    v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, inner]) => [k, norm(inner)]),
        )
      : v
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b))
}

/**
 * One recorded model path played on a live actor of the machine: user events are sent, the actor's invocations
 * are settled with the recorded output or error, delays advance a simulated clock.
 */
export class Replay {
  readonly actor: Actor<AnyStateMachine>
  private readonly controller = new ActorController()
  private readonly clock = new SimulatedClock()
  private nextIndex = 0
  /** True while the replay itself moves the actor: any other change came from the view. */
  private stepping = false

  constructor(
    private readonly machine: AnyStateMachine,
    readonly path: FlowPath,
    options: { input?: unknown; inspect?: Inspect } = {},
  ) {
    this.actor = createActor(withControlledActors(machine, this.controller), {
      clock: this.clock,
      input: options.input,
      inspect: options.inspect,
    } as never)
  }

  start(): void {
    this.actor.start()
  }

  stop(): void {
    this.actor.stop()
  }

  /** Index of the next step; `path.steps.length` when done. */
  get position(): number {
    return this.nextIndex
  }

  get done(): boolean {
    return this.nextIndex >= this.path.steps.length
  }

  /** Carries out a synthetic event; undefined when it is a user event, else a problem or ''. */
  private runSynthetic(event: EventObject): string | undefined {
    const parts = event.type.split('.')
    if (event.type === 'xstate.init') return ''
    if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
      const name = parts.slice(3).join('.')
      const outcome =
        parts[1] === 'done'
          ? { output: reviveFiles((event as { output?: unknown }).output) }
          : { error: (event as { error?: unknown }).error }
      return this.controller.trySettle(name, outcome) ? '' : `Ninguna invocación de ${name} está esperando.`
    }
    if (event.type.startsWith('xstate.after.')) {
      const ms = delayMs(this.machine, parts[2] ?? '')
      if (ms === undefined) return `El retraso ${parts[2]} no es un número con nombre.`
      this.clock.increment(ms)
      return ''
    }
    return undefined
  }

  /** Plays the next step and says whether the actor is where the test run was. */
  async step(): Promise<StepOutcome | null> {
    const step = this.path.steps[this.nextIndex]
    if (!step) return null
    const index = this.nextIndex
    this.nextIndex += 1
    this.stepping = true
    try {
      const problem = this.runSynthetic(step.event)
      if (problem === undefined) this.actor.send(reviveFiles(step.event) as EventObject)
      await settle()
      return this.outcome(index, step, problem)
    } finally {
      this.stepping = false
    }
  }

  /** The replay is playing a step (its own changes are not the view's). */
  get busy(): boolean {
    return this.stepping
  }

  private outcome(index: number, step: FlowPath['steps'][number], problem?: string): StepOutcome {
    const actual = this.actor.getSnapshot().value as StateValue
    return {
      index,
      event: step.event,
      expected: step.state,
      actual,
      matches: sameValue(actual, step.state),
      ...(problem ? { problem } : {}),
    }
  }

  /**
   * The person used the view and the actor moved: the replay goes on from there. The first step from here on
   * (else from the start) whose recorded state is the actor's is where the path stands; the steps up to it count
   * as done by the view. Off the path when no step was recorded in that state.
   */
  follow(): Followed {
    const value = this.actor.getSnapshot().value as StateValue
    const steps = this.path.steps
    const from = Math.max(0, this.nextIndex - 1)
    const order = [...steps.keys()].filter((i) => i >= from).concat([...steps.keys()].filter((i) => i < from))
    const found = order.find((i) => sameValue(steps[i]!.state, value))
    if (found === undefined) return { onPath: false, value }
    const outcomes: StepOutcome[] = []
    for (let i = this.nextIndex; i <= found; i++)
      outcomes.push({ ...this.outcome(i, steps[i]!), byView: true, matches: true })
    this.nextIndex = found + 1
    return { onPath: true, value, outcomes }
  }
}

/** `sale.submit`, `done createSale`, `after codeTick`: an event as a step list shows it. */
export const eventLabel = (event: EventObject): string => {
  const t = event.type
  if (t === 'xstate.init') return 'inicio'
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(t)
  if (m) return `${m[1]} ${m[2]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(t)
  if (after) return `after ${after[1]}`
  return t
}

/** A state value in one line: `form.customerFound`, `{a: x, b: y}` for parallel states. */
export const valueLabel = (value: StateValue): string => {
  if (typeof value === 'string') return value
  const entries = Object.entries(value)
  if (entries.length === 1) {
    const [key, inner] = entries[0]!
    return inner && (typeof inner === 'string' || Object.keys(inner).length)
      ? `${key}.${valueLabel(inner)}`
      : key
  }
  return `{ ${entries.map(([k, v]) => `${k}: ${v ? valueLabel(v) : '—'}`).join(', ')} }`
}
