import { type MainRole, mainRoleOfRole, type RoleName, roleNameOf } from '@contract/roles'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { type Clock, DAY, MINUTE } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, sessions, users } from '../../db/schema'
import { hashToken, looksLikeToken, newToken } from './tokens'

/** The signed-in user behind a request (requireAuth puts it in `c.var.auth`). */
export type AuthUser = {
  userId: number
  sessionId: number
  organizationId: number
  roleId: number
  roleName: RoleName
  mainRole: MainRole
}

export const SESSION_TTL_MS = 30 * DAY
/** last_used_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 5 * MINUTE

/** Opens a session and returns its bearer token (only its hash is stored). */
export async function createSession(db: Db, userId: number, clock: Clock): Promise<string> {
  const token = newToken()
  const now = clock.now()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  })
  return token
}

/**
 * The user behind a bearer token, or null when the token is malformed, unknown, expired or revoked,
 * or its user or organization is disabled.
 */
export async function authenticate(db: Db, token: string, clock: Clock): Promise<AuthUser | null> {
  if (!looksLikeToken(token)) return null
  const now = clock.now()
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      userId: users.id,
      roleId: users.roleId,
      organizationId: users.organizationId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.active, true),
        eq(organizations.status, 'active'),
      ),
    )
  const roleName = row && roleNameOf(row.roleId)
  if (!row || !roleName) return null
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId))
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    organizationId: row.organizationId,
    roleId: row.roleId,
    roleName,
    mainRole: mainRoleOfRole(roleName),
  }
}

export async function revokeSession(db: Db, sessionId: number, clock: Clock): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeAllSessions(db: Db, userId: number, clock: Clock): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
