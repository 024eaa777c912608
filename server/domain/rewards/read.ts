import { REWARD_PROGRAMS, type Reward, type RewardsResume } from '@contract/directory'
import { toPesos } from '@contract/money'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rewardEntries, rewards } from '../../db/schema'
import { currentReferralReward } from './accrual'

const toReward = (row: typeof rewards.$inferSelect): Reward => ({
  id: row.id,
  name: row.name,
  amount: row.currency === 'MXN' ? toPesos(row.amount) : row.amount,
  currency: row.currency,
  image_url: row.imageUrl,
})

/** GET /api/rewards/get-resume: the caller's organization's points and approved referrals (its own ledger). */
export async function rewardsResume(db: Db, organizationId: number): Promise<RewardsResume> {
  const [totals] = await db
    .select({
      points: sql<number>`coalesce(sum(${rewardEntries.points}), 0)`.mapWith(Number),
      referrals: sql<number>`count(*) filter (where ${rewardEntries.kind} = 'referral_approved')`.mapWith(
        Number,
      ),
    })
    .from(rewardEntries)
    .where(eq(rewardEntries.organizationId, organizationId))
  const current = await currentReferralReward(db)
  return {
    points: totals?.points ?? 0,
    referrals: totals?.referrals ?? 0,
    currentReferralReward: current ? toReward(current) : null,
    programs: REWARD_PROGRAMS.map((p) => ({ id: p.id, conditions: p.conditions })),
  }
}

/** GET /api/rewards?reward_program_id=: the program's active rewards in display order. */
export async function rewardsOfProgram(db: Db, programId: number): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.programId, programId), eq(rewards.active, true)))
    .orderBy(asc(rewards.position), asc(rewards.id))
  return rows.map(toReward)
}
