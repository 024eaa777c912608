import { toCentavos } from '@contract/money'
import { ACTION_MSG, editNotLowerErrors, type UpdatePaymentRequest } from '@contract/paymentActions'
import { PAYMENT_STATUS } from '@contract/payments'
import { eq, sql } from 'drizzle-orm'
import { mxToday } from '../../../clock'
import { payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { invalid } from '../../errors'
import type { OnCommit } from '../rules'
import { lifecycleRefusal } from './lifecycle'
import { type ActionDeps, type PaymentAction, runPaymentAction } from './run'
import { transition } from './transition'

/**
 * POST payments/update-payment/{id} (supplier): 'Editar' at pending or rejected; term and amount may only
 * stay or go down (422 otherwise). The due date becomes purchase date + term + extended days; a pending
 * payment whose new due date has passed is expired at once. The capital no longer owed goes back to the
 * customer's credit ('adjustment') in the same transaction.
 */
export function updatePayment(
  deps: ActionDeps,
  auth: AuthUser,
  paymentId: number | null,
  request: UpdatePaymentRequest,
  onCommit?: OnCommit,
) {
  const amount = toCentavos(request.amount)
  const term = request.term
  const refusal = lifecycleRefusal('edit', deps.clock)
  const action: PaymentAction = {
    refuse: (p) => {
      const refused = refusal(p)
      if (refused !== null) return refused
      const errors = Object.entries(editNotLowerErrors({ term, amount }, p))
      if (errors.length > 0) throw invalid(Object.fromEntries(errors.map(([field, msg]) => [field, [msg]])))
      return null
    },
    apply: async (tx, p) => {
      const newDue = sql`(${payments.purchaseDate} + (${term}::integer + ${payments.extendedTerm}))`
      await transition(tx, { auth, clock: deps.clock }, p, {
        action: 'edit',
        kind: 'payment_updated',
        set: {
          term,
          amount,
          expirationDate: sql`${newDue}`,
          statusId: sql`case when ${payments.statusId} = ${PAYMENT_STATUS.pending} and ${newDue} < ${mxToday(deps.clock)}::date then ${PAYMENT_STATUS.expired}::smallint else ${payments.statusId} end`,
        },
        // The credit given back is exactly what the amount went down from the amount this action saw.
        guards: [eq(payments.amount, p.amount), eq(payments.paidAmount, p.paidAmount)],
        data: { old_amount: p.amount, new_amount: amount, old_term: p.term, new_term: term },
      })
      return { msg: ACTION_MSG.paymentUpdated, creditBack: { amount: p.amount - amount, kind: 'adjustment' } }
    },
  }
  return runPaymentAction(deps, auth, paymentId, action, onCommit)
}
