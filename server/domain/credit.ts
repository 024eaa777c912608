import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type CREDIT_MOVEMENT_KINDS, creditLines, creditMovements } from '../db/schema'

type MovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number]

export type CreditChange = {
  customerOrganizationId: number
  /** Centavos, positive. */
  amount: number
  kind: MovementKind
  paymentId?: number | null
  reservedCreditLineId?: number | null
  createdBy?: number | null
  now: Date
}

/**
 * Takes `amount` from the customer's available credit: appends the movement, then ONE conditional UPDATE
 * (`… WHERE credit_limit − used ≥ amount`). False when it does not fit: the caller must roll back (throw),
 * which also removes the movement. Run it inside the transaction that writes what the credit pays for, as
 * its LAST statement: the credit line row stays locked until commit, and every sale of the customer waits
 * for that lock, so nothing else should happen while it is held.
 */
export async function chargeCredit(tx: Db, creditLineId: number, change: CreditChange): Promise<boolean> {
  await tx.insert(creditMovements).values({
    creditLineId,
    amount: change.amount,
    kind: change.kind,
    paymentId: change.paymentId ?? null,
    reservedCreditLineId: change.reservedCreditLineId ?? null,
    createdBy: change.createdBy ?? null,
    createdAt: change.now,
  })
  const [line] = await tx
    .update(creditLines)
    .set({ used: sql`${creditLines.used} + ${change.amount}`, updatedAt: change.now })
    .where(
      and(
        eq(creditLines.id, creditLineId),
        eq(creditLines.organizationId, change.customerOrganizationId),
        sql`${creditLines.creditLimit} - ${creditLines.used} >= ${change.amount}`,
      ),
    )
    .returning({ id: creditLines.id })
  return Boolean(line)
}

/** Gives `amount` back to the customer's available credit and appends the (negative) movement. */
export async function returnCredit(tx: Db, change: CreditChange): Promise<void> {
  if (change.amount <= 0) return
  const [line] = await tx
    .update(creditLines)
    .set({ used: sql`${creditLines.used} - ${change.amount}`, updatedAt: change.now })
    .where(eq(creditLines.organizationId, change.customerOrganizationId))
    .returning({ id: creditLines.id })
  if (!line) throw new Error(`No credit line for organization ${change.customerOrganizationId}`)
  await tx.insert(creditMovements).values({
    creditLineId: line.id,
    amount: -change.amount,
    kind: change.kind,
    paymentId: change.paymentId ?? null,
    reservedCreditLineId: change.reservedCreditLineId ?? null,
    createdBy: change.createdBy ?? null,
    createdAt: change.now,
  })
}
