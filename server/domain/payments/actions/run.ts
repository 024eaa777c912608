import { ACTION_MSG } from '@contract/paymentActions'
import { isPaidStatusId } from '@contract/paymentStatus'
import type { Clock } from '../../../clock'
import type { Db } from '../../../db/client'
import type { AuthUser } from '../../auth/sessions'
import { returnCredit } from '../../credit'
import { forbidden, isRefusal } from '../../errors'
import type { OnCommit } from '../rules'
import { LostRace } from './errors'
import { type ActionPayment, loadOwnPayment, loadPaymentById } from './load'

export type ActionDeps = { db: Db; clock: Clock }

/** 200 answer of an action. */
export type ActionAnswer = { success: boolean; msg: string }

/** What an action's transaction did: its success text, and the capital it gives back to the customer. */
export type Applied = { msg: string; creditBack?: { amount: number; kind: 'payment' | 'adjustment' } }

export type PaymentAction = {
  /**
   * The refusal (200 `{success: false, msg}`) when the payment is not in a state this action applies to;
   * it may throw `invalid` (422, domain/errors.ts) for a value the payment makes invalid.
   */
  refuse(payment: ActionPayment): string | null
  /** Inside the transaction: the transition (actions/transition.ts) and whatever belongs with it. */
  apply(tx: Db, payment: ActionPayment): Promise<Applied>
}

/** 403 paidBlocked for a payment in a paid state (3, 6, 7, 8). */
export function assertNotPaid(payment: ActionPayment): void {
  if (isPaidStatusId(payment.statusId)) throw forbidden(ACTION_MSG.paidBlocked)
}

/**
 * Paid payments refuse every action with 403 (docs/decisions.md#payment-lifecycle); other states refuse with
 * the
 * action's own message. Null when the action may run.
 */
export function refusalOf(payment: ActionPayment, action: PaymentAction): ActionAnswer | null {
  assertNotPaid(payment)
  const msg = action.refuse(payment)
  return msg === null ? null : { success: false, msg }
}

/**
 * Runs an action on a payment already loaded for the caller: the checks, then ONE transaction with the
 * transition, the Idempotency-Key answer (`onCommit`) and, last, the credit given back (so the customer's
 * credit line row is locked only until commit). A lost race answers as the action would on a fresh read (so
 * racing and coming second look the same to the caller): 403 when the payment is now paid, the action's own
 * refusal for the new state, else `alreadyProcessed`.
 */
export async function runOnPayment(
  deps: ActionDeps,
  auth: AuthUser,
  payment: ActionPayment,
  action: PaymentAction,
  onCommit?: OnCommit,
): Promise<ActionAnswer> {
  const refused = refusalOf(payment, action)
  if (refused) return refused
  try {
    return await deps.db.transaction(async (tx) => {
      const applied = await action.apply(tx, payment)
      const answer = { success: true, msg: applied.msg }
      await onCommit?.(tx, 200, answer)
      if (applied.creditBack) {
        await returnCredit(tx, {
          customerOrganizationId: payment.customerOrganizationId,
          amount: applied.creditBack.amount,
          kind: applied.creditBack.kind,
          paymentId: payment.id,
          createdBy: auth.userId,
          now: deps.clock.now(),
        })
      }
      return answer
    })
  } catch (error) {
    if (isRefusal(error)) return { success: false, msg: error.msg }
    if (!(error instanceof LostRace)) throw error
    const now = await loadPaymentById(deps.db, payment.id)
    return (now && refusalOf(now, action)) || { success: false, msg: ACTION_MSG.alreadyProcessed }
  }
}

/** Loads the caller's payment (404 otherwise) and runs the action on it. */
export async function runPaymentAction(
  deps: ActionDeps,
  auth: AuthUser,
  paymentId: number | null,
  action: PaymentAction,
  onCommit?: OnCommit,
): Promise<ActionAnswer> {
  const payment = await loadOwnPayment(deps.db, deps.clock, auth, paymentId, ACTION_MSG.paymentNotFound)
  return runOnPayment(deps, auth, payment, action, onCommit)
}
