import { SALE_MSG } from '@contract/sales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { MAX_SUPPLIER_CODE_FAILURES } from '../../server/domain/codes/purchase-codes'
import { codeKeys } from '../../server/domain/codes/secret'
import { notFound } from '../../server/domain/errors'
import { insertPayment, loadSupplier, type OnCommit } from '../../server/domain/payments/rules'
import { runSale, type Sale, type SaleDeps } from '../../server/domain/payments/sale-transaction'
import { forEachDatabase } from './harness'
import { issueCode, newCustomer, newSupplier, reserveLine, type TestCustomer } from './sales-fixtures'

/**
 * runSale on its own: whatever refuses inside the transaction, after the code was claimed, the row written
 * and the Idempotency-Key answer staged, leaves every table as it was and the code usable.
 */
forEachDatabase('sale transaction', (ctx) => {
  const deps = async (): Promise<SaleDeps> => ({
    db: ctx.db,
    clock: ctx.clock,
    keys: await codeKeys(ctx.db, ctx.config.codeSecret, ctx.clock),
  })

  /** Stages an idempotency row in the transaction, as the Idempotency-Key middleware does. */
  const staging = (userId: number) => {
    const staged = { calls: 0 }
    const onCommit: OnCommit = async (tx, status, answer) => {
      staged.calls++
      const now = ctx.clock.now()
      await tx.insert(schema.idempotencyKeys).values({
        userId,
        key: `prueba-${staged.calls}-${now.getTime()}-${Math.random()}`,
        fingerprint: 'f',
        leaseToken: 'l',
        lockedAt: now,
        statusCode: status,
        responseBody: JSON.stringify(answer),
        createdAt: now,
        expiresAt: now,
      })
    }
    return { staged, onCommit }
  }

  /** A sale of `pesos` that writes one payment row. */
  const paymentSale = async (
    supplierId: number,
    customer: TestCustomer,
    actor: number,
    pesos: number,
    rest: Pick<Sale<number>, 'claim' | 'source'> & { onCommit?: OnCommit },
  ): Promise<Sale<number>> => {
    const supplier = (await loadSupplier(ctx.db, supplierId))!
    const amount = Math.round(pesos * 100)
    return {
      supplierOrganizationId: supplierId,
      supplierTerms: supplier.terms,
      customerUserId: customer.userId,
      actorUserId: actor,
      checks: { amount, term: 10, transactionLimit: true },
      msg: SALE_MSG.saleCreated,
      ...rest,
      write: async (tx, buyer) => {
        const payment = await insertPayment(tx, ctx.clock, {
          customer: buyer,
          supplier,
          amount,
          term: 10,
          reference: null,
          createdBy: actor,
          reservedCreditLineId: rest.source.kind === 'reserved-line' ? rest.source.lineId : null,
        })
        return { data: payment.id, paymentId: payment.id }
      },
    }
  }

  const codeRow = async (customer: TestCustomer) => {
    const [row] = await ctx.db
      .select({ usedAt: schema.purchaseCodes.usedAt, attempts: schema.purchaseCodes.attempts })
      .from(schema.purchaseCodes)
      .where(eq(schema.purchaseCodes.userId, customer.userId))
    return row
  }

  describe('a refusal after the claim rolls everything back', () => {
    it('credit short: the code is not burned or counted, credit, payments and idempotency rows unchanged', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 500, transactionLimit: 1000 })
      const supplier = await newSupplier(ctx)
      const token = await issueCode(ctx, customer)
      const { staged, onCommit } = staging(supplier.adminId)
      const before = await ctx.tableCounts()
      const claim = { kind: 'customer-code', token } as const
      const source = { kind: 'credit', movement: 'sale' } as const
      const refused = await runSale(
        await deps(),
        await paymentSale(supplier.orgId, customer, supplier.adminId, 500.01, { claim, source, onCommit }),
      )
      expect(refused).toEqual({ success: false, msg: SALE_MSG.overAvailable })
      expect(staged.calls).toBe(1)
      expect(await ctx.tableCounts()).toEqual(before)
      expect(await codeRow(customer)).toEqual({ usedAt: null, attempts: 0 })

      // The same code still opens a sale that fits; then it is used.
      const sold = await runSale(
        await deps(),
        await paymentSale(supplier.orgId, customer, supplier.adminId, 500, { claim, source, onCommit }),
      )
      expect(sold).toMatchObject({ success: true, msg: SALE_MSG.saleCreated })
      expect((await codeRow(customer))?.usedAt).not.toBeNull()
      const [line] = await ctx.db
        .select({ used: schema.creditLines.used })
        .from(schema.creditLines)
        .where(eq(schema.creditLines.organizationId, customer.orgId))
      expect(line?.used).toBe(50_000)
    })

    it('reserved line short: the payment written before the draw is rolled back, the line is unchanged', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const lineId = await reserveLine(ctx, supplier, customer, 1000, 10)
      const { staged, onCommit } = staging(supplier.adminId)
      const before = await ctx.tableCounts()
      const source = { kind: 'reserved-line', lineId } as const
      const refused = await runSale(
        await deps(),
        await paymentSale(supplier.orgId, customer, supplier.adminId, 1000.01, {
          claim: { kind: 'none' },
          source,
          onCommit,
        }),
      )
      expect(refused).toEqual({ success: false, msg: SALE_MSG.lineInsufficient })
      expect(staged.calls).toBe(1)
      expect(await ctx.tableCounts()).toEqual(before)
      const [line] = await ctx.db
        .select({ available: schema.reservedCreditLines.available })
        .from(schema.reservedCreditLines)
        .where(eq(schema.reservedCreditLines.id, lineId))
      expect(line?.available).toBe(100_000)
    })

    it("a caller's own claim that finds nothing is a 404 after the rollback, not a refusal", async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const before = await ctx.tableCounts()
      const sale = await paymentSale(supplier.orgId, customer, customer.userId, 10, {
        claim: {
          kind: 'own',
          claim: async (tx, now) => {
            await tx
              .insert(schema.codeFailures)
              .values({ supplierOrganizationId: supplier.orgId, failedAt: now })
            throw notFound(SALE_MSG.checkoutNotFound)
          },
        },
        source: { kind: 'credit', movement: 'sale' },
      })
      await expect(runSale(await deps(), sale)).rejects.toMatchObject({
        status: 404,
        msg: SALE_MSG.checkoutNotFound,
      })
      expect(await ctx.tableCounts()).toEqual(before)
    })
  })

  it('caps failed code checks per supplier for code claims only, answered before an unknown customer is', async () => {
    const customer = await newCustomer(ctx)
    const supplier = await newSupplier(ctx)
    const now = ctx.clock.now()
    await ctx.db.insert(schema.codeFailures).values(
      Array.from({ length: MAX_SUPPLIER_CODE_FAILURES }, () => ({
        supplierOrganizationId: supplier.orgId,
        failedAt: now,
      })),
    )
    const source = { kind: 'credit', movement: 'sale' } as const
    const throttled = await runSale(await deps(), {
      ...(await paymentSale(supplier.orgId, customer, supplier.adminId, 10, {
        claim: { kind: 'customer-code', token: await issueCode(ctx, customer) },
        source,
      })),
      customerUserId: 2_000_000_000,
    })
    expect(throttled).toEqual({ success: false, msg: SALE_MSG.supplierThrottled })
    const unthrottled = await runSale(
      await deps(),
      await paymentSale(supplier.orgId, customer, supplier.adminId, 10, { claim: { kind: 'none' }, source }),
    )
    expect(unthrottled).toMatchObject({ success: true })
  })
})
