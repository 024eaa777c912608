import { organizationsRoutes } from '@contract/api/organizations'
import { PROFILE_MSG } from '@contract/profile'
import { updateContact } from '../domain/profile/contact'
import { mountRoutes } from '../http/declared'

/** The admins edit their business's phone, e-mail and address (docs/decisions.md#profile). */
export const organizationsRouter = mountRoutes(organizationsRoutes, {
  updateContact: async (c, { body }) => {
    await updateContact(c.var.deps.db, c.var.auth, body)
    return c.json({ success: true, msg: PROFILE_MSG.contactUpdated }, 200)
  },
})
