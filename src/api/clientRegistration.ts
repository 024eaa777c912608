import type { ClientFormInfo, RegisterClientRequest, RegisterClientResponse } from '@contract/registration'
import { request } from './client'

/** Supplier-side client registration (public by referral code, or by the supplier's session). */
export const clientRegistrationApi = {
  /** `code` null: the signed-in supplier's own form, by the stored bearer token. */
  form: (code: string | null) =>
    request<ClientFormInfo>('/register/client-form', {
      query: code === null ? undefined : { supplier_referral_code: code },
    }),
  register: (body: RegisterClientRequest) =>
    request<RegisterClientResponse>('/register/client', { method: 'POST', body }),
}
