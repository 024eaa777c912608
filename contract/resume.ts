import { z } from 'zod/mini'
import { creditBlockSchema } from './creditBlock'

/** Keys in display order; odd-indexed values are money (docs/decisions.md#entities). */
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
  sales_receivable_amount: z.optional(z.number()),
  sales_receivable_total: z.optional(z.number()),
  sales_month_total: z.optional(z.number()),
  sales_month_amount: z.optional(z.number()),
  sales_to_confirm_total: z.optional(z.number()),
  purchases_to_expired_total: z.optional(z.number()),
  purchases_to_pay_amount: z.optional(z.number()),
  purchases_month_total: z.optional(z.number()),
  purchases_paid_month_amount: z.optional(z.number()),
  purchases_expired_total: z.optional(z.number()),
  /**
   * Customers only: null, or why the builder cannot buy on credit (docs/decisions.md#credit-block); while
   * blocked, amount_available is 0.
   */
  credit_block: z.optional(z.nullable(creditBlockSchema)),
})
export type Resume = z.infer<typeof resumeSchema>
