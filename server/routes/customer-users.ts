import { ACTION_MSG, BUYER_MSG, createBuyerRequestSchema } from '@contract/paymentActions'
import { Hono } from 'hono'
import { createBuyer } from '../domain/buyers'
import { invalid } from '../domain/errors'
import { requireAuth, requireRole } from '../http/auth'
import type { IdempotentEnv } from '../http/idempotency'
import { validJson } from '../http/validate'

/** Buyer users a customer admin creates. */
export const customerUsersRoutes = new Hono<IdempotentEnv>().post(
  '/create',
  requireAuth,
  requireRole('admin-customer'),
  async (c) => {
    const request = await validJson(c, createBuyerRequestSchema)
    const { db, clock, config, mailer } = c.var.deps
    const outcome = await createBuyer({ db, clock, appUrl: config.appUrl }, c.var.auth, request)
    if (outcome.kind === 'taken') throw invalid({ email: [BUYER_MSG.taken] })
    mailer.notify()
    return c.json({ success: true, msg: ACTION_MSG.buyerCreated, data: outcome.buyer }, 200)
  },
)
