import { recommendationsRoutes } from '@contract/api/recommendations'
import { listRecommendations } from '../domain/directory/recommendations'
import { mountRoutes } from '../http/declared'

export const recommendationsRouter = mountRoutes(recommendationsRoutes, {
  list: async (c, { query }) => c.json(await listRecommendations(c.var.deps.db, query.page ?? 1), 200),
})
