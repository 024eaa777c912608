import { getAdjacencyMap, getShortestPaths, type StatePath, serializeSnapshot } from '@xstate/graph'
import { afterAll, expect } from 'vitest'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getStateNodes,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
  type StateValue,
} from 'xstate'
import { ActorController, withControlledActors } from './controlledActors'
import { coverageOf, noteExclusions, writeFlowReports } from './coverage'
import { transitionRecorder } from './transitions'

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>

/** The test's own record of a path so far: every event sent, synthetic outcomes with their output or error. */
export class Trail {
  readonly steps: Array<{ event: EventObject; state: StateValue }> = []

  /** The input the test started the actor with. */
  constructor(readonly input: unknown) {}

  get events(): EventObject[] {
    return this.steps.map((step) => step.event)
  }

  /** The last event of that type (or matching it), as the test sent it. */
  last<T = EventObject>(type: string | RegExp): T | undefined {
    const matches = (t: string) => (typeof type === 'string' ? t === type : type.test(t))
    return this.events.findLast((event) => matches(event.type)) as T | undefined
  }

  count(type: string | RegExp): number {
    return this.events.filter((event) =>
      typeof type === 'string' ? event.type === type : type.test(event.type),
    ).length
  }

  /** The event that led to the current state. */
  get lastEvent(): EventObject | undefined {
    return this.steps.at(-1)?.event
  }
}

/** What a test may look at on the live actor: its public surface, not its context. */
export interface Observed<TSelected = unknown> {
  value: StateValue
  status: string
  /** What a finished actor hands to its parent (undefined while it runs). */
  output: unknown
  tags: string[]
  /** The actor calls made so far, with their input. */
  started: ReadonlyArray<{ name: string; input: unknown }>
  /** The named actions run so far (injected with `.provide()`: storage, navigation…), with their params. */
  executed: ReadonlyArray<{ type: string; params: unknown }>
  /** What the spec's `select` returns (selectors, connect output). */
  selected: TSelected
  /**
   * Whether the actor would take this event now. Invariants say which user actions the spec offers in a state
   * ('Reintentar' works in failed): a transition removed from the definition leaves no path and no coverage
   * gap, only this fails.
   */
  can: (event: EventObject) => boolean
}

export type Invariant<TSelected = unknown> = (observed: Observed<TSelected>, trail: Trail) => void

export interface ModelSpec<TMachine extends AnyStateMachine, TSelected = unknown> {
  machine: TMachine
  input?: InputFrom<TMachine>
  /** The user events and the synthetic ones (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`). */
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[])
  /** What invariants see of the live actor besides tags and calls (selectors, connect output). */
  select?: (snapshot: AnyMachineSnapshot) => TSelected
  /** What the product spec says holds in each resting state (by state id), checked after every step. */
  invariants?: Record<string, Invariant<TSelected>>
  /** Transitions (by id) or states that truly cannot happen in this spec, with the reason. */
  impossible?: Record<string, string>
  /** Groups coverage (a dialog kind of a family); the machine id by default. */
  scope?: string
  /**
   * The report this spec counts in (reports/flows/<report>.json, the /qa page's key); the machine id by default.
   * Machines a factory builds with one id (the customer and the supplier dashboards) need one each.
   */
  report?: string
  /** Prefixes the names of its paths (a variant's name). */
  name?: string
  /**
   * Event types whose transition leaves the snapshot as it was (an action only, e.g. a spawned record) but must
   * still be taken: each gets a path ending with it. Other events that change nothing are left out.
   */
  selfLoops?: string[]
}

/** The atomic state ids a snapshot is in. */
export const activeLeafIds = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] =>
  getStateNodes(machine.root, snapshot.value)
    .filter((node) => Object.keys(node.states).length === 0)
    .map((node) => node.id)

const serializeWithStatus = (snapshot: AnyMachineSnapshot): string =>
  `${snapshot.status}:${serializeSnapshot(snapshot)}`

/**
 * A synthetic event is offered only where it can happen: an actor's done/error while that actor runs,
 * a delayed transition while its state is active. Elsewhere XState would treat an error event as unhandled.
 */
