import { CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import { counterpartTermSchema, creditExtensionRequestSchema } from '@contract/paymentActions'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { generateCodeRequestSchema, SALE_MSG } from '@contract/sales'
import { type Context, Hono } from 'hono'
import { z } from 'zod/mini'
import { issuePurchaseCode, livePurchaseCode } from '../domain/codes/purchase-codes'
import { suppliersOfCustomer } from '../domain/counterparts'
import { requestCreditExtension } from '../domain/credit-extension'
import { customerLookupOf, rowIdOf } from '../domain/customers'
import { suppliersOfBuilder } from '../domain/directory/my-suppliers'
import { freshCustomer } from '../domain/reserved-lines'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { saleDeps } from '../http/sale-deps'
import { validJson, validOrFail } from '../http/validate'

const searchTerm = z.object({ term: counterpartTermSchema })

/**
 * The signed-in customer user's purchase code (docs/decisions.md#purchase-codes). GET answers the live code
 * (or `token: null`) and changes nothing; POST issues a new one, replacing the live one, or with `keep_live`
 * answers the live one when there is one. A credit-blocked builder gets 403 from both.
 */
const liveCode = async (c: Context<AuthEnv>) => {
  const { db, clock, keys } = await saleDeps(c)
  return c.json(await livePurchaseCode(db, keys, clock, c.var.auth), 200)
}
const generateCode = async (c: Context<AuthEnv>) => {
  const request = await validJson(c, generateCodeRequestSchema)
  const { db, clock, keys } = await saleDeps(c)
  const options = { keepLive: request.keep_live === true }
  return c.json(await issuePurchaseCode(db, keys, clock, c.var.auth, options), 200)
}

export const customersRoutes = new Hono<AuthEnv>()
  .get('/generate-token', requireAuth, requireRole(...CUSTOMER_ROLES), (c) => liveCode(c))
  .post('/generate-token', requireAuth, requireRole(...CUSTOMER_ROLES), (c) => generateCode(c))
  // 'Mis proveedores' (docs/decisions.md#directory): bought from, shared code or live reserved line.
  .get('/get-suppliers', requireAuth, requireRole(...CUSTOMER_ROLES), async (c) => {
    const { db, clock } = c.var.deps
    return c.json({ data: await suppliersOfBuilder(db, clock, c.var.auth.organizationId) }, 200)
  })
  .get('/get-by-user/:id', requireAuth, requireRole(...SUPPLIER_ROLES), async (c) => {
    const { db, clock } = c.var.deps
    const id = rowIdOf(c.req.param('id'))
    const customer = id === null ? null : await freshCustomer(db, clock, id)
    if (!customer) {
      return c.json({ msg: SALE_MSG.customerNotFound, reason: SALE_MSG.customerNotFoundReason }, 404)
    }
    if (!customer.organizationActive || !customer.creditLine) {
      return c.json({ msg: SALE_MSG.customerInactive, reason: SALE_MSG.customerInactiveReason }, 404)
    }
    if (customer.creditBlocked) {
      // Credit-blocked: no available amount to show, but why (docs/decisions.md#credit-block).
      return c.json(
        { msg: CREDIT_BLOCK_MSG.customerBlocked, reason: CREDIT_BLOCK_MSG.customerBlockedReason },
        403,
      )
    }
    return c.json({ data: customerLookupOf(customer) }, 200)
  })
  // The payments list's counterpart filter for customers: the suppliers they bought from.
  .get('/search/:term', requireAuth, requireRole(...CUSTOMER_ROLES), async (c) => {
    const { term } = validOrFail(searchTerm, { term: c.req.param('term') })
    return c.json({ data: await suppliersOfCustomer(c.var.deps.db, c.var.auth.organizationId, term) }, 200)
  })
  .post('/credit-extension', requireAuth, requireRole(...CUSTOMER_ROLES), async (c) => {
    const request = await validJson(c, creditExtensionRequestSchema)
    const { db, clock, mailer } = c.var.deps
    const { mailed, ...answer } = await requestCreditExtension(db, clock, c.var.auth, request)
    if (mailed) mailer.notify()
    return c.json(answer, 200)
  })
