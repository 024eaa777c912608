import { POINTS_PESOS, REWARD_PROGRAM } from '@contract/directory'
import { and, asc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { type registrationApplications, rewardEntries, rewards } from '../../db/schema'

type PaidPayment = {
  id: number
  customerOrganizationId: number
  amount: number
  paymentDate: string | null
  expirationDate: string
}

/** Whole points of a payment: one per POINTS_PESOS pesos of its amount (centavos in, floor). */
export const pointsOf = (amountCentavos: number) => Math.floor(amountCentavos / (POINTS_PESOS * 100))

/**
 * Points for a purchase paid on or before its due date (docs/decisions.md#rewards), called inside the
 * transaction that made it paid (confirm-payment, informar pago). `event_key` is unique per payment, so a
 * second call, or a racing one, adds nothing. Returns the points granted now.
 */
export async function accrueOnTimePayment(tx: Db, clock: Clock, payment: PaidPayment): Promise<number> {
  if (!payment.paymentDate || payment.paymentDate > payment.expirationDate) return 0
  const points = pointsOf(payment.amount)
  if (points <= 0) return 0
  const [row] = await tx
    .insert(rewardEntries)
    .values({
      organizationId: payment.customerOrganizationId,
      programId: REWARD_PROGRAM.points,
      kind: 'on_time_payment',
      eventKey: `on_time_payment:${payment.id}`,
      points,
      paymentId: payment.id,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: rewardEntries.eventKey })
    .returning({ id: rewardEntries.id })
  return row ? points : 0
}

/** Program 1's prize right now: its first active reward (by position, then id). */
export async function currentReferralReward(db: Db) {
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.programId, REWARD_PROGRAM.referrals), eq(rewards.active, true)))
    .orderBy(asc(rewards.position), asc(rewards.id))
    .limit(1)
  return reward
}

/**
 * The referral prize for the supplier that registered or referred an application the operator approves
 * (docs/decisions.md#rewards), inside the approval's transaction: the current prize of program 1 (none when
 * the program has no active reward: the referral still counts). Unique per application.
 */
export async function accrueReferralPrize(
  tx: Db,
  clock: Clock,
  application: Pick<typeof registrationApplications.$inferSelect, 'id' | 'referredBySupplierId'>,
): Promise<boolean> {
  if (application.referredBySupplierId === null) return false
  const reward = await currentReferralReward(tx)
  const [row] = await tx
    .insert(rewardEntries)
    .values({
      organizationId: application.referredBySupplierId,
      programId: REWARD_PROGRAM.referrals,
      kind: 'referral_approved',
      eventKey: `referral_approved:${application.id}`,
      amount: reward && reward.currency === 'MXN' ? reward.amount : 0,
      rewardId: reward?.id ?? null,
      applicationId: application.id,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: rewardEntries.eventKey })
    .returning({ id: rewardEntries.id })
  return row !== undefined
}
