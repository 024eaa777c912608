import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { DatabaseHandle } from './client'

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Arbitrary constant: the advisory lock that serialises migrations of API processes starting together. */
const MIGRATION_LOCK = 7_170_201

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const engine = handle.engine
  if (engine.kind === 'pglite') {
    await migratePglite(engine.db, { migrationsFolder })
    return
  }
  // A dedicated connection, so the session-level advisory lock and the migration share it.
  const client = new pg.Client({ connectionString: engine.url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzlePg({ client }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await client.end()
  }
}
