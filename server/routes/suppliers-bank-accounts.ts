import { suppliersBankAccountsRoutes } from '@contract/api/suppliers-bank-accounts'
import { PROFILE_MSG } from '@contract/profile'
import { rowIdOf } from '../domain/customers'
import { createBankAccount, deleteBankAccount, updateBankAccount } from '../domain/profile/bank-accounts'
import { mountRoutes } from '../http/declared'

/** A supplier's bank accounts (docs/decisions.md#bank-accounts): create, update (id in the body), delete/{id}. */
export const suppliersBankAccountsRouter = mountRoutes(suppliersBankAccountsRoutes, {
  create: async (c, { body }) => {
    const data = await createBankAccount(c.var.deps.db, c.var.auth, body)
    return c.json({ success: true, msg: PROFILE_MSG.created, data }, 200)
  },
  update: async (c, { body }) => {
    const data = await updateBankAccount(c.var.deps.db, c.var.auth, body)
    return c.json({ success: true, msg: PROFILE_MSG.updated, data }, 200)
  },
  delete: async (c, { params }) => {
    await deleteBankAccount(c.var.deps.db, c.var.auth, rowIdOf(params.id))
    return c.json({ success: true, msg: PROFILE_MSG.deleted }, 200)
  },
})
