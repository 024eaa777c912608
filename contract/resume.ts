import { z } from 'zod'

/** Keys in display order; odd-indexed values are money (payments-and-dashboards.md §3). */
export const SUPPLIER_RESUME_KEYS = [
  'sales_receivable_total',
  'sales_receivable_amount',
  'sales_month_total',
  'sales_month_amount',
  'sales_to_confirm_total',
] as const
export const CUSTOMER_RESUME_KEYS = [
  'purchases_to_expired_total',
  'purchases_to_pay_amount',
  'purchases_month_total',
  'purchases_paid_month_amount',
  'purchases_expired_total',
] as const

export const resumeSchema = z.object({
  amount_available: z.number(),
  total_reserved_credit_lines: z.number(),
  sales_receivable_amount: z.number().optional(),
  sales_receivable_total: z.number().optional(),
  sales_month_total: z.number().optional(),
  sales_month_amount: z.number().optional(),
  sales_to_confirm_total: z.number().optional(),
  purchases_to_expired_total: z.number().optional(),
  purchases_to_pay_amount: z.number().optional(),
  purchases_month_total: z.number().optional(),
  purchases_paid_month_amount: z.number().optional(),
  purchases_expired_total: z.number().optional(),
})
export type Resume = z.infer<typeof resumeSchema>
