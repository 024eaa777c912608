import type { Context } from 'hono'
import { codeKeys } from '../domain/codes/secret'
import type { SaleDeps } from '../domain/payments/sale-transaction'
import type { AppEnv } from './env'

/** The database, the clock and the code keys (derived from the server secret once per process). */
export async function saleDeps<E extends AppEnv>(c: Context<E>): Promise<SaleDeps> {
  const { db, clock, config } = c.var.deps
  return { db, clock, keys: await codeKeys(db, config.codeSecret, clock) }
}
