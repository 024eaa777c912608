import { supplierCustomersQuerySchema } from '@contract/paymentActions'
import { SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { customersOfSupplier } from '../domain/counterparts'
import { vendorsOf } from '../domain/customers'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { validQuery } from '../http/validate'

export const suppliersRoutes = new Hono<AuthEnv>()
  .get('/get-vendors', requireAuth, requireRole(...SUPPLIER_ROLES), async (c) =>
    c.json({ data: await vendorsOf(c.var.deps.db, c.var.auth.organizationId) }, 200),
  )
  // The payments list's counterpart filter for suppliers: their customers by name or user number.
  .get('/get-customers', requireAuth, requireRole(...SUPPLIER_ROLES), async (c) => {
    const query = validQuery(c, supplierCustomersQuerySchema)
    return c.json({ data: await customersOfSupplier(c.var.deps.db, c.var.auth.organizationId, query) }, 200)
  })
