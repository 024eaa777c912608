import type { QuoteAnswerRequest, QuoteRequestsPage } from '@machines/supplier-quotes'
import { request } from './client'

/** The supplier's side of quotes: open requests and its answer (a PDF, optional amount and note). */
export const supplierQuotesApi = {
  requests: (query: { page: number }) => request<QuoteRequestsPage>('/supplier-quotes/requests', { query }),
  /** POST supplier-quotes/create, multipart quote_id, file, amount, note (empty optional fields left out). */
  send: (answer: QuoteAnswerRequest) => {
    const body = new FormData()
    body.set('quote_id', String(answer.quote_id))
    if (answer.file.blob) body.set('file', answer.file.blob, answer.file.name)
    if (answer.amount) body.set('amount', answer.amount)
    if (answer.note) body.set('note', answer.note)
    return request<{ success: boolean; msg: string }>('/supplier-quotes/create', { method: 'POST', body })
  },
}
