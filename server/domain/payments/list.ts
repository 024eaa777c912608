import {
  ABOUT_TO_EXPIRE_DAYS,
  PAID_STATUS_IDS,
  PAYMENT_STATUS,
  PAYMENTS_COUNT_CAP,
  PAYMENTS_PAGE_SIZE,
  type PaymentListQuery,
  type PaymentOrderBy,
  type PaymentsPage,
} from '@contract/payments'
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { addDays, type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { counterpartColumn, isParty, ownsPayment, type Scope, scopeOf } from '../scope'
import { countOf, readTallies, type Slice } from '../tallies'
import { advanceOwnBeforeRead } from './clock'
import { selectPayments, serializePayment } from './serialize'

/** How many payments match, counting no further than PAYMENTS_COUNT_CAP. */
async function cappedCount(db: Db, where: SQL | undefined): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(payments)
    .where(where)
    .limit(PAYMENTS_COUNT_CAP)
    .as('matching')
  const [row] = await db.select({ total: count() }).from(matching)
  return row?.total ?? 0
}

const ORDER_COLUMNS: Record<PaymentOrderBy, PgColumn> = {
  id: payments.id,
  status: payments.statusId,
  invoice: payments.invoiceFileId,
  amount: payments.amount,
  term: payments.term,
  expiration_date: payments.expirationDate,
  created_at: payments.createdAt,
  payment_date: payments.paymentDate,
}

/**
 * What a status filter takes: some statuses and, for about_to_expire, a window of due dates (pending, due today
 * to today + 7). Suppliers see paid_to_{provider} and payment_in_financing as paid
 * (docs/decisions.md#payment-statuses): for them `paid` means every paid state.
 */
type StatusFilter = { statuses: readonly number[]; dueFrom?: string; dueTo?: string }

function statusFilter(
  status: PaymentListQuery['status'],
  scope: Scope,
  clock: Clock,
): StatusFilter | undefined {
  if (!status) return undefined
  if (status === 'about_to_expire') {
    const today = mxToday(clock)
    return { statuses: [PAYMENT_STATUS.pending], dueFrom: today, dueTo: addDays(today, ABOUT_TO_EXPIRE_DAYS) }
  }
  if (status === 'paid' && scope.side === 'supplier') return { statuses: PAID_STATUS_IDS }
  return { statuses: [PAYMENT_STATUS[status]] }
}

function statusCondition(filter: StatusFilter | undefined): SQL | undefined {
  if (!filter) return undefined
  return and(
    inArray(payments.statusId, [...filter.statuses]),
    filter.dueFrom === undefined ? undefined : gte(payments.expirationDate, filter.dueFrom),
    filter.dueTo === undefined ? undefined : lte(payments.expirationDate, filter.dueTo),
  )
}

/**
 * The count of a list filtered by status alone (or not at all), exact from the payment tallies
 * (docs/decisions.md#tallies); undefined when another filter is set, which the capped count answers.
 */
async function talliedCount(
  db: Db,
  scope: Scope,
  filter: StatusFilter | undefined,
  query: PaymentListQuery,
): Promise<number | undefined> {
  if (!isParty(scope)) return undefined
  const others = [query.id, query.counterpart_id, query.reserved_credit_line_id, query.start, query.end]
  if (others.some((value) => value !== undefined)) return undefined
  const slice: Slice = filter?.dueFrom
    ? { kind: 'due_day', statuses: filter.statuses, from: filter.dueFrom, to: filter.dueTo }
    : { kind: 'all', statuses: filter?.statuses }
  const { total } = await readTallies(
    db,
    { organizationId: scope.organizationId, side: scope.side },
    { total: countOf(slice) },
  )
  return total
}

/**
 * `GET /api/payments`: the caller organization's sales (supplier) or purchases (customer), filtered, sorted
 * (default expiration_date asc, ties by id) and paged; the platform operator and vendors own no payment
 * and get an empty page (domain/scope.ts). Moves the organization's due payments first so the statuses are
 * right between sweeps.
 */
export async function listPayments(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  query: PaymentListQuery,
): Promise<PaymentsPage> {
  const scope = scopeOf(auth)
  await advanceOwnBeforeRead(db, clock, scope)
  const filter = statusFilter(query.status, scope, clock)

  const where = and(
    ownsPayment(scope),
    statusCondition(filter),
    query.id === undefined ? undefined : eq(payments.id, query.id),
    query.counterpart_id === undefined || !isParty(scope)
      ? undefined
      : eq(counterpartColumn(scope), query.counterpart_id),
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

  // One after the other: a request holds one pool connection at a time.
  const rows = await selectPayments(db)
    .where(where)
    .orderBy(direction(column), direction(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const exact = await talliedCount(db, scope, filter, query)
  const total = exact ?? (await cappedCount(db, where))
  return {
    data: rows.map((row) => serializePayment(row, clock, auth.mainRole)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    total_capped: exact === undefined && total >= PAYMENTS_COUNT_CAP,
    per_page: perPage,
  }
}
