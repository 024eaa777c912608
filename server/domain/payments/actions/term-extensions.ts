import { toPesos } from '@contract/money'
import { TERM_EXTENSIONS_PAGE_SIZE, type TermExtensionsPage } from '@contract/paymentActions'
import { PAID_STATUS_IDS } from '@contract/payments'
import { and, count, desc, eq, isNull, notInArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Clock } from '../../../clock'
import { type Db, inTurn } from '../../../db/client'
import { organizations, payments, termExtensionRequests } from '../../../db/schema'
import type { AuthUser } from '../../auth/sessions'
import { pageOf } from '../../paging'
import { ownsPayment, scopeOf } from '../../scope'
import { advanceOwnPayments } from '../clock'

export type TermExtensionsQuery = { accepted?: string; page?: string; order?: string }

const customer = alias(organizations, 'customer_organization')
const supplier = alias(organizations, 'supplier_organization')
const r = termExtensionRequests

/**
 * accepted: '' (all), 'null' / 'pending' (pending: requests of payments that are not paid, the ones that
 * can still be answered), '1', '0'.
 */
function acceptedCondition(accepted: string | undefined): SQL | undefined {
  switch (accepted) {
    case 'null':
    case 'pending':
      return and(isNull(r.accepted), notInArray(payments.statusId, [...PAID_STATUS_IDS]))
    case '1':
      return eq(r.accepted, true)
    case '0':
      return eq(r.accepted, false)
    default:
      return undefined
  }
}

/**
 * GET payments/get-term-extensions: requests on the caller organization's sales (supplier) or purchases
 * (customer), newest update first (or newest request with order=created), 10 a page.
 */
export async function listTermExtensions(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  query: TermExtensionsQuery,
): Promise<TermExtensionsPage> {
  const scope = scopeOf(auth)
  await advanceOwnPayments(db, clock, scope)
  const where = and(ownsPayment(scope), acceptedCondition(query.accepted))
  const page = Math.max(1, Number(query.page ?? 1) || 1)
  const byCreation = query.order === 'created' || query.order === 'created_at'
  const [rows, [counted]] = await inTurn([
    db
      .select({
        request: r,
        amount: payments.amount,
        term: payments.term,
        expirationDate: payments.expirationDate,
        customerName: customer.businessName,
        supplierName: supplier.businessName,
      })
      .from(r)
      .innerJoin(payments, eq(payments.id, r.paymentId))
      .innerJoin(customer, eq(customer.id, payments.customerOrganizationId))
      .innerJoin(supplier, eq(supplier.id, payments.supplierOrganizationId))
      .where(where)
      .orderBy(byCreation ? desc(r.createdAt) : desc(r.updatedAt), desc(r.id))
      .limit(TERM_EXTENSIONS_PAGE_SIZE)
      .offset((page - 1) * TERM_EXTENSIONS_PAGE_SIZE),
    db.select({ total: count() }).from(r).innerJoin(payments, eq(payments.id, r.paymentId)).where(where),
  ])
  return pageOf(
    rows.map((row) => ({
      id: row.request.id,
      payment_id: row.request.paymentId,
      customer_business_name: row.customerName,
      supplier_business_name: row.supplierName,
      amount: toPesos(row.amount),
      term: row.term,
      expiration_date: row.expirationDate,
      days: row.request.days,
      accepted: row.request.accepted === null ? null : row.request.accepted ? 1 : 0,
      created_at: row.request.createdAt.toISOString(),
      updated_at: row.request.updatedAt.toISOString(),
    })),
    page,
    TERM_EXTENSIONS_PAGE_SIZE,
    counted?.total ?? 0,
  )
}
