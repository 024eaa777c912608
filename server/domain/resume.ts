import { toPesos } from '@contract/money'
import type { Resume } from '@contract/resume'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { creditLines } from '../db/schema'
import type { AuthUser } from './auth/sessions'

/**
 * Dashboard summary (GET /api/payments/resume). The counters read payments, which arrive in a later
 * issue: until then they are zero. This is the one place to extend.
 */
export async function computeResume(db: Db, auth: AuthUser): Promise<Resume> {
  if (auth.mainRole === 'customer') {
    const [line] = await db
      .select({ creditLimit: creditLines.creditLimit, used: creditLines.used })
      .from(creditLines)
      .where(eq(creditLines.organizationId, auth.organizationId))
    return {
      amount_available: toPesos(line ? line.creditLimit - line.used : 0),
      total_reserved_credit_lines: 0,
      purchases_to_expired_total: 0,
      purchases_to_pay_amount: 0,
      purchases_month_total: 0,
      purchases_paid_month_amount: 0,
      purchases_expired_total: 0,
    }
  }
  return {
    amount_available: 0,
    total_reserved_credit_lines: 0,
    sales_receivable_amount: 0,
    sales_receivable_total: 0,
    sales_month_total: 0,
    sales_month_amount: 0,
    sales_to_confirm_total: 0,
  }
}
