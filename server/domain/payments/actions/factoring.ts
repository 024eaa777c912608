import { ACTION_MSG } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import { organizations, payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { loadOwnPayment } from './load'
import { type ActionDeps, runOnPayment } from './run'
import { transitionAction } from './transition'

/** The supplier organization may ask for factoring (use_factoring and factoring.can_request). */
async function canRequestFactoring(deps: ActionDeps, organizationId: number): Promise<boolean> {
  const [org] = await deps.db
    .select({ use: organizations.useFactoring, canRequest: organizations.factoringCanRequest })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  return Boolean(org?.use && org.canRequest)
}

/**
 * POST payments/request-factoring (supplier): a pending payment not yet factored becomes factored; the
 * platform funds it later (status 8). 403 factoringNotAllowed unless the organization may request it.
 */
export async function requestFactoring(deps: ActionDeps, auth: AuthUser, paymentId: number) {
  const payment = await loadOwnPayment(deps.db, deps.clock, auth, paymentId, ACTION_MSG.paymentNotFound)
  const factoringAllowed = await canRequestFactoring(deps, auth.organizationId)
  const action = transitionAction(
    auth,
    deps.clock,
    {
      action: 'requestFactoring',
      kind: 'factoring_requested',
      set: { isFactoring: true, factoringRequestedAt: deps.clock.now() },
      guards: [eq(payments.isFactoring, false)],
      msg: ACTION_MSG.factoringRequested,
    },
    { factoringAllowed },
  )
  return runOnPayment(deps, auth, payment, action)
}
