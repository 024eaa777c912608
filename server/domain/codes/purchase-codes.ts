import { randomInt } from 'node:crypto'
import { type LiveCode, type PurchaseCode, SALE_MSG } from '@contract/sales'
import { and, count, eq, gt, gte, isNotNull, isNull, lt, not, type SQL, sql } from 'drizzle-orm'
import { type Clock, MINUTE } from '../../clock'
import type { Db } from '../../db/client'
import { codeFailures, purchaseCodes, sharedCodes } from '../../db/schema'
import { assertNotCreditBlocked } from '../credit-block'
import { DomainError } from '../errors'
import { lockCounter } from './guard'
import { CODE_ALPHABET, type CodeKeys, decrypt, encrypt, hmac, sameHash } from './secret'

/** 6 digits, valid 300 s, single use, 5 wrong tries burn it. */
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

/** The sealed code's AAD: a ciphertext opens only on its own user's row. */
const purchaseCodeAad = (customerUserId: number) => `purchase:${customerUserId}`

/** What GET answers when the customer user has no live code (docs/decisions.md#purchase-codes). */
export const NO_LIVE_CODE = { token: null, expire_in: 0, project_id: null } as const

/**
 * A code that may be shown again: unused, not burned, with at least one whole second left (the screen counts
 * whole seconds) and kept encrypted. SQL, on the row of purchase_codes it is evaluated against.
 */
const answerable = (now: Date): SQL =>
  and(
    isNull(purchaseCodes.usedAt),
    lt(purchaseCodes.attempts, MAX_CODE_ATTEMPTS),
    gte(purchaseCodes.expiresAt, new Date(now.getTime() + 1000)),
    isNotNull(purchaseCodes.codeEncrypted),
  ) ?? sql`false`

/** The customer user's live code as the screen shows it, or null (none, or it no longer opens with our key). */
async function readLiveCode(
  db: Db,
  keys: CodeKeys,
  now: Date,
  customerUserId: number,
): Promise<PurchaseCode | null> {
  const [row] = await db
    .select({
      sealed: purchaseCodes.codeEncrypted,
      expiresAt: purchaseCodes.expiresAt,
      projectId: purchaseCodes.projectId,
    })
    .from(purchaseCodes)
    .where(and(eq(purchaseCodes.userId, customerUserId), answerable(now)))
  if (!row?.sealed) return null
  const token = decrypt(keys.purchaseCodeEncryption, row.sealed, purchaseCodeAad(customerUserId))
  if (token === null) return null
  return {
    token,
    expire_in: Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000),
    project_id: row.projectId,
  }
}

/**
 * GET customers/generate-token: the customer user's live code with the whole seconds it has left and its
 * project, or NO_LIVE_CODE. Reads only: any number of screens of the same user show the same code, and none of
 * them cancels it. A credit-blocked builder gets the 403 that issuing answers (its code opens no sale anyway).
 */
export async function livePurchaseCode(
  db: Db,
  keys: CodeKeys,
  clock: Clock,
  customer: { userId: number; organizationId: number },
): Promise<LiveCode> {
  await assertNotCreditBlocked(db, customer.organizationId)
  return (await readLiveCode(db, keys, clock.now(), customer.userId)) ?? NO_LIVE_CODE
}

/**
 * POST customers/generate-token: issues a new code for the customer user, replacing (and so invalidating) the
 * live one. The code is stored as an HMAC, which sales compare, and encrypted, so GET can show it again.
 * `keepLive` (the screen's own renewal: on opening with no live code, at the end of the countdown) answers the
 * live code instead when there is one, so two screens renewing at once end with one code: the upsert replaces
 * only a code that is not answerable, and the row it found live stays locked (ON CONFLICT locks it) while it is
 * read. A credit-blocked builder gets none: 403 'No puedes comprar a crédito' (docs/decisions.md#credit-block),
 * and its live code stays as it was (a sale refuses it anyway).
 */
