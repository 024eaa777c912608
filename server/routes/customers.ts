import { customersRoutes } from '@contract/api/customers'
import { CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import { DIRECTORY_MSG } from '@contract/directory'
import { REG_MSG } from '@contract/registration'
import { SALE_MSG } from '@contract/sales'
import { readQuiz, saveQuizAnswers } from '../domain/applications/quiz'
import { issuePurchaseCode, livePurchaseCode } from '../domain/codes/purchase-codes'
import { suppliersOfCustomer } from '../domain/counterparts'
import { requestCreditExtension } from '../domain/credit-extension'
import { customerLookupOf, rowIdOf } from '../domain/customers'
import { suppliersOfBuilder } from '../domain/directory/my-suppliers'
import { recommendSupplier } from '../domain/directory/recommendations'
import { referralsOfSupplier } from '../domain/directory/referrals'
import { conflict, notFound } from '../domain/errors'
import { xlsxResponse } from '../domain/exports/sheet'
import { freshCustomer } from '../domain/reserved-lines'
import { requiredStatement, statementWorkbook } from '../domain/statements/statement'
import { customerOfStatementToken } from '../domain/statements/tokens'
import { mountRoutes } from '../http/declared'
import type { AppDeps } from '../http/env'
import { rateLimit } from '../http/rate-limit'
import { actionOk } from '../http/responses'
import { saleDeps } from '../http/sale-deps'

/** A builder's weekly statement by the token of its mail, without signing in (docs/decisions.md#statements). */
const statementByToken = async ({ db, clock }: AppDeps, token: string) => {
  const organizationId = await customerOfStatementToken(db, clock, token)
  return requiredStatement(db, clock, { side: 'customer', organizationId })
}

export const customersRouter = mountRoutes(customersRoutes, {
  // The purchase code (docs/decisions.md#purchase-codes): GET changes nothing; a credit-blocked builder gets 403.
  liveToken: async (c) => {
    const { db, clock, keys } = await saleDeps(c)
    return c.json(await livePurchaseCode(db, keys, clock, c.var.auth), 200)
  },
  generateToken: async (c, { body }) => {
    const { db, clock, keys } = await saleDeps(c)
    const options = { keepLive: body.keep_live === true }
    return c.json(await issuePurchaseCode(db, keys, clock, c.var.auth, options), 200)
  },
  // 'Mis proveedores' (docs/decisions.md#directory): bought from, shared code or live reserved line.
  mySuppliers: async (c) => {
    const { db, clock } = c.var.deps
    return c.json({ data: await suppliersOfBuilder(db, clock, c.var.auth.organizationId) }, 200)
  },
  byUser: async (c, { params }) => {
    const { db, clock } = c.var.deps
    const id = rowIdOf(params.id)
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
  },
  // The payments list's counterpart filter for customers: the suppliers they bought from.
  search: async (c, { params }) =>
    c.json({ data: await suppliersOfCustomer(c.var.deps.db, c.var.auth.organizationId, params.term) }, 200),
  creditExtension: async (c, { body }) => {
    const { db, clock, mailer } = c.var.deps
    const { mailed, ...answer } = await requestCreditExtension(db, clock, c.var.auth, body)
    if (mailed) mailer.notify()
    return c.json(answer, 200)
  },
  // The quiz after registration is public: the questionnaire token is the credential (docs/decisions.md#registration).
  quiz: async (c, { query }) => {
    const status = await readQuiz(c.var.deps.db, query.questionnaire_token)
    if (!status) throw notFound(REG_MSG.quizLinkInvalid)
    return c.json(status, 200)
  },
  saveQuizAnswers: async (c, { body }) => {
    const { db, clock } = c.var.deps
    switch (await saveQuizAnswers({ db, clock }, body)) {
      case 'saved':
        return actionOk(c, REG_MSG.quizSaved)
      case 'answered':
        throw conflict(REG_MSG.quizAnswered)
      case 'unknown':
        throw notFound(REG_MSG.quizLinkInvalid)
    }
  },
  referSupplier: {
    use: [rateLimit('recommendations', 'user')],
    handle: async (c, { body }) => {
      await recommendSupplier(c.var.deps.db, c.var.deps.clock, c.var.auth, body)
      return c.json({ success: true, msg: DIRECTORY_MSG.recommendSent }, 200)
    },
  },
  referrals: async (c, { query }) =>
    c.json(await referralsOfSupplier(c.var.deps.db, c.var.auth.organizationId, query.page ?? 1), 200),
  // Read-only; guessing a token is capped per address (429).
  statement: {
    use: [rateLimit('statements')],
    handle: async (c, { params }) => c.json(await statementByToken(c.var.deps, params.token), 200),
  },
  exportStatement: {
    use: [rateLimit('statements')],
    handle: async (c, { params }) => {
      const { body, filename } = await statementWorkbook(await statementByToken(c.var.deps, params.token))
      return xlsxResponse(body, filename)
    },
  },
})
