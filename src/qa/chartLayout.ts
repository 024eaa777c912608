import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { ChartNode, ChartTransition } from './chart'

/**
 * The statechart as a graph laid out by ELK (elkjs, loaded only on the flows page): states are boxes, compound
 * states hold their children, each transition is an arrow per target with its event, guard or delay as its label.
 * Text is monospace, so a box's size is known from its characters before the browser draws it.
 */
export const CHAR_WIDTH = 7.3
export const LINE_HEIGHT = 16
const PAD_X = 10
const PAD_Y = 8
const INIT_SIZE = 10

export interface PlacedState {
  node: ChartNode
  x: number
  y: number
  width: number
  height: number
  /** The lines at the box's top: its name (with room for the coverage mark), tags, invocations. */
  lines: Array<{ text: string; kind: 'name' | 'tags' | 'invoke' }>
  depth: number
}

export interface PlacedEdge {
  id: string
  source: string
  transition: ChartTransition
  target: string | null
  /** The arrow's points, absolute. */
  points: Array<{ x: number; y: number }>
  label?: { x: number; y: number; width: number; height: number; lines: string[] }
}

export interface PlacedInitial {
  id: string
  x: number
  y: number
  points: Array<{ x: number; y: number }>
}

export interface ChartLayout {
  width: number
  height: number
  states: PlacedState[]
  edges: PlacedEdge[]
  initials: PlacedInitial[]
}

const headerLines = (node: ChartNode, root: boolean): PlacedState['lines'] => [
  {
    text: `${root ? node.id : node.key}${node.type === 'parallel' ? ' ∥' : ''}${node.type === 'final' ? ' (final)' : ''}`,
    kind: 'name',
  },
  ...(node.tags.length ? [{ text: node.tags.map((t) => `#${t}`).join(' '), kind: 'tags' as const }] : []),
  ...node.invokes.map((inv) => ({
    text: `invoca ${inv.id}${inv.src !== inv.id ? ` (${inv.src})` : ''}`,
    kind: 'invoke' as const,
  })),
]

/** Room for ` ✓` or ` ✗` after the name and ` · activo`. */
const MARK_CHARS = 10

const textWidth = (lines: string[], extra = 0) =>
  Math.max(...lines.map((line) => line.length), 4) * CHAR_WIDTH + extra * CHAR_WIDTH

/** The label lines of a transition: what triggers it, then its guard. */
export const edgeLabelLines = (t: ChartTransition): string[] => [
  t.label + (t.targets.length === 0 ? ' (se queda)' : ''),
  ...(t.guard ? [`[${t.guard}]`] : []),
]

interface Built {
  graph: ElkNode
  lines: Map<string, PlacedState['lines']>
  edges: Map<string, { source: string; transition: ChartTransition; target: string | null }>
  initials: Set<string>
}

const initialId = (parent: string) => `${parent}::inicio`
const ORDER_EDGE = '::orden:'

