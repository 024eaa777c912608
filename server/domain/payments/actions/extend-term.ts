import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS } from '@contract/payments'
import { sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../../clock'
import { payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { type ActionDeps, runPaymentAction } from './run'
import { type Transition, transitionAction } from './transition'

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
  const action = transitionAction(auth, deps.clock, {
    action: 'extendTerm',
    kind: 'term_extended',
    set: extensionSet(days, deps.clock),
    data: { days },
    msg: ACTION_MSG.termExtended,
  })
  return runPaymentAction(deps, auth, paymentId, action)
}
