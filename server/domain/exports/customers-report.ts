import { MSG } from '@contract/messages'
import { toPesos } from '@contract/money'
import type { CustomerReportOption } from '@contract/paymentActions'
import { PAID_STATUS_IDS } from '@contract/payments'
import { CUSTOMER_ROLE_IDS } from '@contract/roles'
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { creditLines, organizations, payments, reservedCreditLines, users } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { forbidden } from '../errors'
import { advancePaymentStatuses } from '../payments/clock'
import { scopeOf } from '../scope'
import { type Period, periodFilename, reportPeriod } from './period'
import { type Column, writeWorkbook } from './sheet'
import { OVERDUE_STATUS_IDS } from './status-amounts'

const COLUMNS: Column[] = [
  { header: 'Cliente', kind: 'text', width: 34 },
  { header: 'Números de usuario', kind: 'text', width: 20 },
  { header: 'Límite de crédito', kind: 'money', width: 18 },
  { header: 'Crédito usado', kind: 'money', width: 16 },
  { header: 'Disponible', kind: 'money', width: 16 },
  { header: 'Compras', kind: 'count', width: 10 },
  { header: 'Total comprado', kind: 'money', width: 16 },
  { header: 'Total pagado', kind: 'money', width: 16 },
  { header: 'Total pendiente', kind: 'money', width: 16 },
  { header: 'Total vencido', kind: 'money', width: 16 },
]

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
const paid = sql`${payments.statusId} in (${list(PAID_STATUS_IDS)})`
const overdue = sql`${payments.statusId} in (${list(OVERDUE_STATUS_IDS)})`
const sumOf = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number)

/**
 * POST /api/payments/customers-report: one row per customer of the caller's supplier organization (any
 * customer with a sale or a reserved line of it; for the platform operator, every customer business), with
 * the customer's credit (limit, used, available: the line is the customer's, shared by all its suppliers)
 * and the period's purchases from this supplier (all suppliers for the operator): how many, bought, paid,
 * pending and overdue capital (expired, non_payment, not_reported). Periods are purchase dates.
 */
export async function customersReport(
  deps: { db: Db; clock: Clock },
  auth: AuthUser,
  option: CustomerReportOption,
): Promise<{ body: Buffer; filename: string }> {
  const { db, clock } = deps
  const today = mxToday(clock)
  const period: Period = reportPeriod(option, today)
  // A supplier reports on its own customers; the platform operator on every customer (domain/scope.ts).
  const scope = scopeOf(auth)
  if (scope.side !== 'supplier' && scope.side !== 'platform') throw forbidden(MSG.forbidden)
  const supplierId = scope.side === 'supplier' ? scope.organizationId : null
  await advancePaymentStatuses(db, clock, supplierId === null ? {} : { supplierOrganizationId: supplierId })

  const totals = db
    .select({
      customerId: sql<number>`${payments.customerOrganizationId}`.as('customer_id'),
      purchases: sql<number>`count(*)`.mapWith(Number).as('purchases'),
      bought: sumOf(sql`${payments.amount}`).as('bought'),
      paid: sumOf(sql`case when ${paid} then ${payments.amount} else ${payments.paidAmount} end`).as('paid'),
      pending: sumOf(sql`case when ${paid} then 0 else ${payments.amount} - ${payments.paidAmount} end`).as(
        'pending',
      ),
      overdue: sumOf(
        sql`case when ${overdue} then ${payments.amount} - ${payments.paidAmount} else 0 end`,
      ).as('overdue'),
    })
    .from(payments)
    .where(
      and(
        supplierId === null ? undefined : eq(payments.supplierOrganizationId, supplierId),
        period.from === null ? undefined : gte(payments.purchaseDate, period.from),
        period.to === null ? undefined : lte(payments.purchaseDate, period.to),
      ),
    )
    .groupBy(payments.customerOrganizationId)
    .as('totals')

  const customersOfSupplier =
    supplierId === null
      ? eq(organizations.kind, 'customer')
      : sql`${organizations.id} in (
          select ${payments.customerOrganizationId} from ${payments} where ${payments.supplierOrganizationId} = ${supplierId}
          union
          select ${reservedCreditLines.customerOrganizationId} from ${reservedCreditLines} where ${reservedCreditLines.supplierOrganizationId} = ${supplierId}
        )`
  const userNumbers = sql<string | null>`(
    select string_agg(${users.id}::text, ', ' order by ${users.id}) from ${users}
    where ${users.organizationId} = ${organizations.id} and ${users.active}
      and ${inArray(users.roleId, CUSTOMER_ROLE_IDS)}
  )`

  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.businessName,
      userNumbers,
      creditLimit: creditLines.creditLimit,
      used: creditLines.used,
      purchases: totals.purchases,
      bought: totals.bought,
      paid: totals.paid,
      pending: totals.pending,
      overdue: totals.overdue,
    })
    .from(organizations)
    .leftJoin(creditLines, eq(creditLines.organizationId, organizations.id))
    .leftJoin(totals, eq(totals.customerId, organizations.id))
    .where(customersOfSupplier)
    .orderBy(asc(organizations.businessName), asc(organizations.id))

  const body = await writeWorkbook('Clientes', COLUMNS, async (sheet) => {
    for (const row of rows) {
      const limit = row.creditLimit ?? 0
      const used = row.used ?? 0
      sheet.add([
        row.name,
        row.userNumbers ?? '',
        toPesos(limit),
        toPesos(used),
        toPesos(limit - used),
        Number(row.purchases ?? 0),
        toPesos(Number(row.bought ?? 0)),
        toPesos(Number(row.paid ?? 0)),
        toPesos(Number(row.pending ?? 0)),
        toPesos(Number(row.overdue ?? 0)),
      ])
    }
  })
  return { body, filename: periodFilename('reporte_clientes', period, today) }
}
