import type { EventObject, StateValue } from 'xstate'

/**
 * What a model test run writes per machine to reports/flows/<machine>.json: which states and transitions its
 * paths covered, and the paths themselves (each step: the event sent and the state value after it).
 */
export interface FlowReport {
  machine: string
  testFile: string
  generatedAt: string
  states: Array<{ id: string; covered: boolean; transient?: boolean; excluded?: string }>
  transitions: Array<{
    id: string
    source: string
    event: string
    guard?: string
    targets: string[]
    covered: boolean
    /** Why the tests hold this transition cannot happen: shown as excluded, never counted missing. */
    excluded?: string
  }>
  paths: FlowPath[]
}

export interface FlowPath {
  name: string
  /** The input the test started the actor with (JSON-safe), when the report carries it. */
  input?: unknown
  steps: Array<{ event: EventObject; state: StateValue }>
}

export type ReportTransition = FlowReport['transitions'][number]

/** The reports the QA build found at build time, loaded when a machine's page opens. */
const REPORTS = import.meta.glob('/reports/flows/*.json', { import: 'default' })

const keyOf = (file: string): string => file.replace(/^.*\//, '').replace(/\.json$/, '')

/** The machine keys a report exists for. */
export const reportKeys = (): string[] => Object.keys(REPORTS).map(keyOf).sort()

/** The report of one machine, or null when the last build had none. */
export const loadReport = async (key: string): Promise<FlowReport | null> => {
  const file = Object.keys(REPORTS).find((f) => keyOf(f) === key)
  if (!file) return null
  return (await REPORTS[file]!()) as FlowReport
}

/** The command that writes the reports, shown when there are none. */
export const REPORT_COMMAND = 'npx vitest run --project machines'
