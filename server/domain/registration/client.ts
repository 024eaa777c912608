import { randomInt } from 'node:crypto'
import { toCentavos } from '@contract/money'
import type { ClientFormInfo, RegisterClientRequest } from '@contract/registration'
import { REG_MSG } from '@contract/registrationTexts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { organizations } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { vendorsOf } from '../customers'
import { invalid, notFound } from '../errors'
import { isUniqueViolation } from '../payments/actions/errors'
import { type CreatedApplication, createApplication } from './applications'
import { continueRegistrationLink, continueRegistrationMail } from './mails'

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** 'P' + 7 random uppercase letters or digits (36^7 ≈ 7.8·10^10: not guessable by walking the form). */
export const newReferralCode = (): string =>
  `P${Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`

/** Codes are compared trimmed and upper-cased (people type them). */
export const normalizeReferralCode = (code: string) => code.trim().toUpperCase()

type Supplier = { id: number; businessName: string; canSelectVendor: boolean; referralCode: string | null }

const supplierColumns = {
  id: organizations.id,
  businessName: organizations.businessName,
  canSelectVendor: organizations.canSelectVendor,
  referralCode: organizations.referralCode,
}

/** The active supplier a referral code names, or null. */
export async function supplierByReferralCode(db: Db, code: string): Promise<Supplier | null> {
  const [row] = await db
    .select(supplierColumns)
    .from(organizations)
    .where(
      and(
        eq(organizations.referralCode, normalizeReferralCode(code)),
        eq(organizations.kind, 'supplier'),
        eq(organizations.status, 'active'),
      ),
    )
  return row ?? null
}

/**
 * The organization's referral code, made on first use: a conditional UPDATE (only while it has none), so
 * two concurrent first uses agree on one code; a collision with another supplier's code draws again.
 */
export async function ensureReferralCode(db: Db, organizationId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [current] = await db
      .select({ code: organizations.referralCode })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
    if (!current) throw notFound(REG_MSG.referralCodeInvalid)
    if (current.code) return current.code
    try {
      await db
        .update(organizations)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(organizations.id, organizationId), isNull(organizations.referralCode)))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error(`No free referral code for organization ${organizationId}`)
}

const formInfo = async (db: Db, supplier: Supplier, code: string): Promise<ClientFormInfo> => ({
  supplier_referral_code: code,
  business_name: supplier.businessName,
  can_select_vendor: supplier.canSelectVendor,
  vendors: await vendorsOf(db, supplier.id),
})

/** GET register/client-form?supplier_referral_code=…: public; 404 referralCodeInvalid for an unknown code. */
export async function clientFormByCode(db: Db, code: string): Promise<ClientFormInfo> {
  const supplier = await supplierByReferralCode(db, code)
  if (!supplier?.referralCode) throw notFound(REG_MSG.referralCodeInvalid)
  return formInfo(db, supplier, supplier.referralCode)
}

/** GET register/client-form with a supplier's session and no code: its own organization (code made if none). */
export async function ownClientForm(db: Db, organizationId: number): Promise<ClientFormInfo> {
  const code = await ensureReferralCode(db, organizationId)
  const [supplier] = await db
    .select(supplierColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  if (!supplier) throw notFound(REG_MSG.referralCodeInvalid)
  return formInfo(db, supplier, code)
}

/**
 * POST register/client: a supplier (by its referral code) registers a prospect: the application starts with
 * origin frontdesk, the referral and the vendor, and the prospect gets a mail with the link to finish it.
 * A supplier that selects vendors must name one of its own.
 */
export async function registerClient(
  deps: { db: Db; clock: Clock; appUrl: string },
  request: RegisterClientRequest,
): Promise<CreatedApplication> {
  const { db, clock } = deps
  const supplier = await supplierByReferralCode(db, request.supplier_referral_code)
  if (!supplier) throw invalid({ supplier_referral_code: [REG_MSG.referralCodeInvalid] })
  const vendorId = request.vendor_user_id ?? null
  if (vendorId === null && supplier.canSelectVendor) {
    throw invalid({ vendor_user_id: [REG_MSG.required] })
  }
  if (vendorId !== null && !(await vendorsOf(db, supplier.id)).some((vendor) => vendor.id === vendorId)) {
    throw invalid({ vendor_user_id: [REG_MSG.vendorInvalid] })
  }
  return createApplication(
    deps,
    {
      origin: 'frontdesk',
      businessName: request.business_name,
      businessType: request.business_type,
      contactName: request.contact_name,
      contactPhone: request.contact_phone,
      contactEmail: request.contact_email,
      creditRequested:
        request.credit_requested === null || request.credit_requested === undefined
          ? null
          : toCentavos(request.credit_requested),
      optinsAcceptedAt: null,
      referredBySupplierId: supplier.id,
      vendorUserId: vendorId,
    },
    async (tx, created) => {
      await enqueueMail(
        tx,
        continueRegistrationMail({
          to: created.contactEmail,
          name: request.contact_name,
          supplier: supplier.businessName,
          link: continueRegistrationLink(deps.appUrl, created.registerToken),
        }),
        clock,
      )
    },
  )
}
