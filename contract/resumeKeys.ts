/** The resume's figures as the dashboards show them, without zod (the schema is in `resume.ts`). */

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
