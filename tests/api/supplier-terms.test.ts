import { PAYMENT_STATUS } from '@contract/payments'
import { SALE_MSG } from '@contract/sales'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { forEachDatabase, type TestContext } from './harness'
import {
  creditState,
  expectLedgerBalanced,
  expectRejected,
  issueCode,
  newCustomer,
  newSupplier,
  post,
  reserveLine,
  sell,
  sharedCode,
  type TestCustomer,
  type TestSupplier,
} from './sales-fixtures'

/** A supplier's own credit terms (docs/decisions.md#supplier-credit-terms), in pesos and days. */
type Terms = { clientCredit?: number; perSale?: number; maxTermDays?: number }

const setTerms = (ctx: TestContext, supplier: TestSupplier, terms: Terms) =>
  ctx.db
    .update(schema.organizations)
    .set({
      clientCreditLimit: terms.clientCredit === undefined ? null : terms.clientCredit * 100,
      saleLimit: terms.perSale === undefined ? null : terms.perSale * 100,
      maxTermDays: terms.maxTermDays ?? null,
    })
    .where(eq(schema.organizations.id, supplier.orgId))

const profileOf = async (ctx: TestContext, token: string) => {
  const res = await ctx.request('GET', '/api/suppliers/get-business-information', { token })
  expect(res.status, res.text).toBe(200)
  return res.body.data as Record<string, unknown>
}

/** Centavos the customer owes the supplier, counted from the rows. */
const owed = async (ctx: TestContext, customer: TestCustomer, supplier: TestSupplier) => {
  const [capital] = await ctx.db
    .select({ c: sql<string | null>`sum(${schema.payments.amount} - ${schema.payments.paidAmount})` })
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.customerOrganizationId, customer.orgId),
        eq(schema.payments.supplierOrganizationId, supplier.orgId),
        sql`${schema.payments.statusId} not in (3, 6, 7, 8)`,
      ),
    )
  const [reserved] = await ctx.db
    .select({ c: sql<string | null>`sum(${schema.reservedCreditLines.available})` })
    .from(schema.reservedCreditLines)
    .where(
      and(
        eq(schema.reservedCreditLines.customerOrganizationId, customer.orgId),
        eq(schema.reservedCreditLines.supplierOrganizationId, supplier.orgId),
        eq(schema.reservedCreditLines.active, true),
      ),
    )
  return Number(capital?.c ?? 0) + Number(reserved?.c ?? 0)
}

