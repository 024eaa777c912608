import { fieldErrors, inputIssueMessage } from '@contract/http'
import { toCentavos } from '@contract/money'
import {
  REG_MSG,
  type RegisterStep1Request,
  type RegisterStep2Request,
  type RegistrationUser,
  registrationUserSchema,
} from '@contract/registration'
import { BANK_STATEMENTS, generalDocumentsFor } from '@contract/registrationTexts'
import { eq } from 'drizzle-orm'
import { z } from 'zod/mini'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications } from '../../db/schema'
import type { BlobStore } from '../../files/blob-store'
import { normalizeEmail } from '../auth/email'
import { invalid } from '../errors'
import { emailBelongsToUser } from './applications'
import { dropSlotsOutside, removeBlobs } from './documents'
import { withWizardApplication } from './wizard'

type StepDeps = { db: Db; clock: Clock }

/** What step 2 stores: the legal representative and when the opt-in was accepted. */
export type StoredLegalRepresentative = {
  name: string
  last_name: string
  email: string
  phone: string
  optin_at: string
}
/** What step 5 stores; payment_user is a copy of buyer_user when they are the same person. */
export type StoredUsers = {
  buyer_user: RegistrationUser
  is_payment_user_same_as_buyer: boolean
  payment_user: RegistrationUser
}

const cleanUser = (user: RegistrationUser): RegistrationUser => ({
  name: user.name,
  last_name: user.last_name,
  email: normalizeEmail(user.email),
  phone: user.phone,
})

/**
 * POST register/step-1 with a Register_Token header: the prospect (typically one a supplier registered)
 * completes or corrects the first step of an application that exists. Same fields as a new one; origin,
 * referral and vendor stay. A changed business type drops the documents it no longer asks for.
 */
export async function updateInfo(
  deps: StepDeps & { store: BlobStore },
  token: string,
  request: RegisterStep1Request,
): Promise<void> {
  const { db, clock } = deps
  const contactEmail = normalizeEmail(request.contact_email)
  const removed = await withWizardApplication(db, clock, token, async (tx, application) => {
    if (await emailBelongsToUser(tx, contactEmail)) {
      throw invalid({ contact_email: [REG_MSG.emailTaken] })
    }
    const now = clock.now()
    await tx
      .update(registrationApplications)
      .set({
        businessName: request.business_name,
        contactName: request.contact_name,
        contactPhone: request.contact_phone,
        contactEmail,
        businessType: request.business_type,
        creditRequested: toCentavos(request.credit_requested),
        optinsAcceptedAt: now,
        updatedAt: now,
      })
      .where(eq(registrationApplications.id, application.id))
    const keep = [...generalDocumentsFor(request.business_type), ...BANK_STATEMENTS].map((d) => d.prop)
    return dropSlotsOutside(tx, application.id, keep)
  })
  await removeBlobs(deps.store, removed)
}

/** POST register/step-2: the legal representative (replaces an earlier one while in progress). */
export async function saveLegalRepresentative(
  deps: StepDeps,
  token: string,
  request: RegisterStep2Request,
): Promise<void> {
  const { db, clock } = deps
  await withWizardApplication(db, clock, token, async (tx, application) => {
    const now = clock.now()
    const legal: StoredLegalRepresentative = {
      name: request.name,
      last_name: request.last_name,
      email: normalizeEmail(request.email),
      phone: request.phone,
      optin_at: now.toISOString(),
    }
    await tx
      .update(registrationApplications)
      .set({ legalRepresentative: legal, updatedAt: now })
      .where(eq(registrationApplications.id, application.id))
  })
}

/**
 * Step 5's payment user: a copy of the buyer when they are the same person; otherwise all four fields,
 * else 422 paymentUserIncomplete (the form's one message), or the field's own message when all are there.
 */
export function paymentUserOf(
  buyer: RegistrationUser,
  same: boolean,
  paymentUser: unknown,
): RegistrationUser {
  if (same) return buyer
  const fields = ['name', 'last_name', 'email', 'phone'] as const
  const given = (paymentUser ?? {}) as Record<string, unknown>
  const complete =
    typeof paymentUser === 'object' &&
    paymentUser !== null &&
    !Array.isArray(paymentUser) &&
    fields.every((field) => typeof given[field] === 'string' && (given[field] as string).trim() !== '')
  if (!complete) throw invalid({ payment_user: [REG_MSG.paymentUserIncomplete] })
  const parsed = z.safeParse(registrationUserSchema, paymentUser, { error: inputIssueMessage })
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw invalid(
      Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [`payment_user.${field}`, messages]),
      ),
    )
  }
  return cleanUser(parsed.data)
}

/** POST register/step-5: the buyer and payment users the approval will create (replaces earlier ones). */
export async function saveUsers(
  deps: StepDeps,
  token: string,
  request: { buyer_user: RegistrationUser; is_payment_user_same_as_buyer: boolean; payment_user?: unknown },
): Promise<void> {
  const { db, clock } = deps
  const buyer = cleanUser(request.buyer_user)
  const payment = paymentUserOf(buyer, request.is_payment_user_same_as_buyer, request.payment_user)
  const stored: StoredUsers = {
    buyer_user: buyer,
    is_payment_user_same_as_buyer: request.is_payment_user_same_as_buyer,
    payment_user: payment,
  }
  await withWizardApplication(db, clock, token, async (tx, application) => {
    const errors: Record<string, string[]> = {}
    if (await emailBelongsToUser(tx, buyer.email)) errors['buyer_user.email'] = [REG_MSG.emailTaken]
    if (!stored.is_payment_user_same_as_buyer && (await emailBelongsToUser(tx, payment.email))) {
      errors['payment_user.email'] = [REG_MSG.emailTaken]
    }
    if (Object.keys(errors).length > 0) throw invalid(errors)
    await tx
      .update(registrationApplications)
      .set({ users: stored, updatedAt: clock.now() })
      .where(eq(registrationApplications.id, application.id))
  })
}