const applicableEvents =
  <TMachine extends AnyStateMachine, TSelected>(spec: ModelSpec<TMachine, TSelected>) =>
  (snapshot: AnyMachineSnapshot): EventObject[] => {
    const all = typeof spec.events === 'function' ? spec.events(snapshot) : spec.events
    const active = new Set(getStateNodes(spec.machine.root, snapshot.value).map((node) => node.id))
    return all.filter((event) => {
      const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
      if (actor) return actor in snapshot.children
      const delayed = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type)?.[1]
      if (delayed) return active.has(delayed)
      return true
    })
  }

/**
 * An invoked actor's done/error that its state handles without changing anything the graph serializes
 * (`onError: {}`): the snapshot looks the same, but it is a transition of the definition to take.
 */
const handledInPlace = (
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  event: EventObject,
): boolean => {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
  if (!actor || !(actor in before.children)) return false
  return getStateNodes(machine.root, before.value).some((node) => node.transitions.has(event.type))
}

const isPrefixOf = (short: ModelPath, long: ModelPath): boolean =>
  short.steps.length < long.steps.length &&
  short.steps.every(
    (step, i) =>
      JSON.stringify(step.event) === JSON.stringify(long.steps[i]!.event) &&
      serializeWithStatus(step.state) === serializeWithStatus(long.steps[i]!.state),
  )

/**
 * One path per transition of the model: the shortest path to each reachable snapshot, extended by every event
 * that changes it. Paths contained in longer ones are dropped (coverage is checked by describeModel's live runs).
 */
export const modelPaths = <TMachine extends AnyStateMachine, TSelected = unknown>(
  spec: ModelSpec<TMachine, TSelected>,
): ModelPath[] => {
  const options = {
    events: applicableEvents(spec) as never,
    input: spec.input,
    serializeState: serializeWithStatus,
  }
  const shortest = getShortestPaths(spec.machine, options) as unknown as ModelPath[]
  const toSnapshot = new Map(shortest.map((path) => [serializeWithStatus(path.state), path]))
  // The same start as the shortest paths (with input), not the logic default which ignores the machine's input.
  const fromState = shortest.find((path) => path.steps.length > 0)?.steps[0]?.state ?? shortest[0]?.state
  const adjacency = getAdjacencyMap(spec.machine, {
    ...options,
    fromState,
  } as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >
  const extended: ModelPath[] = []
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = toSnapshot.get(key as never)
    if (!head) continue
    for (const { event, state } of Object.values(transitions)) {
      const selfLoop = spec.selfLoops?.includes(event.type) || handledInPlace(spec.machine, head.state, event)
      if (serializeWithStatus(state) === key && !selfLoop) continue
      extended.push({
        state: state as AnyMachineSnapshot,
        steps: [...head.steps, { event: event as EventObject, state: state as AnyMachineSnapshot }],
        weight: head.weight + 1,
      })
    }
  }
  // The shortest path to a snapshot is often also the extension of its predecessor's: keep one of each.
  const seen = new Set<string>()
  const candidates = [...shortest, ...extended].filter((path) => {
    const key = path.steps
      .map((step) => `${JSON.stringify(step.event)}\u0000${serializeWithStatus(step.state)}`)
      .join('\u0001')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const paths = candidates.filter(
    (path) => !candidates.some((other) => other !== path && isPrefixOf(path, other)),
  )
  nameUniquely(paths, spec.name)
  coverageOf(spec.machine, spec.report)
  noteExclusions(spec.machine, spec.impossible, spec.report)
  registerReport()
  return paths
}

/**
 * After the suite that generated these paths (the file, or the describe that called modelPaths), write
 * reports/flows/<machineId>.json for every machine the file ran so far; the last suite's write is complete.
 */
const registerReport = () => afterAll(() => writeFlowReports(expect.getState().testPath ?? 'unknown'))

const eventTypes = (path: ModelPath): string =>
  path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ') || '(initial)'

const uniqueNames = new WeakMap<ModelPath, string>()

/** Paths with the same event types (different outputs or values) get `(2)`, `(3)`… so each name is one path. */
const nameUniquely = (paths: ModelPath[], prefix?: string) => {
  const counts = new Map<string, number>()
  for (const path of paths) {
    const types = prefix ? `${prefix}: ${eventTypes(path)}` : eventTypes(path)
    const count = (counts.get(types) ?? 0) + 1
    counts.set(types, count)
    uniqueNames.set(path, count === 1 ? types : `${types} (${count})`)
  }
}

export const describePath = (path: ModelPath): string => uniqueNames.get(path) ?? eventTypes(path)

const delayMs = (machine: AnyStateMachine, name: string): number => {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  const asNumber = Number(name)
  if (Number.isFinite(asNumber)) return asNumber
  throw new Error(`Delay "${name}" of ${machine.id} must be a named number to be simulated`)
}

/** Carries out a synthetic event on a live actor; false when the event is a user event. */
export const runSyntheticEvent = (
  machine: AnyStateMachine,
  event: EventObject,
  controller: ActorController,
  clock: SimulatedClock,
): boolean => {
  const [, kind, what, ...rest] = event.type.split('.')
  if (event.type.startsWith('xstate.done.actor.')) {
    controller.settle(rest.join('.') || what!, { output: (event as { output?: unknown }).output })
    return true
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    controller.settle(rest.join('.') || what!, { error: (event as { error?: unknown }).error })
    return true
  }
  if (kind === 'after' && what) {
    clock.increment(delayMs(machine, what))
    return true
  }
  return false
}

/** Lets promise callbacks and the actor's internal events run. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

export interface LiveRun<TMachine extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<TMachine>>
  controller: ActorController
  clock: SimulatedClock
}

/** A started actor of the machine with controlled actors and a simulated clock. */
export const startLive = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
  inspect?: (event: InspectionEvent) => void,
): LiveRun<TMachine> => {
  const controller = new ActorController()
  const clock = new SimulatedClock()
  const actor: ReturnType<typeof createActor<TMachine>> = createActor(
    withControlledActors(machine, controller),
    {
      clock,
      input,
      inspect: (event: InspectionEvent) => {
        // Named actions only (a store, a clear…): inline assigns and the harness's own are left out.
        if (
          event.type === '@xstate.action' &&
          event.actorRef === actor &&
          !event.action.type.startsWith('xstate.')
        )
          controller.executed.push({ type: event.action.type, params: event.action.params })
        inspect?.(event)
      },
    } as never,
  ) as ReturnType<typeof createActor<TMachine>>
  actor.start()
  return { actor, controller, clock }
}

/** What invariants and screens see of the live actor. */
export const observe = <TSelected>(
  spec: Pick<ModelSpec<AnyStateMachine, TSelected>, 'select'>,
  snapshot: AnyMachineSnapshot,
  controller: ActorController,
): Observed<TSelected> => ({
  value: snapshot.value,
  status: snapshot.status,
  output: snapshot.output,
  tags: [...snapshot.tags].sort(),
  started: [...controller.started],
  executed: [...controller.executed],
  selected: spec.select?.(snapshot) as TSelected,
  can: (event) => snapshot.can(event),
})

/** Harness sanity only: the live actor is where the generated path says (its value, never its context). */
export const expectSameState = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, where: string) =>
  expect({ value: actual.value, status: actual.status }, where).toEqual({
    value: expected.value,
    status: expected.status,
  })

