import { PAID_STATUS_IDS } from '@contract/payments'
import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../../clock'
import type { Db } from '../../../db/client'
import { payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { isRowId } from '../../customers'
import { NotFound } from '../../rejection'
import { advancePaymentStatuses, callerScope } from '../clock'

export type ActionPayment = typeof payments.$inferSelect

export const isPaidStatus = (statusId: number): boolean => PAID_STATUS_IDS.includes(statusId)

/** The caller organization's side of a payment: its sales (supplier) or its purchases (customer). */
export const ownPaymentCondition = (auth: AuthUser) =>
  auth.mainRole === 'supplier'
    ? eq(payments.supplierOrganizationId, auth.organizationId)
    : auth.mainRole === 'customer'
      ? eq(payments.customerOrganizationId, auth.organizationId)
      : undefined

/**
 * The payment when the caller's organization is its supplier or its customer, after the clock moved the
 * organization's due payments (so a pending payment past its due date is seen as expired). Anything else,
 * including a foreign payment, is 404 `paymentNotFound`.
 */
export async function loadOwnPayment(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  paymentId: number | null,
  notFoundMsg: string,
): Promise<ActionPayment> {
  const own = ownPaymentCondition(auth)
  if (paymentId === null || !isRowId(paymentId) || !own) throw new NotFound(notFoundMsg)
  await advancePaymentStatuses(db, clock, callerScope(auth))
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), own))
  if (!payment) throw new NotFound(notFoundMsg)
  return payment
}

export async function loadPaymentById(db: Db, paymentId: number): Promise<ActionPayment | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
  return payment
}
