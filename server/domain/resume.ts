import { toPesos } from '@contract/money'
import type { Resume } from '@contract/resume'
import { eq, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { creditLines, reservedCreditLines } from '../db/schema'
import type { AuthUser } from './auth/sessions'
import { releaseExpiredLines, reservedTotalOfSupplier } from './reserved-lines'

/** The customer's credit line with its reserved total, in one query; `expired`: lines wait for release. */
async function customerCredit(db: Db, clock: Clock, organizationId: number) {
  const today = mxToday(clock)
  const r = reservedCreditLines
  const [line] = await db
    .select({
      creditLimit: creditLines.creditLimit,
      used: creditLines.used,
      reserved: sql<string>`(select coalesce(sum(${r.available}), 0) from ${r} where ${r.customerOrganizationId} = ${organizationId} and ${r.active} and ${r.expirationDate} >= ${today})`,
      expired: sql<boolean>`exists (select 1 from ${r} where ${r.customerOrganizationId} = ${organizationId} and ${r.active} and ${r.expirationDate} < ${today})`,
    })
    .from(creditLines)
    .where(eq(creditLines.organizationId, organizationId))
  return line
}

/**
 * Dashboard summary (GET /api/payments/resume). Customers: available credit (limit − used, where used
 * includes unused reserved lines) and what is still available in their active, unexpired reserved lines;
 * expired lines are released first when there are any. Suppliers: what is still available in the active,
 * unexpired lines reserved for them. The payment counters belong to the payments issue: until then they
 * are zero. This is the one place to extend.
 */
export async function computeResume(db: Db, clock: Clock, auth: AuthUser): Promise<Resume> {
  if (auth.mainRole === 'customer') {
    let line = await customerCredit(db, clock, auth.organizationId)
    if (line?.expired) {
      await releaseExpiredLines(db, clock, { customerOrganizationId: auth.organizationId })
      line = await customerCredit(db, clock, auth.organizationId)
    }
    return {
      amount_available: toPesos(line ? line.creditLimit - line.used : 0),
      total_reserved_credit_lines: toPesos(Number(line?.reserved ?? 0)),
      purchases_to_expired_total: 0,
      purchases_to_pay_amount: 0,
      purchases_month_total: 0,
      purchases_paid_month_amount: 0,
      purchases_expired_total: 0,
    }
  }
  return {
    amount_available: 0,
    total_reserved_credit_lines: toPesos(await reservedTotalOfSupplier(db, clock, auth.organizationId)),
    sales_receivable_amount: 0,
    sales_receivable_total: 0,
    sales_month_total: 0,
    sales_month_amount: 0,
    sales_to_confirm_total: 0,
  }
}
