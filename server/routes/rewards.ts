import { rewardsRoutes } from '@contract/api/rewards'
import { rewardsOfProgram, rewardsResume } from '../domain/rewards/read'
import { mountRoutes } from '../http/declared'

export const rewardsRouter = mountRoutes(rewardsRoutes, {
  resume: async (c) => c.json(await rewardsResume(c.var.deps.db, c.var.auth.organizationId), 200),
  list: async (c, { query }) =>
    c.json({ data: await rewardsOfProgram(c.var.deps.db, query.reward_program_id) }, 200),
})
