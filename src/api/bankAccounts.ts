import type { BankAccountCreate, BankAccountResult } from '@contract/bankAccounts'
import type { ActionResult } from '@contract/http'
import { request } from './client'

/** A supplier's bank accounts (docs/decisions.md#bank-accounts). */
export const bankAccountsApi = {
  create: (body: BankAccountCreate) =>
    request<BankAccountResult>('/suppliers-bank-accounts/create', { method: 'POST', body }),
  update: (id: number, body: BankAccountCreate) =>
    request<BankAccountResult>('/suppliers-bank-accounts/update', { method: 'POST', body: { id, ...body } }),
  delete: (id: number) => request<ActionResult>(`/suppliers-bank-accounts/delete/${id}`, { method: 'POST' }),
}