export async function issuePurchaseCode(
  db: Db,
  keys: CodeKeys,
  clock: Clock,
  customer: { userId: number; organizationId: number },
  { keepLive = false }: { keepLive?: boolean } = {},
): Promise<PurchaseCode> {
  await assertNotCreditBlocked(db, customer.organizationId)
  const customerUserId = customer.userId
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = clock.now()
  const values = {
    codeHash: purchaseCodeHash(keys, customerUserId, code),
    codeEncrypted: encrypt(keys.purchaseCodeEncryption, code, purchaseCodeAad(customerUserId)),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PURCHASE_CODE_TTL_SECONDS * 1000),
    usedAt: null,
    // A new code clears the project chosen for the previous one (docs/decisions.md#projects).
    projectId: null,
  }
  const issued: PurchaseCode = { token: code, expire_in: PURCHASE_CODE_TTL_SECONDS, project_id: null }
  const upsert = (tx: Db) =>
    tx
      .insert(purchaseCodes)
      .values({ userId: customerUserId, ...values })
      .onConflictDoUpdate({
        target: purchaseCodes.userId,
        set: values,
        ...(keepLive ? { setWhere: not(answerable(now)) } : {}),
      })
      .returning({ id: purchaseCodes.id })
  if (!keepLive) {
    await upsert(db)
    return issued
  }
  return db.transaction(async (tx) => {
    if ((await upsert(tx)).length === 1) return issued
    const live = await readLiveCode(tx, keys, now, customerUserId)
    if (live) return live
    // Live but sealed with another key (the secret changed): its HMAC no longer matches either; replace it.
    await tx.update(purchaseCodes).set(values).where(eq(purchaseCodes.userId, customerUserId))
    return issued
  })
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
 * Thrown inside the sale transaction when the code no longer opens it (a refusal, 200): checkCode accepted it,
 * then it lost a race. The sale catches it to answer why after the rollback (codeRejectionMessage).
 */
export class CodeRejection extends DomainError {
  constructor(readonly code: PresentedCode) {
    super(200, SALE_MSG.invalidCode)
  }
}

/** What checkCode says: the code may be redeemed in the sale's transaction, or the sale is refused. */
export type CodeCheck = { ok: true } | { ok: false; msg: string }

/**
 * Before the sale's transaction (runSale, for customer-code claims only), in a short transaction of its own:
 * the one check of the supplier's failure cap, then the presented code evaluated and the try counted, so that
 * under any concurrency, on any number of API processes, no more guesses are evaluated than the limits allow:
 *   - the supplier organization's advisory lock is taken first, then its failures in the window are counted:
 *     at the cap the code is not looked at (at most MAX_SUPPLIER_CODE_FAILURES wrong codes per window);
 *   - `presented` null (no such customer: the sale answers customerNotFound) checks the cap only: nothing is
 *     compared or counted;
 *   - a one-time code's row is locked (`SELECT … FOR UPDATE`) and only a live code with fewer than 5 wrong
 *     tries is compared; a wrong try adds 1 to `attempts` before the row is released (at most 5 per code);
 *   - a wrong code (malformed, unknown, or not this customer's) adds a code_failures row before the supplier's
 *     lock is released. Presenting the right code again after it was used, expired or burned is not a guess.
 * Nothing is consumed here: redeemCode does that in the sale's transaction (so a refused sale gives it back).
 */
export async function checkCode(
  db: Db,
  clock: Clock,
  supplierOrganizationId: number,
  presented: { code: PresentedCode; customerUserId: number } | null,
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const now = clock.now()
    await lockCounter(tx, 'supplierCodes', supplierOrganizationId)
    if (await supplierAtCap(tx, supplierOrganizationId, now)) {
      return { ok: false, msg: SALE_MSG.supplierThrottled }
    }
    if (!presented) return { ok: true }
    const { code, customerUserId } = presented
    const verdict = await evaluateCode(tx, now, code, customerUserId, supplierOrganizationId)
    if (verdict.guess) await recordSupplierFailure(tx, supplierOrganizationId, now)
    return verdict.ok ? { ok: true } : { ok: false, msg: verdict.msg }
  })
}

