import { PAYMENT_STATUS } from '@contract/payments'
import { and, eq, lt, type SQL } from 'drizzle-orm'
import { addDays, type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import { isParty, type Scope, sweepOf } from '../scope'

/**
 * Days an expired payment may wait for its report before it becomes not_reported
 * (docs/decisions.md#payment-clock).
 */
export const NOT_REPORTED_AFTER_DAYS = 30

/** Limits a pass to one organization's payments (reads sweep only their caller's scope). */
export type PaymentScope = { supplierOrganizationId?: number; customerOrganizationId?: number }

/**
 * Actions' form: moves the due payments of the caller's scope (domain/scope.ts) before it reads one; the
 * platform and vendors own no payment, so nothing moves for them.
 */
export async function advanceOwnPayments(db: Db, clock: Clock, scope: Scope): Promise<void> {
  if (isParty(scope)) await advancePaymentStatuses(db, clock, sweepOf(scope))
}

/** Reads' form of advanceOwnPayments (lists, resume): see advanceBeforeRead. */
export async function advanceOwnBeforeRead(db: Db, clock: Clock, scope: Scope): Promise<void> {
  if (isParty(scope)) await advanceBeforeRead(db, clock, sweepOf(scope))
}

const scopeConditions = (scope: PaymentScope): SQL[] => [
  ...(scope.supplierOrganizationId === undefined
    ? []
    : [eq(payments.supplierOrganizationId, scope.supplierOrganizationId)]),
  ...(scope.customerOrganizationId === undefined
    ? []
    : [eq(payments.customerOrganizationId, scope.customerOrganizationId)]),
]

/**
 * The payment clock (docs/decisions.md#payment-clock): pending payments due before today (Mexico City) become
 * expired; expired
 * payments whose due date is more than 30 days ago become not_reported. Each step is one conditional
 * `UPDATE … WHERE status_id = <from>`, so it is idempotent and concurrent passes cannot clash; both use the
 * (organization, status_id, expiration_date) indexes when scoped.
 */
export async function advancePaymentStatuses(
  db: Db,
  clock: Clock,
  scope: PaymentScope = {},
): Promise<{ expired: number; notReported: number }> {
  const today = mxToday(clock)
  const now = clock.now()
  const scoped = scopeConditions(scope)
  const expired = await db
    .update(payments)
    .set({ statusId: PAYMENT_STATUS.expired, updatedAt: now })
    .where(and(eq(payments.statusId, PAYMENT_STATUS.pending), lt(payments.expirationDate, today), ...scoped))
    .returning({ id: payments.id })
  const notReported = await db
    .update(payments)
    .set({ statusId: PAYMENT_STATUS.not_reported, updatedAt: now })
    .where(
      and(
        eq(payments.statusId, PAYMENT_STATUS.expired),
        lt(payments.expirationDate, addDays(today, -NOT_REPORTED_AFTER_DAYS)),
        ...scoped,
      ),
    )
    .returning({ id: payments.id })
  return { expired: expired.length, notReported: notReported.length }
}

/** Per database: the scopes already advanced, with the Mexico City day they were advanced on. */
const advancedToday = new WeakMap<Db, Map<string, string>>()

/**
 * The reads' form of advancePaymentStatuses (lists, resume): at most one pass per scope and Mexico City day in
 * this process. Only the calendar makes new payments due (a sale is due today or later, an extension to a
 * past day leaves the status as it is, an edit that makes a payment due expires it in the same update), so
 * after one pass today nothing else can become due until tomorrow. Actions keep calling the exact form.
 */
export async function advanceBeforeRead(db: Db, clock: Clock, scope: PaymentScope): Promise<void> {
  const today = mxToday(clock)
  const key = `${scope.supplierOrganizationId ?? '*'}:${scope.customerOrganizationId ?? '*'}`
  let done = advancedToday.get(db)
  if (!done) {
    done = new Map()
    advancedToday.set(db, done)
  }
  if (done.get(key) === today) return
  await advancePaymentStatuses(db, clock, scope)
  done.set(key, today)
}
