import { suppliersBankAccountsRoutes } from '@contract/api/suppliers-bank-accounts'
import type { BankAccountCreate } from '@contract/bankAccounts'
import { call } from './call'

/** A supplier's bank accounts (docs/decisions.md#bank-accounts). */
export const bankAccountsApi = {
  create: (body: BankAccountCreate) => call(suppliersBankAccountsRoutes.create, { body }),
  update: (id: number, body: BankAccountCreate) =>
    call(suppliersBankAccountsRoutes.update, { body: { id, ...body } }),
  delete: (id: number) => call(suppliersBankAccountsRoutes.delete, { params: { id } }),
}
