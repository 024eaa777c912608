import { mkdirSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { expect } from 'vitest'
import type { AnyStateMachine, EventObject, StateValue } from 'xstate'
import {
  leafStateIds,
  machineTransitions,
  type Taken,
  type TransitionInfo,
  transientStateIds,
} from './transitions'

/** A path as the report shows it: each event sent (JSON-safe) and the live actor's state value after it. */
export interface ReportPath {
  name: string
  /** The input the path's actor started with: the flows page replays the path with it. */
  input?: unknown
  steps: Array<{ event: unknown; state: StateValue }>
}

/** The shape of reports/flows/<machineId>.json, read by the /qa page (docs/architecture.md "Model-based tests"). */
export interface FlowReport {
  machine: string
  testFile: string
  generatedAt: string
  states: Array<{ id: string; covered: boolean; transient?: boolean; excluded?: string }>
  transitions: Array<TransitionInfo & { covered: boolean; excluded?: string }>
  paths: ReportPath[]
}

/** Files, errors and other class instances as plain data a JSON file can hold. */
export const jsonSafe = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof File !== 'undefined' && v instanceof File)
        return { file: v.name, type: v.type, size: v.size }
      if (v instanceof Error) return { error: v.name, message: v.message }
      return v
    }) ?? 'null',
  )

/** What the live runs of one machine took, per scope (a scope is usually the machine; a dialog kind for a family). */
export class FlowCoverage {
  readonly transitions: Array<TransitionInfo & { key: string }>
  readonly states: string[]
  readonly transient: Set<string>
  private taken = new Map<string, Set<string>>()
  private seen = new Map<string, Set<string>>()
  readonly paths = new Map<string, ReportPath>()

  /** `key` names the report (reports/flows/<key>.json): the machine id unless the spec says otherwise. */
  constructor(
    readonly machine: AnyStateMachine,
    readonly key: string = machine.id,
  ) {
    this.transitions = machineTransitions(machine)
    this.states = leafStateIds(machine)
    this.transient = new Set(transientStateIds(machine))
  }

  record(scope: string, taken: Taken): void {
    const transitions = this.taken.get(scope) ?? new Set()
    const states = this.seen.get(scope) ?? new Set()
    for (const key of taken.transitions) transitions.add(key)
    for (const id of taken.states) states.add(id)
    this.taken.set(scope, transitions)
    this.seen.set(scope, states)
  }

  addPath(name: string, steps: Array<{ event: EventObject; state: StateValue }>, input?: unknown): void {
    this.paths.set(name, {
      name,
      ...(input === undefined ? {} : { input: jsonSafe(input) }),
      steps: steps.map((s) => ({ event: jsonSafe(s.event), state: s.state })),
    })
  }

  private union(map: Map<string, Set<string>>, scopes?: string[]): Set<string> {
    const chosen = scopes ?? [...map.keys()]
    return new Set(chosen.flatMap((scope) => [...(map.get(scope) ?? [])]))
  }

  uncoveredTransitions(scopes?: string[], impossible: Record<string, string> = {}): string[] {
    const taken = this.union(this.taken, scopes)
    return this.transitions
      .filter((t) => !taken.has(t.key) && !(t.id in impossible) && !(t.source in impossible))
      .map((t) => t.id)
  }

  /** Transitions and states shown impossible that a live run took all the same: the reason is wrong. */
  takenImpossible(scopes?: string[], impossible: Record<string, string> = {}): string[] {
    const taken = this.union(this.taken, scopes)
    const seen = this.union(this.seen, scopes)
    return [
      ...this.transitions.filter((t) => taken.has(t.key) && t.id in impossible).map((t) => t.id),
      ...this.states.filter((id) => seen.has(id) && id in impossible),
    ]
  }

  uncoveredStates(scopes?: string[], impossible: Record<string, string> = {}): string[] {
    const seen = this.union(this.seen, scopes)
    return this.states.filter((id) => !seen.has(id) && !(id in impossible))
  }

