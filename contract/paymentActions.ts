import { z } from 'zod/mini'
import {
  ACTION_MSG,
  BUYER_MSG,
  COUNTERPART_SEARCH_MIN,
  CUSTOMER_REPORT_OPTIONS,
  EXPORT_OPTIONS,
} from './paymentTexts'

export * from './paymentTexts'

import { isAcceptedDay } from './dates'
import { INPUT_MSG, lookupIdField, pageSchema, rowIdField, textIdField } from './http'
import { TEXT_MAX } from './limits'
import { MSG } from './messages'
import { paymentIdList } from './paymentIdList'
import { amountSchema, MAX_TERM_DAYS } from './sales'

/** Payments and requests beyond int4 name nothing: a 404 of the action, like any unknown id. */
const rowId = lookupIdField(MSG.required)
const days = z.number({ error: ACTION_MSG.daysRequired }).check(
  z.refine((n) => Number.isInteger(n) && n > 0, ACTION_MSG.daysRequired),
  z.refine((n) => n <= 365, ACTION_MSG.daysMax),
)

/** confirm-payment, reject-payment, report-non-payment, request-factoring. */
export const paymentIdRequestSchema = z.strictObject({ payment_id: rowId })
export type PaymentIdRequest = z.infer<typeof paymentIdRequestSchema>

/** extend-term (supplier): `term` is the number of days to add. */
export const extendTermRequestSchema = z.strictObject({ payment_id: rowId, term: days })
export type ExtendTermRequest = z.infer<typeof extendTermRequestSchema>

/** request-extend-term (customer). */
export const requestExtendTermRequestSchema = z.strictObject({ payment_id: rowId, days })
export type RequestExtendTermRequest = z.infer<typeof requestExtendTermRequestSchema>

/** handle-request-extend-term (supplier); `accepted` 1/0 or true/false. */
export const handleExtendTermRequestSchema = z.strictObject({
  term_extension_request_id: rowId,
  accepted: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: MSG.required }),
})
export type HandleExtendTermRequest = z.infer<typeof handleExtendTermRequestSchema>

/** update-payment/{id}: both may only go down (checked against the payment on the server). */
export const updatePaymentRequestSchema = z.strictObject({
  term: z
    .number({ error: MSG.required })
    .check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_TERM_DAYS, MSG.required)),
  amount: amountSchema,
})
export type UpdatePaymentRequest = z.infer<typeof updatePaymentRequestSchema>

/**
 * 'Editar' moves a payment's term and amount only down or leaves them (a higher amount would need a new credit
 * check): the field errors of an edit against the payment's own, in one unit on both sides (the dialog in pesos,
 * the server in centavos); a value not given yet has no such error.
 */
export function editNotLowerErrors(
  edit: { term?: number; amount?: number },
  payment: { term: number; amount: number },
): { term?: string; amount?: string } {
  return {
    ...(edit.term !== undefined && edit.term > payment.term ? { term: ACTION_MSG.termNotLower } : {}),
    ...(edit.amount !== undefined && edit.amount > payment.amount
      ? { amount: ACTION_MSG.amountNotLower }
      : {}),
  }
}

/** Query of get-term-extensions: accepted = '' | 'null' (pending) | '1' | '0'; order = 'updated' | 'created'. */
export const termExtensionsQuerySchema = z.object({
  accepted: z.optional(z.enum(['', 'null', 'pending', '0', '1'])),
  page: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
  order: z.optional(z.enum(['updated', 'created', 'updated_at', 'created_at'])),
})

/** A row id sent as a text field of a multipart form. */
const formRowId = textIdField(MSG.required, ACTION_MSG.idInvalid)

