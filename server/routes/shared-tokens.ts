import { CUSTOMER_ROLES } from '@contract/roles'
import { SALE_MSG, sharedTokenRequestSchema } from '@contract/sales'
import { Hono } from 'hono'
import { createSharedCode, deleteSharedCode, listSharedCodes } from '../domain/codes/shared-codes'
import { notFound } from '../domain/errors'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { saleDeps } from '../http/sale-deps'
import { validJson } from '../http/validate'

/** The signed-in customer user's shared codes: one long-lived code per supplier, until deleted. */
const customer = [requireAuth, requireRole(...CUSTOMER_ROLES)] as const

export const sharedTokensRoutes = new Hono<AuthEnv>()
  .get('/', ...customer, async (c) => {
    const { db, keys } = await saleDeps(c)
    return c.json({ data: await listSharedCodes(db, keys, c.var.auth.userId) }, 200)
  })
  .post('/create', ...customer, async (c) => {
    const { supplier_id } = await validJson(c, sharedTokenRequestSchema)
    const { db, clock, keys } = await saleDeps(c)
    const token = await createSharedCode(db, keys, clock, c.var.auth.userId, supplier_id)
    if (token === null) throw notFound(SALE_MSG.supplierNotFound)
    return c.json({ token, msg: SALE_MSG.sharedCreated }, 200)
  })
  .post('/delete', ...customer, async (c) => {
    const { supplier_id } = await validJson(c, sharedTokenRequestSchema)
    if (!(await deleteSharedCode(c.var.deps.db, c.var.auth.userId, supplier_id))) {
      throw notFound(SALE_MSG.supplierNotFound)
    }
    return c.json({ token: null, msg: SALE_MSG.sharedDeleted }, 200)
  })
