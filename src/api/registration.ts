import { registerRoutes } from '@contract/api/register'
import type {
  RegisterStep1Request,
  RegisterStep2Request,
  RegisterStep5Request,
  StatusCustomerResponse,
} from '@contract/registration'
import { call } from './call'
import { request } from './client'

const withToken = (token: string) => ({ headers: { Register_Token: token } })

/** The public registration wizard (docs/decisions.md#registration): the register token, never a login. */
export const registrationApi = {
  /** Starts an application, or with a token updates that one (the server answers the same token). */
  saveInfo: (body: RegisterStep1Request, token: string | null) =>
    call(registerRoutes.step1, { body }, token ? withToken(token) : {}),
  saveLegalRepresentative: (body: RegisterStep2Request) =>
    call(registerRoutes.step2, { body }, withToken(body.register_token)),
  saveUsers: (body: RegisterStep5Request) =>
    call(registerRoutes.step5, { body }, withToken(body.register_token)),
  declareDocuments: (
    kind: 'general-info' | 'bank-statements',
    token: string,
    filesData: { prop: string; hash: string }[],
  ) =>
    call(
      kind === 'general-info' ? registerRoutes.generalInfoDocuments : registerRoutes.bankStatementDocuments,
      { body: { filesData, register_token: token } },
      withToken(token),
    ),
  recordStep: (step: string, token: string) =>
    request<StatusCustomerResponse>('/status-customer/create', {
      method: 'POST',
      body: { step, register_token: token },
      ...withToken(token),
    }),
  snapshot: (token: string) => call(registerRoutes.application, {}, withToken(token)),
}
