/**
 * Expiry and release of reserved credit lines, and the customer as a sale sees it (its expired lines
 * released first). Kept apart from reserved-lines.ts, which re-exports it, so the sale transaction can use
 * it without reserved-lines.ts and payments/sale-transaction.ts importing each other.
 */
import { and, eq, lt, type SQL, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { reservedCreditLines } from '../db/schema'
import { returnCredit } from './credit'
import { type CustomerAccount, findCustomer } from './customers'

/**
 * Deactivates a line and gives what is left of it back to the customer, in one transaction. The conditional
 * UPDATE (`WHERE active`, and for expiry `AND expiration_date < today`) makes it happen once whoever races:
 * two sweeps, a sweep and a deactivation, or a sale drawing from the line at the same moment.
 */
export async function releaseLine(
  db: Db,
  clock: Clock,
  lineId: number,
  reason: 'expired' | 'deactivated',
  by: number | null,
): Promise<boolean> {
  const now = clock.now()
  const today = mxToday(clock)
  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(reservedCreditLines)
      .set({
        active: false,
        available: 0,
        releasedAmount: sql`${reservedCreditLines.available}`,
        releasedAt: now,
      })
      .where(
        and(
          eq(reservedCreditLines.id, lineId),
          eq(reservedCreditLines.active, true),
          reason === 'expired' ? lt(reservedCreditLines.expirationDate, today) : undefined,
        ),
      )
      .returning({
        customerOrganizationId: reservedCreditLines.customerOrganizationId,
        releasedAmount: reservedCreditLines.releasedAmount,
      })
    if (!line) return false
    await returnCredit(tx, {
      customerOrganizationId: line.customerOrganizationId,
      amount: line.releasedAmount ?? 0,
      kind: 'release',
      reservedCreditLineId: lineId,
      createdBy: by,
      now,
    })
    return true
  })
}

export type LineScope = { customerOrganizationId?: number; supplierOrganizationId?: number }

/**
 * Releases every active line past its expiration date (all, or those of one customer or supplier). Runs at
 * start and hourly, and before anything reads lines or available credit, so reads are right between sweeps.
 * Returns how many lines this call released.
 */
export async function releaseExpiredLines(db: Db, clock: Clock, scope: LineScope = {}): Promise<number> {
  const conditions: SQL[] = [
    eq(reservedCreditLines.active, true),
    lt(reservedCreditLines.expirationDate, mxToday(clock)),
  ]
  if (scope.customerOrganizationId !== undefined) {
    conditions.push(eq(reservedCreditLines.customerOrganizationId, scope.customerOrganizationId))
  }
  if (scope.supplierOrganizationId !== undefined) {
    conditions.push(eq(reservedCreditLines.supplierOrganizationId, scope.supplierOrganizationId))
  }
  const expired = await db
    .select({ id: reservedCreditLines.id })
    .from(reservedCreditLines)
    .where(and(...conditions))
  let released = 0
  for (const { id } of expired) if (await releaseLine(db, clock, id, 'expired', null)) released++
  return released
}

/** findCustomer, after releasing the customer's expired lines when there are any (so `used` is right). */
export async function freshCustomer(db: Db, clock: Clock, userId: number): Promise<CustomerAccount | null> {
  const customer = await findCustomer(db, clock, userId)
  if (!customer?.hasExpiredLines) return customer
  await releaseExpiredLines(db, clock, { customerOrganizationId: customer.organizationId })
  return findCustomer(db, clock, userId)
}
