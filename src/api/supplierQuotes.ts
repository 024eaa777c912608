import { supplierQuotesRoutes } from '@contract/api/supplier-quotes'
import type { QuoteAnswerRequest } from '@machines/supplier-quotes'
import { call } from './call'

/** The supplier's side of quotes: open requests and its answer (a PDF, optional amount and note). */
export const supplierQuotesApi = {
  requests: (query: { page: number }) =>
    call(supplierQuotesRoutes.requests, { query: { page: String(query.page) } }),
  /** POST supplier-quotes/create, multipart quote_id, file, amount, note (empty optional fields left out). */
  send: (answer: QuoteAnswerRequest) => {
    const form = new FormData()
    form.set('quote_id', String(answer.quote_id))
    if (answer.file.blob) form.set('file', answer.file.blob, answer.file.name)
    if (answer.amount) form.set('amount', answer.amount)
    if (answer.note) form.set('note', answer.note)
    return call(supplierQuotesRoutes.create, { form })
  },
}
