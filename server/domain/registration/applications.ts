import { REG_MSG } from '@contract/registrationTexts'
import { and, count, eq, gt, min } from 'drizzle-orm'
import { type Clock, HOUR } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications, users } from '../../db/schema'
import { normalizeEmail } from '../auth/email'
import { lockCounter, secondsUntilFree } from '../codes/guard'
import { invalid, tooMany } from '../errors'
import { newRegistrationToken, REGISTER_TOKEN_TTL_MS } from './tokens'

/**
 * New applications per contact e-mail per hour (step 1 and client registration are public and both queue or
 * lead to mail): beyond it 429. People who restart the wizard stay far below it.
 */
export const MAX_APPLICATIONS_PER_EMAIL_PER_HOUR = 5

export type NewApplication = {
  origin: 'web' | 'frontdesk'
  businessName: string
  businessType: 'person' | 'company'
  contactName: string
  /** 52 + 10 digits. */
  contactPhone: string
  contactEmail: string
  /** Centavos; null when a supplier registered the client without an amount. */
  creditRequested: number | null
  /** The instant the opt-ins were accepted (web), null for a supplier's registration. */
  optinsAcceptedAt: Date | null
  referredBySupplierId?: number | null
  vendorUserId?: number | null
}

export type CreatedApplication = { id: number; registerToken: string; contactEmail: string }

/** Whether a user (any organization, enabled or not) already has the e-mail. */
export async function emailBelongsToUser(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1)
  return row !== undefined
}

/**
 * The one way an application starts (wizard step 1 and a supplier's client registration): refuses an
 * e-mail that already has a user (that prospect should sign in) and the 6th application of one e-mail
 * within an hour; then inserts it in progress with a fresh 30-day register token, and runs `also` (e.g.
 * queue the mail carrying the token) in the same transaction.
 */
export async function createApplication(
  deps: { db: Db; clock: Clock },
  input: NewApplication,
  also?: (tx: Db, created: CreatedApplication) => Promise<void>,
): Promise<CreatedApplication> {
  const { db, clock } = deps
  const now = clock.now()
  const contactEmail = normalizeEmail(input.contactEmail)
  if (await emailBelongsToUser(db, contactEmail)) {
    throw invalid({ contact_email: [REG_MSG.emailTaken] })
  }
  const { token, hash } = newRegistrationToken()
  // The cap is counted under the e-mail's advisory lock, in the transaction that inserts the application and
  // runs `also` (its mail): however many requests race, at most the cap of applications per hour.
  return db.transaction(async (tx) => {
    await lockCounter(tx, 'applications', contactEmail)
    const [recent] = await tx
      .select({ n: count(), oldest: min(registrationApplications.createdAt) })
      .from(registrationApplications)
      .where(
        and(
          eq(registrationApplications.contactEmail, contactEmail),
          gt(registrationApplications.createdAt, new Date(now.getTime() - HOUR)),
        ),
      )
    if ((recent?.n ?? 0) >= MAX_APPLICATIONS_PER_EMAIL_PER_HOUR) {
      // Until the oldest application of the hour leaves it (at most the hour the message names).
      throw tooMany(REG_MSG.tooManyApplications, secondsUntilFree(recent?.oldest, HOUR, now))
    }
    const [row] = await tx
      .insert(registrationApplications)
      .values({
        registerTokenHash: hash,
        registerTokenExpiresAt: new Date(now.getTime() + REGISTER_TOKEN_TTL_MS),
        status: 'in_progress',
        origin: input.origin,
        referredBySupplierId: input.referredBySupplierId ?? null,
        vendorUserId: input.vendorUserId ?? null,
        businessName: input.businessName.trim(),
        businessType: input.businessType,
        contactName: input.contactName.trim(),
        contactPhone: input.contactPhone,
        contactEmail,
        creditRequested: input.creditRequested,
        optinsAcceptedAt: input.optinsAcceptedAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: registrationApplications.id })
    const created = { id: row!.id, registerToken: token, contactEmail }
    if (also) await also(tx, created)
    return created
  })
}
