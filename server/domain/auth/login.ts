import { and, count, eq, gt, lt } from 'drizzle-orm'
import { type Clock, HOUR } from '../../clock'
import type { Db } from '../../db/client'
import { loginFailures, organizations, users } from '../../db/schema'
import { normalizeEmail } from './email'
import { dummyPasswordHash, verifyPassword } from './passwords'
import { createSession } from './sessions'

/** The 11th attempt within an hour after 10 failures is refused before any hashing. */
export const MAX_LOGIN_FAILURES = 10
export const LOGIN_FAILURE_WINDOW_MS = HOUR

export type LoginOutcome =
  | { ok: true; token: string; userId: number }
  | { ok: false; reason: 'invalid-credentials' | 'disabled' | 'too-many-attempts' }

type LoginDeps = { db: Db; clock: Clock; scryptLogN: number }

/**
 * Checks the credentials and opens a session. Every wrong password (also for unknown e-mails) is recorded;
 * a successful login leaves the record alone, so a victim signing in does not reset an attacker's count.
 * "disabled" is told only to whoever knows the password; everyone else gets "invalid-credentials".
 */
export async function login(deps: LoginDeps, email: string, password: string): Promise<LoginOutcome> {
  const { db, clock } = deps
  const emailNormalized = normalizeEmail(email)
  const now = clock.now()
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)

  const [failures] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.emailNormalized, emailNormalized), gt(loginFailures.failedAt, windowStart)))
  if ((failures?.n ?? 0) >= MAX_LOGIN_FAILURES) return { ok: false, reason: 'too-many-attempts' }

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
    await recordFailure(db, emailNormalized, now, windowStart)
    return { ok: false, reason: 'invalid-credentials' }
  }
  if (!user.active || user.organizationStatus !== 'active') return { ok: false, reason: 'disabled' }
  return { ok: true, token: await createSession(db, user.id, clock), userId: user.id }
}

async function recordFailure(db: Db, emailNormalized: string, now: Date, windowStart: Date): Promise<void> {
  await db.insert(loginFailures).values({ emailNormalized, failedAt: now })
  // Rows older than the window count for nobody: prune them here rather than in a separate job.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart))
}
