import { MSG } from '@contract/messages'
import { paymentSchema } from '@contract/payments'
import { SALE_MSG } from '@contract/sales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import * as schema from '../../server/db/schema'
import { forEachDatabase } from './harness'
import {
  availableOf,
  creditState,
  expectLedgerBalanced,
  expectRejected,
  issueCode,
  newCustomer,
  newSupplier,
  post,
  type SaleBody,
  sell,
  type TestCustomer,
} from './sales-fixtures'

forEachDatabase('sales', (ctx) => {
  describe('GET /api/customers/get-by-user/{id}', () => {
    it('shows business name, RFC and available credit in pesos to suppliers', async () => {
      const id = await ctx.userId('comprador@demo.mx')
      // The demo seed's unpaid purchases use part of the 250 000 line: available is limit − used.
      const [line] = await ctx.db
        .select({ limit: schema.creditLines.creditLimit, used: schema.creditLines.used })
        .from(schema.creditLines)
        .where(eq(schema.creditLines.organizationId, await ctx.organizationIdOf('comprador@demo.mx')))
      expect(line!.limit).toBe(25_000_000)
      const available = (line!.limit - line!.used) / 100
      expect(available).toBeGreaterThan(0)
      for (const actor of ['admin-supplier', 'vendor-supplier', 'other-supplier'] as const) {
        const res = await ctx.request('GET', `/api/customers/get-by-user/${id}`, {
          token: await ctx.as(actor),
        })
        expect(res.status).toBe(200)
        expect(res.body).toEqual({
          data: { id, business_name: 'Constructora Robles', tax_id: 'CRO150820KJ9', available },
        })
      }
    })

    it('answers 404 with msg and reason for anything that is not an active customer user', async () => {
      const token = await ctx.as('admin-supplier')
      const supplierUser = await ctx.userId('proveedor@demo.mx')
      const inactive = await newCustomer(ctx)
      await ctx.db.update(schema.users).set({ active: false }).where(eq(schema.users.id, inactive.userId))
      for (const id of [
        '999999',
        String(supplierUser),
        String(inactive.userId),
        'abc',
        '1.5',
        '-3',
        '0',
        '99999999999',
      ]) {
        const res = await ctx.request('GET', `/api/customers/get-by-user/${id}`, { token })
        expect(res.status, id).toBe(404)
        expect(res.body).toEqual({ msg: SALE_MSG.customerNotFound, reason: SALE_MSG.customerNotFoundReason })
      }
      const blocked = await newCustomer(ctx, { status: 'blocked' })
      const res = await ctx.request('GET', `/api/customers/get-by-user/${blocked.userId}`, { token })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ msg: SALE_MSG.customerInactive, reason: SALE_MSG.customerInactiveReason })
    })

    it('is for suppliers only', async () => {
      const id = await ctx.userId('comprador@demo.mx')
      for (const actor of ['admin-customer', 'customer', 'admin', 'vendor'] as const) {
        const res = await ctx.request('GET', `/api/customers/get-by-user/${id}`, {
          token: await ctx.as(actor),
        })
        expect(res.status).toBe(403)
      }
    })
  })

  describe('GET /api/suppliers/get-vendors', () => {
    it("lists the vendor-suppliers of the caller's organization only", async () => {
      const vendorId = await ctx.userId('vendedor@demo.mx')
      for (const actor of ['admin-supplier', 'vendor-supplier'] as const) {
        const res = await ctx.request('GET', '/api/suppliers/get-vendors', { token: await ctx.as(actor) })
        expect(res.status).toBe(200)
        expect(res.body).toEqual({ data: [{ id: vendorId, code: `V-${vendorId}`, name: 'Jorge Ruiz' }] })
      }
      const other = await ctx.request('GET', '/api/suppliers/get-vendors', {
        token: await ctx.as('other-supplier'),
      })
      expect(other.body).toEqual({ data: [] })
    })
  })

  describe('POST /api/payments/create', () => {
    const saleFor = async (customer: TestCustomer, extra: Partial<SaleBody> = {}): Promise<SaleBody> => ({
      user_id: customer.userId,
      amount: 1234.56,
      term: 30,
      token: await issueCode(ctx, customer),
      reference: 'Pedido 77',
      ...extra,
    })

    it('creates the payment, consumes the credit and the code in one go', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const body = await saleFor(customer)
      const res = await sell(ctx, supplier.token, body)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(res.body.msg).toBe(SALE_MSG.saleCreated)
      const payment = res.body.data as z.infer<typeof paymentSchema>
      expect(z.safeParse(paymentSchema, payment).success).toBe(true)
      expect(payment).toMatchObject({
        amount: 1234.56,
        paid_amount: 0,
        capital_pending_amount: 1234.56,
        total_pending_amount: 1234.56,
        penalty_amount: 0,
        status: { id: 1, name: 'pending' },
        status_id: 1,
        is_factoring: 0,
        customer: { id: customer.orgId, business_name: customer.name },
        supplier: { id: supplier.orgId, business_name: supplier.name, logo_url: null },
        term: 30,
        purchase_date: '2025-03-10',
        expiration_date: '2025-04-09',
        remaining_days: 30,
        reference: 'Pedido 77',
        reserved_credit_line_id: null,
        manual_confirmation_status: null,
      })
      const state = await expectLedgerBalanced(ctx, customer.orgId)
      expect(state).toMatchObject({ used: 123456, movements: 1, payments: 1 })
      expect(await availableOf(ctx, customer, supplier.token)).toBe(8765.44)
      const resume = await ctx.request('GET', '/api/payments/resume', { token: customer.token })
      expect(resume.body.amount_available).toBe(8765.44)
      const [row] = await ctx.db.select().from(schema.payments).where(eq(schema.payments.id, payment.id))
      expect(row).toMatchObject({
        customerUserId: customer.userId,
        supplierOrganizationId: supplier.orgId,
        createdBy: supplier.adminId,
        vendorUserId: null,
        delivery: false,
        deliveryAddress: null,
      })
      const [movement] = await ctx.db
        .select()
        .from(schema.creditMovements)
        .where(eq(schema.creditMovements.paymentId, payment.id))
      expect(movement).toMatchObject({ amount: 123456, kind: 'sale' })
      expectRejected(await sell(ctx, supplier.token, body), SALE_MSG.invalidCode)
    })

    it('uses the date in Mexico City: 23:30 on the 10th is still the 10th', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const saved = ctx.clock.now()
      ctx.clock.set('2025-03-11T05:30:00.000Z')
      try {
        const res = await sell(ctx, supplier.token, await saleFor(customer, { term: 1 }))
        expect(res.body.data).toMatchObject({ purchase_date: '2025-03-10', expiration_date: '2025-03-11' })
      } finally {
        ctx.clock.set(new Date(Math.max(saved.getTime(), ctx.clock.now().getTime())))
      }
    })

    it('stores vendor, delivery, WhatsApp and factoring flags', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx, { useFactoring: true })
      const res = await sell(
        ctx,
        supplier.token,
        await saleFor(customer, {
          vendor_user_id: supplier.vendorId,
          is_factoring: true,
          is_wpp_purchase: true,
          delivery: true,
          address: '  Calle 5 #10, Zapopan  ',
        }),
      )
      expect(res.body.success).toBe(true)
      const payment = res.body.data as { id: number; is_factoring: number }
      expect(payment.is_factoring).toBe(1)
      const [row] = await ctx.db.select().from(schema.payments).where(eq(schema.payments.id, payment.id))
      expect(row).toMatchObject({
        vendorUserId: supplier.vendorId,
        isFactoring: true,
        isWppPurchase: true,
        delivery: true,
        deliveryAddress: 'Calle 5 #10, Zapopan',
      })
      // A vendor-supplier's own sale is attributed to them.
      const own = await sell(ctx, supplier.vendorToken, await saleFor(customer))
      const [ownRow] = await ctx.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.id, (own.body.data as { id: number }).id))
      expect(ownRow).toMatchObject({ vendorUserId: supplier.vendorId, createdBy: supplier.vendorId })
      // Without delivery the address is not kept.
      const pickup = await sell(
        ctx,
        supplier.token,
        await saleFor(customer, { delivery: false, address: 'x' }),
      )
      const [pickupRow] = await ctx.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.id, (pickup.body.data as { id: number }).id))
      expect(pickupRow!.deliveryAddress).toBeNull()
    })

    describe('refuses with the reason and changes nothing', () => {
      type Case = {
        name: string
        msg: string
        setup: () => Promise<{
          customer: TestCustomer
          token: string
          body: Partial<SaleBody>
          code?: string
        }>
        /** The code is still good afterwards (refusals after a right code roll its use back). */
        codeSurvives?: boolean
      }
      const supplierToken = async (options: { useFactoring?: boolean } = {}) =>
        (await newSupplier(ctx, options)).token
      const overdue = async (customer: TestCustomer) => {
        const supplier = await newSupplier(ctx)
        await ctx.db.insert(schema.payments).values({
          customerOrganizationId: customer.orgId,
          customerUserId: customer.userId,
          supplierOrganizationId: supplier.orgId,
          createdBy: supplier.adminId,
          amount: 100,
          statusId: 5,
          term: 10,
          purchaseDate: '2025-01-01',
          expirationDate: '2025-01-11',
        })
      }
      const cases: Case[] = [
        {
          name: 'unknown customer user',
          msg: SALE_MSG.customerNotFound,
          setup: async () => {
            const customer = await newCustomer(ctx)
            return { customer, token: await supplierToken(), body: { user_id: 987_654 } }
          },
        },
        {
          name: 'a supplier user as customer',
          msg: SALE_MSG.customerNotFound,
          setup: async () => {
            const customer = await newCustomer(ctx)
            return {
              customer,
              token: await supplierToken(),
              body: { user_id: await ctx.userId('proveedor@demo.mx') },
            }
          },
        },
        {
          name: 'blocked customer organization',
          msg: SALE_MSG.customerInactive,
          codeSurvives: true,
          setup: async () => {
            const customer = await newCustomer(ctx)
            const code = await issueCode(ctx, customer)
            await ctx.db
              .update(schema.organizations)
              .set({ status: 'blocked' })
              .where(eq(schema.organizations.id, customer.orgId))
            return { customer, token: await supplierToken(), body: {}, code }
          },
        },
        {
          name: 'customer without a credit line',
          msg: SALE_MSG.customerInactive,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx, { withoutCreditLine: true }),
            token: await supplierToken(),
            body: {},
          }),
        },
        {
          name: 'customer with a payment in non_payment',
          msg: SALE_MSG.customerOverdue,
          codeSurvives: true,
          setup: async () => {
            const customer = await newCustomer(ctx)
            // A blocked builder gets no new code (credit-block.test.ts): this one was issued before the
            // non-payment was reported, and the sale still refuses it.
            const code = await issueCode(ctx, customer)
            await overdue(customer)
            return { customer, token: await supplierToken(), body: {}, code }
          },
        },
        {
          name: 'amount over the per-sale limit',
          msg: SALE_MSG.overTransactionLimit,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx, { transactionLimit: 1000 }),
            token: await supplierToken(),
            body: { amount: 1000.01 },
          }),
        },
        {
          name: 'amount over the available credit',
          msg: SALE_MSG.overAvailable,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx, { creditLimit: 500, transactionLimit: 1000 }),
            token: await supplierToken(),
            body: { amount: 500.01 },
          }),
        },
        {
          name: 'term over the term limit',
          msg: SALE_MSG.overTermLimit,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx, { termLimitDays: 30 }),
            token: await supplierToken(),
            body: { term: 31 },
          }),
        },
        {
          name: 'wrong code',
          msg: SALE_MSG.invalidCode,
          setup: async () => ({
            customer: await newCustomer(ctx),
            token: await supplierToken(),
            body: { token: '000000' },
          }),
        },
        {
          name: 'malformed code',
          msg: SALE_MSG.invalidCode,
          setup: async () => ({
            customer: await newCustomer(ctx),
            token: await supplierToken(),
            body: { token: '12-34' },
          }),
        },
        {
          name: 'vendor of another supplier',
          msg: SALE_MSG.vendorNotYours,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx),
            token: await supplierToken(),
            body: { vendor_user_id: (await newSupplier(ctx)).vendorId },
          }),
        },
        {
          name: 'an admin-supplier named as vendor',
          msg: SALE_MSG.vendorNotYours,
          codeSurvives: true,
          setup: async () => {
            const supplier = await newSupplier(ctx)
            return {
              customer: await newCustomer(ctx),
              token: supplier.token,
              body: { vendor_user_id: supplier.adminId },
            }
          },
        },
        {
          name: 'a vendor id that does not exist',
          msg: SALE_MSG.vendorNotYours,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx),
            token: await supplierToken(),
            body: { vendor_user_id: 5_000_000_000 },
          }),
        },
        {
          name: 'factoring when the supplier may not',
          msg: SALE_MSG.factoringNotAllowed,
          codeSurvives: true,
          setup: async () => ({
            customer: await newCustomer(ctx),
            token: await supplierToken({ useFactoring: false }),
            body: { is_factoring: true },
          }),
        },
      ]
      for (const c of cases) {
        it(c.name, async () => {
          const { customer, token, body, code: issued } = await c.setup()
          const code = issued ?? (await issueCode(ctx, customer))
          const before = await creditState(ctx, customer.orgId)
          const res = await sell(ctx, token, {
            user_id: customer.userId,
            amount: 100,
            term: 10,
            token: code,
            ...body,
          })
          expectRejected(res, c.msg)
          expect(await creditState(ctx, customer.orgId)).toEqual(before)
          const [row] = await ctx.db
            .select()
            .from(schema.purchaseCodes)
            .where(eq(schema.purchaseCodes.userId, customer.userId))
          expect(row!.usedAt).toBeNull()
          if (c.codeSurvives) {
            // Fix the cause and the same code sells.
            await ctx.db
              .update(schema.payments)
              .set({ statusId: 4 })
              .where(eq(schema.payments.customerOrganizationId, customer.orgId))
            await ctx.db
              .update(schema.organizations)
              .set({ status: 'active' })
              .where(eq(schema.organizations.id, customer.orgId))
            const fixed = await sell(ctx, token, {
              user_id: customer.userId,
              amount: 100,
              term: 10,
              token: code,
            })
            if (customer.userId && c.name !== 'customer without a credit line')
              expect(fixed.body.success, fixed.text).toBe(true)
          }
        })
      }
    })

    it('answers 422 to a bad body and writes nothing', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      const base = { user_id: customer.userId, amount: 100, term: 10, token: code }
      const before = await ctx.tableCounts()
      const bad: [Record<string, unknown>, string][] = [
        [{ ...base, amount: 0 }, 'amount'],
        [{ ...base, amount: -5 }, 'amount'],
        [{ ...base, amount: 10.123 }, 'amount'],
        [{ ...base, amount: '100' }, 'amount'],
        [{ ...base, term: 0 }, 'term'],
        [{ ...base, term: 1.5 }, 'term'],
        [{ ...base, user_id: 'abc' }, 'user_id'],
        [{ ...base, token: '' }, 'token'],
        [{ ...base, reference: 'x'.repeat(256) }, 'reference'],
        [{ ...base, address: 'x'.repeat(501), delivery: true }, 'address'],
        [{ ...base, delivery: true }, 'address'],
        [{ ...base, delivery: true, address: '   ' }, 'address'],
        [{ ...base, status_id: 3 }, 'status_id'],
        [{ amount: 100 }, 'user_id'],
      ]
      for (const [json, field] of bad) {
        const res = await post(ctx, '/api/payments/create', supplier.token, json)
        expect(res.status, JSON.stringify(json)).toBe(422)
        expect(Object.keys(res.body.errors as object), JSON.stringify(json)).toContain(field)
      }
      expect(await ctx.tableCounts()).toEqual(before)
      expect((await sell(ctx, supplier.token, base)).body.success).toBe(true)
    })

    it('is for suppliers only: customers cannot create sales', async () => {
      const customer = await newCustomer(ctx)
      const code = await issueCode(ctx, customer)
      for (const actor of ['admin-customer', 'customer', 'admin', 'vendor'] as const) {
        const res = await sell(ctx, await ctx.as(actor), {
          user_id: customer.userId,
          amount: 1,
          term: 1,
          token: code,
        })
        expect(res.status).toBe(403)
      }
      expect((await creditState(ctx, customer.orgId)).payments).toBe(0)
    })
  })

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and sells once', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const body: SaleBody = {
        user_id: customer.userId,
        amount: 250,
        term: 15,
        token: await issueCode(ctx, customer),
      }
      const headers = { 'Idempotency-Key': 'venta-1f0c6d1e' }
      const first = await sell(ctx, supplier.token, body, headers)
      expect(first.body.success).toBe(true)
      const second = await sell(ctx, supplier.token, body, headers)
      expect(second.status).toBe(200)
      expect(second.text).toBe(first.text)
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect(await creditState(ctx, customer.orgId)).toMatchObject({ payments: 1, used: 25000, movements: 1 })
    })

    it('refuses the same key with a different body (422) and keeps keys per user', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      const headers = { 'Idempotency-Key': 'clave-compartida' }
      const first = await sell(
        ctx,
        supplier.token,
        { user_id: customer.userId, amount: 10, term: 5, token: code },
        headers,
      )
      expect(first.body.success).toBe(true)
      const changed = await sell(
        ctx,
        supplier.token,
        { user_id: customer.userId, amount: 11, term: 5, token: code },
        headers,
      )
      expect(changed.status).toBe(422)
      expect(changed.body).toEqual({ msg: SALE_MSG.idempotencyMismatch })
      // The vendor's key of the same name is another key.
      const fresh = await issueCode(ctx, customer)
      const vendor = await sell(
        ctx,
        supplier.vendorToken,
        { user_id: customer.userId, amount: 11, term: 5, token: fresh },
        headers,
      )
      expect(vendor.body.success).toBe(true)
      expect((await creditState(ctx, customer.orgId)).payments).toBe(2)
    })

    it('replays refusals too, and expires keys after 24 h', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const body: SaleBody = { user_id: customer.userId, amount: 10, term: 5, token: '123123' }
      const headers = { 'Idempotency-Key': 'rechazo-1' }
      const first = await sell(ctx, supplier.token, body, headers)
      expectRejected(first, SALE_MSG.invalidCode)
      const replay = await sell(ctx, supplier.token, body, headers)
      expect(replay.headers.get('idempotent-replayed')).toBe('true')
      const failures = await ctx.db
        .select()
        .from(schema.codeFailures)
        .where(eq(schema.codeFailures.supplierOrganizationId, supplier.orgId))
      expect(failures).toHaveLength(1)
      ctx.clock.advance(24 * 60 * 60 * 1000 + 1000)
      const again = await sell(ctx, supplier.token, body, headers)
      expectRejected(again, SALE_MSG.invalidCode)
      expect(again.headers.get('idempotent-replayed')).toBeNull()
      const rows = await ctx.db
        .select()
        .from(schema.idempotencyKeys)
        .where(eq(schema.idempotencyKeys.key, 'rechazo-1'))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.createdAt.getTime()).toBe(ctx.clock.now().getTime())
    })

    it('stores a refusal that came after the answer was staged in the transaction (credit short)', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 100, transactionLimit: 1000 })
      const supplier = await newSupplier(ctx)
      const body: SaleBody = {
        user_id: customer.userId,
        amount: 100.01,
        term: 5,
        token: await issueCode(ctx, customer),
      }
      const headers = { 'Idempotency-Key': 'sin-credito-1' }
      expectRejected(await sell(ctx, supplier.token, body, headers), SALE_MSG.overAvailable)
      const again = await sell(ctx, supplier.token, body, headers)
      expectRejected(again, SALE_MSG.overAvailable)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      const [row] = await ctx.db
        .select()
        .from(schema.idempotencyKeys)
        .where(eq(schema.idempotencyKeys.key, 'sin-credito-1'))
      expect(row).toMatchObject({ statusCode: 200 })
      expect(JSON.parse(row!.responseBody!)).toEqual({ success: false, msg: SALE_MSG.overAvailable })
      expect(await creditState(ctx, customer.orgId)).toMatchObject({ payments: 0, used: 0, movements: 0 })
    })

    it('refuses a malformed key', async () => {
      const supplier = await newSupplier(ctx)
      for (const key of ['', 'con espacio', 'x'.repeat(201), 'ñ']) {
        const res = await ctx.request('POST', '/api/payments/create', {
          token: supplier.token,
          json: { user_id: 1, amount: 1, term: 1, token: '111111' },
          headers: { 'Idempotency-Key': key },
        })
        expect(res.status, JSON.stringify(key)).toBe(422)
        expect(res.body).toEqual({ msg: SALE_MSG.idempotencyKeyInvalid })
      }
      expect(MSG.notFound).toBeTypeOf('string')
    })
  })
})
