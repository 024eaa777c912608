import { toCentavos, toPesos } from '@contract/money'
import type { CheckoutCreateRequest, CheckoutDetails } from '@contract/sales'
import { SALE_MSG } from '@contract/sales'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { type Clock, DAY } from '../clock'
import type { Db } from '../db/client'
import { checkouts, organizations } from '../db/schema'
import type { AuthUser } from './auth/sessions'
import { guardedPaymentCodeLookup } from './codes/payment-codes'
import { CODE_ALPHABET, type CodeKeys, hmac, randomCode } from './codes/secret'
import { findCustomer } from './customers'
import { notFound } from './errors'
import { runPaymentSale } from './payments/payment-sale'
import { loadSupplier, type OnCommit, type SaleAnswer } from './payments/rules'
import type { SaleDeps } from './payments/sale-transaction'

export const PAYMENT_CODE_LENGTH = 12
export const CHECKOUT_TTL_MS = DAY
const PAYMENT_CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${PAYMENT_CODE_LENGTH}}$`)

const codeHashOf = (keys: CodeKeys, code: string) => hmac(keys.paymentCode, code)
const normalize = (code: string) => code.trim().toUpperCase()

/**
 * POST /api/checkout/create: a payment code for one customer user, bound to the caller's organization,
 * valid 24 h. Only its HMAC is stored. Limits are checked when the customer pays.
 */
export async function createCheckout(
  deps: SaleDeps,
  auth: AuthUser,
  request: CheckoutCreateRequest,
): Promise<{ payment_code: string }> {
  const { db, clock, keys } = deps
  const customer = await findCustomer(db, clock, request.user_id)
  if (!customer) throw notFound(SALE_MSG.customerNotFound)
  const now = clock.now()
  for (;;) {
    const code = randomCode(PAYMENT_CODE_LENGTH)
    const inserted = await db
      .insert(checkouts)
      .values({
        codeHash: codeHashOf(keys, code),
        supplierOrganizationId: auth.organizationId,
        customerUserId: customer.userId,
        amount: toCentavos(request.amount),
        term: request.term,
        reference: request.reference?.trim() || null,
        redirectUrl: request.redirect_url,
        createdBy: auth.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      })
      // 31^12 codes: a collision is next to impossible, but it must not become a 500 or a shared code.
      .onConflictDoNothing({ target: checkouts.codeHash })
      .returning({ id: checkouts.id })
    if (inserted.length === 1) return { payment_code: code }
  }
}

/**
 * The unused, unexpired checkout of this code for the signed-in customer user; undefined otherwise. The lookup
 * is counted (guardedPaymentCodeLookup, which throws a 429 `tooMany` at the cap): a code that was never made
 * for this user is a failed guess; one that was, but is used, expired or of a blocked supplier, is not.
 */
async function openCheckout(db: Db, keys: CodeKeys, clock: Clock, rawCode: string, customerUserId: number) {
  const found = await guardedPaymentCodeLookup(db, clock, customerUserId, (tx) =>
    findCheckout(tx, keys, rawCode, customerUserId),
  )
  const open =
    found &&
    found.checkout.usedAt === null &&
    found.checkout.expiresAt > clock.now() &&
    found.supplierStatus === 'active'
  return open ? found : undefined
}

async function findCheckout(db: Db, keys: CodeKeys, rawCode: string, customerUserId: number) {
  const code = normalize(rawCode)
  if (!PAYMENT_CODE_RE.test(code)) return undefined
  const [row] = await db
    .select({
      checkout: checkouts,
      supplierName: organizations.businessName,
      supplierStatus: organizations.status,
    })
    .from(checkouts)
    .innerJoin(organizations, eq(organizations.id, checkouts.supplierOrganizationId))
    .where(and(eq(checkouts.codeHash, codeHashOf(keys, code)), eq(checkouts.customerUserId, customerUserId)))
  return row && { ...row, code }
}

/** POST /api/checkout/get-details/{code}: only for the customer user it was made for (else NotFound). */
export async function checkoutDetails(
  deps: SaleDeps,
  auth: AuthUser,
  rawCode: string,
): Promise<CheckoutDetails> {
  const found = await openCheckout(deps.db, deps.keys, deps.clock, rawCode, auth.userId)
  if (!found) throw notFound(SALE_MSG.checkoutNotFound)
  return {
    amount: toPesos(found.checkout.amount),
    term: found.checkout.term,
    payment_code: found.code,
    supplier_name: found.supplierName,
    redirect_url: found.checkout.redirectUrl,
  }
}

/**
 * POST /api/checkout/pay/{code}: the signed-in customer confirms, which stands in for the purchase code.
 * The sale transaction (see runSale) with the checkout's conditional UPDATE (`WHERE used_at IS NULL`) as its
 * claim: a code pays once. A refusal (limits, credit) rolls back and leaves the checkout payable.
 */
export async function payCheckout(
  deps: SaleDeps,
  auth: AuthUser,
  rawCode: string,
  onCommit?: OnCommit,
): Promise<SaleAnswer> {
  const { db, clock, keys } = deps
  const found = await openCheckout(db, keys, clock, rawCode, auth.userId)
  if (!found) throw notFound(SALE_MSG.checkoutNotFound)
  const checkout = found.checkout
  const supplier = await loadSupplier(db, checkout.supplierOrganizationId)
  if (!supplier) throw notFound(SALE_MSG.checkoutNotFound)
  return runPaymentSale(deps, supplier, {
    customerUserId: auth.userId,
    customerNotFoundMsg: SALE_MSG.checkoutNotFound,
    actorUserId: auth.userId,
    claim: {
      kind: 'own',
      claim: async (tx, now) => {
        const [claimed] = await tx
          .update(checkouts)
          .set({ usedAt: now })
          .where(and(eq(checkouts.id, checkout.id), isNull(checkouts.usedAt), gt(checkouts.expiresAt, now)))
          .returning({ id: checkouts.id })
        if (!claimed) throw notFound(SALE_MSG.checkoutNotFound)
      },
    },
    checks: { amount: checkout.amount, term: checkout.term, transactionLimit: true },
    source: { kind: 'credit', movement: 'sale' },
    msg: SALE_MSG.checkoutPaid,
    onCommit,
    payment: () => ({ reference: checkout.reference, createdBy: checkout.createdBy }),
    afterInsert: async (tx, paymentId) => {
      await tx.update(checkouts).set({ paymentId }).where(eq(checkouts.id, checkout.id))
    },
  })
}
