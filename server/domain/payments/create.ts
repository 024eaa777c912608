import { toCentavos } from '@contract/money'
import type { SaleOnReservedLineRequest, SaleRequest } from '@contract/sales'
import { SALE_MSG } from '@contract/sales'
import { and, eq, gte, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { reservedCreditLines } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import {
  CodeRejection,
  checkCode,
  MAX_SUPPLIER_CODE_FAILURES,
  presentedCode,
  recordCodeRejection,
  redeemCode,
  SUPPLIER_FAILURE_WINDOW_MS,
} from '../codes/purchase-codes'
import type { CodeKeys } from '../codes/secret'
import { chargeCredit } from '../credit'
import { isVendorOf } from '../customers'
import { NotFound, Rejection } from '../rejection'
import { freshCustomer, ownLine } from '../reserved-lines'
import { checkCanBuy, insertPayment, loadSupplier, type OnCommit, type SaleAnswer } from './rules'

export type SaleDeps = { db: Db; clock: Clock; keys: CodeKeys }

/** A vendor-supplier's own sales are theirs unless they name another vendor of the organization. */
const vendorFor = (auth: AuthUser, requested: number | null | undefined) =>
  requested ?? (auth.roleName === 'vendor-supplier' ? auth.userId : null)

/**
 * POST /api/payments/create. Checks that need no transaction first (factoring, vendor, the supplier's
 * failure cap, the customer exists; expired reserved lines are released); then ONE transaction:
 *   1. the code: a one-time code is consumed (`UPDATE purchase_codes … WHERE used_at IS NULL AND
 *      expires_at > now AND attempts < 5 AND code_hash = $h RETURNING`), a shared code is matched;
 *   2. the customer's rules (active, not overdue, term and per-sale limits);
 *   3. INSERT payments (status 1); the Idempotency-Key answer is stored (same transaction);
 *   4. INSERT credit_movements (+amount, 'sale'), then `UPDATE credit_lines SET used = used + $amt WHERE
 *      id = $line AND credit_limit − used ≥ $amt RETURNING`, last, so the hot row is locked only until
 *      commit.
 * Before the transaction, checkCode evaluates the code and counts a wrong try in a transaction of its own (so
 * the count persists). Any refusal inside throws and rolls all of it back (the code stays unused).
 */
export async function createSale(
  deps: SaleDeps,
  auth: AuthUser,
  request: SaleRequest,
  onCommit?: OnCommit,
): Promise<SaleAnswer> {
  const { db, clock, keys } = deps
  const failuresSince = new Date(clock.now().getTime() - SUPPLIER_FAILURE_WINDOW_MS)
  const supplier = await loadSupplier(db, auth.organizationId, failuresSince)
  if (!supplier) throw new Error(`No supplier organization ${auth.organizationId}`)
  if (request.is_factoring && !supplier.useFactoring) {
    return { success: false, msg: SALE_MSG.factoringNotAllowed }
  }
  const vendorUserId = vendorFor(auth, request.vendor_user_id)
  const ownSale = vendorUserId === auth.userId && auth.roleName === 'vendor-supplier'
  if (vendorUserId !== null && !ownSale && !(await isVendorOf(db, vendorUserId, supplier.id))) {
    return { success: false, msg: SALE_MSG.vendorNotYours }
  }
  if (supplier.recentCodeFailures >= MAX_SUPPLIER_CODE_FAILURES) {
    return { success: false, msg: SALE_MSG.supplierThrottled }
  }
  const customer = await freshCustomer(db, clock, request.user_id)
  if (!customer) return { success: false, msg: SALE_MSG.customerNotFound }

  const code = presentedCode(keys, customer.userId, request.token)
  const checked = await checkCode(db, clock, code, customer.userId, supplier.id)
  if (!checked.ok) return { success: false, msg: checked.msg }
  const amount = toCentavos(request.amount)
  try {
    return await db.transaction(async (tx) => {
      await redeemCode(tx, clock, code, customer.userId, supplier.id)
      checkCanBuy(customer, { amount, term: request.term, transactionLimit: true, termLimit: true })
      const payment = await insertPayment(tx, clock, {
        customer,
        supplier,
        amount,
        term: request.term,
        reference: request.reference,
        createdBy: auth.userId,
        vendorUserId,
        isFactoring: request.is_factoring ?? false,
        isWppPurchase: request.is_wpp_purchase ?? false,
        delivery: request.delivery ?? false,
        deliveryAddress: request.address?.trim() || null,
      })
      const answer = { success: true as const, msg: SALE_MSG.saleCreated, data: payment.json }
      await onCommit?.(tx, 200, answer)
      // Last: the credit line stays locked from here to commit.
      const charged = await chargeCredit(tx, customer.creditLine!.id, {
        customerOrganizationId: customer.organizationId,
        amount,
        kind: 'sale',
        paymentId: payment.id,
        createdBy: auth.userId,
        now: clock.now(),
      })
      if (!charged) throw new Rejection(SALE_MSG.overAvailable)
      return answer
    })
  } catch (error) {
    if (error instanceof CodeRejection) {
      const msg = await recordCodeRejection(db, clock, code, customer.userId, supplier.id)
      return { success: false, msg }
    }
    if (error instanceof Rejection) return { success: false, msg: error.msg }
    throw error
  }
}

/**
 * POST /api/payments/create-on-reserved-credit-line: a sale drawn from one of the caller's active, unexpired
 * lines. No code (the customer gave it when the line was reserved) and no credit_lines change: the credit is
 * already in `used` as the line's `available`; the draw moves it from "unused reserved" to "unpaid capital",
 * both of which `used` counts. One transaction: customer rules, the line's conditional UPDATE, the payment.
 */
export async function createSaleOnReservedLine(
  deps: SaleDeps,
  auth: AuthUser,
  request: SaleOnReservedLineRequest,
  onCommit?: OnCommit,
): Promise<SaleAnswer> {
  const { db, clock } = deps
  const found = await ownLine(db, auth.organizationId, request.reserved_credit_line_id)
  if (!found) throw new NotFound(SALE_MSG.lineNotFound)
  const supplier = await loadSupplier(db, auth.organizationId)
  if (!supplier) throw new Error(`No supplier organization ${auth.organizationId}`)
  const customer = await freshCustomer(db, clock, found.customerUserId)
  if (!customer) return { success: false, msg: SALE_MSG.customerNotFound }
  const amount = toCentavos(request.amount)
  try {
    return await db.transaction(async (tx) => {
      checkCanBuy(customer, {
        amount,
        term: request.term,
        transactionLimit: false,
        termLimit: true,
      })
      const today = mxToday(clock)
      const [drawn] = await tx
        .update(reservedCreditLines)
        .set({ available: sql`${reservedCreditLines.available} - ${amount}` })
        .where(
          and(
            eq(reservedCreditLines.id, found.id),
            eq(reservedCreditLines.active, true),
            gte(reservedCreditLines.available, amount),
            gte(reservedCreditLines.expirationDate, today),
          ),
        )
        .returning({ id: reservedCreditLines.id })
      if (!drawn) {
        const [line] = await tx
          .select({ active: reservedCreditLines.active, expirationDate: reservedCreditLines.expirationDate })
          .from(reservedCreditLines)
          .where(eq(reservedCreditLines.id, found.id))
        const usable = line?.active && line.expirationDate >= today
        throw new Rejection(usable ? SALE_MSG.lineInsufficient : SALE_MSG.lineNotActive)
      }
      const payment = await insertPayment(tx, clock, {
        customer,
        supplier,
        amount,
        term: request.term,
        reference: request.reference,
        createdBy: auth.userId,
        vendorUserId: vendorFor(auth, null),
        reservedCreditLineId: found.id,
      })
      const answer = { success: true as const, msg: SALE_MSG.saleCreated, data: payment.json }
      await onCommit?.(tx, 200, answer)
      return answer
    })
  } catch (error) {
    if (error instanceof Rejection) return { success: false, msg: error.msg }
    throw error
  }
}
