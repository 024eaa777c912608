import { css } from 'styled-system/css'
import { totalsOf } from './coverage'
import type { FlowReport } from './reports'

const percent = (covered: number, total: number) => (total ? Math.round((covered / total) * 100) : 100)
const mono = css({ fontFamily: 'mono', overflowWrap: 'anywhere' })

/** Totals of the last run and what it left uncovered. */
export function CoverageSummary({ report }: { report: FlowReport }) {
  const totals = totalsOf(report)
  const states = report.states.filter((s) => !s.covered)
  const transitions = report.transitions.filter((t) => !t.covered)
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <p>
        Estados: {totals.states.covered} de {totals.states.total} (
        {percent(totals.states.covered, totals.states.total)} %) · Transiciones: {totals.transitions.covered}{' '}
        de {totals.transitions.total} ({percent(totals.transitions.covered, totals.transitions.total)} %)
      </p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {report.testFile} · {new Date(report.generatedAt).toLocaleString('es-MX')}
      </p>
      {states.length + transitions.length === 0 ? (
        <p>La última corrida cubrió todo.</p>
      ) : (
        <ul aria-label="Sin cubrir" className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
          {states.map((s) => (
            <li key={`s-${s.id}`} className={mono}>
              estado {s.id}
            </li>
          ))}
          {transitions.map((t) => (
            <li key={`t-${t.id}`} className={mono}>
              {t.source}: {t.event || 'always'}
              {t.guard ? ` [${t.guard}]` : ''} → {t.targets.join(', ') || '(se queda)'}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
