/**
 * What the API scenarios share on PostgreSQL: a connection of their own beside the server's pool, and what a
 * request costs in CPU across the server, PostgreSQL and the load generator (docs/decisions.md#budgets).
 */
import os from 'node:os'
import pg from 'pg'
import { ownCpuSeconds, postgresCpuSeconds } from '../lib/cpu'
import type { LoadResult } from '../lib/load'
import type { ApiContext } from './types'

/** Runs `run` on a connection of its own to the server's database, closed afterwards. */
export async function withDb<T>(ctx: ApiContext, run: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!ctx.server.databaseUrl) throw new Error('this scenario needs PostgreSQL')
  const client = new pg.Client({ connectionString: ctx.server.databaseUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const localHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', ''])

/**
 * Runs a load and says what each request cost: CPU milliseconds of the server, of PostgreSQL (when it runs on
 * this machine) and of this load generator, and the database transactions it committed (every statement
 * outside an explicit transaction counts as one). The ceiling is what the machine's cores allow at that cost.
 */
export async function measuredCost(
  ctx: ApiContext,
  load: () => Promise<LoadResult>,
  unit: string,
): Promise<{ result: LoadResult; cost: string }> {
  const databaseUrl = ctx.server.databaseUrl
  const local = databaseUrl !== undefined && localHosts.has(new URL(databaseUrl).hostname)
  const transactions = () =>
    withDb(ctx, async (db) => {
      const { rows } = await db.query<{ n: string }>(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
      )
      return Number(rows[0]?.n ?? Number.NaN)
    })
  const cpu = () => ({
    server: ctx.server.cpuSeconds(),
    postgres: local ? postgresCpuSeconds() : Number.NaN,
    own: ownCpuSeconds(),
  })
  const before = { ...cpu(), transactions: await transactions() }
  const result = await load()
  const after = cpu()
  // PostgreSQL publishes a backend's counters at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  // Minus the two reads of the counter themselves.
  const committed = (await transactions()) - before.transactions - 2
  const per = (seconds: number) => (seconds * 1000) / result.requests
  const server = per(after.server - before.server)
  const postgres = per(after.postgres - before.postgres)
  const own = per(after.own - before.own)
  const total = server + (Number.isFinite(postgres) ? postgres : 0) + own
  const cores = os.availableParallelism()
  const spent = [
    `CPU per ${unit}: server ${server.toFixed(1)} ms`,
    Number.isFinite(postgres)
      ? `PostgreSQL ${postgres.toFixed(1)} ms`
      : 'PostgreSQL not local (not measured)',
    `load generator ${own.toFixed(1)} ms`,
    `${(committed / result.requests).toFixed(1)} database transactions`,
  ].join(', ')
  const cost = `${spent}; at ${total.toFixed(1)} ms a ${unit}, ${cores} cores allow at most ${Math.floor((cores * 1000) / total)} a second`
  return { result, cost }
}
