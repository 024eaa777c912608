import { SALE_MSG } from '@contract/sales'
import { and, eq, gte, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { reservedCreditLines } from '../../db/schema'
import {
  CodeRejection,
  checkCode,
  codeRejectionMessage,
  presentedCode,
  redeemCode,
} from '../codes/purchase-codes'
import type { CodeKeys } from '../codes/secret'
import { chargeCredit } from '../credit'
import type { CustomerAccount } from '../customers'
import { isRefusal, notFound, refused } from '../errors'
import { isLiveLine } from '../live-reserved-lines'
import { freshCustomer } from '../reserved-line-release'
import { owedToSupplier } from './owed'
import {
  type BuyChecks,
  checkCanBuy,
  checkSupplierTerms,
  type OnCommit,
  type SaleAnswer,
  type SupplierTerms,
} from './rules'

export type SaleDeps = { db: Db; clock: Clock; keys: CodeKeys }

/** What opens the sale, claimed first inside the transaction. */
export type SaleClaim =
  /**
   * The customer's one-time purchase code or shared code, as the supplier typed it. Before the transaction,
   * checkCode (the one guard of customer codes) checks the supplier's failure cap and evaluates the code,
   * counting a wrong try before anything is compared; inside, the code is redeemed.
   */
  | { kind: 'customer-code'; token: string }
  /** Something the caller claims with its own conditional UPDATE (a checkout's payment code); throws to refuse. */
  | { kind: 'own'; claim: (tx: Db, now: Date) => Promise<void> }
  /** Nothing: the source (a reserved line) was opened with the customer's code when it was reserved. */
  | { kind: 'none' }

/** Where the amount comes from, taken last in the transaction. */
export type SaleSource =
  /** The customer's available credit: a movement of this kind and the conditional UPDATE of credit_lines. */
  | { kind: 'credit'; movement: 'sale' | 'reserve' }
  /** One reserved line's `available` (already counted in the customer's `used`): its conditional UPDATE. */
  | { kind: 'reserved-line'; lineId: number }

/** What the claim brought besides opening the sale. */
export type Claimed = { projectId: number | null }

/** What `write` inserted: the answer's data and the ids the credit movement points to. */
export type Written<T> = { data: T; paymentId?: number; reservedCreditLineId?: number }

export type Sale<T> = {
  supplierOrganizationId: number
  /** The supplier's own limits, besides the customer's (docs/decisions.md#supplier-credit-terms). */
  supplierTerms: SupplierTerms
  customerUserId: number
  /** The user the credit movement records. */
  actorUserId: number
  claim: SaleClaim
  /** The customer's rules; `amount` (centavos) is also what the source gives. */
  checks: BuyChecks
  source: SaleSource
  /**
   * Inserts what is sold (the payment, or the reserved line) inside the transaction; `claimed.projectId` is the
   * project the customer chose for the redeemed one-time code (the payment lands in it).
   */
  write: (tx: Db, customer: CustomerAccount, now: Date, claimed: Claimed) => Promise<Written<T>>
  /** The message of the success answer. */
  msg: string
  /** Stores the Idempotency-Key answer inside the transaction. */
  onCommit?: OnCommit
  /**
   * Without it, an unknown customer is the refusal `customerNotFound`; with it, a 404 with this message
   * (the customer is the signed-in user, as in checkout).
   */
  customerNotFoundMsg?: string
}

/**
 * The one sale transaction, for sales, checkout payments, reserved lines and sales drawn from them. Before
 * it: the customer (expired lines released); then, for customer-code claims only, checkCode in a short
 * transaction of its own under the supplier's advisory lock: the supplier's code-failure cap (the one check of
 * it, answered before an unknown customer is), then the code compared and a wrong try counted (the code's row
 * locked, its attempts and the supplier's failures written before the lock is released). Then ONE
 * transaction:
 *   1. the claim: a one-time code checkCode accepted is consumed by a conditional UPDATE, a shared code is
 *      matched again, or the caller's own claim runs;
 *   2. the customer's rules (active, not overdue, term and per-sale limits as asked), then the supplier's
 *      per-sale limit and longest term;
 *   3. `write` inserts the payment (or line), and the Idempotency-Key answer is stored;
 *   4. the source gives the amount with one conditional UPDATE (`credit_limit − used ≥ amount`, or the
 *      reserved line's `available ≥ amount`), last, so the hot row is locked only until commit;
 *   5. when the supplier caps what one client may owe it, that sum read under the lock of step 4.
 * Any refusal throws inside and rolls all of it back (the code stays unused, nothing is stored) and is
 * answered `{success: false, msg}`; a customer code that lost a race to another sale in between is answered
 * after the rollback (not a guess: it was right, nothing is counted).
 * Any other error (a 404, a bug) thrown inside propagates after the rollback.
 */
export async function runSale<T>(deps: SaleDeps, sale: Sale<T>): Promise<SaleAnswer<T>> {
  const { db, clock, keys } = deps
  const { claim, supplierOrganizationId } = sale
  const customer = await freshCustomer(db, clock, sale.customerUserId)
  const code =
    claim.kind === 'customer-code' && customer ? presentedCode(keys, customer.userId, claim.token) : null
  if (claim.kind === 'customer-code') {
    // The one guard of customer codes: the supplier's cap (also for an unknown customer), then the code
    // counted before it is compared.
    const checked = await checkCode(
      db,
      clock,
      supplierOrganizationId,
      code && customer ? { code, customerUserId: customer.userId } : null,
    )
    if (!checked.ok) return { success: false, msg: checked.msg }
  }
  if (!customer) {
    if (sale.customerNotFoundMsg !== undefined) throw notFound(sale.customerNotFoundMsg)
    return { success: false, msg: SALE_MSG.customerNotFound }
  }
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now()
      let claimed: Claimed = { projectId: null }
      if (code) claimed = await redeemCode(tx, clock, code, customer.userId, supplierOrganizationId)
      else if (claim.kind === 'own') await claim.claim(tx, now)
      checkCanBuy(customer, sale.checks)
      checkSupplierTerms(sale.supplierTerms, sale.checks)
      const written = await sale.write(tx, customer, now, claimed)
      const answer = { success: true as const, msg: sale.msg, data: written.data }
      await sale.onCommit?.(tx, 200, answer)
      // Last: the credit line (or reserved line) stays locked from here to commit.
      await take(tx, clock, customer, sale, written, now)
      await checkClientCredit(tx, customer, sale)
      return answer
    })
  } catch (error) {
    if (code && error instanceof CodeRejection) {
      const msg = await codeRejectionMessage(db, clock, code, customer.userId)
      return { success: false, msg }
    }
    if (isRefusal(error)) return { success: false, msg: error.msg }
    throw error
  }
}

