import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../../clock'
import type { Db } from '../../../db/client'
import { payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { isRowId } from '../../customers'
import { notFound } from '../../errors'
import { isParty, ownsPayment, scopeOf } from '../../scope'
import { advanceOwnPayments } from '../clock'

export type ActionPayment = typeof payments.$inferSelect

/**
 * The payment when the caller's organization is its supplier or its customer, after the clock moved the
 * organization's due payments (so a pending payment past its due date is seen as expired). Anything else,
 * including a foreign payment and any payment for the platform operator (domain/scope.ts), is 404.
 */
export async function loadOwnPayment(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  paymentId: number | null,
  notFoundMsg: string,
): Promise<ActionPayment> {
  const scope = scopeOf(auth)
  if (paymentId === null || !isRowId(paymentId) || !isParty(scope)) throw notFound(notFoundMsg)
  await advanceOwnPayments(db, clock, scope)
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), ownsPayment(scope)))
  if (!payment) throw notFound(notFoundMsg)
  return payment
}

export async function loadPaymentById(db: Db, paymentId: number): Promise<ActionPayment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
  return payment
}
