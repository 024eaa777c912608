import { rootRoutes } from '@contract/api/root'
import type { LoginRequest } from '@contract/auth'
import type { DemoAccounts } from '@contract/system'
import { call } from './call'

export type { DemoAccounts }

export const authApi = {
  login: (body: LoginRequest) => call(rootRoutes.login, { body }),
  user: (token?: string) => call(rootRoutes.user, {}, token ? { token } : {}),
  logout: (token: string) => call(rootRoutes.logout, {}, { token }),
  forgotPassword: (email: string) => call(rootRoutes.forgotPassword, { body: { email } }),
  changePassword: (body: { token: string; password: string; password_confirmation: string }) =>
    call(rootRoutes.changePassword, { body }),
  demoAccounts: () => call(rootRoutes.demoAccounts),
}
