import { toPesos } from '@contract/money'
import type { TotalPaymentsByUser } from '@contract/paymentActions'
import { ABOUT_TO_EXPIRE_DAYS, PAID_STATUS_IDS, PAYMENT_STATUS, UNPAID_STATUS_IDS } from '@contract/payments'
import type { Resume } from '@contract/resume'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { addDays, type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { creditLines, organizations, payments, reservedCreditLines } from '../db/schema'
import type { AuthUser } from './auth/sessions'
import { creditBlockOf, isCreditBlocked } from './credit-block'
import { currentMonth } from './exports/period'
import { releaseExpiredLines, reservedTotalOfSupplier } from './reserved-lines'
import { ownsPayment, scopeOf } from './scope'
import { amountOf, countOf, readTallies } from './tallies'

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

const inMonth = (column: PgColumn, today: string) => {
  const month = currentMonth(today)
  return sql`${column} between ${month.from} and ${month.to}`
}

/**
 * A sale's seller: the vendor it is attributed to, else the user who registered it. Exactly one per sale.
 */
const sellerOf = sql`coalesce(${payments.vendorUserId}, ${payments.createdBy})`

/**
 * The month's sales (docs/decisions.md#the-months-sales), the one rule behind 'Ventas del negocio en el mes',
 * 'Vendido por el negocio en el mes' and 'Mis ventas del mes': a sale whose purchase date is in this Mexico
 * City month (up to today), whatever its status (a sale made is a sale made). With `seller`, only the sales
 * of that user (see sellerOf); the supplier's organization is the caller's condition. So the business's
 * month is the sum of its sellers' months.
 */
export const monthSales = (today: string, seller?: number): SQL =>
  seller === undefined
    ? inMonth(payments.purchaseDate, today)
    : sql`${inMonth(payments.purchaseDate, today)} and ${sellerOf} = ${seller}`

/**
 * Supplier counters, from the payment tallies (domain/tallies.ts): receivable = every unpaid sale (not in
 * 3, 6, 7, 8) and its pending capital; the month's sales (see monthSales: purchase date in this month up to
 * today, any status) and their amount; sales whose proof waits for confirmation (status 2).
 */
function supplierCounters(db: Db, today: string, organizationId: number) {
  const month = currentMonth(today)
  const sold = { kind: 'purchase_day', from: month.from ?? undefined, to: month.to ?? undefined } as const
  return readTallies(
    db,
    { organizationId, side: 'supplier' },
    {
      receivableTotal: countOf({ kind: 'all', statuses: UNPAID_STATUS_IDS }),
      receivableAmount: amountOf({ kind: 'all', statuses: UNPAID_STATUS_IDS }),
      monthTotal: countOf(sold),
      monthAmount: amountOf(sold),
      toConfirm: countOf({ kind: 'all', statuses: [PAYMENT_STATUS.to_confirm] }),
    },
  )
}

/**
 * The customers a supplier has sold to, as a recursive query that jumps from one customer to the next in
 * payments_supplier_customer_idx (a "loose index scan"): one index probe per customer, however many sales
 * each has. PostgreSQL has no skip scan of its own before version 18.
 */
const customersOf = (supplierOrganizationId: number) => sql`(
  with recursive customers(customer) as (
    (select ${payments.customerOrganizationId} from ${payments}
      where ${payments.supplierOrganizationId} = ${supplierOrganizationId}
      order by ${payments.customerOrganizationId} limit 1)
    union all
    select (select ${payments.customerOrganizationId} from ${payments}
      where ${payments.supplierOrganizationId} = ${supplierOrganizationId}
        and ${payments.customerOrganizationId} > customers.customer
      order by ${payments.customerOrganizationId} limit 1)
    from customers where customers.customer is not null
  )
  select customer from customers where customer is not null
) as supplier_customers`

/**
 * What the supplier's customers can still buy on credit right now ('Disponible' on the supplier dashboard):
 * the available credit (limit − used) of every active customer business that has bought from it or holds a
 * reserved line of it, except those with a reported non-payment (they cannot buy). The credit of a customer
 * is shared by all its suppliers, so this is an upper bound of further sales, not money of the supplier.
 */
async function customersAvailable(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({
      available: sql<number>`coalesce(sum(${creditLines.creditLimit} - ${creditLines.used}), 0)`.mapWith(
        Number,
      ),
    })
    .from(creditLines)
    .innerJoin(organizations, eq(organizations.id, creditLines.organizationId))
    .where(
      and(
        eq(organizations.status, 'active'),
        sql`${creditLines.organizationId} in (
          select customer from ${customersOf(organizationId)}
          union
          select ${reservedCreditLines.customerOrganizationId} from ${reservedCreditLines} where ${reservedCreditLines.supplierOrganizationId} = ${organizationId}
        )`,
        sql`not ${isCreditBlocked(creditLines.organizationId)}`,
      ),
    )
  return row?.available ?? 0
}

/**
 * Customer counters, from the payment tallies (domain/tallies.ts): about to expire (pending, due today to
 * today + 7), pending capital of the unpaid purchases, this month's purchases (purchase date in the month up
 * to today), what was paid this month (paid states with the payment date in the month) and the overdue ones
 * (4, 5, 10).
 */
function customerCounters(db: Db, today: string, organizationId: number) {
  const month = currentMonth(today)
  const inMonthDays = { from: month.from ?? undefined, to: month.to ?? undefined }
  return readTallies(
    db,
    { organizationId, side: 'customer' },
    {
      toExpire: countOf({
        kind: 'due_day',
        statuses: [PAYMENT_STATUS.pending],
        from: today,
        to: addDays(today, ABOUT_TO_EXPIRE_DAYS),
      }),
      toPay: amountOf({ kind: 'all', statuses: UNPAID_STATUS_IDS }),
      monthTotal: countOf({ kind: 'purchase_day', ...inMonthDays }),
      paidMonth: amountOf({ kind: 'payment_day', statuses: PAID_STATUS_IDS, ...inMonthDays }),
      expired: countOf({
        kind: 'all',
        statuses: [PAYMENT_STATUS.expired, PAYMENT_STATUS.non_payment, PAYMENT_STATUS.not_reported],
      }),
    },
  )
}

/**
 * Dashboard summary (GET /api/payments/resume), today in Mexico City. Customers: available credit (limit −
 * used, where used includes unused reserved lines), what is still available in their active, unexpired
 * reserved lines (expired lines are released first when there are any) and the purchase counters.
 * Suppliers: what their customers can still buy (see customersAvailable), what is still available in the
 * active, unexpired lines reserved for them, and the sales counters. The platform operator and vendors are a
 * party to nothing (domain/scope.ts): nothing available, no counters. Callers move due payments first.
 */
export async function computeResume(db: Db, clock: Clock, auth: AuthUser): Promise<Resume> {
  const today = mxToday(clock)
  const scope = scopeOf(auth)
  if (scope.side === 'customer') {
    let line = await customerCredit(db, clock, scope.organizationId)
    if (line?.expired) {
      await releaseExpiredLines(db, clock, { customerOrganizationId: scope.organizationId })
      line = await customerCredit(db, clock, scope.organizationId)
    }
    const counters = await customerCounters(db, today, scope.organizationId)
    const available = line ? line.creditLimit - line.used : 0
    // A credit-blocked builder can buy nothing: 0 available, and why (docs/decisions.md#credit-block).
    const creditBlock = await creditBlockOf(db, scope.organizationId, available)
    return {
      amount_available: creditBlock ? 0 : toPesos(available),
      total_reserved_credit_lines: toPesos(Number(line?.reserved ?? 0)),
      purchases_to_expired_total: counters?.toExpire ?? 0,
      purchases_to_pay_amount: toPesos(counters?.toPay ?? 0),
      purchases_month_total: counters?.monthTotal ?? 0,
      purchases_paid_month_amount: toPesos(counters?.paidMonth ?? 0),
      purchases_expired_total: counters?.expired ?? 0,
      credit_block: creditBlock,
    }
  }
  if (scope.side !== 'supplier') return { amount_available: 0, total_reserved_credit_lines: 0 }
  // One after the other: a request holds one pool connection at a time (docs/architecture.md#runtime).
  const counters = await supplierCounters(db, today, scope.organizationId)
  const available = await customersAvailable(db, scope.organizationId)
  const reserved = await reservedTotalOfSupplier(db, clock, scope.organizationId)
  return {
    amount_available: toPesos(available),
    total_reserved_credit_lines: toPesos(reserved),
    sales_receivable_amount: toPesos(counters?.receivableAmount ?? 0),
    sales_receivable_total: counters?.receivableTotal ?? 0,
    sales_month_total: counters?.monthTotal ?? 0,
    sales_month_amount: toPesos(counters?.monthAmount ?? 0),
    sales_to_confirm_total: counters?.toConfirm ?? 0,
  }
}

/**
 * GET /api/payments/get-total-payments-by-user ('Mis ventas del mes'): for a supplier user, the month's sales
 * of its organization whose seller it is (monthSales: attributed to it, or registered by it without a vendor),
 * in pesos and how many. For a customer user: the purchases they made this month (customer_user_id).
 * Nothing for the platform.
 */
export async function totalPaymentsByUser(
  db: Db,
  clock: Clock,
  auth: AuthUser,
): Promise<TotalPaymentsByUser> {
  const today = mxToday(clock)
  const scope = scopeOf(auth)
  const mine =
    scope.side === 'supplier'
      ? monthSales(today, auth.userId)
      : and(eq(payments.customerUserId, auth.userId), inMonth(payments.purchaseDate, today))
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(and(ownsPayment(scope), mine))
  return { total: toPesos(row?.total ?? 0), count: row?.count ?? 0 }
}
