import type { ChartTransition } from './chart'
import type { FlowReport, ReportTransition } from './reports'

export type Covered = boolean | undefined

/** Per state id: covered by the last run, not covered, or unknown (no report, or the report does not list it). */
export const stateCoverage = (report: FlowReport | null) => {
  const byId = new Map((report?.states ?? []).map((s) => [s.id, s.covered]))
  return (id: string): Covered => byId.get(id)
}

const sameTargets = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')

/** A chart transition's entry in the report: same source, event (`''` for always), guard and targets. */
export const findReported = (
  report: FlowReport | null,
  source: string,
  t: ChartTransition,
): ReportTransition | undefined =>
  report?.transitions.find(
    (r) =>
      r.source === source &&
      r.event === t.event &&
      (r.guard ?? undefined) === t.guard &&
      sameTargets(r.targets, t.targets),
  )

export interface CoverageTotals {
  states: { covered: number; total: number }
  transitions: { covered: number; total: number }
}

export const totalsOf = (report: FlowReport): CoverageTotals => ({
  states: { covered: report.states.filter((s) => s.covered).length, total: report.states.length },
  transitions: {
    covered: report.transitions.filter((t) => t.covered).length,
    total: report.transitions.length,
  },
})
