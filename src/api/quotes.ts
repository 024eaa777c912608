import type { CreateQuoteRequest, Quote } from '@contract/quotes'
import { request } from './client'

/** One page of GET /api/quotes. */
export interface QuotesPage {
  data: Quote[]
  current_page: number
  last_page: number
  total: number
  per_page: number
}

export type QuoteAnswer = { success: boolean; msg: string; data?: Quote }

/** The builder's quote requests (docs/decisions.md#quotes). */
export const quotesApi = {
  list: (page = 1) => request<QuotesPage>('/quotes', { query: { page } }),
  get: async (id: number) => {
    const answer = await request<{ data: Quote } | Quote>(`/quotes/${id}`)
    return 'data' in answer ? answer.data : answer
  },
  /** The phone travels as 52 + 10 digits. */
  create: (body: CreateQuoteRequest) => request<QuoteAnswer>('/quotes', { method: 'POST', body }),
}
