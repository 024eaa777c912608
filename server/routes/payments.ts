import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { computeResume } from '../domain/resume'
import { requireAuth, requireRole } from '../http/auth'
import type { AppEnv } from '../http/env'

export const paymentsRoutes = new Hono<AppEnv>().get(
  '/resume',
  requireAuth,
  requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES),
  async (c) => c.json(await computeResume(c.var.deps.db, c.var.auth), 200),
)
