import { ACTION_MSG } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import { mxToday } from '../../../clock'
import { payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { accrueOnTimePayment } from '../../rewards/accrual'
import type { OnCommit } from '../rules'
import { lifecycleRefusal, targetStatus } from './lifecycle'
import { paidChange } from './paid'
import { type ActionDeps, type PaymentAction, runPaymentAction } from './run'
import { transition, transitionAction } from './transition'

const stillAwaiting = eq(payments.manualConfirmationStatus, 'pending')

/** POST payments/confirm-payment (supplier): 2 → 3, the proof accepted, the capital given back to credit. */
export function confirmPayment(deps: ActionDeps, auth: AuthUser, paymentId: number, onCommit?: OnCommit) {
  const action: PaymentAction = {
    refuse: lifecycleRefusal('confirm', deps.clock),
    apply: async (tx, p) => {
      const paid = paidChange('confirm', p, mxToday(deps.clock))
      const updated = await transition(tx, { auth, clock: deps.clock }, p, {
        action: 'confirm',
        kind: 'payment_confirmed',
        set: paid.set,
        guards: [stillAwaiting, ...paid.guards],
        data: { paid_amount: p.amount },
      })
      // Rewards in the same transaction as the paid status (docs/decisions.md#rewards).
      await accrueOnTimePayment(tx, deps.clock, updated)
      return { msg: ACTION_MSG.confirmed, creditBack: paid.creditBack }
    },
  }
  return runPaymentAction(deps, auth, paymentId, action, onCommit)
}

/** POST payments/reject-payment (supplier): 2 → 9; the customer may upload another proof. */
export function rejectPayment(deps: ActionDeps, auth: AuthUser, paymentId: number) {
  const action = transitionAction(auth, deps.clock, {
    action: 'reject',
    kind: 'payment_rejected',
    set: { statusId: targetStatus('reject'), manualConfirmationStatus: 'rejected' },
    guards: [stillAwaiting],
    msg: ACTION_MSG.rejected,
  })
  return runPaymentAction(deps, auth, paymentId, action)
}

/** POST payments/report-non-payment (supplier): 4 → 5. */
export function reportNonPayment(deps: ActionDeps, auth: AuthUser, paymentId: number) {
  const action = transitionAction(auth, deps.clock, {
    action: 'reportNonPayment',
    kind: 'non_payment_reported',
    set: { statusId: targetStatus('reportNonPayment') },
    msg: ACTION_MSG.nonPaymentReported,
  })
  return runPaymentAction(deps, auth, paymentId, action)
}
