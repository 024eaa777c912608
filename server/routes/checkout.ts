import { checkoutRoutes } from '@contract/api/checkout'
import { checkoutDetails, createCheckout, payCheckout } from '../domain/checkout'
import { mountRoutes } from '../http/declared'
import { idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { saleDeps } from '../http/sale-deps'

export const checkoutRouter = mountRoutes(checkoutRoutes, {
  create: async (c, { body }) => c.json(await createCheckout(await saleDeps(c), c.var.auth, body), 200),
  details: {
    use: [rateLimit('codes', 'user')],
    handle: async (c, { params }) =>
      c.json(await checkoutDetails(await saleDeps(c), c.var.auth, params.code), 200),
  },
  pay: {
    use: [rateLimit('codes', 'user'), idempotency],
    handle: async (c, { params }) =>
      c.json(await payCheckout(await saleDeps(c), c.var.auth, params.code, c.var.idempotency?.onCommit), 200),
  },
})
