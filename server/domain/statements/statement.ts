import { MSG } from '@contract/messages'
import { toPesos } from '@contract/money'
import { PAID_STATUS_IDS } from '@contract/paymentStatus'
import {
  STATEMENT_COLUMNS,
  STATEMENT_FILENAME,
  type Statement,
  type StatementWeek,
} from '@contract/statements'
import { and, asc, eq, lt, lte, notInArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { addDays, type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, payments } from '../../db/schema'
import { notFound } from '../errors'
import { type Column, dateCell, writeWorkbook } from '../exports/sheet'
import { advanceBeforeRead } from '../payments/clock'
import { customerOwedCentavos } from '../payments/serialize'

/** Whose statement: a builder's purchases (what it pays) or a supplier's sales (what it collects). */
export type StatementParty = { side: 'customer' | 'supplier'; organizationId: number }

/** Monday (0) … Sunday (6) of a YYYY-MM-DD date. */
const weekdayOf = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7

/** The week, Monday to Sunday (Mexico City), that holds `date` (docs/decisions.md#statements). */
export const weekOf = (date: string): StatementWeek => {
  const from = addDays(date, -weekdayOf(date))
  return { from, to: addDays(from, 6) }
}

/** This week in Mexico City. */
export const currentWeek = (clock: Clock): StatementWeek => weekOf(mxToday(clock))

const counterpart = alias(organizations, 'counterpart')
const supplier = alias(organizations, 'statement_supplier')

/** What a statement counts (docs/decisions.md#statements): not paid, capital pending, due by `sunday`. */
export const unpaidDueBy = (sunday: string) =>
  and(
    notInArray(payments.statusId, [...PAID_STATUS_IDS]),
    lt(payments.paidAmount, payments.amount),
    lte(payments.expirationDate, sunday),
  )

/** The payments of a party's statement: its own, unpaid, due by the week's Sunday (overdue ones too). */
const statementPayments = (party: StatementParty, week: StatementWeek) =>
  and(
    party.side === 'customer'
      ? eq(payments.customerOrganizationId, party.organizationId)
      : eq(payments.supplierOrganizationId, party.organizationId),
    unpaidDueBy(week.to),
  )

/**
 * The party's statement of this week (docs/decisions.md#statements): every unpaid payment due by Sunday,
 * including the overdue ones of earlier weeks, by due date. A builder reads what it owes (capital pending
 * plus the penalty it sees on expired payments, as in its payments list); a supplier the capital pending,
 * without penalty. Statuses are brought up to date first, so a payment that fell due today carries its
 * penalty. Null when the organization is not an active one of that side.
 */
export async function statementOf(db: Db, clock: Clock, party: StatementParty): Promise<Statement | null> {
  const [owner] = await db
    .select({ name: organizations.businessName })
    .from(organizations)
    .where(
      and(
        eq(organizations.id, party.organizationId),
        eq(organizations.kind, party.side),
        eq(organizations.status, 'active'),
      ),
    )
  if (!owner) return null
  await advanceBeforeRead(
    db,
    clock,
    party.side === 'customer'
      ? { customerOrganizationId: party.organizationId }
      : { supplierOrganizationId: party.organizationId },
  )
  const today = mxToday(clock)
  const week = weekOf(today)
  const rows = await db
    .select({
      id: payments.id,
      statusId: payments.statusId,
      amount: payments.amount,
      paidAmount: payments.paidAmount,
      purchaseDate: payments.purchaseDate,
      expirationDate: payments.expirationDate,
      counterpartName: counterpart.businessName,
      penaltyBasisPoints: supplier.penaltyBasisPoints,
    })
    .from(payments)
    .innerJoin(
      counterpart,
      eq(
        counterpart.id,
        party.side === 'customer' ? payments.supplierOrganizationId : payments.customerOrganizationId,
      ),
    )
    .innerJoin(supplier, eq(supplier.id, payments.supplierOrganizationId))
    .where(statementPayments(party, week))
    .orderBy(asc(payments.expirationDate), asc(payments.id))

  let total = 0
  const items = rows.map((row) => {
    const capitalPending = row.amount - row.paidAmount
    const owed =
      party.side === 'customer'
        ? customerOwedCentavos(row.statusId, capitalPending, row.penaltyBasisPoints)
        : capitalPending
    total += owed
    return {
      id: row.id,
      name: row.counterpartName,
      amount: toPesos(owed),
      purchase_date: row.purchaseDate,
      expiration_date: row.expirationDate,
      // Past due today (Mexico City), this week or earlier: the rows whose amount may carry a penalty.
      overdue: row.expirationDate < today,
    }
  })
  const base = { business_name: owner.name, week, total: toPesos(total) }
  const strip = ({ name: _, ...rest }: (typeof items)[number]) => rest
  return party.side === 'customer'
    ? { side: 'customer', ...base, data: items.map((item) => ({ ...strip(item), supplier_name: item.name })) }
    : { side: 'supplier', ...base, data: items.map((item) => ({ ...strip(item), customer_name: item.name })) }
}

// Not 9: exceljs takes a width of 9 for its default and leaves it out of the file.
/** The party's statement as a request reads it: 404 when its organization is gone (blocked). */
export async function requiredStatement(db: Db, clock: Clock, party: StatementParty): Promise<Statement> {
  const found = await statementOf(db, clock, party)
  if (!found) throw notFound(MSG.notFound)
  return found
}

const ID: Column = { header: STATEMENT_COLUMNS.id, kind: 'id', width: 10 }
const AMOUNT: Column = { header: STATEMENT_COLUMNS.amount, kind: 'money', width: 16 }
const DATES: Column[] = [
  { header: STATEMENT_COLUMNS.purchaseDate, kind: 'date', width: 16 },
  { header: STATEMENT_COLUMNS.expirationDate, kind: 'date', width: 22 },
]

/**
 * `estado_de_cuenta.xlsx`: the statement's table (ID, Proveedor or Cliente, Monto, Fecha de compra, Fecha de
 * vencimiento) with money as MXN numbers, real dates, text cells safe from formula injection
 * (exports/sheet.ts), and a bold 'Total' row under the amounts.
 */
export async function statementWorkbook(statement: Statement): Promise<{ body: Buffer; filename: string }> {
  const name: Column = {
    header: statement.side === 'customer' ? STATEMENT_COLUMNS.supplier : STATEMENT_COLUMNS.customer,
    kind: 'text',
    width: 34,
  }
  const body = await writeWorkbook('Estado de cuenta', [ID, name, AMOUNT, ...DATES], async (sheet) => {
    for (const row of statement.data) {
      sheet.add([
        row.id,
        'supplier_name' in row ? row.supplier_name : row.customer_name,
        row.amount,
        dateCell(row.purchase_date),
        dateCell(row.expiration_date),
      ])
    }
    sheet.total([null, 'Total', statement.total, null, null])
  })
  return { body, filename: STATEMENT_FILENAME }
}
