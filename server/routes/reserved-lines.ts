import { MSG } from '@contract/messages'
import { SUPPLIER_ROLES } from '@contract/roles'
import { reservedLineRequestSchema } from '@contract/sales'
import { Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
import { notFound } from '../domain/errors'
import { createReservedLine, deactivateReservedLine, listSupplierLines } from '../domain/reserved-lines'
import { requireAuth, requireRole } from '../http/auth'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { saleDeps } from '../http/sale-deps'
import { validJson } from '../http/validate'

/** Reserved credit lines of the caller's supplier organization (docs/decisions.md#reserved-credit-lines). */
const supplier = [requireAuth, requireRole(...SUPPLIER_ROLES)] as const

export const reservedLinesRoutes = new Hono<IdempotentEnv>()
  .post('/create', ...supplier, rateLimit('codes', 'user'), idempotency, async (c) => {
    const request = await validJson(c, reservedLineRequestSchema)
    const answer = await createReservedLine(
      await saleDeps(c),
      c.var.auth,
      request,
      c.var.idempotency?.onCommit,
    )
    return c.json(answer, 200)
  })
  .get('/get-by-supplier/:flag', ...supplier, async (c) => {
    const flag = c.req.param('flag')
    if (flag !== 'all' && flag !== 'active') throw notFound(MSG.notFound)
    const { db, clock } = c.var.deps
    return c.json({ data: await listSupplierLines(db, clock, c.var.auth.organizationId, flag) }, 200)
  })
  .post('/deactivate/:id', ...supplier, async (c) => {
    const { db, clock } = c.var.deps
    return c.json(await deactivateReservedLine(db, clock, c.var.auth, rowIdOf(c.req.param('id'))), 200)
  })
