import { getAdjacencyMap, getShortestPaths, type StatePath, serializeSnapshot } from '@xstate/graph'
import { expect } from 'vitest'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getStateNodes,
  type InputFrom,
  SimulatedClock,
  type StateNode,
} from 'xstate'
import { ActorController, withControlledActors } from './controlledActors'

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>

export interface ModelSpec<TMachine extends AnyStateMachine> {
  machine: TMachine
  input?: InputFrom<TMachine>
  /** The user events and the synthetic ones (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`). */
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[])
  /** States a snapshot can never rest in (eventless routing states). */
  transient?: string[]
}

const leafIds = (node: StateNode): string[] => {
  const children = Object.values(node.states) as StateNode[]
  if (children.length === 0) return [node.id]
  return children.flatMap(leafIds)
}

/** Every atomic and final state id of the machine. */
export const allStateIds = (machine: AnyStateMachine): string[] => leafIds(machine.root)

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
  <TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) =>
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

const isPrefixOf = (short: ModelPath, long: ModelPath): boolean =>
  short.steps.length < long.steps.length &&
  short.steps.every(
    (step, i) =>
      JSON.stringify(step.event) === JSON.stringify(long.steps[i]!.event) &&
      serializeWithStatus(step.state) === serializeWithStatus(long.steps[i]!.state),
  )

/**
 * One path per transition of the model: the shortest path to each reachable snapshot, extended by every event
 * that changes it. Paths contained in longer ones are dropped. Fails when a state of the machine is not reached.
 */
export const modelPaths = <TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): ModelPath[] => {
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
      if (serializeWithStatus(state) === key) continue
      extended.push({
        state: state as AnyMachineSnapshot,
        steps: [...head.steps, { event: event as EventObject, state: state as AnyMachineSnapshot }],
        weight: head.weight + 1,
      })
    }
  }
  const candidates = [...shortest, ...extended]
  const paths = candidates.filter(
    (path) => !candidates.some((other) => other !== path && isPrefixOf(path, other)),
  )
  const reached = new Set(
    paths.flatMap((path) => path.steps.flatMap((step) => activeLeafIds(spec.machine, step.state))),
  )
  const missing = allStateIds(spec.machine).filter((id) => !reached.has(id) && !spec.transient?.includes(id))
  expect(missing, `states no generated path reaches in ${spec.machine.id}`).toEqual([])
  return paths
}

export const describePath = (path: ModelPath): string =>
  path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ') || '(initial)'

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

const comparable = (snapshot: AnyMachineSnapshot) => ({
  value: snapshot.value,
  status: snapshot.status,
  tags: [...snapshot.tags].sort(),
  context: JSON.parse(JSON.stringify(snapshot.context)),
})

export const expectSameSnapshot = (
  actual: AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  where: string,
) => {
  expect(comparable(actual), where).toEqual(comparable(expected))
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
): LiveRun<TMachine> => {
  const controller = new ActorController()
  const clock = new SimulatedClock()
  const actor = createActor(withControlledActors(machine, controller), {
    clock,
    input,
  } as never) as ReturnType<typeof createActor<TMachine>>
  actor.start()
  return { actor, controller, clock }
}

/** Runs a path against a live actor, asserting the snapshot after every step. */
export const runPathOnActor = async <TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  path: ModelPath,
): Promise<void> => {
  const { actor, controller, clock } = startLive(spec.machine, spec.input)
  for (const [index, step] of path.steps.entries()) {
    if (
      step.event.type !== 'xstate.init' &&
      !runSyntheticEvent(spec.machine, step.event, controller, clock)
    ) {
      actor.send(step.event as never)
    }
    await settle()
    expectSameSnapshot(
      actor.getSnapshot(),
      step.state,
      `step ${index} (${step.event.type}) of ${describePath(path)}`,
    )
  }
  actor.stop()
}
