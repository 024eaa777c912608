import { SALE_MSG } from '@contract/sales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { HOUR } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { forEachDatabase } from './harness'
import {
  creditState,
  expectLedgerBalanced,
  expectRejected,
  newCustomer,
  newSupplier,
  post,
  type TestCustomer,
} from './sales-fixtures'

forEachDatabase('checkout by payment code', (ctx) => {
  const create = async (
    supplierToken: string,
    customer: TestCustomer,
    json: Record<string, unknown> = {},
  ) => {
    const res = await post(ctx, '/api/checkout/create', supplierToken, {
      user_id: customer.userId,
      amount: 1500,
      term: 30,
      reference: 'Carrito 981',
      redirect_url: 'https://tienda.example.mx/gracias?orden=981',
      ...json,
    })
    return res
  }
  const codeOf = async (
    supplierToken: string,
    customer: TestCustomer,
    json: Record<string, unknown> = {},
  ) => {
    const res = await create(supplierToken, customer, json)
    expect(res.status, res.text).toBe(200)
    return res.body.payment_code as string
  }
  const details = (token: string, code: string) => post(ctx, `/api/checkout/get-details/${code}`, token)
  const pay = (token: string, code: string, headers?: Record<string, string>) =>
    post(ctx, `/api/checkout/pay/${code}`, token, undefined, headers ? { headers } : {})
  const notFound = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ msg: SALE_MSG.checkoutNotFound })
  }

  describe('POST /api/checkout/create', () => {
    it('gives the supplier a 12-character code, stored hashed', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const res = await create(supplier.token, customer)
      expect(res.status).toBe(200)
      expect(Object.keys(res.body)).toEqual(['payment_code'])
      const code = res.body.payment_code as string
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/)
      expect(JSON.stringify(await ctx.db.select().from(schema.checkouts))).not.toContain(code)
    })

    it('answers 404 for a user that is not a customer, 422 for a bad body', async () => {
      const supplier = await newSupplier(ctx)
      const res = await post(ctx, '/api/checkout/create', supplier.token, {
        user_id: await ctx.userId('proveedor@demo.mx'),
        amount: 10,
        term: 10,
        reference: null,
        redirect_url: 'https://x.mx',
      })
      expect(res.status).toBe(404)
      expect(res.body.msg).toBe(SALE_MSG.customerNotFound)
      const customer = await newCustomer(ctx)
      for (const redirect_url of ['javascript:alert(1)', 'ftp://x.mx', 'no es url']) {
        const bad = await create(supplier.token, customer, { redirect_url })
        expect(bad.status, redirect_url).toBe(422)
      }
    })
  })

  describe('details and pay', () => {
    it('shows the details to the customer user it was made for, and pays once', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const code = await codeOf(supplier.token, customer)
      const shown = await details(customer.token, code)
      expect(shown.status).toBe(200)
      expect(shown.body).toEqual({
        amount: 1500,
        term: 30,
        payment_code: code,
        supplier_name: supplier.name,
        redirect_url: 'https://tienda.example.mx/gracias?orden=981',
      })
      expect((await details(customer.token, code.toLowerCase())).status).toBe(200)

      const paid = await pay(customer.token, code)
      expect(paid.status).toBe(200)
      expect(paid.body).toMatchObject({ success: true, msg: SALE_MSG.checkoutPaid })
      expect(paid.body.data).toMatchObject({
        amount: 1500,
        term: 30,
        reference: 'Carrito 981',
        status: { id: 1, name: 'pending' },
        supplier: { id: supplier.orgId },
        customer: { id: customer.orgId },
      })
      const state = await expectLedgerBalanced(ctx, customer.orgId)
      expect(state).toMatchObject({ used: 150000, payments: 1, movements: 1 })
      const [payment] = await ctx.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.customerOrganizationId, customer.orgId))
      expect(payment).toMatchObject({ customerUserId: customer.userId, createdBy: supplier.adminId })

      notFound(await pay(customer.token, code))
      notFound(await details(customer.token, code))
      expect(await creditState(ctx, customer.orgId)).toEqual(state)
    })

    it("hides another customer's code, an unknown one and an expired one", async () => {
      const customer = await newCustomer(ctx)
      const stranger = await newCustomer(ctx)
      const colleague = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await codeOf(supplier.token, customer)
      notFound(await details(stranger.token, code))
      notFound(await pay(stranger.token, code))
      for (const bogus of ['AAAAAAAAAAAA', 'abc', '0'.repeat(12), 'A'.repeat(300)]) {
        notFound(await details(customer.token, bogus))
        notFound(await pay(customer.token, bogus))
      }
      // Same business, another user: still not theirs.
      await ctx.db
        .update(schema.users)
        .set({ organizationId: customer.orgId })
        .where(eq(schema.users.id, colleague.userId))
      notFound(await pay(colleague.token, code))
      expect((await creditState(ctx, customer.orgId)).payments).toBe(0)

      const late = await codeOf(supplier.token, customer)
      ctx.clock.advance(24 * HOUR)
      notFound(await details(customer.token, late))
      notFound(await pay(customer.token, late))
      // The first code expired too.
      notFound(await pay(customer.token, code))
    })

    it("checks the customer's limits when paying and leaves the code payable after a refusal", async () => {
      const customer = await newCustomer(ctx, { creditLimit: 1000, transactionLimit: 800, termLimitDays: 15 })
      const supplier = await newSupplier(ctx)
      const tooMuch = await codeOf(supplier.token, customer, { amount: 900, term: 10 })
      expectRejected(await pay(customer.token, tooMuch), SALE_MSG.overTransactionLimit)
      const tooLong = await codeOf(supplier.token, customer, { amount: 100, term: 16 })
      expectRejected(await pay(customer.token, tooLong), SALE_MSG.overTermLimit)
      const first = await codeOf(supplier.token, customer, { amount: 700, term: 10 })
      const second = await codeOf(supplier.token, customer, { amount: 700, term: 10 })
      expect((await pay(customer.token, first)).body.success).toBe(true)
      const before = await creditState(ctx, customer.orgId)
      expectRejected(await pay(customer.token, second), SALE_MSG.overAvailable)
      expect(await creditState(ctx, customer.orgId)).toEqual(before)
      expect((await details(customer.token, second)).status).toBe(200)
    })

    it('honours Idempotency-Key on pay', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await codeOf(supplier.token, customer)
      const headers = { 'Idempotency-Key': 'pago-checkout-1' }
      const first = await pay(customer.token, code, headers)
      const second = await pay(customer.token, code, headers)
      expect(first.body.success).toBe(true)
      expect(second.text).toBe(first.text)
      expect((await creditState(ctx, customer.orgId)).payments).toBe(1)
    })

    it('is for customer users only; creating is for suppliers only', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await codeOf(supplier.token, customer)
      for (const actor of ['admin-supplier', 'vendor-supplier', 'admin', 'vendor'] as const) {
        const token = await ctx.as(actor)
        expect((await details(token, code)).status).toBe(403)
        expect((await pay(token, code)).status).toBe(403)
      }
      expect((await create(customer.token, customer)).status).toBe(403)
    })
  })
})