/** A term extension request as listed by get-term-extensions (docs/decisions.md#entities). */
export const termExtensionSchema = z.object({
  id: z.number(),
  payment_id: z.number(),
  customer_business_name: z.string(),
  supplier_business_name: z.string(),
  amount: z.number(),
  term: z.number(),
  expiration_date: z.string(),
  days: z.number(),
  /** null = pending, 1 = accepted, 0 = rejected. */
  accepted: z.nullable(z.union([z.literal(0), z.literal(1)])),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TermExtension = z.infer<typeof termExtensionSchema>

/** One page of get-term-extensions. */
export const termExtensionsPageSchema = pageSchema(termExtensionSchema)
export type TermExtensionsPage = z.infer<typeof termExtensionsPageSchema>

/**
 * GET files/{id} and GET payments/generate-proof-purchase/{id}: a download link valid for
 * DOWNLOAD_LINK_TTL_SECONDS; `inline` when the file opens in the tab (PDF, image), false when it downloads (XML).
 */
export const fileLinkSchema = z.object({ url: z.string(), inline: z.boolean() })
export type FileLink = z.infer<typeof fileLinkSchema>

/** GET payments/get-stp-clabe/{id}: the CLABE (18 digits) the customer pays into. */
export const stpClabeSchema = z.object({ clabe: z.string() })
export type StpClabe = z.infer<typeof stpClabeSchema>

/** GET payments/get-total-payments-by-user: 'Mis ventas del mes' (pesos) and how many. */
export const totalPaymentsByUserSchema = z.object({ total: z.number(), count: z.number() })
export type TotalPaymentsByUser = z.infer<typeof totalPaymentsByUserSchema>

const speiField = z.string().check(z.maxLength(TEXT_MAX.speiField, INPUT_MSG.tooLong(TEXT_MAX.speiField)))

/**
 * report-payment (multipart): `payment_id` and `file` (a proof; required from customers). The customer's 'Pagar'
 * also gives the SPEI transfer (docs/transfers.md): typed (`tracking_key`, `operation_date` YYYY-MM-DD,
 * `sending_bank` a 3-digit CLABE bank code), checked on the server by `speiTransferSchema` (contract/spei.ts,
 * which needs the clock's today and the bank tables the front loads lazily), or a CEP's XML as `cep` instead,
 * with `sending_bank` only when the CEP's ordering account is not a CLABE. 'Informar pago' does not read them.
 */
export const reportPaymentFormSchema = z.strictObject({
  payment_id: formRowId,
  file: z.optional(z.literal(true)),
  cep: z.optional(z.literal(true)),
  tracking_key: z.optional(speiField),
  operation_date: z.optional(speiField),
  sending_bank: z.optional(speiField),
})
export type ReportPaymentForm = z.infer<typeof reportPaymentFormSchema>

/** attach-invoice (multipart): `payment_id` and 1 to 5 files as `files[]` (or `files`), PDF or XML. */
export const attachInvoiceFormSchema = z.strictObject({
  payment_id: formRowId,
  files: z.optional(z.literal(true)),
  'files[]': z.optional(z.literal(true)),
})
export type AttachInvoiceForm = z.infer<typeof attachInvoiceFormSchema>

/** A day the platform takes (docs/decisions.md#dates), 'YYYY-MM-DD'. */
const isoDay = z.string().check(z.refine(isAcceptedDay, ACTION_MSG.rangeDate))

/** POST payments/export; startDate/endDate only for range (≤ 3 months). owner_id is the caller's (checked). */
export const exportRequestSchema = z.strictObject({
  exportOption: z.enum(EXPORT_OPTIONS, ACTION_MSG.exportOptionRequired),
  startDate: z.optional(z.nullable(isoDay)),
  endDate: z.optional(z.nullable(isoDay)),
  owner_id: z.optional(z.nullable(rowIdField(INPUT_MSG.invalid))),
})
export type ExportRequest = z.infer<typeof exportRequestSchema>

/** POST payments/customers-report. */
export const customersReportRequestSchema = z.strictObject({
  exportOption: z.enum(CUSTOMER_REPORT_OPTIONS, ACTION_MSG.reportOptionRequired),
})
export type CustomersReportRequest = z.infer<typeof customersReportRequestSchema>

/** Assign a payment (or several) of the caller to one of its projects. */
export const assignProjectRequestSchema = z.strictObject({
  project_id: rowIdField(MSG.required),
  payment_id: z.optional(rowIdField(MSG.required)),
  payment_ids: z.optional(paymentIdList()),
  customer_id: z.optional(rowIdField(INPUT_MSG.invalid)),
})
export type AssignProjectRequest = z.infer<typeof assignProjectRequestSchema>

/** '¿Necesitas más crédito?' (customers/credit-extension). */
export const creditExtensionRequestSchema = z.strictObject({
  amount: z.optional(z.nullable(amountSchema)),
  comment: z.optional(
    z.nullable(z.string().check(z.maxLength(TEXT_MAX.note, INPUT_MSG.tooLong(TEXT_MAX.note)))),
  ),
})
export type CreditExtensionRequest = z.infer<typeof creditExtensionRequestSchema>

/** customer-users/create: a buyer user of the caller's business; mailed a link to set a password. */
export const createBuyerRequestSchema = z.strictObject({
  name: z
    .string({ error: MSG.required })
    .check(
      z.trim(),
      z.minLength(1, MSG.required),
      z.maxLength(TEXT_MAX.personName, INPUT_MSG.tooLong(TEXT_MAX.personName)),
    ),
  email: z
    .string({ error: MSG.required })
    .check(
      z.trim(),
      z.minLength(1, MSG.required),
      z.maxLength(TEXT_MAX.email, { message: INPUT_MSG.tooLong(TEXT_MAX.email), abort: true }),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, BUYER_MSG.email),
    ),
})
export type CreateBuyerRequest = z.infer<typeof createBuyerRequestSchema>

/** What the created buyer user looks like in the answer of customer-users/create. */
export const createdBuyerSchema = z.object({ id: z.number(), name: z.string(), email: z.string() })
export type CreatedBuyer = z.infer<typeof createdBuyerSchema>

const searchName = z.string().check(
  z.trim(),
  z.refine((s) => s === '' || s.length >= COUNTERPART_SEARCH_MIN, ACTION_MSG.searchMin),
  z.maxLength(TEXT_MAX.search),
)
const queryId = (message: string) =>
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,9}$/, message)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.refine((n) => n >= 1, message)),
    ),
  )

