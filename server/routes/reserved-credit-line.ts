import { reservedCreditLineRoutes } from '@contract/api/reserved-credit-line'
import { MSG } from '@contract/messages'
import { rowIdOf } from '../domain/customers'
import { notFound } from '../domain/errors'
import { createReservedLine, deactivateReservedLine, listSupplierLines } from '../domain/reserved-lines'
import { mountRoutes } from '../http/declared'
import { idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { saleDeps } from '../http/sale-deps'

/** Reserved credit lines of the caller's supplier organization (docs/decisions.md#reserved-credit-lines). */
export const reservedCreditLineRouter = mountRoutes(reservedCreditLineRoutes, {
  create: {
    use: [rateLimit('codes', 'user'), idempotency],
    handle: async (c, { body }) =>
      c.json(await createReservedLine(await saleDeps(c), c.var.auth, body, c.var.idempotency?.onCommit), 200),
  },
  list: async (c, { params }) => {
    const { flag } = params
    if (flag !== 'all' && flag !== 'active') throw notFound(MSG.notFound)
    const { db, clock } = c.var.deps
    return c.json({ data: await listSupplierLines(db, clock, c.var.auth.organizationId, flag) }, 200)
  },
  deactivate: async (c, { params }) => {
    const { db, clock } = c.var.deps
    return c.json(await deactivateReservedLine(db, clock, c.var.auth, rowIdOf(params.id)), 200)
  },
})
