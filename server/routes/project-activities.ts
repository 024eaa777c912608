import { projectActivitiesRoutes } from '@contract/api/project-activities'
import { recordProjectActivity } from '../domain/projects/code-project'
import { mountRoutes } from '../http/declared'

export const projectActivitiesRouter = mountRoutes(projectActivitiesRoutes, {
  create: async (c, { body }) => {
    const { db, clock } = c.var.deps
    return c.json(await recordProjectActivity(db, clock, c.var.auth, body.event), 200)
  },
})