/**
 * GET suppliers/get-customers (supplier roles): `name` is a case- and accent-insensitive contains match (from 2
 * characters; empty means no filter), `user_id` an exact customer user number. Unknown parameters are ignored.
 */
export const supplierCustomersQuerySchema = z.object({
  name: z.optional(searchName),
  /** Digits (or empty for no filter): the domain reads it as a number. */
  user_id: z.optional(z.string().check(z.trim(), z.regex(/^(?:[1-9]\d{0,8})?$/, ACTION_MSG.searchUserId))),
  orderBy: z.optional(z.enum(['name', 'business_name', 'id', ''])),
  orderDirection: z.optional(z.enum(['asc', 'desc', ''])),
})
export type SupplierCustomersQuery = z.infer<typeof supplierCustomersQuerySchema>

/** Search of the payments list's counterpart filter: `{data: Counterpart[]}`. */
export const counterpartSchema = z.object({
  id: z.number(),
  name: z.string(),
  user_id: z.nullable(z.number()),
})
export type Counterpart = z.infer<typeof counterpartSchema>

/**
 * GET customers/search/{term} (customer roles): digits match a supplier id exactly (any length: an id is
 * exact), other text its name from 2 characters.
 */
export const counterpartTermSchema = z.string().check(
  z.trim(),
  z.refine((s) => /^\d+$/.test(s) || s.length >= COUNTERPART_SEARCH_MIN, ACTION_MSG.searchMin),
  z.maxLength(TEXT_MAX.search),
)

const isoDateQuery = z.string().check(z.refine(isAcceptedDay, ACTION_MSG.rangeDate))

/**
 * GET payments/get-payments-to-projects: with project_id the purchases assigned to that project, without it
 * the purchases not assigned to any; supplier_id and the purchase dates filter. Empty values count as absent.
 */
export const paymentsToProjectsQuerySchema = z
  .object({
    page: z.optional(queryId(INPUT_MSG.invalid)),
    project_id: z.optional(queryId(INPUT_MSG.invalid)),
    supplier_id: z.optional(queryId(INPUT_MSG.invalid)),
    date_from: z.optional(isoDateQuery),
    date_to: z.optional(isoDateQuery),
  })
  .check(
    z.refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
      message: ACTION_MSG.rangeOrder,
      path: ['date_to'],
    }),
  )
export type PaymentsToProjectsQuery = z.infer<typeof paymentsToProjectsQuerySchema>
