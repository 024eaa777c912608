import { supplierQuotesRoutes } from '@contract/api/supplier-quotes'
import { isQuoteAmount, QUOTE_MSG } from '@contract/quotes'
import { QUOTE_ANSWER_UPLOAD_RULE } from '@contract/quoteUploads'
import { invalid } from '../domain/errors'
import { answerQuote, listQuoteRequests } from '../domain/quotes/answers'
import { blobStoreOf } from '../files/blob-store'
import { downloadLinkKey } from '../files/links'
import { mountRoutes } from '../http/declared'
import { formOf, uploadBodyLimit, uploadForm } from '../http/form'
import { validUpload } from '../http/upload'

export const supplierQuotesRouter = mountRoutes(supplierQuotesRoutes, {
  requests: async (c, { query }) => {
    const { db, clock, config } = c.var.deps
    const key = await downloadLinkKey(db, config, clock)
    return c.json(await listQuoteRequests(db, clock, key, c.var.auth, query.page ?? 1), 200)
  },
  create: {
    use: [
      uploadBodyLimit(QUOTE_ANSWER_UPLOAD_RULE.maxTotalBytes, QUOTE_ANSWER_UPLOAD_RULE.messages.tooLarge),
      uploadForm,
    ],
    handle: async (c) => {
      const checked = await validUpload(formOf(c), supplierQuotesRoutes.create.multipart.fields, {
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
  },
})
