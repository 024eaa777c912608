import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { SALE_MSG, saleOnReservedLineRequestSchema, saleRequestSchema } from '@contract/sales'
import { Hono } from 'hono'
import { createSale, createSaleOnReservedLine } from '../domain/payments/create'
import { NotFound } from '../domain/rejection'
import { computeResume } from '../domain/resume'
import { requireAuth, requireRole } from '../http/auth'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { msgResponse, validationResponse } from '../http/responses'
import { saleDeps } from '../http/sale-deps'
import { validJson } from '../http/validate'

export const paymentsRoutes = new Hono<IdempotentEnv>()
  .get('/resume', requireAuth, requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES), async (c) =>
    c.json(await computeResume(c.var.deps.db, c.var.deps.clock, c.var.auth), 200),
  )
  .post('/create', requireAuth, requireRole(...SUPPLIER_ROLES), idempotency, async (c) => {
    const request = await validJson(c, saleRequestSchema)
    if (request.delivery && !request.address?.trim()) {
      return validationResponse({ address: [SALE_MSG.addressRequired] })
    }
    const answer = await createSale(await saleDeps(c), c.var.auth, request, c.var.idempotency?.onCommit)
    return c.json(answer, 200)
  })
  .post(
    '/create-on-reserved-credit-line',
    requireAuth,
    requireRole(...SUPPLIER_ROLES),
    idempotency,
    async (c) => {
      const request = await validJson(c, saleOnReservedLineRequestSchema)
      try {
        const deps = await saleDeps(c)
        return c.json(
          await createSaleOnReservedLine(deps, c.var.auth, request, c.var.idempotency?.onCommit),
          200,
        )
      } catch (error) {
        if (error instanceof NotFound) return msgResponse(404, error.msg)
        throw error
      }
    },
  )
