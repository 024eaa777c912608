import type { BusinessInformation } from '@contract/directory'
import type { ActionResult } from '@contract/http'
import type { ContactUpdate } from '@contract/profile'
import { request } from './client'

/** The business profile (docs/decisions.md#profile). */
export const profileApi = {
  own: async () => (await request<{ data: BusinessInformation }>('/suppliers/get-business-information')).data,
  updateContact: (body: ContactUpdate) =>
    request<ActionResult>('/organizations/update-contact', { method: 'POST', body }),
}
