/**
 * Payment status ids and the payments list's constants and texts, without zod: the SPA imports these on
 * every payments screen, and a module of zod schemas would come along whole (its top-level calls are kept).
 */

/** Payment statuses (docs/decisions.md#payment-statuses). */
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

/** Paid states 3, 6, 7, 8; not reportable 5, 10; editable 1, 9 (docs/decisions.md#payment-statuses). */
export const PAID_STATUS_IDS: readonly number[] = [3, 6, 7, 8]
export const NOT_REPORTABLE_STATUS_IDS: readonly number[] = [5, 10]
export const EDITABLE_STATUS_IDS: readonly number[] = [1, 9]

/** Whether a payment in this status is paid (owes nothing, takes no action that changes it). */
export const isPaidStatusId = (statusId: number): boolean => PAID_STATUS_IDS.includes(statusId)

/** Every status that is not paid, in id order. */
export const UNPAID_STATUS_IDS: readonly number[] = Object.values(PAYMENT_STATUS).filter(
  (id) => !isPaidStatusId(id),
)

export const MANUAL_CONFIRMATION = ['pending', 'accepted', 'rejected'] as const

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
/**
 * A list filtered by status alone is counted exactly (from the payment tallies); with any other filter the
 * list counts at most this many matches (1 000 pages of 10): beyond it `total` is this number and
 * `total_capped` is true. Counting rows is most of such a request's cost, and nobody pages that far: they filter.
 */
export const PAYMENTS_COUNT_CAP = 10_000
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