forEachDatabase('supplier credit terms', (ctx) => {
  const sale = async (
    supplier: TestSupplier,
    customer: TestCustomer,
    amount: number,
    term = 30,
    token?: string,
  ) =>
    sell(ctx, supplier.token, {
      user_id: customer.userId,
      amount,
      term,
      token: token ?? (await issueCode(ctx, customer)),
    })

  describe('the profile', () => {
    it('answers the demo supplier its own terms: $300,000 a client, $100,000 a sale, 90 days, 3 %', async () => {
      expect(await profileOf(ctx, await ctx.as('admin-supplier'))).toMatchObject({
        credit_limit: 300_000,
        transaction_limit: 100_000,
        term_limit: 90,
        penalty_percentage: 3,
      })
      // Its vendor-supplier reads the same business; a builder still gets its credit line's terms.
      expect(await profileOf(ctx, await ctx.as('vendor-supplier'))).toMatchObject({ credit_limit: 300_000 })
      expect(await profileOf(ctx, await ctx.as('admin-customer'))).toMatchObject({
        credit_limit: 250_000,
        transaction_limit: 80_000,
        term_limit: 60,
        penalty_percentage: null,
      })
    })

    it('answers null for a term the supplier sets none of', async () => {
      const supplier = await newSupplier(ctx)
      expect(await profileOf(ctx, supplier.token)).toMatchObject({
        credit_limit: null,
        transaction_limit: null,
        term_limit: null,
        penalty_percentage: 0,
      })
      await setTerms(ctx, supplier, { perSale: 2500.5 })
      expect(await profileOf(ctx, supplier.token)).toMatchObject({
        credit_limit: null,
        transaction_limit: 2500.5,
        term_limit: null,
      })
    })
  })

  describe('a sale', () => {
    it("over the supplier's per-sale limit or longest term is refused and changes nothing; the code survives", async () => {
      const customer = await newCustomer(ctx, {
        creditLimit: 50_000,
        transactionLimit: 20_000,
        termLimitDays: 90,
      })
      const supplier = await newSupplier(ctx)
      await setTerms(ctx, supplier, { perSale: 1000, maxTermDays: 30 })
      const code = await issueCode(ctx, customer)
      const before = await creditState(ctx, customer.orgId)
      expectRejected(await sale(supplier, customer, 1000.01, 30, code), SALE_MSG.overSupplierSaleLimit)
      expectRejected(await sale(supplier, customer, 1000, 31, code), SALE_MSG.overSupplierTerm)
      expect(await creditState(ctx, customer.orgId)).toEqual(before)
      const ok = await sale(supplier, customer, 1000, 30, code)
      expect(ok.body.success, ok.text).toBe(true)
      // Another supplier without terms of its own sells within the customer's line only.
      const other = await newSupplier(ctx)
      expect((await sale(other, customer, 5000, 60)).body.success).toBe(true)
    })

    it('keeps what one client owes the supplier within its client credit limit; paid sales free it again', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000, transactionLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      await setTerms(ctx, supplier, { clientCredit: 1000 })
      const first = await sale(supplier, customer, 600)
      expect(first.body.success, first.text).toBe(true)
      const before = await creditState(ctx, customer.orgId)
      expectRejected(await sale(supplier, customer, 400.01), SALE_MSG.overSupplierClientCredit)
      expect(await creditState(ctx, customer.orgId)).toEqual(before)
      expect((await sale(supplier, customer, 400)).body.success).toBe(true)
      expect(await owed(ctx, customer, supplier)).toBe(100_000)
      // A reserved line counts as owed too.
      const reserved = await post(ctx, '/api/reserved-credit-line/create', supplier.token, {
        user_id: customer.userId,
        amount: 1,
        days: 10,
        token: await issueCode(ctx, customer),
      })
      expectRejected(reserved, SALE_MSG.overSupplierClientCredit)
      // What the customer owes another supplier does not count.
      const other = await newSupplier(ctx)
      expect((await sale(other, customer, 3000)).body.success).toBe(true)
      // Once the first purchase is paid, its capital is free again.
      await ctx.db
        .update(schema.payments)
        .set({ statusId: PAYMENT_STATUS.paid })
        .where(eq(schema.payments.id, (first.body.data as { id: number }).id))
      expect((await sale(supplier, customer, 600)).body.success).toBe(true)
      expect(await owed(ctx, customer, supplier)).toBe(100_000)
      await expectLedgerBalanced(ctx, customer.orgId)
    })

    it("drawn from a reserved line keeps the supplier's per-sale limit and longest term; it owes nothing new", async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000, transactionLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const line = await reserveLine(ctx, supplier, customer, 2000, 10)
      await setTerms(ctx, supplier, { clientCredit: 2000, perSale: 800, maxTermDays: 15 })
      const draw = (amount: number, term: number) =>
        post(ctx, '/api/payments/create-on-reserved-credit-line', supplier.token, {
          reserved_credit_line_id: line,
          amount,
          term,
        })
      expectRejected(await draw(800.01, 15), SALE_MSG.overSupplierSaleLimit)
      expectRejected(await draw(800, 16), SALE_MSG.overSupplierTerm)
      // Owed stays at the line's 2 000: a draw moves part of the line into a purchase.
      const ok = await draw(800, 15)
      expect(ok.body.success, ok.text).toBe(true)
      expect(await owed(ctx, customer, supplier)).toBe(200_000)
    })

    it('paid at checkout keeps the terms of the supplier that made the code', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000, transactionLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      await setTerms(ctx, supplier, { perSale: 1000 })
      const created = await post(ctx, '/api/checkout/create', supplier.token, {
        user_id: customer.userId,
        amount: 1500,
        term: 30,
        reference: 'Carrito 12',
        redirect_url: 'https://tienda.example.mx/gracias',
      })
      expect(created.status, created.text).toBe(200)
      const code = created.body.payment_code as string
      expectRejected(
        await post(ctx, `/api/checkout/pay/${code}`, customer.token),
        SALE_MSG.overSupplierSaleLimit,
      )
    })
  })

  describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
    it('of 20 concurrent sales to one client, exactly those within its client credit limit pass', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 100_000, transactionLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      await setTerms(ctx, supplier, { clientCredit: 1000 })
      const code = await sharedCode(ctx, customer, supplier.orgId)
      const tokens = [supplier.token, supplier.vendorToken]
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sell(ctx, tokens[i % 2]!, { user_id: customer.userId, amount: 100, term: 30, token: code }),
        ),
      )
      const passed = answers.filter((res) => res.body.success === true).length
      const refused = answers.filter((res) => res.body.msg === SALE_MSG.overSupplierClientCredit).length
      expect({ passed, refused }).toEqual({ passed: 10, refused: 10 })
      expect(await owed(ctx, customer, supplier)).toBe(100_000)
      await expectLedgerBalanced(ctx, customer.orgId)
    })
  })
})