/** Whether `hash` is the customer user's shared code for this supplier (checkCode and redeemCode). */
async function sharedCodeMatches(
  db: Db,
  hash: string,
  customerUserId: number,
  supplierOrganizationId: number,
): Promise<boolean> {
  const [found] = await db
    .select({ id: sharedCodes.id })
    .from(sharedCodes)
    .where(
      and(
        eq(sharedCodes.customerUserId, customerUserId),
        eq(sharedCodes.supplierOrganizationId, supplierOrganizationId),
        eq(sharedCodes.codeHash, hash),
      ),
    )
  return found !== undefined
}

type Verdict = { ok: true; guess: false } | { ok: false; guess: boolean; msg: string }

/** Inside checkCode's transaction, under the supplier's lock. */
async function evaluateCode(
  tx: Db,
  now: Date,
  code: PresentedCode,
  customerUserId: number,
  supplierOrganizationId: number,
): Promise<Verdict> {
  const wrong: Verdict = { ok: false, guess: true, msg: SALE_MSG.invalidCode }
  if (code.kind === 'malformed') return wrong
  if (code.kind === 'shared') {
    const found = await sharedCodeMatches(tx, code.hash, customerUserId, supplierOrganizationId)
    return found ? { ok: true, guess: false } : wrong
  }
  const [current] = await tx
    .select()
    .from(purchaseCodes)
    .where(eq(purchaseCodes.userId, customerUserId))
    .for('update')
  if (!current) return wrong
  const live = current.usedAt === null && current.expiresAt > now
  if (!live || current.attempts >= MAX_CODE_ATTEMPTS) {
    // Nothing opens it any more; compared only so the right code presented again is not counted as a guess.
    const guess = !sameHash(current.codeHash, code.hash)
    return { ok: false, guess, msg: live ? SALE_MSG.burnedCode : SALE_MSG.invalidCode }
  }
  if (sameHash(current.codeHash, code.hash)) return { ok: true, guess: false }
  const attempts = current.attempts + 1
  await tx.update(purchaseCodes).set({ attempts }).where(eq(purchaseCodes.id, current.id))
  return {
    ok: false,
    guess: true,
    msg: attempts >= MAX_CODE_ATTEMPTS ? SALE_MSG.burnedCode : SALE_MSG.invalidCode,
  }
}

/**
 * Inside the sale's transaction, after checkCode said yes: a one-time code is consumed with one conditional
 * UPDATE (so of two racing sales only one gets it, and a rollback gives it back); a shared code is checked
 * to still exist. Throws CodeRejection when the code no longer opens the sale (another sale took it, or it
 * was replaced, deleted or burned since). Returns the project chosen for a one-time code (POST
 * /api/projects/assign), which the sale's payment lands in.
 */
export async function redeemCode(
  tx: Db,
  clock: Clock,
  code: PresentedCode,
  customerUserId: number,
  supplierOrganizationId: number,
): Promise<{ projectId: number | null }> {
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
      .returning({ id: purchaseCodes.id, projectId: purchaseCodes.projectId })
    if (consumed.length === 1) return { projectId: consumed[0]!.projectId }
  } else if (code.kind === 'shared') {
    if (await sharedCodeMatches(tx, code.hash, customerUserId, supplierOrganizationId))
      return { projectId: null }
  }
  throw new CodeRejection(code)
}

/**
 * After the rolled-back transaction of a code that checkCode had accepted and redeemCode then refused (it
 * lost a race): the message for the answer. Not a guess (the code was right), so nothing is counted.
 */
export async function codeRejectionMessage(
  db: Db,
  clock: Clock,
  code: PresentedCode,
  customerUserId: number,
): Promise<string> {
  if (code.kind !== 'one-time') return SALE_MSG.invalidCode
  const now = clock.now()
  const [current] = await db.select().from(purchaseCodes).where(eq(purchaseCodes.userId, customerUserId))
  const live = current && current.usedAt === null && current.expiresAt > now
  return live && current.attempts >= MAX_CODE_ATTEMPTS ? SALE_MSG.burnedCode : SALE_MSG.invalidCode
}

/** Under the supplier's lock (checkCode): it has used up its failed code checks for the window. */
async function supplierAtCap(tx: Db, supplierOrganizationId: number, now: Date): Promise<boolean> {
  const [row] = await tx
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
