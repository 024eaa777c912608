import { MSG } from '@contract/messages'
import type { TotalPaymentsByUser } from '@contract/paymentActions'
import { type Resume, resumeSchema } from '@contract/resume'
import { CUSTOMER_RESUME_KEYS, SUPPLIER_RESUME_KEYS } from '@contract/resumeKeys'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import * as schema from '../../server/db/schema'
import { creditLines } from '../../server/db/schema'
import { forEachDatabase } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

forEachDatabase('GET /api/payments/resume', (ctx) => {
  const resume = (token?: string) => ctx.request('GET', '/api/payments/resume', { token })

  describe('the demo accounts (today 2025-03-10 in Mexico City)', () => {
    it('gives the demo customers their available credit and purchase counters', async () => {
      for (const actor of ['admin-customer', 'customer'] as const) {
        const res = await resume(await ctx.as(actor))
        expect(res.status).toBe(200)
        expect(z.safeParse(resumeSchema, res.body).success).toBe(true)
        expect(res.body).toEqual({
          amount_available: 195198.85,
          total_reserved_credit_lines: 0,
          purchases_to_expired_total: 4,
          purchases_to_pay_amount: 54801.15,
          purchases_month_total: 6,
          purchases_paid_month_amount: 9750,
          purchases_expired_total: 4,
          credit_block: null,
        })
        expect(Object.keys(res.body).sort()).toEqual(
          ['amount_available', 'total_reserved_credit_lines', ...CUSTOMER_RESUME_KEYS, 'credit_block'].sort(),
        )
      }
      const other = await resume(await ctx.as('other-customer'))
      // Obras Hidalgo's counters include the purchase due this Sunday (the weekly statement's demo row).
      expect(other.body).toEqual({
        amount_available: 99420,
        total_reserved_credit_lines: 0,
        purchases_to_expired_total: 2,
        purchases_to_pay_amount: 20580,
        purchases_month_total: 4,
        purchases_paid_month_amount: 2350,
        purchases_expired_total: 2,
        credit_block: null,
      })
    })

    it('gives the demo suppliers their sales counters and what their customers can still buy', async () => {
      for (const actor of ['admin-supplier', 'vendor-supplier'] as const) {
        const res = await resume(await ctx.as(actor))
        expect(res.status).toBe(200)
        expect(res.body).toEqual({
          // Constructora Robles' available credit; Construcciones Vega reported a non-payment: it cannot buy.
          amount_available: 195198.85,
          total_reserved_credit_lines: 0,
          sales_receivable_amount: 61101.15,
          sales_receivable_total: 18,
          sales_month_total: 6,
          sales_month_amount: 19180.25,
          sales_to_confirm_total: 2,
        })
        expect(Object.keys(res.body).sort()).toEqual(
          ['amount_available', 'total_reserved_credit_lines', ...SUPPLIER_RESUME_KEYS].sort(),
        )
      }
      const other = await resume(await ctx.as('other-supplier'))
      expect(other.body).toEqual({
        amount_available: 99420,
        total_reserved_credit_lines: 0,
        sales_receivable_amount: 27430,
        sales_receivable_total: 10,
        sales_month_total: 4,
        sales_month_amount: 12840,
        sales_to_confirm_total: 1,
      })
    })

    it('subtracts the used credit exactly, in centavos', async () => {
      const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
      const [line] = await ctx.db
        .select({ used: creditLines.used })
        .from(creditLines)
        .where(eq(creditLines.organizationId, organizationId))
      await ctx.db
        .update(creditLines)
        .set({ used: 1_234_567 })
        .where(eq(creditLines.organizationId, organizationId))
      try {
        const res = await resume(await ctx.as('customer'))
        expect(res.body.amount_available).toBe(237654.33)
      } finally {
        await ctx.db
          .update(creditLines)
          .set({ used: line!.used })
          .where(eq(creditLines.organizationId, organizationId))
      }
    })
  })

  describe('counters on payments of every kind', () => {
    let supplier: TestSupplier
    let other: TestSupplier
    let x: TestCustomer
    let y: TestCustomer
    let z2: TestCustomer
    let reported: number

    beforeAll(async () => {
      supplier = await newSupplier(ctx)
      other = await newSupplier(ctx)
      x = await newCustomer(ctx)
      y = await newCustomer(ctx, { creditLimit: 20_000 })
      z2 = await newCustomer(ctx, { creditLimit: 5_000 })
      const pay = (
        customer: TestCustomer,
        status: number,
        amount: number,
        purchase: string,
        expiration: string,
        paymentDate?: string,
      ) =>
        seedPayment(ctx, {
          customer,
          supplier,
          status,
          amount,
          term: 30,
          purchase,
          expiration,
          ...(paymentDate ? { paymentDate } : {}),
          createdAt: `${purchase}T17:00:00Z`,
        })
      // Today is 2025-03-10; this month runs from 2025-03-01.
      await pay(x, 1, 100_000, '2025-03-01', '2025-03-17') // about to expire (today + 7, inclusive)
      await pay(x, 1, 200_000, '2025-02-20', '2025-03-18') // pending, not yet about to expire
      await pay(x, 2, 30_000, '2025-03-05', '2025-04-04') // to confirm
      await pay(x, 3, 40_000, '2025-02-10', '2025-03-12', '2025-03-02') // paid this month
      await pay(x, 4, 5_000, '2025-02-01', '2025-03-03') // expired
      reported = await pay(x, 5, 6_000, '2025-01-01', '2025-01-31') // non-payment: x cannot buy
      await pay(x, 10, 7_000, '2024-12-01', '2024-12-31') // not reported
      await pay(x, 9, 8_000, '2025-03-10', '2025-04-09') // rejected proof: still owed
      await pay(x, 7, 9_000, '2025-02-28', '2025-03-30', '2025-03-09') // paid to the funder this month
      await pay(x, 3, 10_000, '2025-01-28', '2025-02-27', '2025-02-27') // paid last month
      await pay(x, 1, 500, '2025-03-10', '2025-03-10') // due today: about to expire
      await pay(y, 3, 1_000, '2025-01-15', '2025-02-14', '2025-02-01')
      await ctx.db.update(creditLines).set({ used: 123_456 }).where(eq(creditLines.organizationId, y.orgId))
      // z2 holds a reserved line of the supplier and has never bought: still one of its customers.
      await ctx.db.insert(schema.reservedCreditLines).values({
        supplierOrganizationId: supplier.orgId,
        customerOrganizationId: z2.orgId,
        customerUserId: z2.userId,
        amount: 100_000,
        available: 100_000,
        days: 30,
        expirationDate: '2025-04-01',
        createdBy: supplier.adminId,
      })
      await ctx.db.update(creditLines).set({ used: 100_000 }).where(eq(creditLines.organizationId, z2.orgId))
    })

    it('counts a supplier’s receivable, this month’s sales and those to confirm', async () => {
      const res = await resume(supplier.token)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        // y: 20 000 − 1 234.56; z2: 5 000 − 1 000 reserved (listed apart); x has a non-payment: left out.
        amount_available: 22765.44,
        total_reserved_credit_lines: 1000,
        sales_receivable_total: 8,
        sales_receivable_amount: 3565,
        sales_month_total: 4,
        sales_month_amount: 1385,
        sales_to_confirm_total: 1,
      })
      const stranger = await resume(other.token)
      expect(stranger.body).toMatchObject({
        amount_available: 0,
        sales_receivable_total: 0,
        sales_receivable_amount: 0,
        sales_month_total: 0,
        sales_month_amount: 0,
        sales_to_confirm_total: 0,
      })
    })

    it('counts a customer’s purchases about to expire, to pay, this month, paid this month and overdue', async () => {
      const res = await resume(x.token)
      expect(res.body).toEqual({
        // x has a reported non-payment: blocked, nothing to buy with (docs/decisions.md#credit-block).
        amount_available: 0,
        total_reserved_credit_lines: 0,
        purchases_to_expired_total: 2,
        purchases_to_pay_amount: 3565,
        purchases_month_total: 4,
        purchases_paid_month_amount: 490,
        purchases_expired_total: 3,
        credit_block: {
          purchases: [{ id: reported, supplier_business_name: supplier.name, amount_pending: 60 }],
          purchases_total: 1,
          amount_pending: 60,
          // The seeded rows take no credit: 100 000 available, plus the reported capital once paid.
          amount_available_when_cleared: 100060,
        },
      })
    })

    it('moves due payments first: a pending payment due yesterday counts as expired', async () => {
      const fresh = await newCustomer(ctx)
      await seedPayment(ctx, {
        customer: fresh,
        supplier: other,
        status: 1,
        amount: 1_000,
        term: 10,
        purchase: '2025-02-27',
        expiration: '2025-03-09',
        createdAt: '2025-02-27T17:00:00Z',
      })
      const res = await resume(fresh.token)
      expect(res.body).toMatchObject({ purchases_to_expired_total: 0, purchases_expired_total: 1 })
    })
  })

  describe('GET /api/payments/get-total-payments-by-user', () => {
    const total = (token: string) => ctx.request('GET', '/api/payments/get-total-payments-by-user', { token })

    it('counts each sale of the month once, for its seller: the attributed vendor, else who registered it', async () => {
      const supplier = await newSupplier(ctx)
      const customer = await newCustomer(ctx)
      const vendorB = `vendedora.b.${supplier.orgId}@test.mx`
      const vendorBId = await ctx.createUser({
        organizationId: supplier.orgId,
        role: 'vendor-supplier',
        name: 'Vendedora',
        lastName: 'B',
        email: vendorB,
        password: null,
      })
      const sale = async (
        amount: number,
        purchase: string,
        by: number,
        vendor: number | null,
        status = 1,
      ) => {
        const id = await seedPayment(ctx, {
          customer,
          supplier,
          status,
          amount,
          term: 30,
          purchase,
          expiration: '2025-04-30',
          createdAt: `${purchase}T17:00:00Z`,
        })
        await ctx.db
          .update(schema.payments)
          .set({ createdBy: by, vendorUserId: vendor })
          .where(eq(schema.payments.id, id))
      }
      await sale(100_050, '2025-03-01', supplier.adminId, null) // no vendor: the admin who registered it
      await sale(20_000, '2025-03-10', supplier.adminId, supplier.vendorId) // registered by the admin for A: A's only
      await sale(3_000, '2025-03-05', supplier.vendorId, supplier.vendorId) // A's own
      await sale(4_000, '2025-03-07', supplier.adminId, vendorBId, 2) // B's, whatever its status
      await sale(999_999, '2025-02-28', supplier.adminId, null) // last month
      const admin = (await total(supplier.token)).body as TotalPaymentsByUser
      const a = (await total(supplier.vendorToken)).body as TotalPaymentsByUser
      const b = (await total(await ctx.tokenFor(vendorB))).body as TotalPaymentsByUser
      expect(admin).toEqual({ total: 1000.5, count: 1 })
      expect(a).toEqual({ total: 230, count: 2 })
      expect(b).toEqual({ total: 40, count: 1 })
      // The business's month is the sum over its sellers: every sale has exactly one.
      const business = (await resume(supplier.token)).body as Resume
      expect(business).toMatchObject({ sales_month_total: 4, sales_month_amount: 1270.5 })
      expect(admin.count + a.count + b.count).toBe(business.sales_month_total)
      expect(Math.round((admin.total + a.total + b.total) * 100)).toBe(
        Math.round(business.sales_month_amount! * 100),
      )
      // The customer user who bought: this month's purchases.
      expect((await total(customer.token)).body).toEqual({ total: 1270.5, count: 4 })
      const colleague = await ctx.createUser({
        organizationId: customer.orgId,
        role: 'customer',
        name: 'Colega',
        email: `colega.${customer.orgId}@test.mx`,
        password: null,
      })
      expect((await total(await ctx.tokenFor(`colega.${customer.orgId}@test.mx`))).body).toEqual({
        total: 0,
        count: 0,
      })
      expect(colleague).toBeGreaterThan(0)
    })

    it('gives the demo supplier its month', async () => {
      const res = await total(await ctx.as('admin-supplier'))
      expect(res.status).toBe(200)
      // proveedor@demo.mx sold p6, p8 and p24 this month (registered, no vendor); the vendor's sales are not its.
      expect(res.body).toEqual({ total: 11715.25, count: 3 })
      // Its two sellers' months add up to the business's 'Vendido por el negocio en el mes' (19 180.25, 6 sales).
      const vendor = await total(await ctx.as('vendor-supplier'))
      expect(vendor.body).toEqual({ total: 7465, count: 3 })
    })
  })

  it('refuses the platform admin and the vendor, and anonymous callers', async () => {
    for (const actor of ['admin', 'vendor'] as const) {
      const res = await resume(await ctx.as(actor))
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ msg: MSG.forbidden })
    }
    expect((await resume()).status).toBe(401)
  })
})
