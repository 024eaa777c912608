import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS } from '@contract/payments'
import { sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../../clock'
import { payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { lifecycleRefusal } from './lifecycle'
import { type ActionDeps, type PaymentAction, runPaymentAction } from './run'
import { type Transition, transition } from './transition'

const S = PAYMENT_STATUS

/**
 * `days` more on the due date and on extended_term; the payment is pending again when the new due date is
 * today or later (Mexico City), else it keeps its status. Computed on the row's current values.
 */
export function extensionSet(days: number, clock: Clock): Transition['set'] {
  const newDue = sql`(${payments.expirationDate} + ${days}::integer)`
  return {
    expirationDate: sql`${newDue}`,
    extendedTerm: sql`${payments.extendedTerm} + ${days}::integer`,
    statusId: sql`case when ${newDue} >= ${mxToday(clock)}::date then ${S.pending}::smallint else ${payments.statusId} end`,
  }
}

/** POST payments/extend-term (supplier): `term` days more. */
export function extendTerm(deps: ActionDeps, auth: AuthUser, paymentId: number, days: number) {
  const action: PaymentAction = {
    refuse: lifecycleRefusal('extendTerm', deps.clock),
    apply: async (tx, p) => {
      await transition(tx, { auth, clock: deps.clock }, p, {
        action: 'extendTerm',
        kind: 'term_extended',
        set: extensionSet(days, deps.clock),
        data: { days },
      })
      return { msg: ACTION_MSG.termExtended }
    },
  }
  return runPaymentAction(deps, auth, paymentId, action)
}
