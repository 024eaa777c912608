import { customerUsersRoutes } from '@contract/api/customer-users'
import { customersRoutes } from '@contract/api/customers'
import { filesRoutes } from '@contract/api/files'
import { paymentsRoutes } from '@contract/api/payments'
import type {
  CreateBuyerRequest,
  CreditExtensionRequest,
  ExtendTermRequest,
  HandleExtendTermRequest,
  RequestExtendTermRequest,
  UpdatePaymentRequest,
} from '@contract/paymentActions'
import { ACTION_MSG } from '@contract/paymentTexts'
import type { ApiFailure } from '@machines/shared/failure'
import { call } from './call'
import { queryText } from './query'

/** Money-moving POSTs carry the dialog's key: a retry after a lost answer replays the first answer. */
const keyed = (idempotencyKey: string | undefined) =>
  idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined

/** The actions whose only input is the payment. */
type ByIdRoute = (typeof paymentsRoutes)['confirm' | 'reject' | 'reportNonPayment' | 'requestFactoring']

const byId = (spec: ByIdRoute, paymentId: number, idempotencyKey?: string) =>
  call(spec, { body: { payment_id: paymentId } }, { headers: keyed(idempotencyKey) })

export type TermExtensionsQuery = {
  /** '' all, 'null' pending, '1' accepted, '0' rejected. */
  accepted?: '' | 'null' | '0' | '1'
  page?: number
  order?: 'updated' | 'created'
}

/** Everything done to a payment (docs/decisions.md#api-conventions). Failures throw an ApiFailure. */
export const paymentActionsApi = {
  confirm: (paymentId: number, idempotencyKey?: string) =>
    byId(paymentsRoutes.confirm, paymentId, idempotencyKey),
  reject: (paymentId: number) => byId(paymentsRoutes.reject, paymentId),
  reportNonPayment: (paymentId: number) => byId(paymentsRoutes.reportNonPayment, paymentId),
  requestFactoring: (paymentId: number) => byId(paymentsRoutes.requestFactoring, paymentId),

  /**
   * Customer 'Pagar' (proof and SPEI transfer required) and supplier 'Informar pago' (proof optional, no
   * transfer): multipart.
   */
  reportPayment: (
    paymentId: number,
    file: File | null,
    transfer: Readonly<Record<string, string>> | null,
    idempotencyKey?: string,
  ) => {
    const form = new FormData()
    form.append('payment_id', String(paymentId))
    if (file) form.append('file', file, file.name)
    for (const [name, value] of Object.entries(transfer ?? {})) form.append(name, value)
    return call(paymentsRoutes.reportPayment, { form }, { headers: keyed(idempotencyKey) })
  },

  extendTerm: (body: ExtendTermRequest) => call(paymentsRoutes.extendTerm, { body }),
  requestExtendTerm: (body: RequestExtendTermRequest) => call(paymentsRoutes.requestExtendTerm, { body }),
  handleExtendTerm: (body: HandleExtendTermRequest) => call(paymentsRoutes.handleExtendTerm, { body }),
  termExtensions: (query: TermExtensionsQuery = {}) =>
    call(paymentsRoutes.termExtensions, {
      query: { accepted: query.accepted, page: queryText(query.page), order: query.order },
    }),

  /** Several invoices (PDF, XML) at once: multipart files[]. */
  attachInvoice: (paymentId: number, files: File[]) => {
    const form = new FormData()
    form.append('payment_id', String(paymentId))
    for (const file of files) form.append('files[]', file, file.name)
    return call(paymentsRoutes.attachInvoice, { form })
  },

  updatePayment: (paymentId: number, body: UpdatePaymentRequest, idempotencyKey?: string) =>
    call(
      paymentsRoutes.updatePayment,
      { params: { id: paymentId }, body },
      { headers: keyed(idempotencyKey) },
    ),

  /** The bank CLABE the customer transfers to. */
  clabe: (paymentId: number) => call(paymentsRoutes.stpClabe, { params: { id: paymentId } }),

  /** invoice_url / proof_payment_url (an /api/files/{id} path) → a short-lived download link. */
  fileLink: (path: string) => {
    const id = fileIdOf(path)
    if (id === null) {
      const failure: ApiFailure = { kind: 'http', status: 404, msg: ACTION_MSG.fileNotFound }
      return Promise.reject(failure)
    }
    return call(filesRoutes.link, { params: { id } })
  },
  /** 'Ver comprobante de compra'. */
  proofOfPurchase: (paymentId: number) => call(paymentsRoutes.proofOfPurchase, { params: { id: paymentId } }),

  /** '¿Necesitas más crédito?'. */
  creditExtension: (body: CreditExtensionRequest) => call(customersRoutes.creditExtension, { body }),
  /** A buyer user of the customer's business. */
  createBuyer: (body: CreateBuyerRequest) => call(customerUsersRoutes.create, { body }),
}

/**
 * The stored file a path names, as the API sends it ('/api/files/12', or a full URL ending so): its id, or null
 * when the path names no stored file.
 */
export const fileIdOf = (path: string): string | null => /(?:^|\/)files\/([^/?#]+)$/.exec(path)?.[1] ?? null
