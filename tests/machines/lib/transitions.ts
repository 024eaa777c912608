import type { AnyStateMachine, InspectionEvent, StateNode } from 'xstate'

/** One candidate of the machine definition: a (source state, event type, candidate index), so each guard branch counts. */
export interface TransitionInfo {
  /** Readable and unique: `sale.form --sale.continue[guard formInvalid]--> (stays)`. */
  id: string
  source: string
  /** The event type; eventless (`always`) candidates have ''. */
  event: string
  guard?: string
  targets: string[]
}

/** What the definition objects of xstate carry (TransitionDefinition, untyped enough to read any of them). */
interface Candidate {
  source: StateNode
  eventType: string
  guard?: unknown
  target?: ReadonlyArray<{ id: string }>
}

const nodesOf = (node: StateNode): StateNode[] => [
  node,
  ...(Object.values(node.states) as StateNode[]).flatMap(nodesOf),
]

/** Guards are named when the machine names them (`setup({ guards })`), `inline` when written in place. */
const guardName = (guard: unknown): string | undefined => {
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  return 'inline'
}

const candidatesOf = (node: StateNode): Candidate[][] => [
  ...[...node.transitions.values()].map((list) => list as unknown as Candidate[]),
  ...(node.always?.length ? [node.always as unknown as Candidate[]] : []),
]

/** The key of a candidate independent of which provided copy of the machine it comes from. */
const keyOf = (candidate: Candidate): string => {
  const list = (
    candidate.eventType === ''
      ? candidate.source.always
      : candidate.source.transitions.get(candidate.eventType)
  ) as Candidate[] | undefined
  return `${candidate.source.id}\u0000${candidate.eventType}\u0000${list?.indexOf(candidate) ?? -1}`
}

const labelOf = (candidate: Candidate, list: Candidate[]): string => {
  const guard = guardName(candidate.guard)
  const branch = guard ? `[guard ${guard}]` : list.length > 1 ? '[else]' : ''
  const targets = candidate.target?.map((t) => t.id).join(', ') || '(stays)'
  const event = candidate.eventType === '' ? 'always' : candidate.eventType
  return `${candidate.source.id} --${event}${branch}--> ${targets}`
}

/** Every transition of the definition: `on`, invoke `onDone`/`onError`, `after`, `always`, done states. */
export const machineTransitions = (machine: AnyStateMachine): Array<TransitionInfo & { key: string }> => {
  const infos: Array<TransitionInfo & { key: string }> = []
  const seen = new Map<string, number>()
  for (const node of nodesOf(machine.root)) {
    for (const list of candidatesOf(node)) {
      for (const candidate of list) {
        const label = labelOf(candidate, list)
        const count = (seen.get(label) ?? 0) + 1
        seen.set(label, count)
        const guard = guardName(candidate.guard)
        infos.push({
          key: keyOf(candidate),
          id: count === 1 ? label : `${label} (#${count})`,
          source: node.id,
          event: candidate.eventType,
          ...(guard ? { guard } : {}),
          targets: candidate.target?.map((t) => t.id) ?? [],
        })
      }
    }
  }
  return infos
}

const isLeaf = (node: StateNode) => Object.keys(node.states).length === 0

/** Every atomic and final state id. */
export const leafStateIds = (machine: AnyStateMachine): string[] =>
  nodesOf(machine.root)
    .filter(isLeaf)
    .map((node) => node.id)

/** Leaf states that can never rest: an `always` with an unguarded candidate always leaves them. */
export const transientStateIds = (machine: AnyStateMachine): string[] =>
  nodesOf(machine.root)
    .filter((node) => isLeaf(node) && (node.always ?? []).some((t) => t.guard === undefined))
    .map((node) => node.id)

/** What one macrostep of the root actor did: the candidates taken and the leaf states it passed through. */
export interface Taken {
  transitions: string[]
  states: string[]
}

/**
 * An `inspect` callback recording, per microstep of the root actor, the candidates taken (eventless ones
 * included: they fire inside a macrostep and never show in the snapshot after it).
 */
export const transitionRecorder = () => {
  const taken: Taken = { transitions: [], states: [] }
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    if ((event.actorRef as unknown as { _parent?: unknown })._parent) return
    const step = event as unknown as { _transitions: Candidate[]; snapshot: { _nodes?: StateNode[] } }
    for (const candidate of step._transitions) {
      taken.transitions.push(keyOf(candidate))
      if (isLeaf(candidate.source)) taken.states.push(candidate.source.id)
    }
    for (const node of step.snapshot._nodes ?? []) if (isLeaf(node)) taken.states.push(node.id)
  }
  /** What was taken since the last call. */
  const drain = (): Taken => {
    const out = { transitions: [...taken.transitions], states: [...taken.states] }
    taken.transitions.length = 0
    taken.states.length = 0
    return out
  }
  return { inspect, drain }
}