/** A live run of a path: controlled actors, a simulated clock, the transitions taken recorded for coverage. */
export const startRecordedRun = <TMachine extends AnyStateMachine, TSelected>(
  spec: ModelSpec<TMachine, TSelected>,
) => {
  const recorder = transitionRecorder()
  const run = startLive(spec.machine, spec.input, recorder.inspect)
  const coverage = coverageOf(spec.machine, spec.report)
  const scope = spec.scope ?? spec.machine.id
  const trail = new Trail(spec.input)
  return {
    ...run,
    trail,
    /** Performs a synthetic step (true) or says the caller must send the user event (false). */
    synthetic: (event: EventObject) =>
      event.type === 'xstate.init' || runSyntheticEvent(spec.machine, event, run.controller, run.clock),
    /** After a step: what it took goes to coverage, the event and the live state to the trail. */
    stepDone: (event: EventObject) => {
      coverage.record(scope, recorder.drain())
      trail.steps.push({ event, state: (run.actor.getSnapshot() as AnyMachineSnapshot).value })
    },
    finish: (path: ModelPath) => {
      coverage.addPath(describePath(path), trail.steps, spec.input)
      run.actor.stop()
    },
  }
}

/** The spec's invariant of each active leaf state; a resting state without one fails. */
export const checkInvariants = <TMachine extends AnyStateMachine, TSelected>(
  spec: ModelSpec<TMachine, TSelected>,
  snapshot: AnyMachineSnapshot,
  controller: ActorController,
  trail: Trail,
) => {
  for (const id of activeLeafIds(spec.machine, snapshot)) {
    const invariant = spec.invariants?.[id]
    if (!invariant) throw new Error(`No invariant for state ${id}`)
    invariant(observe(spec, snapshot, controller), trail)
  }
}

