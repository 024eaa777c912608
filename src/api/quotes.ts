import { quotesRoutes } from '@contract/api/quotes'
import type { CreateQuoteRequest } from '@contract/quotes'
import { call } from './call'

/** The builder's quote requests (docs/decisions.md#quotes). */
export const quotesApi = {
  list: (page = 1) => call(quotesRoutes.list, { query: { page: String(page) } }),
  get: async (id: number) => (await call(quotesRoutes.get, { params: { id } })).data,
  /** The phone travels as 52 + 10 digits. */
  create: (body: CreateQuoteRequest) => call(quotesRoutes.create, { body }),
}
