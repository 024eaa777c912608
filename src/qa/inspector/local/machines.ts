import { type AnyStateMachine, getStateNodes, type StateValue } from 'xstate'
import { type FlowEntry, loadCatalog } from '../../catalog'

let catalog: Promise<FlowEntry[]> | undefined

/** The machines the flows page knows (src/qa/catalog.ts), loaded once. */
export const catalogMachines = (): Promise<FlowEntry[]> => {
  catalog ??= loadCatalog()
  return catalog
}

const nodesOf = (machine: AnyStateMachine, value: unknown) => {
  try {
    return [...new Set(getStateNodes(machine.root, value as StateValue))]
  } catch {
    return null
  }
}

/**
 * The machine an inspected actor runs: the catalog's machine with its id whose states hold the actor's state
 * (two dashboards share one id). The inspector only gets a machine's definition as text; the build has the real one.
 */
export const machineOf = (
  entries: FlowEntry[],
  machineId: string | undefined,
  value: unknown,
): AnyStateMachine | undefined =>
  entries.find((entry) => entry.machine.id === machineId && nodesOf(entry.machine, value) !== null)?.machine

/** The ids of the states the actor is in, lit on its chart. */
export const activeStateIds = (machine: AnyStateMachine, value: unknown): Set<string> =>
  new Set((nodesOf(machine, value) ?? []).map((node) => node.id))

/**
 * The events the actor's current states handle, as Stately's simulation offers them: those a user or the app
 * sends (the machine's own `xstate.*` events, actor results and delays, are not sent by hand).
 */
export const acceptedEvents = (machine: AnyStateMachine, value: unknown): string[] => [
  ...new Set(
    (nodesOf(machine, value) ?? [])
      .flatMap((node) => [...node.ownEvents])
      .filter((type) => !type.startsWith('xstate.')),
  ),
]
