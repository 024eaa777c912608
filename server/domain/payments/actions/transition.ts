import type { LifecycleAction, PaymentFacts } from '@contract/paymentLifecycle'
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Clock } from '../../../clock'
import type { Db } from '../../../db/client'
import { paymentEvents, payments } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { LostRace } from './errors'
import { fromGuard, lifecycleRefusal } from './lifecycle'
import type { ActionPayment } from './load'
import type { PaymentAction } from './run'

export type Transition = {
  /** The row of the lifecycle table (contract/paymentLifecycle.ts) this change is. */
  action: LifecycleAction
  /** payment_events.kind, e.g. 'payment_confirmed'. */
  kind: string
  /** The columns to change (values or SQL on the row's current values); updated_at is added. */
  set: PgUpdateSetSource<typeof payments>
  /** Conditions besides `id` and the status the action saw (e.g. `manual_confirmation_status = 'pending'`). */
  guards?: (SQL | undefined)[]
  /** Small JSON facts for the event. */
  data?: Record<string, unknown>
}

/**
 * The one state change of an action: ONE conditional `UPDATE payments SET … WHERE id = $id AND status_id =
 * <the status the action saw> AND status_id IN (<the action's statuses in the lifecycle table>) AND <guards>
 * RETURNING *`,
 * then its payment_events row, in the caller's transaction. Of two racing actions exactly one matches; the
 * other gets LostRace (its transaction rolls back and it answers from a fresh read).
 */
export async function transition(
  tx: Db,
  who: { auth: AuthUser; clock: Clock },
  seen: ActionPayment,
  change: Transition,
): Promise<ActionPayment> {
  const now = who.clock.now()
  const [updated] = await tx
    .update(payments)
    .set({ ...change.set, updatedAt: now })
    .where(
      and(
        eq(payments.id, seen.id),
        eq(payments.statusId, seen.statusId),
        fromGuard(change.action),
        ...(change.guards ?? []),
      ),
    )
    .returning()
  if (!updated) throw new LostRace()
  await tx.insert(paymentEvents).values({
    paymentId: seen.id,
    kind: change.kind,
    fromStatusId: seen.statusId,
    toStatusId: updated.statusId,
    userId: who.auth.userId,
    data: change.data ? JSON.stringify(change.data) : null,
    createdAt: now,
  })
  return updated
}

/**
 * The action that is only its transition: refused as its row of the lifecycle table says (given `facts`
 * besides the payment's own), else the transition, answered with `msg`.
 */
export function transitionAction(
  auth: AuthUser,
  clock: Clock,
  change: Transition & { msg: string },
  facts?: Partial<PaymentFacts>,
): PaymentAction {
  return {
    refuse: lifecycleRefusal(change.action, clock, facts),
    apply: async (tx, p) => {
      await transition(tx, { auth, clock }, p, change)
      return { msg: change.msg }
    },
  }
}
