import { MSG } from '@contract/messages'
import { reservedLineSchema, SALE_MSG } from '@contract/sales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { DAY } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { releaseExpiredLines } from '../../server/domain/reserved-lines'
import { sweepOnce } from '../../server/jobs/sweeps'
import { silentLogger } from '../../server/logger'
import { forEachDatabase } from './harness'
import {
  creditState,
  expectLedgerBalanced,
  expectRejected,
  issueCode,
  newCustomer,
  newSupplier,
  post,
  sharedCode,
  type TestCustomer,
} from './sales-fixtures'

type Line = z.infer<typeof reservedLineSchema>

forEachDatabase('reserved credit lines', (ctx) => {
  const reserve = async (token: string, customer: TestCustomer, json: Record<string, unknown> = {}) =>
    post(ctx, '/api/reserved-credit-line/create', token, {
      user_id: customer.userId,
      amount: 3000,
      days: 10,
      reference: 'Obra Norte',
      ...json,
      token: json.token ?? (await issueCode(ctx, customer)),
    })
  const list = async (token: string, flag = 'all') => {
    const res = await ctx.request('GET', `/api/reserved-credit-line/get-by-supplier/${flag}`, { token })
    expect(res.status).toBe(200)
    return res.body.data as Line[]
  }
  const drawOn = (token: string, lineId: number, amount: number, term = 10) =>
    post(ctx, '/api/payments/create-on-reserved-credit-line', token, {
      reserved_credit_line_id: lineId,
      amount,
      term,
      reference: 'Entrega 1',
    })
  const resumeOf = async (customer: TestCustomer) =>
    (await ctx.request('GET', '/api/payments/resume', { token: customer.token })).body

  describe('POST /api/reserved-credit-line/create', () => {
    it("sets part of the customer's credit aside for the supplier, with the customer's code", async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const res = await reserve(supplier.token, customer)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(res.body.msg).toBe(SALE_MSG.lineCreated)
      const line = res.body.data as Line
      expect(z.safeParse(reservedLineSchema, line).success).toBe(true)
      expect(line).toMatchObject({
        business_name: customer.name,
        customer_id: customer.orgId,
        amount: 3000,
        available: 3000,
        days: 10,
        expiration_date: '2025-03-20',
        reference: 'Obra Norte',
        active: true,
      })
      expect(await list(supplier.token)).toEqual([line])
      expect(await list(supplier.token, 'active')).toEqual([line])
      const state = await expectLedgerBalanced(ctx, customer.orgId)
      expect(state).toMatchObject({ used: 300000, movements: 1, lines: 1, payments: 0 })
      expect(await resumeOf(customer)).toMatchObject({
        amount_available: 7000,
        total_reserved_credit_lines: 3000,
      })
      const supplierResume = await ctx.request('GET', '/api/payments/resume', { token: supplier.token })
      expect(supplierResume.body.total_reserved_credit_lines).toBe(3000)
    })

    it('accepts the shared code of that supplier; refuses bad codes and amounts over the available credit', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 5000, transactionLimit: 1000 })
      const supplier = await newSupplier(ctx)
      const shared = await sharedCode(ctx, customer, supplier.orgId)
      // Over the per-sale limit is fine: a line is not a sale.
      const ok = await reserve(supplier.token, customer, { token: shared, amount: 4000 })
      expect(ok.body.success).toBe(true)
      const before = await creditState(ctx, customer.orgId)
      const code = await issueCode(ctx, customer)
      expectRejected(
        await reserve(supplier.token, customer, { token: code, amount: 1000.01 }),
        SALE_MSG.overAvailable,
      )
      expectRejected(await reserve(supplier.token, customer, { token: '000000' }), SALE_MSG.invalidCode)
      const other = await newSupplier(ctx)
      expectRejected(await reserve(other.token, customer, { token: shared }), SALE_MSG.invalidCode)
      expectRejected(
        await reserve(supplier.token, customer, { user_id: 99_999_999, token: code }),
        SALE_MSG.customerNotFound,
      )
      expect(await creditState(ctx, customer.orgId)).toEqual(before)
      // The refused-for-credit code was not consumed.
      expect((await reserve(supplier.token, customer, { token: code, amount: 1000 })).body.success).toBe(true)
    })

    it('refuses overdue and blocked customers', async () => {
      const supplier = await newSupplier(ctx)
      const customer = await newCustomer(ctx)
      // Issued before the non-payment is reported: a blocked builder gets no new code.
      const early = await issueCode(ctx, customer)
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
      expectRejected(await reserve(supplier.token, customer, { token: early }), SALE_MSG.customerOverdue)
      const blocked = await newCustomer(ctx)
      const code = await issueCode(ctx, blocked)
      await ctx.db
        .update(schema.organizations)
        .set({ status: 'blocked' })
        .where(eq(schema.organizations.id, blocked.orgId))
      const res = await post(ctx, '/api/reserved-credit-line/create', supplier.token, {
        user_id: blocked.userId,
        amount: 10,
        days: 1,
        token: code,
      })
      expectRejected(res, SALE_MSG.customerInactive)
    })

    it('answers 422 with the spec messages', async () => {
      const supplier = await newSupplier(ctx)
      const res = await post(ctx, '/api/reserved-credit-line/create', supplier.token, {})
      expect(res.status).toBe(422)
      const errors = res.body.errors as Record<string, string[]>
      expect(errors.user_id).toEqual([SALE_MSG.reserveUserId])
      expect(Object.keys(errors).sort()).toEqual(['amount', 'days', 'token', 'user_id'])
    })
  })

  describe('lists', () => {
    it("shows only the caller's organization, all or active; any other flag is 404", async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const a = (await reserve(supplier.token, customer, { amount: 10 })).body.data as Line
      const b = (await reserve(supplier.token, customer, { amount: 20 })).body.data as Line
      await reserve(other.token, customer, { amount: 30 })
      await post(ctx, `/api/reserved-credit-line/deactivate/${a.id}`, supplier.token)
      expect((await list(supplier.token)).map((l) => l.id)).toEqual([b.id, a.id])
      expect((await list(supplier.vendorToken)).map((l) => l.id)).toEqual([b.id, a.id])
      expect((await list(supplier.token, 'active')).map((l) => l.id)).toEqual([b.id])
      expect((await list(other.token)).map((l) => l.amount)).toEqual([30])
      for (const flag of ['inactive', 'ALL', '1']) {
        const res = await ctx.request('GET', `/api/reserved-credit-line/get-by-supplier/${flag}`, {
          token: supplier.token,
        })
        expect(res.status).toBe(404)
        expect(res.body).toEqual({ msg: MSG.notFound })
      }
    })
  })

  describe('POST /api/reserved-credit-line/deactivate/{id}', () => {
    it('returns what is left to the customer, once', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const line = (await reserve(supplier.token, customer, { amount: 4000 })).body.data as Line
      expect((await drawOn(supplier.token, line.id, 1500)).body.success).toBe(true)
      expect(await resumeOf(customer)).toMatchObject({
        amount_available: 6000,
        total_reserved_credit_lines: 2500,
      })
      const res = await post(ctx, `/api/reserved-credit-line/deactivate/${line.id}`, supplier.token)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: true, msg: SALE_MSG.lineDeactivated })
      // 1500 stays used by the unpaid sale; the other 2500 come back.
      expect(await resumeOf(customer)).toMatchObject({
        amount_available: 8500,
        total_reserved_credit_lines: 0,
      })
      const state = await expectLedgerBalanced(ctx, customer.orgId)
      expect(state).toMatchObject({ used: 150000, movements: 2, payments: 1 })
      expect((await list(supplier.token))[0]).toMatchObject({ active: false, available: 0, amount: 4000 })
      const again = await post(ctx, `/api/reserved-credit-line/deactivate/${line.id}`, supplier.vendorToken)
      expect(again.body).toEqual({ success: false, msg: SALE_MSG.lineNotActive })
      expect(await creditState(ctx, customer.orgId)).toEqual(state)
      expectRejected(await drawOn(supplier.token, line.id, 1), SALE_MSG.lineNotActive)
    })

    it("answers 404 for another supplier's line and for ids that name nothing", async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const line = (await reserve(supplier.token, customer, { amount: 100 })).body.data as Line
      for (const id of [String(line.id), '999999', 'abc', '0', '-1', '99999999999']) {
        const res = await post(ctx, `/api/reserved-credit-line/deactivate/${id}`, other.token)
        expect(res.status, id).toBe(404)
        expect(res.body).toEqual({ msg: SALE_MSG.lineNotFound })
      }
      expect((await list(supplier.token, 'active')).map((l) => l.id)).toEqual([line.id])
    })
  })

  describe('POST /api/payments/create-on-reserved-credit-line', () => {
    it('draws sales from the line without touching credit_lines', async () => {
      const customer = await newCustomer(ctx, {
        creditLimit: 10_000,
        transactionLimit: 500,
        termLimitDays: 30,
      })
      const supplier = await newSupplier(ctx)
      const line = (await reserve(supplier.token, customer, { amount: 4000 })).body.data as Line
      const before = await creditState(ctx, customer.orgId)
      const res = await drawOn(supplier.vendorToken, line.id, 2500.5, 20)
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(res.body.msg).toBe(SALE_MSG.saleCreated)
      expect(res.body.data).toMatchObject({
        amount: 2500.5,
        reserved_credit_line_id: line.id,
        term: 20,
        status: { id: 1, name: 'pending' },
        customer: { id: customer.orgId },
        supplier: { id: supplier.orgId },
      })
      const after = await expectLedgerBalanced(ctx, customer.orgId)
      expect(after).toMatchObject({ used: before.used, movements: before.movements, payments: 1 })
      expect((await list(supplier.token))[0]).toMatchObject({ available: 1499.5 })
      expectRejected(await drawOn(supplier.token, line.id, 1499.51), SALE_MSG.lineInsufficient)
      expectRejected(await drawOn(supplier.token, line.id, 10, 31), SALE_MSG.overTermLimit)
      expect((await drawOn(supplier.token, line.id, 1499.5)).body.success).toBe(true)
      expect((await list(supplier.token))[0]).toMatchObject({ available: 0, active: true })
      expect(await creditState(ctx, customer.orgId)).toMatchObject({ used: before.used, payments: 2 })
    })

    it("answers 404 for another supplier's line", async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const line = (await reserve(supplier.token, customer, { amount: 100 })).body.data as Line
      for (const id of [line.id, 999_999, 99_999_999_999, 1.5]) {
        const res = await drawOn(other.token, id, 10)
        expect(res.status, String(id)).toBe(404)
        expect(res.body).toEqual({ msg: SALE_MSG.lineNotFound })
      }
      expect((await creditState(ctx, customer.orgId)).payments).toBe(0)
    })

    it('refuses an overdue customer', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const line = (await reserve(supplier.token, customer, { amount: 100 })).body.data as Line
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
      expectRejected(await drawOn(supplier.token, line.id, 10), SALE_MSG.customerOverdue)
    })
  })

  describe('expiry', () => {
    it('releases a line the day after its expiration date, on read and by the sweep, exactly once', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 10_000 })
      const supplier = await newSupplier(ctx)
      const line = (await reserve(supplier.token, customer, { amount: 2000, days: 1 })).body.data as Line
      expect(line.expiration_date).toBe('2025-03-11')
      expect((await drawOn(supplier.token, line.id, 500)).body.success).toBe(true)
      const second = await newCustomer(ctx, { creditLimit: 10_000 })
      await reserve(supplier.token, second, { amount: 700, days: 1 })

      ctx.clock.advance(DAY) // the 11th: still usable
      expect(await resumeOf(customer)).toMatchObject({
        amount_available: 8000,
        total_reserved_credit_lines: 1500,
      })
      expect((await drawOn(supplier.token, line.id, 100)).body.success).toBe(true)

      ctx.clock.advance(DAY) // the 12th: expired
      // Reads are right before any sweep ran.
      expect(await resumeOf(customer)).toMatchObject({
        amount_available: 9400,
        total_reserved_credit_lines: 0,
      })
      expectRejected(await drawOn(supplier.token, line.id, 1), SALE_MSG.lineNotActive)
      // The hourly sweep releases the rest; sweeping again (or concurrently) releases nothing more.
      const sweeps = await Promise.all([
        sweepOnce({ db: ctx.db, clock: ctx.clock, logger: silentLogger }),
        releaseExpiredLines(ctx.db, ctx.clock),
      ])
      expect(sweeps[0].releasedLines + sweeps[1]).toBe(1)
      expect(await releaseExpiredLines(ctx.db, ctx.clock)).toBe(0)
      for (const c of [customer, second]) await expectLedgerBalanced(ctx, c.orgId)
      expect(await resumeOf(second)).toMatchObject({
        amount_available: 10_000,
        total_reserved_credit_lines: 0,
      })
      const lines = await list(supplier.token)
      expect(lines.every((l) => !l.active && l.available === 0)).toBe(true)
      const [row] = await ctx.db
        .select()
        .from(schema.reservedCreditLines)
        .where(eq(schema.reservedCreditLines.id, line.id))
      expect(row!.releasedAmount).toBe(140000)
      const deactivate = await post(ctx, `/api/reserved-credit-line/deactivate/${line.id}`, supplier.token)
      expect(deactivate.body).toEqual({ success: false, msg: SALE_MSG.lineNotActive })
    })
  })
})
