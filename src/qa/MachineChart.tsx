import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import type { ChartNode } from './chart'
import {
  type ChartLayout,
  elkLayout,
  LINE_HEIGHT,
  layoutChart,
  type PlacedEdge,
  type PlacedState,
} from './chartLayout'
import { type Covered, isExcluded, stateCoverage, transitionCoverage } from './coverage'
import type { FlowReport } from './reports'

const frame = css({ display: 'grid', gap: '2', gridTemplateColumns: 'minmax(0, 1fr)' })
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' })
const scroller = css({
  overflow: 'auto',
  maxH: '80vh',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg.subtle',
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})
const legend = css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm', color: 'fg.muted' })
const text = css({ fontFamily: 'mono', fontSize: '12px', fill: 'fg' })
const nameText = css({ fontWeight: 'bold' })
const stateGroup = css({
  outline: 'none',
  '&:focus-visible > rect:first-of-type': { outline: '3px solid', outlineColor: 'focusRing' },
})
const edgePath = css({ fill: 'none' })
const labelBox = css({ fill: 'bg.surface', opacity: '0.92' })
const italic = css({ fontStyle: 'italic' })
const initialDot = css({ fill: 'fg' })

type Mark = 'covered' | 'uncovered' | 'excluded' | 'unknown'

// Colours by coverage as inline styles: atomic classes for one property would fight over the stylesheet's order.
const color = (name: string) => `var(--colors-${name})`
const STROKE: Record<Mark, CSSProperties> = {
  covered: { stroke: color('success'), strokeWidth: 2 },
  uncovered: { stroke: color('danger'), strokeWidth: 2.5, strokeDasharray: '6 3' },
  excluded: { stroke: color('fg-subtle'), strokeWidth: 1.5, strokeDasharray: '2 3' },
  unknown: { stroke: color('border-strong'), strokeWidth: 1.5 },
}
const LABEL_FILL: Record<Mark, string> = {
  covered: color('fg'),
  uncovered: color('danger-text'),
  excluded: color('fg-muted'),
  unknown: color('fg'),
}
const boxStyle = (mark: Mark, compound: boolean, active: boolean): CSSProperties => ({
  fill: color(compound ? 'bg-subtle' : 'bg-surface'),
  ...STROKE[mark],
  ...(active ? { stroke: color('accent'), strokeWidth: compound ? 3 : 4 } : {}),
  ...(active && !compound ? { fill: color('accent-muted') } : {}),
})
const markOf = (covered: Covered): Mark =>
  covered === undefined ? 'unknown' : isExcluded(covered) ? 'excluded' : covered ? 'covered' : 'uncovered'
const MARK_SYMBOL: Record<Mark, string> = { covered: ' ✓', uncovered: ' ✗', excluded: ' ⊘', unknown: '' }
const MARK_WORDS: Record<Mark, string> = {
  covered: 'cubierto',
  uncovered: 'sin cubrir',
  excluded: 'excluido',
  unknown: 'sin reporte',
}

const shortId = (rootId: string, id: string) =>
  id.startsWith(`${rootId}.`) ? id.slice(rootId.length + 1) : id

const pathOf = (points: PlacedEdge['points']) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')

