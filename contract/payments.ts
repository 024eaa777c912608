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
