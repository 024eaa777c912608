import type { Payment } from '@contract/payments'
import { PAYMENT_STATUS } from '@contract/payments'
import { SALE_MSG } from '@contract/sales'
import { and, eq, sql } from 'drizzle-orm'
import { addDays, type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { codeFailures, organizations, payments } from '../../db/schema'
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

export type SupplierAccount = {
  id: number
  businessName: string
  logoUrl: string | null
  useFactoring: boolean
  active: boolean
  recentCodeFailures: number
}

/** The supplier organization; with `failuresSince`, also its failed code checks since then (same query). */
export async function loadSupplier(
  db: Db,
  organizationId: number,
  failuresSince?: Date,
): Promise<SupplierAccount | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      businessName: organizations.businessName,
      logoUrl: organizations.logoUrl,
      useFactoring: organizations.useFactoring,
      status: organizations.status,
      recentCodeFailures: failuresSince
        ? sql<number>`(select count(*) from ${codeFailures} where ${codeFailures.supplierOrganizationId} = ${organizationId} and ${codeFailures.failedAt} > ${failuresSince})`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, 'supplier')))
  if (!row) return null
  return { ...row, active: row.status === 'active' }
}

export type BuyChecks = { amount: number; term: number; transactionLimit: boolean; termLimit: boolean }

/**
 * The customer may buy (DESIGN.md §4): organization active with a credit line, no payment in non_payment,
 * term within term_limit, amount within transaction_limit. Available credit is checked by the conditional
 * UPDATE of chargeCredit. Throws Rejection (inside the transaction: it rolls back).
 */
export function checkCanBuy(customer: CustomerAccount, checks: BuyChecks): void {
  const line = customer.creditLine
  if (!customer.organizationActive || !line) throw refused(SALE_MSG.customerInactive)
  if (customer.overdue) throw refused(SALE_MSG.customerOverdue)
  if (checks.termLimit && checks.term > line.termLimitDays) throw refused(SALE_MSG.overTermLimit)
  if (checks.transactionLimit && checks.amount > line.transactionLimit) {
    throw refused(SALE_MSG.overTransactionLimit)
  }
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
  }
  // Sales are made by suppliers (or confirmed by the customer at checkout, where nothing is due yet).
  return { id: payment!.id, json: serializePayment(row, clock, 'supplier') }
}