function StateShape({
  state,
  rootId,
  covered,
  active,
}: {
  state: PlacedState
  rootId: string
  covered: Covered
  active: boolean
}) {
  const { node, x, y, width, height, lines } = state
  const mark = markOf(covered)
  const compound = node.children.length > 0
  const reason = isExcluded(covered) ? `: ${covered.excluded}` : ''
  const name = `Estado ${state.depth === 0 ? node.id : shortId(rootId, node.id)}: ${MARK_WORDS[mark]}${reason}${active ? ', activo' : ''}${node.initial ? ', inicial' : ''}`
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: each state is focusable by keyboard to read its coverage
    // biome-ignore lint/a11y/useSemanticElements: an SVG group has no HTML equivalent
    <g
      role="group"
      aria-label={name}
      tabIndex={0}
      className={stateGroup}
      data-state={node.id}
      data-active={active || undefined}
    >
      <title>{name}</title>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={compound ? 10 : 8}
        style={boxStyle(mark, compound, active)}
      />
      {node.type === 'final' && (
        <rect
          x={x + 3}
          y={y + 3}
          width={width - 6}
          height={height - 6}
          rx={6}
          style={{ fill: 'none', stroke: color('border-strong') }}
        />
      )}
      {lines.map((line, i) => (
        <text
          key={`${line.kind}-${line.text}`}
          x={x + 10}
          y={y + 8 + LINE_HEIGHT * (i + 1) - 4}
          className={cx(text, line.kind === 'name' && nameText)}
          style={line.kind === 'name' ? undefined : { fill: color('fg-muted') }}
        >
          {line.text}
          {line.kind === 'name' && MARK_SYMBOL[mark]}
          {line.kind === 'name' && active && ' · activo'}
        </text>
      ))}
    </g>
  )
}

function EdgeShape({ edge, rootId, covered }: { edge: PlacedEdge; rootId: string; covered: Covered }) {
  const mark = markOf(covered)
  const reason = isExcluded(covered) ? ` (${covered.excluded})` : ''
  const target = edge.target ? shortId(rootId, edge.target) : '(se queda)'
  const name = `${shortId(rootId, edge.source) || edge.source} → ${target}: ${edge.label?.lines.join(' ') ?? ''} · ${MARK_WORDS[mark]}${reason}`
  return (
    <g data-transition={edge.transition.event} data-coverage={mark}>
      <title>{name}</title>
      <path
        d={pathOf(edge.points)}
        className={edgePath}
        style={STROKE[mark]}
        markerEnd={`url(#arrow-${mark})`}
      />
      {edge.label && (
        <g>
          <rect
            x={edge.label.x}
            y={edge.label.y}
            width={edge.label.width}
            height={edge.label.height}
            rx={3}
            className={labelBox}
          />
          {edge.label.lines.map((line, i) => (
            <text
              key={line}
              x={edge.label!.x + 3}
              y={edge.label!.y + LINE_HEIGHT * (i + 1) - 3}
              className={cx(text, mark === 'excluded' && italic)}
              style={{ fill: i > 0 && mark !== 'uncovered' ? color('fg-muted') : LABEL_FILL[mark] }}
            >
              {line}
              {i === 0 && MARK_SYMBOL[mark]}
            </text>
          ))}
        </g>
      )}
    </g>
  )
}

