import { PAID_STATUS_IDS } from '@contract/payments'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { payments, reservedCreditLines } from '../../db/schema'

/** A payment still owed: its status is none of the paid ones (the ids inlined, so it can filter an aggregate). */
export const isUnpaid = sql`${payments.statusId} not in (${sql.raw(PAID_STATUS_IDS.join(', '))})`

/**
 * Centavos a customer owes one supplier at once, as its credit counts them: the unpaid capital of its
 * purchases from that supplier and what its active reserved lines with it still hold.
 */
export async function owedToSupplier(
  db: Db,
  customerOrganizationId: number,
  supplierOrganizationId: number,
): Promise<number> {
  const [capital] = await db
    .select({
      centavos: sql<number>`coalesce(sum(${payments.amount} - ${payments.paidAmount}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.supplierOrganizationId, supplierOrganizationId),
        eq(payments.customerOrganizationId, customerOrganizationId),
        isUnpaid,
      ),
    )
  const [reserved] = await db
    .select({
      centavos: sql<number>`coalesce(sum(${reservedCreditLines.available}), 0)`.mapWith(Number),
    })
    .from(reservedCreditLines)
    .where(
      and(
        eq(reservedCreditLines.supplierOrganizationId, supplierOrganizationId),
        eq(reservedCreditLines.customerOrganizationId, customerOrganizationId),
        eq(reservedCreditLines.active, true),
      ),
    )
  return (capital?.centavos ?? 0) + (reserved?.centavos ?? 0)
}
