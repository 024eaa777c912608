import { quotesRoutes } from '@contract/api/quotes'
import { QUOTE_MSG } from '@contract/quotes'
import { rowIdOf } from '../domain/customers'
import { createQuote, getQuote, listQuotes } from '../domain/quotes/quotes'
import { downloadLinkKey } from '../files/links'
import { mountRoutes } from '../http/declared'

export const quotesRouter = mountRoutes(quotesRoutes, {
  list: async (c, { query }) => {
    const { db, clock } = c.var.deps
    return c.json(await listQuotes(db, clock, c.var.auth, query.page ?? 1), 200)
  },
  create: async (c, { body }) => {
    const { db, clock } = c.var.deps
    const quote = await createQuote(db, clock, c.var.auth, body)
    return c.json({ success: true, msg: QUOTE_MSG.created, data: quote }, 200)
  },
  get: async (c, { params }) => {
    const { db, clock, config } = c.var.deps
    const key = await downloadLinkKey(db, config, clock)
    return c.json({ data: await getQuote(db, clock, key, c.var.auth, rowIdOf(params.id)) }, 200)
  },
})
