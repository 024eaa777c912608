import { customerUsersRoutes } from '@contract/api/customer-users'
import { ACTION_MSG, BUYER_MSG } from '@contract/paymentActions'
import { createBuyer } from '../domain/buyers'
import { invalid } from '../domain/errors'
import { mountRoutes } from '../http/declared'

/** Buyer users a customer admin creates. */
export const customerUsersRouter = mountRoutes(customerUsersRoutes, {
  create: async (c, { body }) => {
    const { db, clock, config, mailer } = c.var.deps
    const outcome = await createBuyer({ db, clock, appUrl: config.appUrl }, c.var.auth, body)
    if (outcome.kind === 'taken') throw invalid({ email: [BUYER_MSG.taken] })
    mailer.notify()
    return c.json({ success: true, msg: ACTION_MSG.buyerCreated, data: outcome.buyer }, 200)
  },
})
