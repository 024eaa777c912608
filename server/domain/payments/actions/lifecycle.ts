import {
  fromStatuses,
  type LifecycleAction,
  PAYMENT_LIFECYCLE,
  type PaymentFacts,
  refusalFor,
} from '@contract/paymentLifecycle'
import { inArray } from 'drizzle-orm'
import { type Clock, mxToday } from '../../../clock'
import { payments } from '../../../db/schema'
import { forbidden } from '../../errors'
import type { ActionPayment } from './load'

/**
 * The server's reading of the lifecycle table (contract/paymentLifecycle.ts): the facts of a stored payment,
 * the guard every action's `refuse()` is and the statuses its conditional UPDATE accepts.
 */

/** The facts of a payment row; `extra` for what is not on the row (the organization's factoring, a request). */
export const factsOf = (
  p: ActionPayment,
  today: string,
  extra: Partial<PaymentFacts> = {},
): PaymentFacts => ({
  statusId: p.statusId,
  manualConfirmation: p.manualConfirmationStatus,
  pendingExtensionRequest: p.pendingRequestExtendTerm,
  hasInvoice: p.invoiceFileId !== null,
  isFactoring: p.isFactoring,
  factoringAllowed: false,
  overdue: p.expirationDate < today,
  ...extra,
})

/**
 * The `refuse()` of an action: the table's refusal for the payment's facts, as the msg of a 200
 * `{success: false}`, or a 403 when the table says so.
 */
export const lifecycleRefusal =
  (action: LifecycleAction, clock: Clock, extra: Partial<PaymentFacts> = {}) =>
  (p: ActionPayment): string | null => {
    const refused = refusalFor(action, factsOf(p, mxToday(clock), extra))
    if (refused?.status === 403) throw forbidden(refused.msg)
    return refused?.msg ?? null
  }

/** `status_id IN (<the action's from statuses>)`, part of every transition's conditional UPDATE. */
export const fromGuard = (action: LifecycleAction) => inArray(payments.statusId, [...fromStatuses(action)])

/** The status the action leads to, when the table names one. */
export function targetStatus(action: LifecycleAction): number {
  const to = PAYMENT_LIFECYCLE[action].to
  if (typeof to !== 'number') throw new Error(`${action} has no fixed target status`)
  return to
}
