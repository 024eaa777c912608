import type { BusinessInformation, Referral, Reward, RewardsResume } from '@contract/directory'
import type { SupplierSummary } from '@contract/sales'
import type { ReferralsPage } from '@machines/referrals'
import type { RewardsByProgram } from '@machines/rewards'
import { request } from './client'

/** A builder's suppliers and a supplier's profile; a supplier's referrals; a customer's rewards. */
export const accountApi = {
  mySuppliers: async () => (await request<{ data: SupplierSummary[] }>('/customers/get-suppliers')).data,
  supplierProfile: async (id: string) =>
    (await request<{ data: BusinessInformation }>('/suppliers/get-business-information', { query: { id } }))
      .data,
  referrals: (page: number) =>
    request<ReferralsPage & { data: Referral[] }>('/customers/get-referrals-by-supplier', {
      query: { page },
    }),
  rewardsResume: () => request<RewardsResume>('/rewards/get-resume'),
  rewards: async (programIds: number[]): Promise<RewardsByProgram> => {
    const lists = await Promise.all(
      programIds.map(
        async (id) =>
          (await request<{ data: Reward[] }>('/rewards', { query: { reward_program_id: id } })).data,
      ),
    )
    return Object.fromEntries(programIds.map((id, i) => [id, lists[i] ?? []]))
  },
}
