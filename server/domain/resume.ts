import { toPesos } from '@contract/money'
import type { TotalPaymentsByUser } from '@contract/paymentActions'
import { ABOUT_TO_EXPIRE_DAYS, PAID_STATUS_IDS, PAYMENT_STATUS } from '@contract/payments'
import type { Resume } from '@contract/resume'
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { addDays, type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { creditLines, organizations, payments, reservedCreditLines } from '../db/schema'
import type { AuthUser } from './auth/sessions'
import { creditBlockOf, isCreditBlocked } from './credit-block'
import { currentMonth } from './exports/period'
import { releaseExpiredLines, reservedTotalOfSupplier } from './reserved-lines'
import { ownsPayment, scopeOf } from './scope'

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

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
const isPaid = sql`${payments.statusId} in (${idList(PAID_STATUS_IDS)})`
const isUnpaid = sql`${payments.statusId} not in (${idList(PAID_STATUS_IDS)})`
const capitalPending = sql`${payments.amount} - ${payments.paidAmount}`
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)
const sumWhere = (value: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number)
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
 * Supplier counters, one aggregate over the organization's sales: receivable = every unpaid sale (not in
 * 3, 6, 7, 8) and its pending capital; the month's sales (monthSales) and their amount; sales whose proof
 * waits for confirmation (status 2).
 */
async function supplierCounters(db: Db, today: string, organizationId: number) {
  const [row] = await db
    .select({
      receivableTotal: countWhere(isUnpaid),
      receivableAmount: sumWhere(capitalPending, isUnpaid),
      monthTotal: countWhere(monthSales(today)),
      monthAmount: sumWhere(sql`${payments.amount}`, monthSales(today)),
      toConfirm: countWhere(sql`${payments.statusId} = ${PAYMENT_STATUS.to_confirm}`),
    })
    .from(payments)
    .where(eq(payments.supplierOrganizationId, organizationId))
  return row
}

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
          select ${payments.customerOrganizationId} from ${payments} where ${payments.supplierOrganizationId} = ${organizationId}
          union
          select ${reservedCreditLines.customerOrganizationId} from ${reservedCreditLines} where ${reservedCreditLines.supplierOrganizationId} = ${organizationId}
        )`,
        sql`not ${isCreditBlocked(creditLines.organizationId)}`,
      ),
    )
  return row?.available ?? 0
}

/**
 * Customer counters, one aggregate over the organization's purchases: about to expire (pending, due today
 * to today + 7), pending capital of the unpaid purchases, this month's purchases, what was paid this month
 * (paid states with the payment date in the month) and the overdue ones (4, 5, 10).
 */
async function customerCounters(db: Db, today: string, organizationId: number) {
  const aboutToExpire = and(
    eq(payments.statusId, PAYMENT_STATUS.pending),
    gte(payments.expirationDate, today),
    lte(payments.expirationDate, addDays(today, ABOUT_TO_EXPIRE_DAYS)),
  )!
  const overdue = sql`${payments.statusId} in (${idList([
    PAYMENT_STATUS.expired,
    PAYMENT_STATUS.non_payment,
    PAYMENT_STATUS.not_reported,
  ])})`
  const [row] = await db
    .select({
      toExpire: countWhere(aboutToExpire),
      toPay: sumWhere(capitalPending, isUnpaid),
      monthTotal: countWhere(inMonth(payments.purchaseDate, today)),
      paidMonth: sumWhere(
        sql`${payments.amount}`,
        sql`${isPaid} and ${inMonth(payments.paymentDate, today)}`,
      ),
      expired: countWhere(overdue),
    })
    .from(payments)
    .where(eq(payments.customerOrganizationId, organizationId))
  return row
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
  const [counters, available, reserved] = await Promise.all([
    supplierCounters(db, today, scope.organizationId),
    customersAvailable(db, scope.organizationId),
    reservedTotalOfSupplier(db, clock, scope.organizationId),
  ])
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
