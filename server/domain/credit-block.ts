import type { CreditBlock } from '@contract/creditBlock'
import { CREDIT_BLOCK_LISTED, CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import { toPesos } from '@contract/money'
import { PAYMENT_STATUS } from '@contract/payments'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { organizations, payments } from '../db/schema'
import { forbidden } from './errors'
import { amountOf, countOf, readTallies } from './tallies'

/**
 * THE credit block rule (docs/decisions.md#credit-block), in one place: a builder (customer organization)
 * with any purchase in non_payment (status 5) cannot buy on credit. Only the supplier lifts it: informing
 * the payment (5 → 3) or extending the term (5 → 1); the builder cannot report a payment at 5. Every place
 * that asks "may this builder buy?" or "what can this builder still buy?" uses these:
 *   - `isCreditBlocked(col)`: SQL, true when the customer organization in `col` is blocked (the sale's
 *     customer lookup, the supplier's 'Disponible');
 *   - `creditBlockOf`: what the builder is told (its resume);
 *   - `assertNotCreditBlocked`: the 403 of a purchase code.
 */
const blocking = eq(payments.statusId, PAYMENT_STATUS.non_payment)

/** True when the customer organization whose id is in `customerOrganizationId` is blocked from buying. */
export const isCreditBlocked = (customerOrganizationId: PgColumn | SQL): SQL =>
  sql`exists (select 1 from ${payments} where ${payments.customerOrganizationId} = ${customerOrganizationId} and ${blocking})`

/**
 * The builder's block, or null: the oldest-due reported purchases (at most CREDIT_BLOCK_LISTED) with their
 * supplier and pending capital, read from the payments (whether it is blocked is the payments' say, like
 * isCreditBlocked); how many there are and their capital, from the payment tallies
 * (docs/decisions.md#tallies), so a builder with thousands costs what one with two does; and what it will have
 * available once they are paid (`available` now, centavos, plus their capital).
 */
export async function creditBlockOf(
  db: Db,
  customerOrganizationId: number,
  available: number,
): Promise<CreditBlock | null> {
  const rows = await db
    .select({
      id: payments.id,
      supplier: organizations.businessName,
      pending: sql<number>`${payments.amount} - ${payments.paidAmount}`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.supplierOrganizationId))
    .where(and(eq(payments.customerOrganizationId, customerOrganizationId), blocking))
    .orderBy(asc(payments.expirationDate), asc(payments.id))
    .limit(CREDIT_BLOCK_LISTED)
  if (rows.length === 0) return null
  const reported = { kind: 'all', statuses: [PAYMENT_STATUS.non_payment] } as const
  const { total, pending } = await readTallies(
    db,
    { organizationId: customerOrganizationId, side: 'customer' },
    { total: countOf(reported), pending: amountOf(reported) },
  )
  return {
    purchases: rows.map((row) => ({
      id: row.id,
      supplier_business_name: row.supplier,
      amount_pending: toPesos(row.pending),
    })),
    purchases_total: total,
    amount_pending: toPesos(pending),
    amount_available_when_cleared: toPesos(Math.max(0, available) + pending),
  }
}

/** Throws 403 'No puedes comprar a crédito' when the builder is blocked (purchase codes). */
export async function assertNotCreditBlocked(db: Db, customerOrganizationId: number): Promise<void> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.customerOrganizationId, customerOrganizationId), blocking))
    .limit(1)
  if (row) throw forbidden(CREDIT_BLOCK_MSG.cannotBuy)
}