function Arrows() {
  return (
    <defs>
      {(Object.keys(STROKE) as Mark[]).map((mark) => (
        <marker
          key={mark}
          id={`arrow-${mark}`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" style={{ fill: STROKE[mark].stroke }} />
        </marker>
      ))}
      <marker
        id="arrow-initial"
        viewBox="0 0 10 10"
        refX="9"
        refY="5"
        markerWidth="7"
        markerHeight="7"
        orient="auto"
      >
        <path d="M0,0 L10,5 L0,10 z" className={initialDot} />
      </marker>
    </defs>
  )
}

const MIN_SCALE = 0.3
const READABLE_SCALE = 0.75
const MAX_SCALE = 2

/**
 * The statechart drawn as a graph (ELK's layout): states as boxes, compound states holding their children, arrows
 * labelled with the event, guard, delay (with its duration) or actor; coverage of the last test run on states and
 * arrows; the states the replay or the inspector is in, lit. Fits the width at first; zooms and scrolls.
 */
export function MachineChart({
  chart,
  report,
  active = new Set(),
}: {
  chart: ChartNode
  report: FlowReport | null
  /** State ids to light (a replay's or the inspector's current state). */
  active?: ReadonlySet<string>
}) {
  const [layout, setLayout] = useState<ChartLayout | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  // 'auto': the width when the text stays readable (75 % at least), else scroll; 'fit': the whole width, however small.
  const [scale, setScale] = useState<number | 'fit' | 'auto'>('auto')
  const [available, setAvailable] = useState(0)
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    setLayout(null)
    setFailed(null)
    layoutChart(chart, elkLayout).then(
      (placed) => live && setLayout(placed),
      (error: unknown) => live && setFailed(String(error)),
    )
    return () => {
      live = false
    }
  }, [chart])

  useLayoutEffect(() => {
    const measure = () => setAvailable(scrollRef.current?.clientWidth ?? 0)
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  const leafCovered = stateCoverage(report)
  // The report covers leaf states; a compound state is covered when one of its leaves is.
  const stateCovered = (node: ChartNode): Covered => {
    if (node.children.length === 0) return leafCovered(node.id)
    const marks = node.children.map(stateCovered)
    if (marks.some((m) => m === true)) return true
    if (marks.every((m) => m === undefined)) return undefined
    if (marks.every((m) => isExcluded(m))) return marks[0]
    return false
  }
  const fit = layout && available > 0 ? Math.min(1, Math.max(MIN_SCALE, (available - 4) / layout.width)) : 1
  const zoom = scale === 'fit' ? fit : scale === 'auto' ? Math.max(READABLE_SCALE, fit) : scale
  const setZoom = (next: number) =>
    setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(next * 10) / 10)))
  const rootId = chart.id

  return (
    <div className={frame}>
      <div className={toolbar}>
        <Button size="sm" variant="outline" onClick={() => setZoom(zoom - 0.1)} disabled={!layout}>
          Alejar
        </Button>
        <Button size="sm" variant="outline" onClick={() => setZoom(zoom + 0.1)} disabled={!layout}>
          Acercar
        </Button>
        <Button size="sm" variant="outline" onClick={() => setScale('fit')} disabled={!layout}>
          Ajustar al ancho
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setScale(1)} disabled={!layout}>
          Tamaño real
        </Button>
        <span aria-live="polite">Zoom {Math.round(zoom * 100)} %</span>
      </div>
      <p className={legend}>
        <span>✓ cubierto</span>
        <span>✗ sin cubrir (rojo, punteado)</span>
        <span>⊘ excluido por las pruebas (gris)</span>
        <span>● inicial</span>
        <span>Relleno naranja: estado activo</span>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it */}
      <section ref={scrollRef} className={scroller} tabIndex={0} aria-label={`Diagrama de ${chart.id}`}>
        {failed ? (
          <p className={css({ p: '3' })}>No se pudo dibujar el diagrama: {failed}</p>
        ) : !layout ? (
          <p role="status" className={css({ p: '3' })}>
            Dibujando el diagrama…
          </p>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: an SVG drawing holding focusable states is a group, not an image
          <svg
            role="group"
            aria-label={`Estados y transiciones de ${chart.id}`}
            width={layout.width * zoom}
            height={layout.height * zoom}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            data-chart={chart.id}
          >
            <title>{`Estados y transiciones de ${chart.id}`}</title>
            <Arrows />
            {layout.states.map((state) => (
              <StateShape
                key={state.node.id}
                state={state}
                rootId={rootId}
                covered={stateCovered(state.node)}
                active={state.depth > 0 && active.has(state.node.id)}
              />
            ))}
            {layout.initials.map((initial) => (
              <g key={initial.id}>
                <circle cx={initial.x + 5} cy={initial.y + 5} r={5} className={initialDot} />
                <path
                  d={pathOf(initial.points)}
                  className={edgePath}
                  style={{ stroke: color('fg'), strokeWidth: 1.5 }}
                  markerEnd="url(#arrow-initial)"
                />
              </g>
            ))}
            {layout.edges.map((edge) => (
              <EdgeShape
                key={edge.id}
                edge={edge}
                rootId={rootId}
                covered={transitionCoverage(report, edge.source, edge.transition)}
              />
            ))}
          </svg>
        )}
      </section>
    </div>
  )
}
