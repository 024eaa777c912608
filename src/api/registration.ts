import { statusCustomerRoutes } from '@contract/api/status-customer'
import type { ActionResult } from '@contract/http'
import type {
  RegisterStep1Request,
  RegisterStep1Response,
  RegisterStep2Request,
  RegisterStep5Request,
  RegisterStep6Response,
  RegistrationSnapshot,
} from '@contract/registration'
import { call } from './call'
import { request } from './client'

const withToken = (token: string) => ({ Register_Token: token })

/** The public registration wizard (docs/decisions.md#registration): the register token, never a login. */
export const registrationApi = {
  /** Starts an application, or with a token updates that one (the server answers the same token). */
  saveInfo: (body: RegisterStep1Request, token: string | null) =>
    request<RegisterStep1Response>('/register/step-1', {
      method: 'POST',
      body,
      ...(token ? { headers: withToken(token) } : {}),
    }),
  saveLegalRepresentative: (body: RegisterStep2Request) =>
    request<ActionResult>('/register/step-2', {
      method: 'POST',
      body,
      headers: withToken(body.register_token),
    }),
  saveUsers: (body: RegisterStep5Request) =>
    request<ActionResult>('/register/step-5', {
      method: 'POST',
      body,
      headers: withToken(body.register_token),
    }),
  declareDocuments: (
    kind: 'general-info' | 'bank-statements',
    token: string,
    filesData: { prop: string; hash: string }[],
  ) =>
    request<RegisterStep6Response>(`/register/step-6-${kind}`, {
      method: 'POST',
      body: { filesData, register_token: token },
      headers: withToken(token),
    }),
  recordStep: (step: string, token: string) =>
    call(
      statusCustomerRoutes.create,
      { body: { step, register_token: token } },
      { headers: withToken(token) },
    ),
  snapshot: (token: string) =>
    request<RegistrationSnapshot>('/register/application', { headers: withToken(token) }),
}