  /** States a snapshot can rest in: each needs what the spec says holds there. */
  restingStates(impossible: Record<string, string> = {}): string[] {
    return this.states.filter((id) => !this.transient.has(id) && !(id in impossible))
  }

  report(testFile: string, impossible: Record<string, string> = {}): FlowReport {
    const taken = this.union(this.taken)
    const seen = this.union(this.seen)
    return {
      machine: this.machine.id,
      testFile,
      generatedAt: new Date().toISOString(),
      states: this.states.map((id) => ({
        id,
        covered: seen.has(id),
        ...(this.transient.has(id) ? { transient: true } : {}),
        ...(impossible[id] ? { excluded: impossible[id] } : {}),
      })),
      transitions: this.transitions.map(({ key: _key, ...t }) => ({
        ...t,
        covered: taken.has(_key),
        ...((impossible[t.id] ?? impossible[t.source])
          ? { excluded: impossible[t.id] ?? impossible[t.source] }
          : {}),
      })),
      paths: [...this.paths.values()],
    }
  }
}

/**
 * One coverage per report key (the machine id by default) and test file. Files share their worker's modules (vitest.config.ts: isolate
 * false), so everything here is kept per file: a file's coverage never counts another file's runs.
 */
const perFile = new Map<
  string,
  { coverages: Map<string, FlowCoverage>; exclusions: Map<string, Record<string, string>> }
>()
const thisFile = () => {
  const file = expect.getState().testPath ?? 'unknown'
  let state = perFile.get(file)
  if (!state) {
    state = { coverages: new Map(), exclusions: new Map() }
    perFile.set(file, state)
  }
  return state
}

export const coverageOf = (machine: AnyStateMachine, report: string = machine.id): FlowCoverage => {
  const { coverages } = thisFile()
  let coverage = coverages.get(report)
  if (!coverage) {
    coverage = new FlowCoverage(machine, report)
    coverages.set(report, coverage)
  }
  return coverage
}

/** Reasons a transition or state cannot happen, merged over the specs of a machine (for the report). */
export const noteExclusions = (
  machine: AnyStateMachine,
  impossible: Record<string, string> = {},
  report: string = machine.id,
): void => {
  const { exclusions } = thisFile()
  exclusions.set(report, { ...exclusions.get(report), ...impossible })
}

/**
 * Writes reports/flows/<key>.json (the machine id unless a spec named its report) for every machine this file ran.
 * A machine none of whose paths ran (a file of several machines run with `-t` for one) keeps its last report.
 */
export const writeFlowReports = (testFile: string): void => {
  const dir = resolve(process.cwd(), 'reports/flows')
  mkdirSync(dir, { recursive: true })
  const { coverages, exclusions } = thisFile()
  for (const coverage of coverages.values()) {
    if (coverage.paths.size === 0) continue
    const report = coverage.report(relative(process.cwd(), testFile), exclusions.get(coverage.key))
    writeFileSync(resolve(dir, `${coverage.key}.json`), `${JSON.stringify(report, null, 2)}\n`)
  }
}

/**
 * Fails naming every transition and state of the definition that no live run took (unless shown impossible),
 * and every one shown impossible that a run took.
 */
export const expectCovered = (
  machine: AnyStateMachine,
  options: { scopes?: string[]; impossible?: Record<string, string>; report?: string } = {},
): void => {
  const coverage = coverageOf(machine, options.report)
  expect(
    coverage.uncoveredTransitions(options.scopes, options.impossible),
    `transitions of ${machine.id} no path takes`,
  ).toEqual([])
  expect(
    coverage.uncoveredStates(options.scopes, options.impossible),
    `states of ${machine.id} no path reaches`,
  ).toEqual([])
  expect(
    coverage.takenImpossible(options.scopes, options.impossible),
    `shown impossible in ${machine.id}, yet taken`,
  ).toEqual([])
}
