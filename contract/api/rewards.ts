import { rewardsListSchema, rewardsQuerySchema, rewardsResumeSchema } from '@contract/directory'
import { route, routes } from './route'

/** Read by the admins of the caller's own organization (docs/decisions.md#rewards). */
const REWARD_READERS = ['admin-customer', 'admin-supplier'] as const

/** /api/rewards: the rewards programs of the caller's organization. */
export const rewardsRoutes = routes({
  resume: route({
    method: 'GET',
    path: '/rewards/get-resume',
    access: REWARD_READERS,
    summary: 'Los puntos, los referidos y los programas de recompensas de la organización.',
    answer: rewardsResumeSchema,
  }),
  list: route({
    method: 'GET',
    path: '/rewards',
    access: REWARD_READERS,
    summary: 'Las recompensas de un programa.',
    query: rewardsQuerySchema,
    answer: rewardsListSchema,
  }),
})
