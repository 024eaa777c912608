import { registerRoutes } from '@contract/api/register'
import { statusCustomerRoutes } from '@contract/api/status-customer'
import type { RegisterStep1Request, RegisterStep2Request, RegisterStep5Request } from '@contract/registration'
import { call } from './call'

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
    call(statusCustomerRoutes.create, { body: { step, register_token: token } }, withToken(token)),
  snapshot: (token: string) => call(registerRoutes.application, {}, withToken(token)),
}
