import { sharedTokensRoutes } from '@contract/api/shared-tokens'
import { SALE_MSG } from '@contract/sales'
import { createSharedCode, deleteSharedCode, listSharedCodes } from '../domain/codes/shared-codes'
import { notFound } from '../domain/errors'
import { mountRoutes } from '../http/declared'
import { saleDeps } from '../http/sale-deps'

export const sharedTokensRouter = mountRoutes(sharedTokensRoutes, {
  list: async (c) => {
    const { db, keys } = await saleDeps(c)
    return c.json({ data: await listSharedCodes(db, keys, c.var.auth.userId) }, 200)
  },
  create: async (c, { body }) => {
    const { db, clock, keys } = await saleDeps(c)
    const token = await createSharedCode(db, keys, clock, c.var.auth.userId, body.supplier_id)
    if (token === null) throw notFound(SALE_MSG.supplierNotFound)
    return c.json({ token, msg: SALE_MSG.sharedCreated }, 200)
  },
  delete: async (c, { body }) => {
    if (!(await deleteSharedCode(c.var.deps.db, c.var.auth.userId, body.supplier_id))) {
      throw notFound(SALE_MSG.supplierNotFound)
    }
    return c.json({ token: null, msg: SALE_MSG.sharedDeleted }, 200)
  },
})
