import { registerRoutes } from '@contract/api/register'
import type { RegisterClientRequest } from '@contract/registration'
import { call } from './call'

/** Supplier-side client registration (public by referral code, or by the supplier's session). */
export const clientRegistrationApi = {
  /** `code` null: the signed-in supplier's own form, by the stored bearer token. */
  form: (code: string | null) =>
    call(registerRoutes.clientForm, { query: code === null ? {} : { supplier_referral_code: code } }),
  register: (body: RegisterClientRequest) => call(registerRoutes.client, { body }),
}
