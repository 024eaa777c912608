import {
  ABOUT_TO_EXPIRE_DAYS,
  PAID_STATUS_IDS,
  PAYMENT_STATUS,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentListQuery,
  type PaymentOrderBy,
} from '@contract/payments'
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { addDays, type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { advancePaymentStatuses, callerScope } from './clock'
import { selectPayments, serializePayment } from './serialize'

export type PaymentPage = {
  data: Payment[]
  current_page: number
  last_page: number
  total: number
  per_page: number
}

const ORDER_COLUMNS: Record<PaymentOrderBy, PgColumn> = {
  id: payments.id,
  status: payments.statusId,
  invoice: payments.invoiceUrl,
  amount: payments.amount,
  term: payments.term,
  expiration_date: payments.expirationDate,
  created_at: payments.createdAt,
  payment_date: payments.paymentDate,
}

/**
 * Suppliers see paid_to_{provider} and payment_in_financing as paid (payments-and-dashboards.md §4): for them
 * `paid` means every paid state.
 */
function statusCondition(status: PaymentListQuery['status'], auth: AuthUser, clock: Clock): SQL | undefined {
  if (!status) return undefined
  if (status === 'about_to_expire') {
    const today = mxToday(clock)
    return and(
      eq(payments.statusId, PAYMENT_STATUS.pending),
      gte(payments.expirationDate, today),
      lte(payments.expirationDate, addDays(today, ABOUT_TO_EXPIRE_DAYS)),
    )
  }
  if (status === 'paid' && auth.mainRole === 'supplier') {
    return inArray(payments.statusId, [...PAID_STATUS_IDS])
  }
  return eq(payments.statusId, PAYMENT_STATUS[status])
}

/**
 * `GET /api/payments`: the caller organization's sales (supplier) or purchases (customer), filtered, sorted
 * (default expiration_date asc, ties by id) and paged. Moves the organization's due payments first so the
 * statuses are right between sweeps.
 */
export async function listPayments(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  query: PaymentListQuery,
): Promise<PaymentPage> {
  const asSupplier = auth.mainRole === 'supplier'
  const own = asSupplier ? payments.supplierOrganizationId : payments.customerOrganizationId
  const counterpart = asSupplier ? payments.customerOrganizationId : payments.supplierOrganizationId
  await advancePaymentStatuses(db, clock, callerScope(auth))

  const where = and(
    eq(own, auth.organizationId),
    statusCondition(query.status, auth, clock),
    query.id === undefined ? undefined : eq(payments.id, query.id),
    query.counterpart_id === undefined ? undefined : eq(counterpart, query.counterpart_id),
    query.reserved_credit_line_id === undefined
      ? undefined
      : eq(payments.reservedCreditLineId, query.reserved_credit_line_id),
    query.start === undefined ? undefined : gte(payments.purchaseDate, query.start),
    query.end === undefined ? undefined : lte(payments.purchaseDate, query.end),
  )
  const perPage = query.paginate ?? PAYMENTS_PAGE_SIZE
  const page = query.page ?? 1
  const direction = query.order_by_condition === 'desc' ? desc : asc
  const column = ORDER_COLUMNS[query.order_by ?? 'expiration_date']

  const [rows, [counted]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(direction(column), direction(payments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(payments).where(where),
  ])
  const total = counted?.total ?? 0
  return {
    data: rows.map((row) => serializePayment(row, clock, auth.mainRole)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  }
}
