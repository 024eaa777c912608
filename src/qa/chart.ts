import type { AnyStateMachine, StateNode } from 'xstate'

/** What the flows page draws of a machine: its state nodes as a tree, each with its ways out. */
export type TransitionKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone'

export interface ChartTransition {
  kind: TransitionKind
  /** The event type as the machine sees it (`sale.submit`, `xstate.done.actor.createSale`, …); '' for always. */
  event: string
  /** Position among the candidates of the same source and event: the report lists them in this order. */
  index: number
  /** What a person reads: the event, `tras codeTick (1 s)`, `listo: createSale`, `siempre`. */
  label: string
  /** The guard's name, or the readable text of a guard written in place. */
  guard?: string
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[]
  delay?: string
  /** The delay in milliseconds, resolved from the machine's named delays; undefined when computed. */
  delayMs?: number
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

/** `({ event: e }) => e.output.success` → `event.output.success`: a guard written in place, read as its condition. */
export const inlineGuardText = (fn: (...args: never[]) => unknown): string => {
  const source = Function.prototype.toString.call(fn).replace(/\s+/g, ' ').trim()
  const arrow = /^(?:async\s*)?\(?\s*(\{[^}]*\})?\s*\)?\s*=>\s*(.*)$/s.exec(source)
  if (!arrow) return fn.name && fn.name !== 'guard' ? fn.name : 'condición en línea'
  let body = arrow[2]!.trim()
  if (body.startsWith('{')) body = body.replace(/^\{\s*return\s+/, '').replace(/;?\s*\}$/, '')
  // A minified build renames the destructured parameters (`{event:e}`): put the names back.
  for (const binding of (arrow[1] ?? '').slice(1, -1).split(',')) {
    const [name, alias] = binding.split(':').map((part) => part.trim())
    if (name && alias && /^[\w$]+$/.test(alias))
      body = body.replace(new RegExp(`(?<![\\w$.])${alias.replace('$', '\\$')}(?![\\w$])`, 'g'), name)
  }
  return body.length > 80 ? `${body.slice(0, 77)}…` : body
}

/** A guard as the chart shows it: its name when named, the combinator around its parts, else its condition. */
export const guardName = (guard: unknown): string | undefined => {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown }
    return params === undefined ? String(type) : `${String(type)}(${JSON.stringify(params)})`
  }
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] | unknown }).guards
    if (Array.isArray(inner)) return `${guard.name}(${inner.map((g) => guardName(g) ?? '?').join(', ')})`
    if (inner !== undefined) return `${guard.name}(${guardName(inner) ?? '?'})`
    return inlineGuardText(guard as (...args: never[]) => unknown)
  }
  return 'condición en línea'
}

const srcName = (src: unknown): string =>
  typeof src === 'string' ? src : ((src as { id?: string } | undefined)?.id ?? 'en línea')

/** `1 s`, `300 ms`, `5 min`: a delay as QA reads it. */
export const durationText = (ms: number): string => {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`
  if (ms >= 1000 && ms % 100 === 0) return `${ms / 1000} s`
  return `${ms} ms`
}

/** A named delay's milliseconds from the machine's implementations; a number as itself; else undefined. */
export const delayOf = (machine: AnyStateMachine, delay: string | number): number | undefined => {
  if (typeof delay === 'number') return delay
  const named = (machine.implementations.delays as Record<string, unknown>)[delay]
  if (typeof named === 'number') return named
  const asNumber = Number(delay)
  return Number.isFinite(asNumber) ? asNumber : undefined
}

interface TransitionDef {
  eventType: string
  guard?: unknown
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

const labelOf = (kind: TransitionKind, event: string, delay?: string, ms?: number): string => {
  if (kind === 'after') {
    const duration = ms === undefined ? 'calculado' : durationText(ms)
    return delay && delay !== String(ms) ? `tras ${delay} (${duration})` : `tras ${duration}`
  }
  if (kind === 'done') return `listo: ${event.slice('xstate.done.actor.'.length)}`
  if (kind === 'error') return `falló: ${event.slice('xstate.error.actor.'.length)}`
  if (kind === 'stateDone') return 'al terminar'
  if (kind === 'always') return 'siempre'
  return event
}

const transitionOf = (
  machine: AnyStateMachine,
  node: StateNode,
  t: TransitionDef,
  index: number,
  always: boolean,
): ChartTransition => {
  const kind = always ? 'always' : kindOf(t.eventType, node)
  const delay = t.delay === undefined ? undefined : String(t.delay)
  const ms = t.delay === undefined ? undefined : delayOf(machine, t.delay)
  const guard = guardName(t.guard)
  return {
    kind,
    event: always ? '' : t.eventType,
    index,
    label: labelOf(kind, t.eventType, delay, ms),
    ...(guard === undefined ? {} : { guard }),
    targets: (t.target ?? []).map((target) => target.id),
    ...(delay === undefined ? {} : { delay }),
    ...(ms === undefined ? {} : { delayMs: ms }),
  }
}

const nodeOf = (machine: AnyStateMachine, node: StateNode, initialIds: Set<string>): ChartNode => {
  const transitions: ChartTransition[] = []
  for (const list of node.transitions.values()) {
    const candidates = list as unknown as TransitionDef[]
    for (const [i, t] of candidates.entries()) transitions.push(transitionOf(machine, node, t, i, false))
  }
  const always = (node.always ?? []) as unknown as TransitionDef[]
  for (const [i, t] of always.entries()) transitions.push(transitionOf(machine, node, t, i, true))
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
    children: (Object.values(node.states) as StateNode[]).map((child) =>
      nodeOf(machine, child, childInitial),
    ),
  }
}

/** The machine's statechart, read from `machine.root`. */
export const chartOf = (machine: AnyStateMachine): ChartNode => nodeOf(machine, machine.root, new Set())

/** Every node of the chart, depth first. */
export const allNodes = (node: ChartNode): ChartNode[] => [node, ...node.children.flatMap(allNodes)]
