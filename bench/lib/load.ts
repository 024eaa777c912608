/**
 * Load loops with latency percentiles. Every loop is bounded in count and in time.
 *
 * - `fixedConcurrency`: N workers, each sends its next request when its previous one answered (closed loop).
 * - `fixedRate`: requests start on a fixed schedule whatever the latency (open loop, no coordinated
 *   omission); latency is measured from the scheduled start, and requests beyond `maxInFlight` are dropped
 *   and counted as such.
 */
import { performance } from 'node:perf_hooks'

/** One request: resolves true when the answer is the expected one, false (or throws) otherwise. */
export type Task = (i: number) => Promise<boolean>

export interface LoadResult {
  requests: number
  errors: number
  /** Open loop only: requests not started because `maxInFlight` were pending. */
  dropped: number
  durationMs: number
  throughput: number
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
  /** First error seen, for the report. */
  firstError?: string
}

export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!
}

export function summarize(
  latencies: number[],
  errors: number,
  durationMs: number,
  extra: { dropped?: number; firstError?: string } = {},
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  const total = sorted.reduce((sum, v) => sum + v, 0)
  return {
    requests: sorted.length,
    errors,
    dropped: extra.dropped ?? 0,
    durationMs,
    throughput: durationMs > 0 ? (sorted.length / durationMs) * 1000 : 0,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
    ...(extra.firstError ? { firstError: extra.firstError } : {}),
  }
}

class Recorder {
  latencies: number[] = []
  errors = 0
  firstError: string | undefined

  async time(task: Task, i: number, startedAt = performance.now()): Promise<void> {
    let ok = false
    try {
      ok = await task(i)
      if (!ok) this.firstError ??= `request ${i}: unexpected answer`
    } catch (error) {
      this.firstError ??= `request ${i}: ${error instanceof Error ? error.message : String(error)}`
    }
    this.latencies.push(performance.now() - startedAt)
    if (!ok) this.errors++
  }

  summary(started: number, dropped = 0): LoadResult {
    return summarize(this.latencies, this.errors, performance.now() - started, {
      dropped,
      ...(this.firstError ? { firstError: this.firstError } : {}),
    })
  }
}

export interface ConcurrencyOptions {
  concurrency: number
  /** Total requests to send. */
  requests: number
  /** Stop starting new requests after this long. */
  maxDurationMs: number
}

export async function fixedConcurrency(task: Task, opts: ConcurrencyOptions): Promise<LoadResult> {
  const rec = new Recorder()
  const started = performance.now()
  const deadline = started + opts.maxDurationMs
  let next = 0
  const worker = async () => {
    while (next < opts.requests && performance.now() < deadline) {
      await rec.time(task, next++)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency) }, worker))
  return rec.summary(started)
}

/** Sequential requests: `fixedConcurrency` with one worker. */
export const sequential = (task: Task, requests: number, maxDurationMs: number) =>
  fixedConcurrency(task, { concurrency: 1, requests, maxDurationMs })

export interface RateOptions {
  /** Requests per second. */
  rate: number
  durationMs: number
  /** Requests pending at once before new ones are dropped. */
  maxInFlight: number
}

export async function fixedRate(task: Task, opts: RateOptions): Promise<LoadResult> {
  const rec = new Recorder()
  const interval = 1000 / opts.rate
  const total = Math.floor((opts.durationMs / 1000) * opts.rate)
  const started = performance.now()
  const pending = new Set<Promise<void>>()
  let dropped = 0
  for (let i = 0; i < total; i++) {
    const scheduled = started + i * interval
    const wait = scheduled - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    if (pending.size >= opts.maxInFlight) {
      dropped++
      continue
    }
    const p: Promise<void> = rec.time(task, i, scheduled).finally(() => pending.delete(p))
    pending.add(p)
  }
  await Promise.all(pending)
  return rec.summary(started, dropped)
}
