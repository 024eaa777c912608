import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type DatabaseHandle, type Db, openDatabase } from '../../../server/db/client'
import { migrateDatabase } from '../../../server/db/migrate'
import { migratedSnapshot } from '../pglite-snapshot'
import { freshPostgresDatabase, type ServerEnv } from './server-process'

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/**
 * Where a crash run keeps its data: a PGlite data directory on disk ($DATA_DIR/db) or a fresh PostgreSQL
 * database. PGlite cannot be opened by two processes: `sql` and `seed` run only while no server is up.
 */
export type ProcessEngine = {
  kind: 'pglite' | 'postgres'
  dataDir: string
  env: ServerEnv
  /** True when the server must be stopped before `sql` (PGlite). */
  exclusive: boolean
  /** Migrates, then runs `fn` on the database (before the first start). */
  seed<T>(fn: (db: Db) => Promise<T>): Promise<T>
  sql<T>(fn: (query: Query) => Promise<T>): Promise<T>
  dispose(): Promise<void>
}

async function withHandle<T>(
  open: () => Promise<DatabaseHandle>,
  fn: (handle: DatabaseHandle) => Promise<T>,
) {
  const handle = await open()
  try {
    return await fn(handle)
  } finally {
    await handle.close()
  }
}

export async function pgliteEngine(): Promise<ProcessEngine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'obrafiado-crash-'))
  const open = () => openDatabase({ dataDir })
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    exclusive: true,
    // The first open loads a migrated snapshot (initdb on disk takes long on a busy machine).
    seed: async (fn) =>
      withHandle(
        async () => openDatabase({ dataDir, pgliteSnapshot: await migratedSnapshot() }),
        async (handle) => {
          await migrateDatabase(handle)
          return fn(handle.db)
        },
      ),
    sql: (fn) =>
      withHandle(open, async (handle) => {
        if (handle.engine.kind !== 'pglite') throw new Error('unreachable')
        const client = handle.engine.client
        return fn(async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows)
      }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  }
}

export async function postgresEngine(adminUrl: string): Promise<ProcessEngine> {
  const dataDir = await mkdtemp(join(tmpdir(), 'obrafiado-crash-'))
  const database = await freshPostgresDatabase(adminUrl)
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    exclusive: false,
    seed: (fn) =>
      withHandle(
        () => openDatabase({ url: database.url }),
        async (handle) => {
          await migrateDatabase(handle)
          return fn(handle.db)
        },
      ),
    sql: async (fn) => {
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        return await fn(async (text, params) => (await client.query(text, params)).rows)
      } finally {
        await client.end()
      }
    },
    dispose: async () => {
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
