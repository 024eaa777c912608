import { STATEMENT_MSG, STATEMENT_TOKEN_DAYS } from '@contract/statements'
import { and, eq, gt } from 'drizzle-orm'
import { type Clock, DAY } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, statementTokens } from '../../db/schema'
import { hashToken, looksLikeToken, newToken } from '../auth/tokens'
import { notFound } from '../errors'

/**
 * A statement link for one builder (docs/decisions.md#statements): 256 random bits in base64url, only its
 * SHA-256 stored, valid STATEMENT_TOKEN_DAYS days, read-only (it opens the statement and its export, nothing
 * else). Run it in the transaction that queues the mail carrying it.
 */
export async function issueStatementToken(
  db: Db,
  clock: Clock,
  customerOrganizationId: number,
  weekStart: string,
): Promise<string> {
  const now = clock.now()
  const token = newToken()
  await db.insert(statementTokens).values({
    tokenHash: hashToken(token),
    customerOrganizationId,
    weekStart,
    expiresAt: new Date(now.getTime() + STATEMENT_TOKEN_DAYS * DAY),
    createdAt: now,
  })
  return token
}

/**
 * The builder a statement token opens; a malformed, unknown or expired token, or a builder no longer active,
 * is the same 404 (nothing tells them apart).
 */
export async function customerOfStatementToken(db: Db, clock: Clock, token: string): Promise<number> {
  if (!looksLikeToken(token)) throw notFound(STATEMENT_MSG.tokenNotFound)
  const [found] = await db
    .select({ organizationId: statementTokens.customerOrganizationId })
    .from(statementTokens)
    .innerJoin(organizations, eq(organizations.id, statementTokens.customerOrganizationId))
    .where(
      and(
        eq(statementTokens.tokenHash, hashToken(token)),
        gt(statementTokens.expiresAt, clock.now()),
        eq(organizations.status, 'active'),
      ),
    )
  if (!found) throw notFound(STATEMENT_MSG.tokenNotFound)
  return found.organizationId
}
