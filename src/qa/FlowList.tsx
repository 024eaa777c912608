import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/Badge'
import { linkStyles } from '@/components/ui/Link'
import type { FlowEntry } from './catalog'
import { allNodes, chartOf } from './chart'
import { viewFor } from './flowViews'
import { NoReports } from './NoReports'
import { reportKeys } from './reports'

const list = css({
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fill, minmax(280px, 1fr))' },
})
const card = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  p: '3',
  display: 'grid',
  gap: '1.5',
  bg: 'bg.surface',
})
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })

/** Every machine: its folder, its size, whether a report and a replayable view exist. */
export function FlowList({ entries }: { entries: FlowEntry[] }) {
  const reports = new Set(reportKeys())
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Flujos</h1>
      <p className={css({ color: 'fg.muted' })}>
        Las máquinas de estado de la app, con su diagrama, las rutas que generan sus pruebas de modelo y la
        cobertura de la última corrida. Solo existe en las builds de QA.
      </p>
      {reports.size === 0 && <NoReports />}
      <ul className={list} aria-label="Máquinas">
        {entries.map((entry) => {
          const states = allNodes(chartOf(entry.machine)).length
          return (
            <li key={entry.key} className={card}>
              <Link href={`/${entry.key}`} className={linkStyles()}>
                <span className={css({ fontFamily: 'mono', fontWeight: 'bold' })}>{entry.key}</span>
              </Link>
              <span className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                machines/{entry.folder} · {entry.exportName} · {states} estados
              </span>
              <span className={badges}>
                {reports.has(entry.key) ? (
                  <Badge palette="success">Con reporte</Badge>
                ) : (
                  <Badge palette="neutral">Sin reporte</Badge>
                )}
                {viewFor(entry) ? (
                  <Badge palette="info">Reproducible</Badge>
                ) : (
                  <Badge palette="neutral">Sin vista registrada</Badge>
                )}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
