import type { BusinessInformation } from '@contract/directory'
import type { ActionResult } from '@contract/http'
import type { BankAccountCreate, BankAccountResult, ContactUpdate } from '@contract/profile'
import { request } from './client'

/** The business profile and the supplier's bank accounts (docs/decisions.md#profile, #bank-accounts). */
export const profileApi = {
  own: async () => (await request<{ data: BusinessInformation }>('/suppliers/get-business-information')).data,
  updateContact: (body: ContactUpdate) =>
    request<ActionResult>('/organizations/update-contact', { method: 'POST', body }),
  createAccount: (body: BankAccountCreate) =>
    request<BankAccountResult>('/suppliers-bank-accounts/create', { method: 'POST', body }),
  updateAccount: (id: number, body: BankAccountCreate) =>
    request<BankAccountResult>('/suppliers-bank-accounts/update', { method: 'POST', body: { id, ...body } }),
  deleteAccount: (id: number) =>
    request<ActionResult>(`/suppliers-bank-accounts/delete/${id}`, { method: 'POST' }),
}
