import { useCallback, useEffect, useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { getStateNodes, type StateValue } from 'xstate'
import { Alert } from '@/components/ui/Alert'
import { linkStyles } from '@/components/ui/Link'
import { CoverageSummary } from './CoverageSummary'
import type { FlowEntry } from './catalog'
import { chartOf } from './chart'
import { viewFor } from './flowViews'
import { MachineChart } from './MachineChart'
import { NoReports } from './NoReports'
import { PathList } from './PathList'
import { ReplayPanel } from './ReplayPanel'
import { type FlowPath, type FlowReport, loadReport } from './reports'

const section = css({ display: 'grid', gap: '2' })
const h2 = css({ fontSize: 'xl', fontWeight: 'bold' })

/** One machine: its chart, its coverage, its model paths, and a replay of one of them. */
export function FlowDetail({ entry }: { entry: FlowEntry }) {
  const chart = useMemo(() => chartOf(entry.machine), [entry])
  const [report, setReport] = useState<FlowReport | null | undefined>(undefined)
  const [replaying, setReplaying] = useState<FlowPath | null>(null)
  const view = viewFor(entry)
  const [activeValue, setActiveValue] = useState<StateValue | null>(null)
  const active = useMemo(
    () =>
      new Set(
        activeValue === null ? [] : getStateNodes(entry.machine.root, activeValue).map((node) => node.id),
      ),
    [entry, activeValue],
  )
  const onState = useCallback((value: StateValue | null) => setActiveValue(value), [])

  useEffect(() => {
    let live = true
    setReport(undefined)
    setReplaying(null)
    void loadReport(entry.key).then((r) => live && setReport(r))
    return () => {
      live = false
    }
  }, [entry])

  return (
    <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <div className={css({ display: 'grid', gap: '1' })}>
        <Link href="/" className={linkStyles()}>
          ← Todos los flujos
        </Link>
        <h1
          className={css({
            fontSize: '2xl',
            fontWeight: 'bold',
            fontFamily: 'mono',
            overflowWrap: 'anywhere',
          })}
        >
          {entry.key}
        </h1>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          machines/{entry.folder} · {entry.exportName}
        </p>
      </div>

      {replaying && view && (
        <ReplayPanel
          machine={entry.machine}
          view={view}
          path={replaying}
          onClose={() => setReplaying(null)}
          onState={onState}
        />
      )}

      <section className={section} aria-labelledby="chart-heading">
        <h2 id="chart-heading" className={h2}>
          Diagrama
        </h2>
        <MachineChart chart={chart} report={report ?? null} active={active} />
      </section>

      <section className={section} aria-labelledby="coverage-heading">
        <h2 id="coverage-heading" className={h2}>
          Cobertura
        </h2>
        {report === undefined ? (
          <p>Cargando el reporte…</p>
        ) : report ? (
          <CoverageSummary report={report} chart={chart} />
        ) : (
          <NoReports machine={entry.key} />
        )}
      </section>

      <section className={section} aria-labelledby="paths-heading">
        <h2 id="paths-heading" className={h2}>
          Rutas del modelo
        </h2>
        {!view && (
          <Alert status="info">
            Esta máquina no tiene una vista registrada en src/qa/flowViews.tsx: se puede ver su diagrama y sus
            rutas, pero no reproducirlas.
          </Alert>
        )}
        {report && (
          <PathList
            paths={report.paths}
            canReplay={!!view}
            onReplay={(path) => {
              setReplaying(path)
              window.scrollTo({ top: 0 })
            }}
          />
        )}
      </section>
    </div>
  )
}
