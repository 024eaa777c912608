import { z } from 'zod/mini'
import { creditBlockSchema } from './creditBlock'

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
