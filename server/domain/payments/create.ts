import { toCentavos } from '@contract/money'
import type { SaleOnReservedLineRequest, SaleRequest } from '@contract/sales'
import { SALE_MSG } from '@contract/sales'
import type { AuthUser } from '../auth/sessions'
import { isVendorOf } from '../customers'
import { notFound } from '../errors'
import { ownLine } from '../reserved-lines'
import { runPaymentSale } from './payment-sale'
import { loadSupplier, type OnCommit, type SaleAnswer } from './rules'
import type { SaleDeps } from './sale-transaction'

/** A vendor-supplier's own sales are theirs unless they name another vendor of the organization. */
const vendorFor = (auth: AuthUser, requested: number | null | undefined) =>
  requested ?? (auth.roleName === 'vendor-supplier' ? auth.userId : null)

/**
 * POST /api/payments/create. Checks that need no transaction first (factoring, vendor); then the sale
 * transaction with the customer's code and the customer's credit (see runSale).
 */
export async function createSale(
  deps: SaleDeps,
  auth: AuthUser,
  request: SaleRequest,
  onCommit?: OnCommit,
): Promise<SaleAnswer> {
  const { db } = deps
  const supplier = await loadSupplier(db, auth.organizationId)
  if (!supplier) throw new Error(`No supplier organization ${auth.organizationId}`)
  if (request.is_factoring && !supplier.useFactoring) {
    return { success: false, msg: SALE_MSG.factoringNotAllowed }
  }
  const vendorUserId = vendorFor(auth, request.vendor_user_id)
  const ownSale = vendorUserId === auth.userId && auth.roleName === 'vendor-supplier'
  if (vendorUserId !== null && !ownSale && !(await isVendorOf(db, vendorUserId, supplier.id))) {
    return { success: false, msg: SALE_MSG.vendorNotYours }
  }
  return runPaymentSale(deps, supplier, {
    customerUserId: request.user_id,
    actorUserId: auth.userId,
    claim: { kind: 'customer-code', token: request.token },
    checks: { amount: toCentavos(request.amount), term: request.term, transactionLimit: true },
    source: { kind: 'credit', movement: 'sale' },
    msg: SALE_MSG.saleCreated,
    onCommit,
    payment: (claimed) => ({
      reference: request.reference,
      createdBy: auth.userId,
      vendorUserId,
      // The project the customer chose for this code (POST /api/projects/assign).
      projectId: claimed.projectId,
      isFactoring: request.is_factoring ?? false,
      isWppPurchase: request.is_wpp_purchase ?? false,
      delivery: request.delivery ?? false,
      deliveryAddress: request.address?.trim() || null,
    }),
  })
}

/**
 * POST /api/payments/create-on-reserved-credit-line: a sale drawn from one of the caller's active, unexpired
 * lines. No code (the customer gave it when the line was reserved) and no credit_lines change: the credit is
 * already in `used` as the line's `available`; the draw moves it from "unused reserved" to "unpaid capital",
 * both of which `used` counts. The sale transaction with the line as its source (see runSale).
 */
export async function createSaleOnReservedLine(
  deps: SaleDeps,
  auth: AuthUser,
  request: SaleOnReservedLineRequest,
  onCommit?: OnCommit,
): Promise<SaleAnswer> {
  const { db } = deps
  const found = await ownLine(db, auth.organizationId, request.reserved_credit_line_id)
  if (!found) throw notFound(SALE_MSG.lineNotFound)
  const supplier = await loadSupplier(db, auth.organizationId)
  if (!supplier) throw new Error(`No supplier organization ${auth.organizationId}`)
  return runPaymentSale(deps, supplier, {
    customerUserId: found.customerUserId,
    actorUserId: auth.userId,
    claim: { kind: 'none' },
    checks: { amount: toCentavos(request.amount), term: request.term, transactionLimit: false },
    source: { kind: 'reserved-line', lineId: found.id },
    msg: SALE_MSG.saleCreated,
    onCommit,
    payment: () => ({
      reference: request.reference,
      createdBy: auth.userId,
      vendorUserId: vendorFor(auth, null),
      reservedCreditLineId: found.id,
    }),
  })
}
