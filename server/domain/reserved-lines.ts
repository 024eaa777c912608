import { toCentavos, toPesos } from '@contract/money'
import type { ReservedLine, ReservedLineRequest } from '@contract/sales'
import { SALE_MSG } from '@contract/sales'
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm'
import { addDays, type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { organizations, reservedCreditLines } from '../db/schema'
import type { AuthUser } from './auth/sessions'
import {
  CodeRejection,
  checkCode,
  presentedCode,
  recordCodeRejection,
  redeemCode,
  supplierThrottled,
} from './codes/purchase-codes'
import type { CodeKeys } from './codes/secret'
import { chargeCredit, returnCredit } from './credit'
import { type CustomerAccount, findCustomer, isRowId } from './customers'
import { checkCanBuy, type OnCommit, type SaleAnswer } from './payments/rules'
import { NotFound, Rejection } from './rejection'

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

/**
 * Deactivates a line and gives what is left of it back to the customer, in one transaction. The conditional
 * UPDATE (`WHERE active`, and for expiry `AND expiration_date < today`) makes it happen once whoever races:
 * two sweeps, a sweep and a deactivation, or a sale drawing from the line at the same moment.
 */
async function releaseLine(
  db: Db,
  clock: Clock,
  lineId: number,
  reason: 'expired' | 'deactivated',
  by: number | null,
): Promise<boolean> {
  const now = clock.now()
  const today = mxToday(clock)
  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(reservedCreditLines)
      .set({
        active: false,
        available: 0,
        releasedAmount: sql`${reservedCreditLines.available}`,
        releasedAt: now,
      })
      .where(
        and(
          eq(reservedCreditLines.id, lineId),
          eq(reservedCreditLines.active, true),
          reason === 'expired' ? lt(reservedCreditLines.expirationDate, today) : undefined,
        ),
      )
      .returning({
        customerOrganizationId: reservedCreditLines.customerOrganizationId,
        releasedAmount: reservedCreditLines.releasedAmount,
      })
    if (!line) return false
    await returnCredit(tx, {
      customerOrganizationId: line.customerOrganizationId,
      amount: line.releasedAmount ?? 0,
      kind: 'release',
      reservedCreditLineId: lineId,
      createdBy: by,
      now,
    })
    return true
  })
}

export type LineScope = { customerOrganizationId?: number; supplierOrganizationId?: number }

/**
 * Releases every active line past its expiration date (all, or those of one customer or supplier). Runs at
 * start and hourly, and before anything reads lines or available credit, so reads are right between sweeps.
 * Returns how many lines this call released.
 */
export async function releaseExpiredLines(db: Db, clock: Clock, scope: LineScope = {}): Promise<number> {
  const conditions: SQL[] = [
    eq(reservedCreditLines.active, true),
    lt(reservedCreditLines.expirationDate, mxToday(clock)),
  ]
  if (scope.customerOrganizationId !== undefined) {
    conditions.push(eq(reservedCreditLines.customerOrganizationId, scope.customerOrganizationId))
  }
  if (scope.supplierOrganizationId !== undefined) {
    conditions.push(eq(reservedCreditLines.supplierOrganizationId, scope.supplierOrganizationId))
  }
  const expired = await db
    .select({ id: reservedCreditLines.id })
    .from(reservedCreditLines)
    .where(and(...conditions))
  let released = 0
  for (const { id } of expired) if (await releaseLine(db, clock, id, 'expired', null)) released++
  return released
}

/** findCustomer, after releasing the customer's expired lines when there are any (so `used` is right). */
export async function freshCustomer(db: Db, clock: Clock, userId: number): Promise<CustomerAccount | null> {
  const customer = await findCustomer(db, clock, userId)
  if (!customer?.hasExpiredLines) return customer
  await releaseExpiredLines(db, clock, { customerOrganizationId: customer.organizationId })
  return findCustomer(db, clock, userId)
}

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

type Deps = { db: Db; clock: Clock; keys: CodeKeys }

/**
 * POST /api/reserved-credit-line/create: with the customer's code (the rules of a sale), sets `amount` of the
 * customer's credit aside for the caller's organization for `days` days. One transaction: code consumed,
 * credit charged (movement 'reserve'), line inserted.
 */
export async function createReservedLine(
  deps: Deps,
  auth: AuthUser,
  request: ReservedLineRequest,
  onCommit?: OnCommit,
): Promise<SaleAnswer<ReservedLine>> {
  const { db, clock, keys } = deps
  const supplierOrganizationId = auth.organizationId
  if (await supplierThrottled(db, clock, supplierOrganizationId)) {
    return { success: false, msg: SALE_MSG.supplierThrottled }
  }
  const customer = await freshCustomer(db, clock, request.user_id)
  if (!customer) return { success: false, msg: SALE_MSG.customerNotFound }
  const code = presentedCode(keys, customer.userId, request.token)
  const checked = await checkCode(db, clock, code, customer.userId, supplierOrganizationId)
  if (!checked.ok) return { success: false, msg: checked.msg }
  const amount = toCentavos(request.amount)
  try {
    return await db.transaction(async (tx) => {
      await redeemCode(tx, clock, code, customer.userId, supplierOrganizationId)
      checkCanBuy(customer, {
        amount,
        term: request.days,
        transactionLimit: false,
        termLimit: false,
      })
      const now = clock.now()
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
      const answer = {
        success: true as const,
        msg: SALE_MSG.lineCreated,
        data: serializeLine(line!, customer.businessName),
      }
      await onCommit?.(tx, 200, answer)
      const charged = await chargeCredit(tx, customer.creditLine!.id, {
        customerOrganizationId: customer.organizationId,
        amount,
        kind: 'reserve',
        reservedCreditLineId: line!.id,
        createdBy: auth.userId,
        now,
      })
      if (!charged) throw new Rejection(SALE_MSG.overAvailable)
      return answer
    })
  } catch (error) {
    if (error instanceof CodeRejection) {
      const msg = await recordCodeRejection(db, clock, code, customer.userId, supplierOrganizationId)
      return { success: false, msg }
    }
    if (error instanceof Rejection) return { success: false, msg: error.msg }
    throw error
  }
}

/** POST /api/reserved-credit-line/deactivate/{id}: own lines only (else NotFound), active only. */
export async function deactivateReservedLine(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  lineId: number | null,
): Promise<{ success: boolean; msg: string }> {
  const line = lineId === null ? undefined : await ownLine(db, auth.organizationId, lineId)
  if (!line) throw new NotFound(SALE_MSG.lineNotFound)
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
      and(
        eq(reservedCreditLines.supplierOrganizationId, supplierOrganizationId),
        eq(reservedCreditLines.active, true),
        sql`${reservedCreditLines.expirationDate} >= ${mxToday(clock)}`,
      ),
    )
  return Number(row?.total ?? 0)
}
