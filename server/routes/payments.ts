import { paymentListQuerySchema } from '@contract/payments'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { SALE_MSG, saleOnReservedLineRequestSchema, saleRequestSchema } from '@contract/sales'
import { Hono } from 'hono'
import { invalid } from '../domain/errors'
import { advanceOwnBeforeRead } from '../domain/payments/clock'
import { createSale, createSaleOnReservedLine } from '../domain/payments/create'
import { listPayments } from '../domain/payments/list'
import { computeResume } from '../domain/resume'
import { scopeOf } from '../domain/scope'
import { requireAuth, requireRole } from '../http/auth'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { saleDeps } from '../http/sale-deps'
import { validJson, validQuery } from '../http/validate'

export const paymentsRoutes = new Hono<IdempotentEnv>()
  .get('/', requireAuth, requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES), async (c) => {
    const query = validQuery(c, paymentListQuerySchema)
    return c.json(await listPayments(c.var.deps.db, c.var.deps.clock, c.var.auth, query), 200)
  })
  .get('/resume', requireAuth, requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES), async (c) => {
    const { db, clock } = c.var.deps
    const auth = c.var.auth
    // Reads are right between sweeps: the caller's due payments move first (docs/decisions.md#payment-clock).
    await advanceOwnBeforeRead(db, clock, scopeOf(auth))
    return c.json(await computeResume(db, clock, auth), 200)
  })
  .post(
    '/create',
    requireAuth,
    requireRole(...SUPPLIER_ROLES),
    rateLimit('codes', 'user'),
    idempotency,
    async (c) => {
      const request = await validJson(c, saleRequestSchema)
      if (request.delivery && !request.address?.trim()) {
        throw invalid({ address: [SALE_MSG.addressRequired] })
      }
      const answer = await createSale(await saleDeps(c), c.var.auth, request, c.var.idempotency?.onCommit)
      return c.json(answer, 200)
    },
  )
  .post(
    '/create-on-reserved-credit-line',
    requireAuth,
    requireRole(...SUPPLIER_ROLES),
    idempotency,
    async (c) => {
      const request = await validJson(c, saleOnReservedLineRequestSchema)
      const deps = await saleDeps(c)
      return c.json(
        await createSaleOnReservedLine(deps, c.var.auth, request, c.var.idempotency?.onCommit),
        200,
      )
    },
  )
