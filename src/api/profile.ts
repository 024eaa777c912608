import { organizationsRoutes } from '@contract/api/organizations'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { ContactUpdate } from '@contract/profile'
import { call } from './call'

/** The business profile (docs/decisions.md#profile). */
export const profileApi = {
  own: async () => (await call(suppliersRoutes.businessInformation)).data,
  updateContact: (body: ContactUpdate) => call(organizationsRoutes.updateContact, { body }),
}
