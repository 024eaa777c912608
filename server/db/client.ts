import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import pg from 'pg'
import { DEFAULT_STATEMENT_CACHE } from '../config'
import * as schema from './schema'
import { cacheStatements } from './statement-cache'

/** The one database type domain code sees, whichever engine runs underneath. A transaction is also a Db. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Engine =
  | { kind: 'pglite'; client: PGlite; db: PgliteDatabase<typeof schema> }
  | { kind: 'postgres'; pool: pg.Pool; url: string }

export type DatabaseHandle = {
  db: Db
  kind: Engine['kind']
  /** Engine details, for migrations and tests only. */
  engine: Engine
  close(): Promise<void>
}

export type OpenDatabaseOptions = {
  /** postgres:// URL; without it PGlite is used. */
  url?: string | undefined
  /** PGlite data directory (`<dataDir>/db`), or 'memory://' for a throw-away database. */
  dataDir?: string | undefined
  /** PGlite only: start from a `dumpDataDir()` tarball instead of running initdb (tests use it: much faster). */
  pgliteSnapshot?: Blob | undefined
  onPoolError?: (error: Error) => void
  /** PostgreSQL only: connections in the pool (default 10). */
  poolMax?: number | undefined
  /** PostgreSQL only: statements each connection keeps prepared (default 200; 0: none). See statement-cache.ts. */
  statementCache?: number | undefined
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options)
  return openPglite(options.dataDir ?? 'memory://', options.pgliteSnapshot)
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  let location = dataDir
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true })
    location = join(dataDir, 'db')
  }
  const client = new PGlite(location, snapshot ? { loadDataDir: snapshot } : {})
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    engine: { kind: 'pglite', client, db },
    close: () => client.close(),
  }
}

async function openPostgres(
  url: string,
  { onPoolError, poolMax = 10, statementCache = DEFAULT_STATEMENT_CACHE }: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  // A fixed-size pool: a connection, once opened, stays (min = max) instead of closing after 10 s idle, so the
  // first burst after a quiet spell does not pay new backends and their cold plans (docs/architecture.md#runtime).
  const pool = new pg.Pool({ connectionString: url, max: poolMax, min: poolMax })
  cacheStatements(pool, statementCache)
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => onPoolError?.(error))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    engine: { kind: 'postgres', pool, url },
    close: () => pool.end(),
  }
}

/**
 * Promise.all for queries, run one after the other: a request holds one pool connection at a time
 * (docs/architecture.md#runtime). Takes drizzle query builders, which run only when awaited; a promise already
 * running would not wait its turn.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: {
    readonly [K in keyof T]: PromiseLike<T[K]>
  },
): Promise<T> {
  const results: unknown[] = []
  for (const query of queries) results.push(await query)
  return results as unknown as T
}
