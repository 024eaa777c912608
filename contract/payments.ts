import { z } from 'zod/mini'

/** Payment statuses (DESIGN.md §4). */
export const PAYMENT_STATUS = {
  pending: 1,
  to_confirm: 2,
  paid: 3,
  expired: 4,
  non_payment: 5,
  paid_by_provider: 6,
  paid_to_provider: 7,
  payment_in_financing: 8,
  rejected: 9,
  not_reported: 10,
} as const
export type PaymentStatusName = keyof typeof PAYMENT_STATUS
export type PaymentStatusId = (typeof PAYMENT_STATUS)[PaymentStatusName]

export const PAYMENT_STATUS_NAMES = Object.keys(PAYMENT_STATUS) as PaymentStatusName[]
export const statusNameOf = (id: number): PaymentStatusName | undefined =>
  PAYMENT_STATUS_NAMES.find((name) => PAYMENT_STATUS[name] === id)

/** Paid states 3, 6, 7, 8; not reportable 5, 10; editable 1, 9 (payments-and-dashboards.md §9). */
export const PAID_STATUS_IDS: readonly number[] = [3, 6, 7, 8]
export const NOT_REPORTABLE_STATUS_IDS: readonly number[] = [5, 10]
export const EDITABLE_STATUS_IDS: readonly number[] = [1, 9]

export const MANUAL_CONFIRMATION = ['pending', 'accepted', 'rejected'] as const

/** The Payment of payments-and-dashboards.md §3, as the API sends it (money in pesos). */
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
  project_name: z.nullable(z.string()),
  invoice_url: z.nullable(z.string()),
  proof_payment_url: z.nullable(z.string()),
  pending_request_extend_term: z.boolean(),
  remaining_days: z.number(),
})
export type Payment = z.infer<typeof paymentSchema>

/** Status filter of the payments list: a status name or `about_to_expire` (pending, due within 7 days). */
export const PAYMENT_LIST_STATUSES = [...PAYMENT_STATUS_NAMES, 'about_to_expire'] as const
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number]

/** Sortable columns of the payments list (ID, Estado, Factura, Monto, Plazo, Vencimiento, Venta, Pago). */
export const PAYMENT_ORDER_BY = [
  'id',
  'status',
  'invoice',
  'amount',
  'term',
  'expiration_date',
  'created_at',
  'payment_date',
] as const
export type PaymentOrderBy = (typeof PAYMENT_ORDER_BY)[number]

export const PAYMENTS_PAGE_SIZE = 10
export const PAYMENTS_MAX_PAGE_SIZE = 100
/** `about_to_expire`: pending and due within this many days. */
export const ABOUT_TO_EXPIRE_DAYS = 7

export const PAYMENT_LIST_MSG = {
  status: 'El estado seleccionado no es válido',
  integer: 'El campo debe ser un número entero positivo',
  date: 'El campo debe ser una fecha válida con formato AAAA-MM-DD',
  endBeforeStart: 'La fecha final debe ser igual o posterior a la fecha inicial',
  orderBy: 'El campo de orden no es válido',
  orderByCondition: 'El orden debe ser asc o desc',
  paginate: `El tamaño de página debe estar entre 1 y ${PAYMENTS_MAX_PAGE_SIZE}`,
} as const

const positiveInt = (message: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, message)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.refine((n) => n >= 1, message)),
    ),
  )

const isoDate = z.string().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
    const parsed = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
  }, PAYMENT_LIST_MSG.date),
)

/**
 * Query of `GET /api/payments` (payments-and-dashboards.md §7), values as strings; empty values count as
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
