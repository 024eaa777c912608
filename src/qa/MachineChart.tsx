import { css, cx } from 'styled-system/css'
import { Badge } from '@/components/ui/Badge'
import { CoverageMark } from './CoverageMark'
import type { ChartNode, ChartTransition } from './chart'
import { type Covered, findReported, stateCoverage } from './coverage'
import type { FlowReport } from './reports'

const box = css({
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  p: '2',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: '2',
  minW: '0',
})
const uncoveredBox = css({ borderColor: 'danger.border', borderWidth: '2px' })
const finalBox = css({ borderStyle: 'double', borderWidth: '4px' })
const activeBox = css({
  outline: '3px solid',
  outlineColor: 'accent',
  outlineOffset: '1px',
  bg: 'accent.subtle',
})
const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' })
const name = css({ fontWeight: 'bold', fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })
const rows = css({ display: 'grid', gap: '1', fontSize: 'sm' })
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '1.5',
  borderTop: '1px solid',
  borderColor: 'border.subtle',
  pt: '1',
})
const mono = css({ fontFamily: 'mono', overflowWrap: 'anywhere' })
const guardStyle = css({ fontFamily: 'mono', color: 'fg.muted' })
const children = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(260px, 1fr))' },
  alignItems: 'start',
})
const parallelChildren = css({ borderLeft: '3px dashed', borderColor: 'accent.border', pl: '2' })

/** `sale.form.debouncing` → `form.debouncing`: target ids shown from the machine's root. */
const shortId = (rootId: string, id: string) =>
  id.startsWith(`${rootId}.`) ? id.slice(rootId.length + 1) : id

const KIND_LABEL: Record<ChartTransition['kind'], string | null> = {
  event: null,
  after: 'retraso',
  always: 'siempre',
  done: 'actor listo',
  error: 'actor falló',
  stateDone: 'estado final',
}

function TransitionRow({
  rootId,
  transition,
  covered,
}: {
  rootId: string
  transition: ChartTransition
  covered: Covered
}) {
  const kind = KIND_LABEL[transition.kind]
  return (
    <li className={row} data-transition={transition.event}>
      {kind && <Badge palette="info">{kind}</Badge>}
      {transition.label && <span className={mono}>{transition.label}</span>}
      {transition.guard && <span className={guardStyle}>[{transition.guard}]</span>}
      <span aria-hidden="true">→</span>
      <span className={mono}>
        {transition.targets.length
          ? transition.targets.map((t) => shortId(rootId, t)).join(', ')
          : '(se queda)'}
      </span>
      <CoverageMark covered={covered} />
    </li>
  )
}

function StateBox({
  node,
  rootId,
  report,
  level,
  active,
}: {
  node: ChartNode
  rootId: string
  report: FlowReport | null
  level: number
  active: ReadonlySet<string>
}) {
  const isActive = level > 0 && active.has(node.id)
  const covered = stateCoverage(report)(node.id)
  return (
    <section
      className={cx(
        box,
        covered === false && uncoveredBox,
        node.type === 'final' && finalBox,
        isActive && activeBox,
      )}
      aria-label={`Estado ${shortId(rootId, node.id) || node.id}`}
      data-state={node.id}
    >
      <div className={header}>
        <span className={name}>{level === 0 ? node.id : node.key}</span>
        {isActive && <Badge palette="primary">activo</Badge>}
        {node.initial && <Badge palette="primary">inicial</Badge>}
        {node.type === 'final' && <Badge palette="neutral">final</Badge>}
        {node.type === 'parallel' && <Badge palette="info">paralelo</Badge>}
        {node.tags.map((tag) => (
          <Badge key={tag} palette="warning">
            #{tag}
          </Badge>
        ))}
        <CoverageMark covered={covered} />
      </div>
      {(node.invokes.length > 0 || node.transitions.length > 0) && (
        <ul className={rows}>
          {node.invokes.map((inv) => (
            <li key={`invoke-${inv.id}`} className={row}>
              <Badge palette="info">invoca</Badge>
              <span className={mono}>
                {inv.id}
                {inv.src !== inv.id ? ` (${inv.src})` : ''}
              </span>
            </li>
          ))}
          {node.transitions.map((t) => (
            <TransitionRow
              // A state may have several transitions for one event: the guard and the targets tell them apart.
              key={`${t.kind}|${t.event}|${t.guard ?? ''}|${t.targets.join(',')}`}
              rootId={rootId}
              transition={t}
              covered={findReported(report, node.id, t)?.covered}
            />
          ))}
        </ul>
      )}
      {node.children.length > 0 && (
        <div className={cx(children, node.type === 'parallel' && parallelChildren)}>
          {node.children.map((child) => (
            <StateBox
              key={child.id}
              node={child}
              rootId={rootId}
              report={report}
              level={level + 1}
              active={active}
            />
          ))}
        </div>
      )}
    </section>
  )
}

/** The statechart as nested boxes: each state with its invocations and its transitions (event, guard, target). */
export function MachineChart({
  chart,
  report,
  active = new Set(),
}: {
  chart: ChartNode
  report: FlowReport | null
  /** State ids a replay is in: highlighted. */
  active?: ReadonlySet<string>
}) {
  return <StateBox node={chart} rootId={chart.id} report={report} level={0} active={active} />
}
