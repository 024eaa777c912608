import { directoryActivitiesRoutes } from '@contract/api/directory-activities'
import { DIRECTORY_MSG } from '@contract/directory'
import { recordDirectoryActivity } from '../domain/directory/activities'
import { mountRoutes } from '../http/declared'

export const directoryActivitiesRouter = mountRoutes(directoryActivitiesRoutes, {
  create: async (c, { body }) => {
    await recordDirectoryActivity(c.var.deps.db, c.var.deps.clock, c.var.auth, body)
    return c.json({ success: true, msg: DIRECTORY_MSG.activityRecorded }, 200)
  },
})
