import type { Payment } from '@contract/payments'
import { PAYMENT_STATUS } from '@contract/payments'
import { SALE_MSG } from '@contract/sales'
import { and, eq } from 'drizzle-orm'
import { addDays, type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, payments } from '../../db/schema'
import type { CustomerAccount } from '../customers'
import { refused } from '../errors'
import { serializePayment } from './serialize'

/** Answer of the money-moving POSTs: 200 `{success: true, msg, data}` or `{success: false, msg}`. */
export type SaleAnswer<T = Payment> =
  | { success: true; msg: string; data: T }
  | { success: false; msg: string }

/**
 * Called inside the transaction with the answer, before commit: the Idempotency-Key store keeps the answer
 * in the same transaction as the sale, so a sale is never committed without its stored answer.
 */
export type OnCommit = (tx: Db, status: number, answer: unknown) => Promise<void>

/**
 * A supplier's credit terms in centavos and days, each null when it sets none
 * (docs/decisions.md#supplier-credit-terms).
 */
export type SupplierTerms = {
  /** The most one client may owe the supplier at once: unpaid capital and unused reserved lines. */
  clientCreditLimit: number | null
  /** The most per sale. */
  saleLimit: number | null
  /** The longest term of a sale, in days. */
  maxTermDays: number | null
}

export type SupplierAccount = {
  id: number
  businessName: string
  logoUrl: string | null
  useFactoring: boolean
  active: boolean
  terms: SupplierTerms
}

/** The supplier organization. */
export async function loadSupplier(db: Db, organizationId: number): Promise<SupplierAccount | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      businessName: organizations.businessName,
      logoUrl: organizations.logoUrl,
      useFactoring: organizations.useFactoring,
      status: organizations.status,
      clientCreditLimit: organizations.clientCreditLimit,
      saleLimit: organizations.saleLimit,
      maxTermDays: organizations.maxTermDays,
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, 'supplier')))
  if (!row) return null
  const { clientCreditLimit, saleLimit, maxTermDays, status, ...account } = row
  return { ...account, active: status === 'active', terms: { clientCreditLimit, saleLimit, maxTermDays } }
}

/**
 * What a sale asks of the customer's limits: `amount` (centavos) within transaction_limit when
 * `transactionLimit`; `term` (days) within term_limit when given (a reserved line has days, not a term).
 */
export type BuyChecks = { amount: number; term?: number; transactionLimit: boolean }

/**
 * The customer may buy (docs/decisions.md): organization active with a credit line, not credit-blocked
 * (../credit-block.ts), term within term_limit, amount within transaction_limit. Available credit is checked by the
 * conditional UPDATE of the sale's source. Throws a refusal (inside the transaction: it rolls back).
 */
export function checkCanBuy(customer: CustomerAccount, checks: BuyChecks): void {
  const line = customer.creditLine
  if (!customer.organizationActive || !line) throw refused(SALE_MSG.customerInactive)
  if (customer.creditBlocked) throw refused(SALE_MSG.customerOverdue)
  if (checks.term !== undefined && checks.term > line.termLimitDays) throw refused(SALE_MSG.overTermLimit)
  if (checks.transactionLimit && checks.amount > line.transactionLimit) {
    throw refused(SALE_MSG.overTransactionLimit)
  }
}

/**
 * A sale (checks with a `term`; a reserved line has none) within the supplier's own per-sale limit and longest
 * term. Throws a refusal (inside the transaction: it rolls back). The most one client may owe the supplier is
 * checked after the credit is taken (see runSale).
 */
export function checkSupplierTerms(terms: SupplierTerms, checks: BuyChecks): void {
  if (checks.term === undefined) return
  if (terms.maxTermDays !== null && checks.term > terms.maxTermDays) throw refused(SALE_MSG.overSupplierTerm)
  if (terms.saleLimit !== null && checks.amount > terms.saleLimit)
    throw refused(SALE_MSG.overSupplierSaleLimit)
}

export type NewSale = {
  customer: CustomerAccount
  supplier: SupplierAccount
  /** Centavos. */
  amount: number
  term: number
  reference: string | null | undefined
  createdBy: number
  vendorUserId?: number | null
  isFactoring?: boolean
  isWppPurchase?: boolean
  delivery?: boolean
  deliveryAddress?: string | null
  reservedCreditLineId?: number | null
  /** The customer's project the purchase lands in (chosen for the purchase code). */
  projectId?: number | null
}

/** Inserts the payment (status pending, due purchase date + term) and returns it serialized. */
export async function insertPayment(tx: Db, clock: Clock, sale: NewSale) {
  const now = clock.now()
  const purchaseDate = mxToday(clock)
  const [payment] = await tx
    .insert(payments)
    .values({
      customerOrganizationId: sale.customer.organizationId,
      customerUserId: sale.customer.userId,
      supplierOrganizationId: sale.supplier.id,
      vendorUserId: sale.vendorUserId ?? null,
      createdBy: sale.createdBy,
      amount: sale.amount,
      statusId: PAYMENT_STATUS.pending,
      isFactoring: sale.isFactoring ?? false,
      isWppPurchase: sale.isWppPurchase ?? false,
      delivery: sale.delivery ?? false,
      deliveryAddress: sale.delivery ? (sale.deliveryAddress ?? null) : null,
      term: sale.term,
      purchaseDate,
      expirationDate: addDays(purchaseDate, sale.term),
      reference: sale.reference?.trim() || null,
      reservedCreditLineId: sale.reservedCreditLineId ?? null,
      projectId: sale.projectId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const row = {
    payment: payment!,
    customerName: sale.customer.businessName,
    supplierName: sale.supplier.businessName,
    supplierLogoUrl: sale.supplier.logoUrl,
    // A new sale is pending: no penalty whoever looks at it.
    supplierPenaltyBasisPoints: 0,
    projectName: null,
    lastExtension: null,
    invoice: null,
  }
  // Sales are made by suppliers (or confirmed by the customer at checkout, where nothing is due yet).
  return { id: payment!.id, json: serializePayment(row, clock, 'supplier') }
}
