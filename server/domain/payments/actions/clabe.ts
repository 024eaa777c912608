import { ACTION_MSG, type StpClabe } from '@contract/paymentActions'
import type { AuthUser } from '../../auth/sessions'
import { stpClabeOf } from '../../mexico'
import { loadOwnPayment } from './load'
import { type ActionDeps, assertNotPaid } from './run'

/**
 * GET payments/get-stp-clabe/{id} (customer of the payment): where to pay it, the STP CLABE of the customer
 * organization (one per organization, so every transfer is matched to its payer). Paid payments: 403.
 */
export async function stpClabeForPayment(
  deps: ActionDeps,
  auth: AuthUser,
  paymentId: number | null,
): Promise<StpClabe> {
  const payment = await loadOwnPayment(deps.db, deps.clock, auth, paymentId, ACTION_MSG.paymentNotFound)
  assertNotPaid(payment)
  return { clabe: stpClabeOf(payment.customerOrganizationId) }
}
