import type { AnyStateMachine, StateNode } from 'xstate'

/** What the flows page draws of a machine: its state nodes as a tree, each with its ways out. */
export type TransitionKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone'

export interface ChartTransition {
  kind: TransitionKind
  /** The event type as the machine sees it (`sale.submit`, `xstate.done.actor.createSale`, …). */
  event: string
  /** What a person reads beside the kind's badge: the event, the delay's name, the actor's id; '' for always. */
  label: string
  guard?: string
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[]
  delay?: string
}

export interface ChartInvoke {
  id: string
  src: string
}

export interface ChartNode {
  id: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  initial: boolean
  tags: string[]
  invokes: ChartInvoke[]
  transitions: ChartTransition[]
  children: ChartNode[]
}

type GuardLike = unknown

/** A guard's name: its type when it is named, the combinator around named guards, else 'inline'. */
export const guardName = (guard: GuardLike): string | undefined => {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: GuardLike[] }).guards
    const name = guard.name || 'inline'
    if (Array.isArray(inner)) return `${name}(${inner.map((g) => guardName(g) ?? '?').join(', ')})`
    return name === 'guard' ? 'inline' : name
  }
  return 'inline'
}

const srcName = (src: unknown): string =>
  typeof src === 'string' ? src : ((src as { id?: string } | undefined)?.id ?? 'inline')

interface TransitionDef {
  eventType: string
  guard?: GuardLike
  target?: ReadonlyArray<{ id: string }>
  delay?: string | number
}

const kindOf = (event: string, node: StateNode): TransitionKind => {
  if (event.startsWith('xstate.after.')) return 'after'
  if (event.startsWith('xstate.done.actor.')) return 'done'
  if (event.startsWith('xstate.error.actor.')) return 'error'
  if (event === `xstate.done.state.${node.id}`) return 'stateDone'
  return 'event'
}

const labelOf = (kind: TransitionKind, event: string, delay: string | undefined): string => {
  if (kind === 'after') return delay ?? event
  if (kind === 'done') return event.slice('xstate.done.actor.'.length)
  if (kind === 'error') return event.slice('xstate.error.actor.'.length)
  if (kind === 'stateDone') return ''
  return event
}

const transitionOf = (node: StateNode, t: TransitionDef): ChartTransition => {
  const kind = kindOf(t.eventType, node)
  const delay = t.delay === undefined ? undefined : String(t.delay)
  return {
    kind,
    event: t.eventType,
    label: labelOf(kind, t.eventType, delay),
    guard: guardName(t.guard),
    targets: (t.target ?? []).map((target) => target.id),
    ...(delay === undefined ? {} : { delay }),
  }
}

const nodeOf = (node: StateNode, initialIds: Set<string>): ChartNode => {
  const transitions: ChartTransition[] = []
  for (const list of node.transitions.values()) {
    for (const t of list as unknown as TransitionDef[]) transitions.push(transitionOf(node, t))
  }
  for (const t of (node.always ?? []) as unknown as TransitionDef[]) {
    transitions.push({ ...transitionOf(node, t), kind: 'always', label: '', event: '' })
  }
  // Regions of a parallel state are all entered: none is marked initial.
  const childInitial = new Set((node.initial?.target ?? []).map((target: { id: string }) => target.id))
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial: initialIds.has(node.id),
    tags: [...node.tags],
    invokes: node.invoke.map((inv) => ({ id: inv.id, src: srcName(inv.src) })),
    transitions,
    children: (Object.values(node.states) as StateNode[]).map((child) => nodeOf(child, childInitial)),
  }
}

/** The machine's statechart, read from `machine.root`. */
export const chartOf = (machine: AnyStateMachine): ChartNode => nodeOf(machine.root, new Set())

/** Every node of the chart, depth first. */
export const allNodes = (node: ChartNode): ChartNode[] => [node, ...node.children.flatMap(allNodes)]
