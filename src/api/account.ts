import { customersRoutes } from '@contract/api/customers'
import { rewardsRoutes } from '@contract/api/rewards'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { RewardsByProgram } from '@machines/rewards'
import { call } from './call'

/** A builder's suppliers and a supplier's profile; a supplier's referrals; a customer's rewards. */
export const accountApi = {
  mySuppliers: async () => (await call(customersRoutes.mySuppliers)).data,
  supplierProfile: async (id: string) =>
    (await call(suppliersRoutes.businessInformation, { query: { id } })).data,
  referrals: (page: number) => call(customersRoutes.referrals, { query: { page: String(page) } }),
  rewardsResume: () => call(rewardsRoutes.resume),
  rewards: async (programIds: number[]): Promise<RewardsByProgram> => {
    const lists = await Promise.all(
      programIds.map(
        async (id) => (await call(rewardsRoutes.list, { query: { reward_program_id: String(id) } })).data,
      ),
    )
    return Object.fromEntries(programIds.map((id, i) => [id, lists[i] ?? []]))
  },
}
