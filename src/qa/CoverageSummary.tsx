import { css } from 'styled-system/css'
import { allNodes, type ChartNode } from './chart'
import { excludedOf, missingOf, totalsOf } from './coverage'
import type { FlowReport, ReportTransition } from './reports'

const percent = (covered: number, total: number) => (total ? Math.round((covered / total) * 100) : 100)
const mono = css({ fontFamily: 'mono', overflowWrap: 'anywhere' })
const list = css({ display: 'grid', gap: '1', fontSize: 'sm' })
const h3 = css({ fontWeight: 'bold', fontSize: 'md' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
})

/**
 * A report transition in words, its guard as the chart names it (the report says 'inline' for a guard written in
 * place; the chart shows its condition): the n-th candidate of a source and event is the chart's of that index.
 */
const describer = (report: FlowReport, chart: ChartNode | undefined) => {
  const guards = new Map<string, string | undefined>()
  for (const node of chart ? allNodes(chart) : [])
    for (const t of node.transitions) guards.set(`${node.id}|${t.event}|${t.index}`, t.guard)
  const indexOf = (t: ReportTransition) =>
    report.transitions.filter((r) => r.source === t.source && r.event === t.event).indexOf(t)
  return (t: ReportTransition) => {
    const key = `${t.source}|${t.event}|${indexOf(t)}`
    const guard = guards.has(key) ? guards.get(key) : t.guard
    return `${t.source}: ${t.event || 'siempre'}${guard ? ` [${guard}]` : ''} → ${t.targets.join(', ') || '(se queda)'}`
  }
}

/** Totals of the last run, which run it was, what it left uncovered and what the tests exclude (with why). */
export function CoverageSummary({ report, chart }: { report: FlowReport; chart?: ChartNode }) {
  const transitionText = describer(report, chart)
  const totals = totalsOf(report)
  const missing = missingOf(report)
  const excluded = excludedOf(report)
  const excludedCount = totals.states.excluded + totals.transitions.excluded
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p>
        Estados: {totals.states.covered} de {totals.states.total} (
        {percent(totals.states.covered, totals.states.total)} %) · Transiciones: {totals.transitions.covered}{' '}
        de {totals.transitions.total} ({percent(totals.transitions.covered, totals.transitions.total)} %)
        {excludedCount > 0 && ` · Excluidas con motivo: ${excludedCount}`}
      </p>
      <dl className={facts}>
        <dt>Prueba</dt>
        <dd className={mono}>{report.testFile}</dd>
        <dt>Fecha</dt>
        <dd>
          <time dateTime={report.generatedAt}>
            {new Date(report.generatedAt).toLocaleString('es-MX', { dateStyle: 'long', timeStyle: 'short' })}
          </time>
        </dd>
        <dt>Para repetirla</dt>
        <dd className={mono}>npx vitest run {report.testFile}</dd>
      </dl>
      {missing.states.length + missing.transitions.length === 0 ? (
        <p>La última corrida cubrió todo lo que puede pasar.</p>
      ) : (
        <>
          <h3 className={h3}>Sin cubrir</h3>
          <ul aria-label="Sin cubrir" className={list}>
            {missing.states.map((s) => (
              <li key={`s-${s.id}`} className={mono}>
                estado {s.id}
              </li>
            ))}
            {missing.transitions.map((t) => (
              <li key={`t-${t.id}`} className={mono}>
                {transitionText(t)}
              </li>
            ))}
          </ul>
        </>
      )}
      {excludedCount > 0 && (
        <>
          <h3 className={h3}>Excluidas por las pruebas</h3>
          <ul aria-label="Excluidas" className={list}>
            {excluded.states.map((s) => (
              <li key={`s-${s.id}`}>
                <span className={mono}>estado {s.id}</span>: {s.excluded}
              </li>
            ))}
            {excluded.transitions.map((t) => (
              <li key={`t-${t.id}`}>
                <span className={mono}>{transitionText(t)}</span>: {t.excluded}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
