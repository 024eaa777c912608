import { bankAccountCreateSchema, bankAccountUpdateSchema } from '@contract/bankAccounts'
import { contactUpdateSchema, PROFILE_MSG } from '@contract/profile'
import { CUSTOMER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
import {
  bankAccountsForBuilder,
  createBankAccount,
  deleteBankAccount,
  updateBankAccount,
} from '../domain/profile/bank-accounts'
import { updateContact } from '../domain/profile/contact'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { validJson } from '../http/validate'

/** Only the supplier's administrator manages its bank accounts (docs/decisions.md#bank-accounts). */
const supplierAdmin = [requireAuth, requireRole('admin-supplier')] as const

/** /api/suppliers-bank-accounts: create, update (id in the body), delete/{id}. */
export const bankAccountsRoutes = new Hono<AuthEnv>()
  .post('/create', ...supplierAdmin, async (c) => {
    const request = await validJson(c, bankAccountCreateSchema)
    const data = await createBankAccount(c.var.deps.db, c.var.auth, request)
    return c.json({ success: true, msg: PROFILE_MSG.created, data }, 200)
  })
  .post('/update', ...supplierAdmin, async (c) => {
    const request = await validJson(c, bankAccountUpdateSchema)
    const data = await updateBankAccount(c.var.deps.db, c.var.auth, request)
    return c.json({ success: true, msg: PROFILE_MSG.updated, data }, 200)
  })
  .post('/delete/:id', ...supplierAdmin, async (c) => {
    await deleteBankAccount(c.var.deps.db, c.var.auth, rowIdOf(c.req.param('id')))
    return c.json({ success: true, msg: PROFILE_MSG.deleted }, 200)
  })

/** GET /api/suppliers/get-bank-accounts/{supplierId}: a builder reads one of its suppliers' accounts. */
export const supplierBankAccountsRoutes = new Hono<AuthEnv>().get(
  '/get-bank-accounts/:supplierId',
  requireAuth,
  requireRole(...CUSTOMER_ROLES),
  async (c) => {
    const { db, clock } = c.var.deps
    const id = rowIdOf(c.req.param('supplierId'))
    return c.json({ data: await bankAccountsForBuilder(db, clock, c.var.auth, id) }, 200)
  },
)

/** POST /api/organizations/update-contact: the admins edit their business's phone, e-mail and address. */
export const organizationsRoutes = new Hono<AuthEnv>().post(
  '/update-contact',
  requireAuth,
  requireRole('admin-supplier', 'admin-customer'),
  async (c) => {
    const request = await validJson(c, contactUpdateSchema)
    await updateContact(c.var.deps.db, c.var.auth, request)
    return c.json({ success: true, msg: PROFILE_MSG.contactUpdated }, 200)
  },
)
