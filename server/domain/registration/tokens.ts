import { eq } from 'drizzle-orm'
import { DAY } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications } from '../../db/schema'
import { hashToken, looksLikeToken, newToken } from '../auth/tokens'

export { hashToken, looksLikeToken }

/** How long a register token lets a prospect resume the wizard. */
export const REGISTER_TOKEN_TTL_DAYS = 30
export const REGISTER_TOKEN_TTL_MS = REGISTER_TOKEN_TTL_DAYS * DAY

export type RegistrationToken = { token: string; hash: string }

/** A register or questionnaire token: 256 random bits, base64url; only `hash` (sha256 hex) is stored. */
export function newRegistrationToken(): RegistrationToken {
  const token = newToken()
  return { token, hash: hashToken(token) }
}

export type ApplicationRow = typeof registrationApplications.$inferSelect

/**
 * The application a register token names, whatever its status or expiry (callers decide: see
 * `resolveWizardApplication`). Null for a malformed or unknown token.
 */
export async function findApplicationByRegisterToken(db: Db, token: string): Promise<ApplicationRow | null> {
  if (!looksLikeToken(token)) return null
  const [row] = await db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.registerTokenHash, hashToken(token)))
  return row ?? null
}

/** The application a questionnaire token names (any status); null for a malformed or unknown token. */
export async function findApplicationByQuestionnaireToken(
  db: Db,
  token: string,
): Promise<ApplicationRow | null> {
  if (!looksLikeToken(token)) return null
  const [row] = await db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.questionnaireTokenHash, hashToken(token)))
  return row ?? null
}
