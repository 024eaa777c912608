import { toCentavos, toPesos } from '@contract/money'
import type { ReservedLine, ReservedLineRequest } from '@contract/sales'
import { SALE_MSG } from '@contract/sales'
import { and, desc, eq, sql } from 'drizzle-orm'
import { addDays, type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { organizations, reservedCreditLines } from '../db/schema'
import type { AuthUser } from './auth/sessions'
import { isRowId } from './customers'
import { notFound } from './errors'
import { isLiveLine } from './live-reserved-lines'
import { loadSupplier, type OnCommit, type SaleAnswer } from './payments/rules'
import { runSale, type SaleDeps } from './payments/sale-transaction'
import { releaseExpiredLines, releaseLine } from './reserved-line-release'

export { freshCustomer, type LineScope, releaseExpiredLines } from './reserved-line-release'

type LineRow = typeof reservedCreditLines.$inferSelect

const serializeLine = (line: LineRow, businessName: string): ReservedLine => ({
  id: line.id,
  business_name: businessName,
  customer_id: line.customerOrganizationId,
  amount: toPesos(line.amount),
  available: toPesos(line.available),
  days: line.days,
  expiration_date: line.expirationDate,
  created: line.createdAt.toISOString(),
  reference: line.reference,
  active: line.active,
})

/** The supplier organization's lines, newest first; `active` only, or all. */
export async function listSupplierLines(
  db: Db,
  clock: Clock,
  supplierOrganizationId: number,
  flag: 'all' | 'active',
): Promise<ReservedLine[]> {
  await releaseExpiredLines(db, clock, { supplierOrganizationId })
  const rows = await db
    .select({ line: reservedCreditLines, businessName: organizations.businessName })
    .from(reservedCreditLines)
    .innerJoin(organizations, eq(organizations.id, reservedCreditLines.customerOrganizationId))
    .where(
      and(
        eq(reservedCreditLines.supplierOrganizationId, supplierOrganizationId),
        flag === 'active' ? eq(reservedCreditLines.active, true) : undefined,
      ),
    )
    .orderBy(desc(reservedCreditLines.createdAt), desc(reservedCreditLines.id))
  return rows.map((row) => serializeLine(row.line, row.businessName))
}

/**
 * POST /api/reserved-credit-line/create: with the customer's code (the rules of a sale), sets `amount` of the
 * customer's credit aside for the caller's organization for `days` days. The sale transaction (see runSale):
 * code consumed, line inserted, credit charged (movement 'reserve').
 */
export async function createReservedLine(
  deps: SaleDeps,
  auth: AuthUser,
  request: ReservedLineRequest,
  onCommit?: OnCommit,
): Promise<SaleAnswer<ReservedLine>> {
  const { db, clock } = deps
  const supplierOrganizationId = auth.organizationId
  const supplier = await loadSupplier(db, supplierOrganizationId)
  if (!supplier) throw new Error(`No supplier organization ${supplierOrganizationId}`)
  const amount = toCentavos(request.amount)
  return runSale(deps, {
    supplierOrganizationId,
    supplierTerms: supplier.terms,
    customerUserId: request.user_id,
    actorUserId: auth.userId,
    claim: { kind: 'customer-code', token: request.token },
    checks: { amount, transactionLimit: false },
    source: { kind: 'credit', movement: 'reserve' },
    msg: SALE_MSG.lineCreated,
    onCommit,
    write: async (tx, customer, now) => {
      const [line] = await tx
        .insert(reservedCreditLines)
        .values({
          supplierOrganizationId,
          customerOrganizationId: customer.organizationId,
          customerUserId: customer.userId,
          amount,
          available: amount,
          days: request.days,
          expirationDate: addDays(mxToday(clock), request.days),
          reference: request.reference?.trim() || null,
          createdBy: auth.userId,
          createdAt: now,
        })
        .returning()
      return { data: serializeLine(line!, customer.businessName), reservedCreditLineId: line!.id }
    },
  })
}

/** POST /api/reserved-credit-line/deactivate/{id}: own lines only (else NotFound), active only. */
export async function deactivateReservedLine(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  lineId: number | null,
): Promise<{ success: boolean; msg: string }> {
  const line = lineId === null ? undefined : await ownLine(db, auth.organizationId, lineId)
  if (!line) throw notFound(SALE_MSG.lineNotFound)
  await releaseExpiredLines(db, clock, { customerOrganizationId: line.customerOrganizationId })
  if (!(await releaseLine(db, clock, line.id, 'deactivated', auth.userId))) {
    return { success: false, msg: SALE_MSG.lineNotActive }
  }
  return { success: true, msg: SALE_MSG.lineDeactivated }
}

/** The line when it belongs to the supplier organization. */
export async function ownLine(db: Db, supplierOrganizationId: number, lineId: number) {
  if (!isRowId(lineId)) return undefined
  const [line] = await db
    .select()
    .from(reservedCreditLines)
    .where(
      and(
        eq(reservedCreditLines.id, lineId),
        eq(reservedCreditLines.supplierOrganizationId, supplierOrganizationId),
      ),
    )
  return line
}

/** Sum of `available` of the active, unexpired lines reserved for the supplier (centavos). */
export async function reservedTotalOfSupplier(db: Db, clock: Clock, supplierOrganizationId: number) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${reservedCreditLines.available})` })
    .from(reservedCreditLines)
    .where(
      and(eq(reservedCreditLines.supplierOrganizationId, supplierOrganizationId), isLiveLine(mxToday(clock))),
    )
  return Number(row?.total ?? 0)
}
