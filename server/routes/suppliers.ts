import { SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { vendorsOf } from '../domain/customers'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'

export const suppliersRoutes = new Hono<AuthEnv>().get(
  '/get-vendors',
  requireAuth,
  requireRole(...SUPPLIER_ROLES),
  async (c) => c.json({ data: await vendorsOf(c.var.deps.db, c.var.auth.organizationId) }, 200),
)
