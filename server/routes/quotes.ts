import {
  createQuoteRequestSchema,
  isQuoteAmount,
  QUOTE_MSG,
  quotesPageQuerySchema,
  supplierQuoteFieldsSchema,
} from '@contract/quotes'
import { QUOTE_ANSWER_UPLOAD_RULE } from '@contract/quoteUploads'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
import { invalid } from '../domain/errors'
import { answerQuote, listQuoteRequests } from '../domain/quotes/answers'
import { createQuote, getQuote, listQuotes } from '../domain/quotes/quotes'
import { blobStoreOf } from '../files/blob-store'
import { downloadLinkKey } from '../files/links'
import { requireAuth, requireRole } from '../http/auth'
import { formOf, uploadBodyLimit, uploadForm } from '../http/form'
import type { IdempotentEnv } from '../http/idempotency'
import { validUpload } from '../http/upload'
import { validJson, validQuery } from '../http/validate'

const customer = [requireAuth, requireRole(...CUSTOMER_ROLES)] as const
const supplier = [requireAuth, requireRole(...SUPPLIER_ROLES)] as const

/** A builder's quote requests (customer roles; another business's request is a 404). */
export const quotesRoutes = new Hono<IdempotentEnv>()
  .get('/', ...customer, async (c) => {
    const { page } = validQuery(c, quotesPageQuerySchema)
    const { db, clock } = c.var.deps
    return c.json(await listQuotes(db, clock, c.var.auth, page ?? 1), 200)
  })
  .post('/', ...customer, async (c) => {
    const request = await validJson(c, createQuoteRequestSchema)
    const { db, clock } = c.var.deps
    const quote = await createQuote(db, clock, c.var.auth, request)
    return c.json({ success: true, msg: QUOTE_MSG.created, data: quote }, 200)
  })
  .get('/:id', ...customer, async (c) => {
    const { db, clock, config } = c.var.deps
    const key = await downloadLinkKey(db, config, clock)
    return c.json({ data: await getQuote(db, clock, key, c.var.auth, rowIdOf(c.req.param('id'))) }, 200)
  })

/** The suppliers' side of quote requests (admin-supplier and vendor-supplier; docs/decisions.md#quotes). */
export const supplierQuotesRoutes = new Hono<IdempotentEnv>()
  .get('/requests', ...supplier, async (c) => {
    const { page } = validQuery(c, quotesPageQuerySchema)
    const { db, clock, config } = c.var.deps
    const key = await downloadLinkKey(db, config, clock)
    return c.json(await listQuoteRequests(db, clock, key, c.var.auth, page ?? 1), 200)
  })
  .post(
    '/create',
    ...supplier,
    uploadBodyLimit(QUOTE_ANSWER_UPLOAD_RULE.maxTotalBytes, QUOTE_ANSWER_UPLOAD_RULE.messages.tooLarge),
    uploadForm,
    async (c) => {
      const checked = await validUpload(formOf(c), supplierQuoteFieldsSchema, {
        fields: ['file'],
        errorKey: 'file',
        rule: QUOTE_ANSWER_UPLOAD_RULE,
      })
      const { fields } = checked
      if (fields.amount !== undefined && !isQuoteAmount(fields.amount)) {
        throw invalid({ amount: [QUOTE_MSG.answerAmount] })
      }
      const { db, clock, config } = c.var.deps
      const answer = await answerQuote(
        { db, clock, store: blobStoreOf(config), appUrl: config.appUrl },
        c.var.auth,
        fields,
        checked.uploads[0]!,
      )
      c.var.deps.mailer.notify()
      return c.json(answer, 200)
    },
  )
