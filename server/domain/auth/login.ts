import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import { type Clock, HOUR } from '../../clock'
import type { Db } from '../../db/client'
import { loginFailures, organizations, users } from '../../db/schema'
import { lockCounter, secondsUntilFree } from '../codes/guard'
import { normalizeEmail } from './email'
import { dummyPasswordHash, verifyPassword } from './passwords'
import { createSession } from './sessions'

/** The 11th attempt within an hour after 10 failures is refused before any hashing. */
export const MAX_LOGIN_FAILURES = 10
export const LOGIN_FAILURE_WINDOW_MS = HOUR

export type LoginOutcome =
  | { ok: true; token: string; userId: number }
  | { ok: false; reason: 'invalid-credentials' | 'disabled' }
  | { ok: false; reason: 'too-many-attempts'; retryAfterSeconds: number }

type LoginDeps = { db: Db; clock: Clock; scryptLogN: number }

/**
 * Checks the credentials and opens a session. Every wrong password (also for unknown e-mails) is recorded;
 * a successful login leaves the record alone, so a victim signing in does not reset an attacker's count.
 * "disabled" is told only to whoever knows the password; everyone else gets "invalid-credentials".
 *
 * The try is counted before the password is hashed: under the e-mail's advisory lock the failures of the
 * window are counted and, below the cap, a failure row is written at once (claimTry). Only then is the
 * password verified, outside any transaction (scrypt is slow); a right password deletes that row again. So
 * however many requests race, at most MAX_LOGIN_FAILURES passwords per e-mail and window are ever evaluated.
 */
export async function login(deps: LoginDeps, email: string, password: string): Promise<LoginOutcome> {
  const { db, clock } = deps
  const emailNormalized = normalizeEmail(email)
  const now = clock.now()
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)

  const claimed = await claimTry(db, emailNormalized, now, windowStart)
  if (!claimed.ok)
    return { ok: false, reason: 'too-many-attempts', retryAfterSeconds: claimed.retryAfterSeconds }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      active: users.active,
      organizationStatus: organizations.status,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, emailNormalized))

  // Unknown e-mail or no password set yet: hash anyway so the answer takes the same time.
  const hash = user?.passwordHash ?? (await dummyPasswordHash(deps.scryptLogN))
  const passwordMatches = (await verifyPassword(password, hash)) && Boolean(user?.passwordHash)
  if (!user || !passwordMatches) {
    // The failure is already recorded; rows older than the window count for nobody: pruned here.
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart))
    return { ok: false, reason: 'invalid-credentials' }
  }
  await db.delete(loginFailures).where(eq(loginFailures.id, claimed.failureId))
  if (!user.active || user.organizationStatus !== 'active') return { ok: false, reason: 'disabled' }
  return { ok: true, token: await createSession(db, user.id, clock), userId: user.id }
}

/** Counts this try as a failure up front, unless the e-mail is at its cap (then: seconds until it is not). */
async function claimTry(
  db: Db,
  emailNormalized: string,
  now: Date,
  windowStart: Date,
): Promise<{ ok: true; failureId: number } | { ok: false; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    await lockCounter(tx, 'loginFailures', emailNormalized)
    const [failures] = await tx
      .select({ n: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.emailNormalized, emailNormalized), gt(loginFailures.failedAt, windowStart)))
    if ((failures?.n ?? 0) >= MAX_LOGIN_FAILURES) {
      return {
        ok: false,
        retryAfterSeconds: secondsUntilFree(failures?.oldest, LOGIN_FAILURE_WINDOW_MS, now),
      }
    }
    const [row] = await tx
      .insert(loginFailures)
      .values({ emailNormalized, failedAt: now })
      .returning({ id: loginFailures.id })
    return { ok: true, failureId: row!.id }
  })
}
