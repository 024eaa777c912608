import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { checkoutCreateRequestSchema } from '@contract/sales'
import { Hono } from 'hono'
import { checkoutDetails, createCheckout, payCheckout } from '../domain/checkout'
import { NotFound } from '../domain/rejection'
import { requireAuth, requireRole } from '../http/auth'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { msgResponse } from '../http/responses'
import { saleDeps } from '../http/sale-deps'
import { validJson } from '../http/validate'

/** NotFound from the domain → 404 `{msg}`. */
const orNotFound = async (run: () => Promise<Response>): Promise<Response> => {
  try {
    return await run()
  } catch (error) {
    if (error instanceof NotFound) return msgResponse(404, error.msg)
    throw error
  }
}

/**
 * Checkout by payment code. Paying needs the signed-in customer user the code was made for (a deliberate
 * change from the spec's "no auth": a code alone must not spend someone's credit).
 */
export const checkoutRoutes = new Hono<IdempotentEnv>()
  .post('/create', requireAuth, requireRole(...SUPPLIER_ROLES), async (c) => {
    const request = await validJson(c, checkoutCreateRequestSchema)
    const deps = await saleDeps(c)
    return orNotFound(async () => c.json(await createCheckout(deps, c.var.auth, request), 200))
  })
  .post(
    '/get-details/:code',
    requireAuth,
    requireRole(...CUSTOMER_ROLES),
    rateLimit('codes', 'user'),
    async (c) => {
      const deps = await saleDeps(c)
      return orNotFound(async () => c.json(await checkoutDetails(deps, c.var.auth, c.req.param('code')), 200))
    },
  )
  .post(
    '/pay/:code',
    requireAuth,
    requireRole(...CUSTOMER_ROLES),
    rateLimit('codes', 'user'),
    idempotency,
    async (c) => {
      const deps = await saleDeps(c)
      return orNotFound(async () =>
        c.json(await payCheckout(deps, c.var.auth, c.req.param('code'), c.var.idempotency?.onCommit), 200),
      )
    },
  )
