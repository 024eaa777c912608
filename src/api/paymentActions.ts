import { customerUsersRoutes } from '@contract/api/customer-users'
import { customersRoutes } from '@contract/api/customers'
import type { ActionResult } from '@contract/http'
import type {
  CreateBuyerRequest,
  CreditExtensionRequest,
  ExtendTermRequest,
  FileLink,
  HandleExtendTermRequest,
  RequestExtendTermRequest,
  TermExtension,
  UpdatePaymentRequest,
} from '@contract/paymentActions'
import { call } from './call'
import { request } from './client'

/** Money-moving POSTs carry the dialog's key: a retry after a lost answer replays the first answer. */
const keyed = (idempotencyKey: string | undefined) =>
  idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined

const byId = (path: string, paymentId: number, idempotencyKey?: string) =>
  request<ActionResult>(`/payments/${path}`, {
    method: 'POST',
    body: { payment_id: paymentId },
    headers: keyed(idempotencyKey),
  })

export type TermExtensionsQuery = {
  /** '' all, 'null' pending, '1' accepted, '0' rejected. */
  accepted?: '' | 'null' | '0' | '1'
  page?: number
  order?: 'updated' | 'created'
}

export type TermExtensionsPage = {
  data: TermExtension[]
  current_page: number
  last_page: number
  total: number
  per_page: number
}

/** Everything done to a payment (docs/decisions.md#api-conventions). Failures throw an ApiFailure. */
export const paymentActionsApi = {
  confirm: (paymentId: number, idempotencyKey?: string) => byId('confirm-payment', paymentId, idempotencyKey),
  reject: (paymentId: number) => byId('reject-payment', paymentId),
  reportNonPayment: (paymentId: number) => byId('report-non-payment', paymentId),
  requestFactoring: (paymentId: number) => byId('request-factoring', paymentId),

  /** Customer 'Pagar' (proof required) and supplier 'Informar pago' (proof optional): multipart. */
  reportPayment: (paymentId: number, file: File | null, idempotencyKey?: string) => {
    const form = new FormData()
    form.append('payment_id', String(paymentId))
    if (file) form.append('file', file, file.name)
    return request<ActionResult>('/payments/report-payment', {
      method: 'POST',
      body: form,
      headers: keyed(idempotencyKey),
    })
  },

  extendTerm: (body: ExtendTermRequest) =>
    request<ActionResult>('/payments/extend-term', { method: 'POST', body }),
  requestExtendTerm: (body: RequestExtendTermRequest) =>
    request<ActionResult>('/payments/request-extend-term', { method: 'POST', body }),
  handleExtendTerm: (body: HandleExtendTermRequest) =>
    request<ActionResult>('/payments/handle-request-extend-term', { method: 'POST', body }),
  termExtensions: (query: TermExtensionsQuery = {}) =>
    request<TermExtensionsPage>('/payments/get-term-extensions', {
      query: { accepted: query.accepted, page: query.page, order: query.order },
    }),

  /** Several invoices (PDF, XML) at once: multipart files[]. */
  attachInvoice: (paymentId: number, files: File[]) => {
    const form = new FormData()
    form.append('payment_id', String(paymentId))
    for (const file of files) form.append('files[]', file, file.name)
    return request<ActionResult>('/payments/attach-invoice', { method: 'POST', body: form })
  },

  updatePayment: (paymentId: number, body: UpdatePaymentRequest, idempotencyKey?: string) =>
    request<ActionResult>(`/payments/update-payment/${paymentId}`, {
      method: 'POST',
      body,
      headers: keyed(idempotencyKey),
    }),

  /** The bank CLABE the customer transfers to. */
  clabe: (paymentId: number) => request<{ clabe?: string | null }>(`/payments/get-stp-clabe/${paymentId}`),

  /** invoice_url / proof_payment_url (an /api/files/{id} path) → a short-lived download link. */
  fileLink: (path: string) => request<FileLink>(stripApiPrefix(path)),
  /** 'Ver comprobante de compra'. */
  proofOfPurchase: (paymentId: number) => request<FileLink>(`/payments/generate-proof-purchase/${paymentId}`),

  /** '¿Necesitas más crédito?'. */
  creditExtension: (body: CreditExtensionRequest) => call(customersRoutes.creditExtension, { body }),
  /** A buyer user of the customer's business. */
  createBuyer: (body: CreateBuyerRequest) => call(customerUsersRoutes.create, { body }),
}

/**
 * File paths come as the API sends them ('/api/files/12'); the client adds its own base, so the '/api'
 * prefix goes. Absolute URLs (another host) stay as they are.
 */
export const stripApiPrefix = (path: string): string => {
  if (/^https?:\/\//i.test(path)) return path
  return path.replace(/^\/?api(?=\/)/, '')
}
