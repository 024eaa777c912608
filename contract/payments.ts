import { z } from 'zod/mini'
import { isAcceptedDay } from './dates'
import { pageSchema } from './http'

export * from './paymentStatus'

import {
  MANUAL_CONFIRMATION,
  PAYMENT_LIST_MSG,
  PAYMENT_LIST_STATUSES,
  PAYMENT_ORDER_BY,
  PAYMENTS_MAX_PAGE_SIZE,
} from './paymentStatus'

/** The Payment of docs/decisions.md#entities, as the API sends it (money in pesos). */
export const paymentSchema = z.object({
  id: z.number(),
  amount: z.number(),
  paid_amount: z.number(),
  capital_pending_amount: z.number(),
  penalty_percentage: z.number(),
  penalty_amount: z.number(),
  total_pending_amount: z.number(),
  status: z.object({ id: z.number(), name: z.string() }),
  status_id: z.number(),
  manual_confirmation_status: z.nullable(z.enum(MANUAL_CONFIRMATION)),
  is_factoring: z.number(),
  is_paid_to_supplier: z.number(),
  customer: z.object({ id: z.number(), business_name: z.string() }),
  supplier: z.object({ id: z.number(), business_name: z.string(), logo_url: z.nullable(z.string()) }),
  term: z.number(),
  extended_term: z.number(),
  expiration_date: z.string(),
  purchase_date: z.string(),
  created_at: z.string(),
  payment_date: z.nullable(z.string()),
  payment_behavior: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  reserved_credit_line_id: z.nullable(z.number()),
  project_id: z.nullable(z.number()),
  project_name: z.nullable(z.string()),
  /** API paths answering `{url}`, a short-lived download link (GET with the bearer token). */
  invoice_url: z.nullable(z.string()),
  proof_payment_url: z.nullable(z.string()),
  /**
   * The invoice's CFDI as read when its XML was attached (docs/invoices.md): null when there is no invoice or
   * it came as a PDF alone. `sat_url` is the SAT's verification page of that CFDI.
   */
  invoice: z.nullable(
    z.object({
      uuid: z.string(),
      serie: z.nullable(z.string()),
      folio: z.nullable(z.string()),
      sat_url: z.string(),
    }),
  ),
  pending_request_extend_term: z.boolean(),
  /** The newest term extension request: accepted null = pending. */
  last_extension_term: z.nullable(z.object({ days: z.number(), accepted: z.nullable(z.boolean()) })),
  remaining_days: z.number(),
  /**
   * The SPEI transfer the customer gave with the proof (docs/transfers.md): clave de rastreo, date of operation
   * (YYYY-MM-DD), the sending bank's name and the amount in pesos (null unless a CEP gave it).
   */
  transfer: z.nullable(
    z.object({
      tracking_key: z.string(),
      operation_date: z.string(),
      sending_bank_name: z.string(),
      amount: z.nullable(z.number()),
    }),
  ),
})
export type Payment = z.infer<typeof paymentSchema>
export type PaymentInvoice = NonNullable<Payment['invoice']>
export type PaymentTransfer = NonNullable<Payment['transfer']>

/**
 * One page of `GET /api/payments` (and of payments/get-payments-to-projects). `total_capped`: the server stopped
 * counting at PAYMENTS_COUNT_CAP, there are at least `total`.
 */
export const paymentsPageSchema = z.extend(pageSchema(paymentSchema), { total_capped: z.boolean() })
export type PaymentsPage = z.infer<typeof paymentsPageSchema>

const positiveInt = (message: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, message)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.refine((n) => n >= 1, message)),
    ),
  )

const isoDate = z.string().check(z.refine(isAcceptedDay, PAYMENT_LIST_MSG.date))

/**
 * Query of `GET /api/payments` (docs/decisions.md#payments-list), values as strings; empty values count as
 * absent. Unknown parameters are ignored (the SPA may send more than it needs).
 */
export const paymentListQuerySchema = z
  .object({
    status: z.optional(z.enum(PAYMENT_LIST_STATUSES, PAYMENT_LIST_MSG.status)),
    id: z.optional(positiveInt(PAYMENT_LIST_MSG.integer)),
    counterpart_id: z.optional(positiveInt(PAYMENT_LIST_MSG.integer)),
    reserved_credit_line_id: z.optional(positiveInt(PAYMENT_LIST_MSG.integer)),
    start: z.optional(isoDate),
    end: z.optional(isoDate),
    order_by: z.optional(z.enum(PAYMENT_ORDER_BY, PAYMENT_LIST_MSG.orderBy)),
    order_by_condition: z.optional(z.enum(['asc', 'desc'], PAYMENT_LIST_MSG.orderByCondition)),
    paginate: z.optional(
      z.pipe(
        positiveInt(PAYMENT_LIST_MSG.paginate),
        z.number().check(z.maximum(PAYMENTS_MAX_PAGE_SIZE, PAYMENT_LIST_MSG.paginate)),
      ),
    ),
    page: z.optional(positiveInt(PAYMENT_LIST_MSG.integer)),
  })
  .check(
    z.refine((q) => !q.start || !q.end || q.start <= q.end, {
      message: PAYMENT_LIST_MSG.endBeforeStart,
      path: ['end'],
    }),
  )
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>