/**
 * Runs a path against a live actor, checking the spec's invariants after every step (and the state value, as a
 * harness sanity check).
 */
export const runPathOnActor = async <TMachine extends AnyStateMachine, TSelected>(
  spec: ModelSpec<TMachine, TSelected>,
  path: ModelPath,
  { checks = true }: { checks?: boolean } = {},
): Promise<void> => {
  const run = startRecordedRun(spec)
  for (const [index, step] of path.steps.entries()) {
    const where = `step ${index} (${step.event.type}) of ${describePath(path)}`
    if (!run.synthetic(step.event)) run.actor.send(step.event as never)
    await settle()
    run.stepDone(step.event)
    if (!checks) continue
    const snapshot = run.actor.getSnapshot()
    expectSameState(snapshot, step.state, where)
    try {
      checkInvariants(spec, snapshot, run.controller, run.trail)
    } catch (error) {
      if (error instanceof Error) error.message = `${where}: ${error.message}`
      throw error
    }
  }
  run.finish(path)
}

/**
 * The same transitions as `paths`, chained into as few walks as a greedy cover finds: from where a walk stands it
 * takes a transition not taken yet, or the shortest way (over the paths' own steps) to the nearest state that has
 * one; a walk ends where nothing new is reachable. The view runs these: rendering the view again for every
 * transition and replaying its whole prefix was most of the model tests' time (docs/architecture.md#tests).
 * Coverage is still counted on the live actor's one-transition paths.
 */
export const modelWalks = (paths: ModelPath[], prefix?: string): ModelPath[] => {
  type Edge = { key: string; from: string; to: string; step: ModelPath['steps'][number] }
  const out = new Map<string, Edge[]>()
  const edges = new Map<string, Edge>()
  let start: ModelPath['steps'][number] | undefined
  for (const path of paths) {
    const [first, ...rest] = path.steps
    if (!first) continue
    start ??= first
    let from = serializeWithStatus(first.state)
    for (const step of rest) {
      const to = serializeWithStatus(step.state)
      const key = `${from}\u0001${JSON.stringify(step.event)}\u0000${to}`
      if (!edges.has(key)) {
        const edge = { key, from, to, step }
        edges.set(key, edge)
        out.set(from, [...(out.get(from) ?? []), edge])
      }
      from = to
    }
  }
  // A flow that takes no transition in this spec (a role that only sees the first screen): its one path.
  if (!start || edges.size === 0) return paths
  const startKey = serializeWithStatus(start.state)
  const untaken = new Set(edges.keys())
  const fresh = (node: string) => (out.get(node) ?? []).find((edge) => untaken.has(edge.key))
  /** The shortest chain of steps from `node` to a state with a transition not taken yet. */
  const wayToFresh = (node: string): Edge[] | undefined => {
    const cameBy = new Map<string, Edge | null>([[node, null]])
    const queue = [node]
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!
      if (fresh(at)) {
        const way: Edge[] = []
        for (let edge = cameBy.get(at); edge; edge = cameBy.get(edge.from)) way.unshift(edge)
        return way
      }
      for (const edge of out.get(at) ?? [])
        if (!cameBy.has(edge.to)) {
          cameBy.set(edge.to, edge)
          queue.push(edge.to)
        }
    }
    return undefined
  }
  const walks: ModelPath[] = []
  while (untaken.size > 0) {
    const steps = [start]
    let at = startKey
    for (;;) {
      const way = wayToFresh(at)
      if (!way) break
      const next = fresh(way.at(-1)?.to ?? at) as Edge
      for (const edge of [...way, next]) {
        untaken.delete(edge.key)
        steps.push(edge.step)
      }
      at = next.to
    }
    if (steps.length === 1)
      throw new Error(`${untaken.size} transitions of the paths unreachable from the start`)
    walks.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 })
  }
  for (const [i, walk] of walks.entries()) {
    const name = `walk ${i + 1} of ${walks.length} (${walk.steps.length - 1} steps)`
    uniqueNames.set(walk, prefix ? `${prefix}: ${name}` : name)
  }
  return walks
}
