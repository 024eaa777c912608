import type { ChartTransition } from './chart'
import type { FlowReport, ReportTransition } from './reports'

/** Covered by the last run, not covered, excluded by the tests with a reason, or unknown (no report). */
export type Covered = boolean | { excluded: string } | undefined

export const isExcluded = (covered: Covered): covered is { excluded: string } =>
  typeof covered === 'object' && covered !== null

const markOf = (entry: { covered: boolean; excluded?: string } | undefined): Covered =>
  entry === undefined
    ? undefined
    : !entry.covered && entry.excluded
      ? { excluded: entry.excluded }
      : entry.covered

/** Per state id: covered, not covered, excluded, or unknown. */
export const stateCoverage = (report: FlowReport | null) => {
  const byId = new Map((report?.states ?? []).map((s) => [s.id, markOf(s)]))
  return (id: string): Covered => byId.get(id)
}

/**
 * A chart transition's entry in the report: the report lists every candidate of the definition in its order, so
 * the n-th candidate of a source and event is the chart's transition of that index (guards need no matching names).
 */
export const findReported = (
  report: FlowReport | null,
  source: string,
  t: Pick<ChartTransition, 'event' | 'index'>,
): ReportTransition | undefined =>
  report?.transitions.filter((r) => r.source === source && r.event === t.event)[t.index]

export const transitionCoverage = (
  report: FlowReport | null,
  source: string,
  t: Pick<ChartTransition, 'event' | 'index'>,
): Covered => markOf(findReported(report, source, t))

export interface CoverageTotals {
  states: { covered: number; total: number; excluded: number }
  transitions: { covered: number; total: number; excluded: number }
}

/** Excluded entries (not taken, with a reason) count neither as covered nor as missing. */
const count = (entries: Array<{ covered: boolean; excluded?: string }>) => {
  const excluded = entries.filter((e) => !e.covered && e.excluded).length
  return {
    covered: entries.filter((e) => e.covered).length,
    total: entries.length - excluded,
    excluded,
  }
}

export const totalsOf = (report: FlowReport): CoverageTotals => ({
  states: count(report.states),
  transitions: count(report.transitions),
})

/** What the last run left uncovered (excluded entries are not missing). */
export const missingOf = (report: FlowReport) => ({
  states: report.states.filter((s) => !s.covered && !s.excluded),
  transitions: report.transitions.filter((t) => !t.covered && !t.excluded),
})

/** What the tests exclude, each with its reason. */
export const excludedOf = (report: FlowReport) => ({
  states: report.states.filter((s) => !s.covered && s.excluded),
  transitions: report.transitions.filter((t) => !t.covered && t.excluded),
})
