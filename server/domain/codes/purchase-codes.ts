import { randomInt } from 'node:crypto'
import { SALE_MSG } from '@contract/sales'
import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import { type Clock, MINUTE } from '../../clock'
import type { Db } from '../../db/client'
import { codeFailures, purchaseCodes, sharedCodes } from '../../db/schema'
import { DomainError } from '../errors'
import { CODE_ALPHABET, type CodeKeys, hmac, sameHash } from './secret'

/** DESIGN.md §4: 6 digits, valid 300 s, single use, 5 wrong tries burn it. */
export const PURCHASE_CODE_TTL_SECONDS = 300
export const MAX_CODE_ATTEMPTS = 5
/** Failed code checks a supplier organization may make per window before it is refused outright. */
export const MAX_SUPPLIER_CODE_FAILURES = 20
export const SUPPLIER_FAILURE_WINDOW_MS = 15 * MINUTE

export const SHARED_CODE_LENGTH = 10
const SHARED_CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${SHARED_CODE_LENGTH}}$`)

const purchaseCodeHash = (keys: CodeKeys, customerUserId: number, code: string) =>
  hmac(keys.purchaseCode, `${customerUserId}:${code}`)
export const sharedCodeHash = (keys: CodeKeys, code: string) => hmac(keys.sharedCode, code)

/**
 * Issues a new code for the customer user, replacing (and so invalidating) the live one. Only its HMAC is
 * stored: the code is shown once, in this answer.
 */
export async function issuePurchaseCode(
  db: Db,
  keys: CodeKeys,
  clock: Clock,
  customerUserId: number,
): Promise<{ token: string; expire_in: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = clock.now()
  const values = {
    codeHash: purchaseCodeHash(keys, customerUserId, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PURCHASE_CODE_TTL_SECONDS * 1000),
    usedAt: null,
  }
  await db
    .insert(purchaseCodes)
    .values({ userId: customerUserId, ...values })
    .onConflictDoUpdate({ target: purchaseCodes.userId, set: values })
  return { token: code, expire_in: PURCHASE_CODE_TTL_SECONDS }
}

/** What the supplier typed, sorted by shape: a one-time code, a shared code, or neither. */
export type PresentedCode =
  | { kind: 'one-time'; hash: string }
  | { kind: 'shared'; hash: string }
  | { kind: 'malformed' }

export function presentedCode(keys: CodeKeys, customerUserId: number, input: string): PresentedCode {
  const text = input.trim()
  if (/^\d{6}$/.test(text)) return { kind: 'one-time', hash: purchaseCodeHash(keys, customerUserId, text) }
  const upper = text.toUpperCase()
  if (SHARED_CODE_RE.test(upper)) return { kind: 'shared', hash: sharedCodeHash(keys, upper) }
  return { kind: 'malformed' }
}

/**
 * Thrown inside the sale transaction when the code does not open it (a refusal, 200): the sale catches it to
 * record the wrong try after the rollback.
 */
export class CodeRejection extends DomainError {
  constructor(readonly code: PresentedCode) {
    super(200, SALE_MSG.invalidCode)
  }
}

/**
 * Inside the transaction: the code opens the sale for this customer user and this supplier. A one-time code
 * is consumed with one conditional UPDATE (so of two racing sales only one gets it, and a rollback gives it
 * back); a shared code is only checked. Throws CodeRejection otherwise.
 */
export async function redeemCode(
  tx: Db,
  clock: Clock,
  code: PresentedCode,
  customerUserId: number,
  supplierOrganizationId: number,
): Promise<void> {
  const now = clock.now()
  if (code.kind === 'one-time') {
    const consumed = await tx
      .update(purchaseCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(purchaseCodes.userId, customerUserId),
          eq(purchaseCodes.codeHash, code.hash),
          isNull(purchaseCodes.usedAt),
          gt(purchaseCodes.expiresAt, now),
          lt(purchaseCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: purchaseCodes.id })
    if (consumed.length === 1) return
  } else if (code.kind === 'shared') {
    const [found] = await tx
      .select({ id: sharedCodes.id })
      .from(sharedCodes)
      .where(
        and(
          eq(sharedCodes.customerUserId, customerUserId),
          eq(sharedCodes.supplierOrganizationId, supplierOrganizationId),
          eq(sharedCodes.codeHash, code.hash),
        ),
      )
    if (found) return
  }
  throw new CodeRejection(code)
}

/**
 * After the rolled-back transaction of a refused code: counts a wrong try against the customer's live
 * one-time code (atomically, never past 5) and against the supplier's cap, and says why it was refused.
 * Presenting the right code again after it was used or expired is not a guess and is not counted.
 */
export async function recordCodeRejection(
  db: Db,
  clock: Clock,
  code: PresentedCode,
  customerUserId: number,
  supplierOrganizationId: number,
): Promise<string> {
  const now = clock.now()
  let message: string = SALE_MSG.invalidCode
  let guess = true
  if (code.kind === 'one-time') {
    const [counted] = await db
      .update(purchaseCodes)
      .set({ attempts: sql`${purchaseCodes.attempts} + 1` })
      .where(
        and(
          eq(purchaseCodes.userId, customerUserId),
          ne(purchaseCodes.codeHash, code.hash),
          isNull(purchaseCodes.usedAt),
          gt(purchaseCodes.expiresAt, now),
          lt(purchaseCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ attempts: purchaseCodes.attempts })
    if (counted) {
      if (counted.attempts >= MAX_CODE_ATTEMPTS) message = SALE_MSG.burnedCode
    } else {
      const [current] = await db.select().from(purchaseCodes).where(eq(purchaseCodes.userId, customerUserId))
      const live = current && current.usedAt === null && current.expiresAt > now
      if (live && current.attempts >= MAX_CODE_ATTEMPTS) message = SALE_MSG.burnedCode
      if (current && sameHash(current.codeHash, code.hash)) guess = false
    }
  }
  if (guess) await recordSupplierFailure(db, supplierOrganizationId, now)
  return message
}

async function recordSupplierFailure(db: Db, supplierOrganizationId: number, now: Date): Promise<void> {
  await db.insert(codeFailures).values({ supplierOrganizationId, failedAt: now })
  // Rows older than the window count for nobody: pruned here rather than by a job.
  await db
    .delete(codeFailures)
    .where(
      and(
        eq(codeFailures.supplierOrganizationId, supplierOrganizationId),
        lt(codeFailures.failedAt, new Date(now.getTime() - SUPPLIER_FAILURE_WINDOW_MS)),
      ),
    )
}

/** True when the supplier organization has used up its failed code checks for the window. */
export async function supplierThrottled(db: Db, clock: Clock, supplierOrganizationId: number) {
  const now = clock.now()
  const [row] = await db
    .select({ n: count() })
    .from(codeFailures)
    .where(
      and(
        eq(codeFailures.supplierOrganizationId, supplierOrganizationId),
        gt(codeFailures.failedAt, new Date(now.getTime() - SUPPLIER_FAILURE_WINDOW_MS)),
      ),
    )
  return (row?.n ?? 0) >= MAX_SUPPLIER_CODE_FAILURES
}
