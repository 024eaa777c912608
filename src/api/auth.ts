import type { LoginRequest, LoginResponse, User } from '@contract/auth'
import type { RoleName } from '@contract/roles'
import { request } from './client'

export interface DemoAccounts {
  password: string
  accounts: Array<{ email: string; role_name: RoleName; label: string }>
}

export const authApi = {
  login: (body: LoginRequest) => request<LoginResponse>('/login', { method: 'POST', body }),
  user: (token?: string) => request<User>('/user', { token }),
  logout: (token: string) => request<{ success: boolean; msg: string }>('/logout', { method: 'POST', token }),
  forgotPassword: (email: string) =>
    request<{ success: boolean; msg: string }>('/forgot-password', { method: 'POST', body: { email } }),
  changePassword: (body: { token: string; password: string; password_confirmation: string }) =>
    request<{ success: boolean; msg: string }>('/change-password', { method: 'POST', body }),
  demoAccounts: () => request<DemoAccounts>('/demo-accounts'),
}
