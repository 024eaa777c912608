import { ACTION_MSG } from '@contract/paymentActions'
import { and, eq, isNull } from 'drizzle-orm'
import { payments, termExtensionRequests } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { isRowId } from '../../customers'
import { notFound, refused } from '../../errors'
import { ownsPayment, scopeOf } from '../../scope'
import { advanceOwnPayments } from '../clock'
import { isUniqueViolation, LostRace } from './errors'
import { extensionSet } from './extend-term'
import { lifecycleRefusal } from './lifecycle'
import { type ActionDeps, type PaymentAction, runOnPayment, runPaymentAction } from './run'
import { transition } from './transition'

/**
 * POST payments/request-extend-term (customer): at most one pending request per payment. The payment's flag
 * is set by the conditional UPDATE (`… AND pending_request_extend_term = false`); the partial unique index
 * term_extension_requests_pending_unique backs it up.
 */
export function requestExtendTerm(deps: ActionDeps, auth: AuthUser, paymentId: number, days: number) {
  const action: PaymentAction = {
    refuse: lifecycleRefusal('requestExtendTerm', deps.clock),
    apply: async (tx, p) => {
      const now = deps.clock.now()
      await transition(tx, { auth, clock: deps.clock }, p, {
        action: 'requestExtendTerm',
        kind: 'extension_requested',
        set: { pendingRequestExtendTerm: true },
        guards: [eq(payments.pendingRequestExtendTerm, false)],
        data: { days },
      })
      try {
        await tx
          .insert(termExtensionRequests)
          .values({ paymentId: p.id, requestedBy: auth.userId, days, createdAt: now, updatedAt: now })
      } catch (error) {
        if (isUniqueViolation(error)) throw new LostRace()
        throw error
      }
      return { msg: ACTION_MSG.extensionRequested }
    },
  }
  return runPaymentAction(deps, auth, paymentId, action)
}

/**
 * POST payments/handle-request-extend-term (supplier of the request's payment). The request is answered by
 * a conditional `UPDATE … WHERE accepted IS NULL` (a second answer is refused with extensionHandled); an
 * acceptance extends the payment exactly like extend-term. A paid payment refuses both (403) and nothing
 * changes; accepting while the payment cannot be extended (to confirm, rejected) is refused and the request
 * stays pending, so the supplier may still decline it.
 */
export async function handleExtendTermRequest(
  deps: ActionDeps,
  auth: AuthUser,
  requestId: number,
  accepted: boolean,
) {
  const scope = scopeOf(auth)
  if (!isRowId(requestId) || scope.side !== 'supplier') throw notFound(ACTION_MSG.requestNotFound)
  await advanceOwnPayments(deps.db, deps.clock, scope)
  const [found] = await deps.db
    .select({ request: termExtensionRequests, payment: payments })
    .from(termExtensionRequests)
    .innerJoin(payments, eq(payments.id, termExtensionRequests.paymentId))
    .where(and(eq(termExtensionRequests.id, requestId), ownsPayment(scope)))
  if (!found) throw notFound(ACTION_MSG.requestNotFound)
  const { request } = found
  const who = { auth, clock: deps.clock }
  const lifecycleAction = accepted ? 'acceptExtension' : 'declineExtension'
  const action: PaymentAction = {
    refuse: lifecycleRefusal(lifecycleAction, deps.clock, {
      pendingExtensionRequest: request.accepted === null,
    }),
    apply: async (tx, p) => {
      const now = deps.clock.now()
      const [answered] = await tx
        .update(termExtensionRequests)
        .set({ accepted, handledBy: auth.userId, handledAt: now, updatedAt: now })
        .where(and(eq(termExtensionRequests.id, request.id), isNull(termExtensionRequests.accepted)))
        .returning({ id: termExtensionRequests.id })
      if (!answered) throw refused(ACTION_MSG.extensionHandled)
      await transition(tx, who, p, {
        action: lifecycleAction,
        kind: accepted ? 'extension_accepted' : 'extension_declined',
        set: {
          pendingRequestExtendTerm: false,
          ...(accepted ? extensionSet(request.days, deps.clock) : {}),
        },
        data: { request_id: request.id, days: request.days },
      })
      return { msg: accepted ? ACTION_MSG.extensionAccepted : ACTION_MSG.extensionDeclined }
    },
  }
  return runOnPayment(deps, auth, found.payment, action)
}
