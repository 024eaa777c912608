import { MSG } from '@contract/messages'
import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import { type Clock, MINUTE } from '../../clock'
import type { Db } from '../../db/client'
import { paymentCodeFailures } from '../../db/schema'
import { tooMany } from '../errors'
import { lockCounter, secondsUntilFree } from './guard'

/** Payment codes (checkout) a customer user may look up in vain per window before lookups are refused. */
export const MAX_PAYMENT_CODE_FAILURES = 10
export const PAYMENT_CODE_FAILURE_WINDOW_MS = 15 * MINUTE

/**
 * Runs `lookup` (the one place a presented payment code is compared: a query by its HMAC) for the customer
 * user, counted: under the user's advisory lock, the failures of the window are counted first (at the cap
 * 429 `tooMany` is thrown and nothing is looked up), and a lookup that finds nothing adds a failure before the
 * lock is released. So at most MAX_PAYMENT_CODE_FAILURES wrong codes per window are ever evaluated.
 */
export async function guardedPaymentCodeLookup<T>(
  db: Db,
  clock: Clock,
  customerUserId: number,
  lookup: (tx: Db) => Promise<T | undefined>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const now = clock.now()
    const windowStart = new Date(now.getTime() - PAYMENT_CODE_FAILURE_WINDOW_MS)
    const ofUser = eq(paymentCodeFailures.customerUserId, customerUserId)
    await lockCounter(tx, 'paymentCodes', customerUserId)
    const [recent] = await tx
      .select({ n: count(), oldest: min(paymentCodeFailures.failedAt) })
      .from(paymentCodeFailures)
      .where(and(ofUser, gt(paymentCodeFailures.failedAt, windowStart)))
    if ((recent?.n ?? 0) >= MAX_PAYMENT_CODE_FAILURES) {
      throw tooMany(MSG.rateLimited, secondsUntilFree(recent?.oldest, PAYMENT_CODE_FAILURE_WINDOW_MS, now))
    }
    const found = await lookup(tx)
    if (found === undefined) {
      await tx.insert(paymentCodeFailures).values({ customerUserId, failedAt: now })
      // Rows older than the window count for nobody: pruned here rather than by a job.
      await tx.delete(paymentCodeFailures).where(and(ofUser, lt(paymentCodeFailures.failedAt, windowStart)))
    }
    return found
  })
}