const build = (chart: ChartNode): Built => {
  const lines = new Map<string, PlacedState['lines']>()
  const edges: Built['edges'] = new Map()
  const elkEdges: ElkExtendedEdge[] = []
  const initials = new Set<string>()
  const nodeOf = (node: ChartNode, root: boolean): ElkNode => {
    const header = headerLines(node, root)
    lines.set(node.id, header)
    const width = textWidth(
      header.map((l) => l.text),
      MARK_CHARS,
    )
    node.transitions.forEach((t, i) => {
      for (const target of t.targets.length ? t.targets : [null]) {
        const id = `${node.id}|${t.kind}|${t.event}|${t.index}|${target ?? ''}|${i}`
        edges.set(id, { source: node.id, transition: t, target })
        const label = edgeLabelLines(t)
        elkEdges.push({
          id,
          sources: [node.id],
          targets: [target ?? node.id],
          labels: [
            { text: label.join('\n'), width: textWidth(label) + 6, height: label.length * LINE_HEIGHT + 2 },
          ],
        })
      }
    })
    if (node.children.length === 0)
      return { id: node.id, width: width + 2 * PAD_X, height: header.length * LINE_HEIGHT + 2 * PAD_Y }
    const children = node.children.map((child) => nodeOf(child, false))
    // Regions of a parallel state have no arrows between them: side by side they make a chart many screens wide.
    // An undrawn edge from each region to the next stacks them.
    if (node.type === 'parallel')
      for (const [i, child] of node.children.slice(1).entries())
        elkEdges.push({
          id: `${ORDER_EDGE}${child.id}`,
          sources: [node.children[i]!.id],
          targets: [child.id],
        })
    const initial = node.children.find((child) => child.initial)
    if (initial) {
      const id = initialId(node.id)
      initials.add(id)
      children.unshift({ id, width: INIT_SIZE, height: INIT_SIZE })
      elkEdges.push({ id: `${id}->`, sources: [id], targets: [initial.id] })
    }
    return {
      id: node.id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${header.length * LINE_HEIGHT + 2 * PAD_Y + 6},left=14,bottom=14,right=14]`,
        'elk.nodeSize.minimum': `(${width + 2 * PAD_X}, 40)`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
    }
  }
  const machineBox = nodeOf(chart, true)
  return {
    graph: {
      id: '::diagrama',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'DOWN',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.edgeRouting': 'ORTHOGONAL',
        'elk.layered.spacing.nodeNodeBetweenLayers': '36',
        'elk.spacing.nodeNode': '28',
        'elk.spacing.edgeLabel': '4',
        'elk.spacing.edgeEdge': '12',
        'elk.layered.spacing.edgeNodeBetweenLayers': '14',
        'elk.edgeLabels.placement': 'CENTER',
        'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      },
      children: [machineBox],
      edges: elkEdges,
    },
    lines,
    edges,
    initials,
  }
}

type Layout = (graph: ElkNode) => Promise<ElkNode>

/** Places every state and arrow; `layout` is ELK's (injected, so the module itself stays free of elkjs). */
export const layoutChart = async (chart: ChartNode, layout: Layout): Promise<ChartLayout> => {
  const built = build(chart)
  const result = await layout(built.graph)
  const origin = new Map<string, { x: number; y: number }>([[result.id, { x: 0, y: 0 }]])
  const states: PlacedState[] = []
  const initials: PlacedInitial[] = []
  const initialAt = new Map<string, { x: number; y: number }>()
  const byId = new Map<string, ChartNode>()
  const index = (node: ChartNode) => {
    byId.set(node.id, node)
    node.children.forEach(index)
  }
  index(chart)
  const walk = (elk: ElkNode, at: { x: number; y: number }, depth: number) => {
    for (const child of elk.children ?? []) {
      const x = at.x + (child.x ?? 0)
      const y = at.y + (child.y ?? 0)
      origin.set(child.id, { x, y })
      if (built.initials.has(child.id)) initialAt.set(child.id, { x, y })
      else {
        const node = byId.get(child.id)
        if (node)
          states.push({
            node,
            x,
            y,
            width: child.width ?? 0,
            height: child.height ?? 0,
            lines: built.lines.get(child.id) ?? [],
            depth,
          })
      }
      walk(child, { x, y }, depth + 1)
    }
  }
  walk(result, { x: 0, y: 0 }, 0)

  const edges: PlacedEdge[] = []
  const collect = (elk: ElkNode) => {
    for (const edge of elk.edges ?? []) {
      const container = origin.get((edge as { container?: string }).container ?? elk.id) ?? { x: 0, y: 0 }
      const shift = (p: { x: number; y: number }) => ({ x: p.x + container.x, y: p.y + container.y })
      const points = (edge.sections ?? []).flatMap((s) => [
        shift(s.startPoint),
        ...(s.bendPoints ?? []).map(shift),
        shift(s.endPoint),
      ])
      const meta = built.edges.get(edge.id)
      if (edge.id.startsWith(ORDER_EDGE)) continue
      if (!meta) {
        const init = initialAt.get(edge.sources[0] ?? '')
        if (init) initials.push({ id: edge.id, x: init.x, y: init.y, points })
        continue
      }
      const label = edge.labels?.[0]
      edges.push({
        id: edge.id,
        ...meta,
        points,
        ...(label
          ? {
              label: {
                ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
                width: label.width ?? 0,
                height: label.height ?? 0,
                lines: (label.text ?? '').split('\n'),
              },
            }
          : {}),
      })
    }
    for (const child of elk.children ?? []) collect(child)
  }
  collect(result)
  return { width: result.width ?? 0, height: result.height ?? 0, states, edges, initials }
}

/** ELK's bundled build (no worker file to serve), loaded on first use. */
export const elkLayout: Layout = async (graph) => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js')
  return new ELK().layout(graph)
}
