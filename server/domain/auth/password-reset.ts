import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { type Clock, HOUR, MINUTE } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, passwordResetTokens, users } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { passwordResetLink, passwordResetMail } from '../../mail/templates'
import { lockCounter } from '../codes/guard'
import { normalizeEmail } from './email'
import { hashPassword } from './passwords'
import { revokeAllSessions } from './sessions'
import { hashToken, looksLikeToken, newToken } from './tokens'

export const RESET_TOKEN_TTL_MINUTES = 60
/** Beyond this many reset mails per user per hour, further requests are silently dropped (mail bombing). */
export const MAX_RESET_MAILS_PER_HOUR = 5

type ResetDeps = { db: Db; clock: Clock; appUrl: string }

/**
 * Sends a reset link when the e-mail belongs to an enabled user; otherwise does nothing. The caller
 * answers the same either way. Returns whether a mail was queued.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string): Promise<boolean> {
  const { db, clock } = deps
  const now = clock.now()
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(eq(users.email, normalizeEmail(email)), eq(users.active, true), eq(organizations.status, 'active')),
    )
  if (!user) return false

  // The cap is counted under the user's advisory lock, in the transaction that writes the token and the mail:
  // however many requests race, at most MAX_RESET_MAILS_PER_HOUR links per hour are made.
  return db.transaction(async (tx) => {
    await lockCounter(tx, 'resetMails', user.id)
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - HOUR)),
        ),
      )
    if ((recent?.n ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return false
    const token = await createPasswordToken(tx, user.id, clock, RESET_TOKEN_TTL_MINUTES)
    const link = passwordResetLink(deps.appUrl, token)
    await enqueueMail(
      tx,
      passwordResetMail({ to: user.email, name: user.name, link, minutes: RESET_TOKEN_TTL_MINUTES }),
      clock,
    )
    return true
  })
}

/**
 * A single-use token for POST /api/change-password (reset link, or first password of an approved user).
 * Earlier unused tokens of the user stop working: only the newest link is valid. Run it in the
 * transaction that queues the mail carrying the link.
 */
export async function createPasswordToken(
  db: Db,
  userId: number,
  clock: Clock,
  ttlMinutes: number,
): Promise<string> {
  const now = clock.now()
  const token = newToken()
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * MINUTE),
  })
  return token
}

/** A token that is unused and unexpired. */
const liveToken = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  )

/**
 * Sets a new password with a reset (or first-password) token. The token is consumed by a conditional
 * UPDATE in the same transaction as the password change, so of two concurrent uses exactly one wins;
 * all the user's sessions and other pending links are revoked.
 */
export async function resetPassword(
  deps: { db: Db; clock: Clock; scryptLogN: number },
  token: string,
  password: string,
): Promise<'changed' | 'invalid-token'> {
  const { db, clock } = deps
  if (!looksLikeToken(token)) return 'invalid-token'
  const tokenHash = hashToken(token)
  const now = clock.now()

  // Cheap read first, so an invalid token never costs a scrypt hash.
  const [candidate] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(liveToken(tokenHash, now), eq(users.active, true), eq(organizations.status, 'active')))
  if (!candidate) return 'invalid-token'

  const passwordHash = await hashPassword(password, deps.scryptLogN)
  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(liveToken(tokenHash, now))
      .returning({ userId: passwordResetTokens.userId })
    if (!consumed) return 'invalid-token'
    await tx.update(users).set({ passwordHash }).where(eq(users.id, consumed.userId))
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, consumed.userId), isNull(passwordResetTokens.usedAt)))
    await revokeAllSessions(tx, consumed.userId, clock)
    return 'changed'
  })
}
