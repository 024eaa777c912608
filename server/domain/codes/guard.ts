import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

/**
 * Counters that limit guesses (wrong codes, wrong passwords, mails per address) are kept in tables and read,
 * compared and written by concurrent requests, on several API processes. To hold under any concurrency, each
 * counter is read and bumped inside a transaction that first takes the counter's transaction-scoped advisory
 * lock (or, for a purchase code, locks its row): requests for one counter queue, each sees what the previous
 * one wrote, and a try is counted before anything secret is compared.
 * docs/decisions.md ("Rate limits and guess counters") lists every counter. At a cap the domain throws
 * `tooMany(msg, seconds)` (server/domain/errors.ts): 429 `{msg}` with Retry-After.
 */
export const GUARDED_COUNTERS = {
  /** code_failures of one supplier organization (purchase and shared codes). */
  supplierCodes: 1,
  /** payment_code_failures of one customer user (checkout payment codes). */
  paymentCodes: 2,
  /** login_failures of one e-mail. */
  loginFailures: 3,
  /** password-reset mails of one user. */
  resetMails: 4,
  /** registration applications (and their mails) of one contact e-mail. */
  applications: 5,
} as const
export type GuardedCounter = keyof typeof GUARDED_COUNTERS

/** First key of the two-key advisory locks of the guarded counters; unrelated to other locks of the app. */
const LOCK_NAMESPACE = 7_170_300

/**
 * Waits for, and holds until the transaction ends, the lock of one counter (`key`: a row id or a text such as
 * a normalized e-mail). Must run inside `db.transaction`, before the statements that read the counter (each
 * statement after it sees every transaction that held the lock before).
 */
export async function lockCounter(tx: Db, counter: GuardedCounter, key: number | string): Promise<void> {
  const second = typeof key === 'number' ? sql`${key}::int4` : sql`hashtext(${key})`
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE + GUARDED_COUNTERS[counter]}::int4, ${second})`,
  )
}

/** Seconds until a sliding window that started at `oldest` frees a place (at least 1). */
export const secondsUntilFree = (oldest: Date | null | undefined, windowMs: number, now: Date): number =>
  Math.max(1, Math.ceil(((oldest ? oldest.getTime() : now.getTime()) + windowMs - now.getTime()) / 1000))
