import type { HttpClient } from '../lib/http'
import type { LoadResult } from '../lib/load'
import type { BenchServer, Engine } from '../lib/server'

export const DEMO_PASSWORD = 'Demo1234!'

export interface ApiContext {
  server: BenchServer
  http: HttpClient
  /** A token for a demo account (password Demo1234!), logged in once and cached. */
  token(email: string): Promise<string>
  /** `--quick`: scenarios shrink their loads (smoke run). */
  quick: boolean
}

export interface ScenarioCheck {
  name: string
  ok: boolean
  detail: string
}

export interface ScenarioResult extends LoadResult {
  /** Correctness checks a scenario makes besides latency (e.g. zero overdraw). */
  checks?: ScenarioCheck[]
}

export interface ApiScenario {
  /** Short name shown in the table, e.g. 'POST /api/login'. */
  name: string
  /** The load, in words, e.g. '20 sequential'. */
  load: string
  /** docs/decisions.md#budgets budget on p99, when there is one. */
  p99BudgetMs?: number
  /**
   * The scenario whose p99 this one's is divided by in the table, run earlier in the same run: a `SELECT 1` route
   * for the reads, the lightest signed-in request for sale creation.
   */
  reference?: string
  /**
   * The same request at the smallest size: this one's p99 must stay within 1.5 × that one's + 5 ms ("flat as
   * the history grows").
   */
  flatFrom?: string
  /** Peak server RSS allowed while it runs, MB. */
  rssBudgetMb?: number
  /** Engines the scenario means something on (default: both). */
  engines?: Engine[]
  run(ctx: ApiContext): Promise<ScenarioResult>
}