/**
 * Step 5, after the credit was taken: what the customer owes the supplier at once, with this sale or line in
 * it, within the supplier's `clientCreditLimit`, else a refusal (which rolls the transaction back). Only a
 * charge to the customer's credit adds to it (a sale drawn from a reserved line moves what the line already
 * counted). Read under the customer's credit line lock that `take` holds: every charge of the customer waits
 * for it, so of two racing sales the second reads what the first committed.
 */
async function checkClientCredit<T>(tx: Db, customer: CustomerAccount, sale: Sale<T>): Promise<void> {
  const limit = sale.supplierTerms.clientCreditLimit
  if (limit === null || sale.source.kind !== 'credit') return
  const owed = await owedToSupplier(tx, customer.organizationId, sale.supplierOrganizationId)
  if (owed > limit) throw refused(SALE_MSG.overSupplierClientCredit)
}

/** Step 4: the amount from the source, or a refusal (which rolls the transaction back). */
async function take<T>(
  tx: Db,
  clock: Clock,
  customer: CustomerAccount,
  sale: Sale<T>,
  written: Written<T>,
  now: Date,
): Promise<void> {
  const { amount } = sale.checks
  const { source } = sale
  if (source.kind === 'credit') {
    const charged = await chargeCredit(tx, customer.creditLine!.id, {
      customerOrganizationId: customer.organizationId,
      amount,
      kind: source.movement,
      paymentId: written.paymentId ?? null,
      reservedCreditLineId: written.reservedCreditLineId ?? null,
      createdBy: sale.actorUserId,
      now,
    })
    if (!charged) throw refused(SALE_MSG.overAvailable)
    return
  }
  const today = mxToday(clock)
  const [drawn] = await tx
    .update(reservedCreditLines)
    .set({ available: sql`${reservedCreditLines.available} - ${amount}` })
    .where(
      and(
        eq(reservedCreditLines.id, source.lineId),
        isLiveLine(today),
        gte(reservedCreditLines.available, amount),
      ),
    )
    .returning({ id: reservedCreditLines.id })
  if (drawn) return
  const [line] = await tx
    .select({ active: reservedCreditLines.active, expirationDate: reservedCreditLines.expirationDate })
    .from(reservedCreditLines)
    .where(eq(reservedCreditLines.id, source.lineId))
  const usable = line?.active && line.expirationDate >= today
  throw refused(usable ? SALE_MSG.lineInsufficient : SALE_MSG.lineNotActive)
}
