import type pg from 'pg'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { RATE_LIMIT_GROUPS, type RateLimitGroup, type RateLimitsConfig } from '../config'
import type { Engine } from '../db/client'

/** Table of migration 0007, in the layout of rate-limiter-flexible's PostgreSQL store. */
export const RATE_LIMIT_TABLE = 'rate_limits'

type Scope = 'ip' | 'account'

/**
 * The per-client and per-account request limits of the guarded routes (login, code redemption, registration,
 * password reset), one fixed window of `windowSeconds` per key. On PostgreSQL the counts live in the
 * `rate_limits` table (one atomic upsert per request: `INSERT … ON CONFLICT DO UPDATE SET points = points + 1
 * RETURNING`), so every API process on the database shares them; on PGlite (one process) they live in memory.
 */
export type RateLimits = {
  readonly store: 'postgres' | 'memory'
  /** null when allowed; otherwise the seconds until the key's window ends. */
  consume(group: RateLimitGroup, scope: Scope, key: string): Promise<{ retryAfterSeconds: number } | null>
}

export function createRateLimits(config: RateLimitsConfig, engine?: Engine): RateLimits {
  const pool: pg.Pool | undefined = engine?.kind === 'postgres' ? engine.pool : undefined
  let clearsExpired = true
  const make = (group: RateLimitGroup, scope: Scope): RateLimiterAbstract => {
    const options = {
      keyPrefix: `${group}:${scope}`,
      points: config[group][scope],
      duration: config.windowSeconds,
    }
    if (!pool) return new RateLimiterMemory(options)
    const limiter = new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // One limiter deletes the table's expired rows now and then (an unref'd timer); the others need not.
      clearExpiredByTimeout: clearsExpired,
    })
    clearsExpired = false
    return limiter
  }
  const limiters = new Map<string, RateLimiterAbstract>()
  for (const group of RATE_LIMIT_GROUPS) {
    for (const scope of ['ip', 'account'] as const) limiters.set(`${group}:${scope}`, make(group, scope))
  }
  return {
    store: pool ? 'postgres' : 'memory',
    async consume(group, scope, key) {
      const limiter = limiters.get(`${group}:${scope}`)
      if (!limiter) throw new Error(`No rate limiter ${group}:${scope}`)
      try {
        await limiter.consume(key)
        return null
      } catch (refusal) {
        // A RateLimiterRes is a refusal; anything else (the store failed) is an error of the request.
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
    },
  }
}
