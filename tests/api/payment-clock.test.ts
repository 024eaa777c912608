import { and, count, eq, lt } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { DAY, mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { advancePaymentStatuses } from '../../server/domain/payments/clock'
import { penaltyCentavos } from '../../server/domain/payments/serialize'
import { sweepOnce } from '../../server/jobs/sweeps'
import { silentLogger } from '../../server/logger'
import { forEachDatabase, TEST_START } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

type Row = Record<string, unknown> & { id: number }

forEachDatabase('payment clock and penalty', (ctx) => {
  let supplier: TestSupplier
  let customer: TestCustomer

  const statusOf = async (id: number) => {
    const [row] = await ctx.db
      .select({ statusId: schema.payments.statusId })
      .from(schema.payments)
      .where(eq(schema.payments.id, id))
    return row?.statusId
  }
  /** Sessions last 30 days: the clock jumps further, so each read signs in afresh. */
  const freshToken = async (userId: number) => {
    const [user] = await ctx.db
      .select({ email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
    return ctx.tokenFor(user!.email)
  }
  const seen = async (who: 'customer' | 'supplier', id: number) => {
    const token = await freshToken(who === 'customer' ? customer.userId : supplier.adminId)
    const res = await ctx.request('GET', `/api/payments?id=${id}`, { token })
    expect(res.status, res.text).toBe(200)
    return (res.body.data as Row[])[0]!
  }

  beforeAll(async () => {
    supplier = await newSupplier(ctx)
    customer = await newCustomer(ctx)
    await ctx.db
      .update(schema.organizations)
      .set({ penaltyBasisPoints: 300 })
      .where(eq(schema.organizations.id, supplier.orgId))
  })

  it('rounds the penalty half up in integer centavos', () => {
    expect(penaltyCentavos(100_000, 300)).toBe(3_000)
    expect(penaltyCentavos(33_333, 300)).toBe(1_000) // 999.99 centavos
    expect(penaltyCentavos(50, 100)).toBe(1) // 0.5 centavo rounds up
    expect(penaltyCentavos(49, 100)).toBe(0)
    expect(penaltyCentavos(0, 300)).toBe(0)
    expect(penaltyCentavos(100_000, 0)).toBe(0)
  })

  it('moves a payment 1 → 4 → 10 on reads, with the penalty shown to the customer only', async () => {
    ctx.clock.set(TEST_START) // 2025-03-10 in Mexico City
    const id = await seedPayment(ctx, {
      customer,
      supplier,
      status: 1,
      amount: 100_050,
      term: 2,
      purchase: '2025-03-10',
      expiration: '2025-03-12',
      createdAt: TEST_START,
    })
    try {
      // Due today is not yet expired (2025-03-12 at 23:30 in Mexico City is 05:30 UTC next day).
      ctx.clock.set('2025-03-13T05:30:00Z')
      let asCustomer = await seen('customer', id)
      expect(asCustomer).toMatchObject({ status_id: 1, penalty_percentage: 0, penalty_amount: 0 })
      expect(asCustomer.total_pending_amount).toBe(1000.5)

      // Midnight in Mexico City: due yesterday → expired, read sees it before any sweep.
      ctx.clock.set('2025-03-13T06:00:00Z')
      asCustomer = await seen('customer', id)
      expect(asCustomer).toMatchObject({
        status: { id: 4, name: 'expired' },
        capital_pending_amount: 1000.5,
        penalty_percentage: 3,
        penalty_amount: 30.02, // 3 001.5 centavos, half up
        total_pending_amount: 1030.52,
        remaining_days: -1,
      })
      const asSupplier = await seen('supplier', id)
      expect(asSupplier).toMatchObject({
        status_id: 4,
        penalty_percentage: 0,
        penalty_amount: 0,
        total_pending_amount: 1000.5,
      })

      // 30 days after the due date it is still expired; the day after, not_reported.
      ctx.clock.set('2025-04-11T18:00:00Z')
      expect((await seen('supplier', id)).status_id).toBe(4)
      ctx.clock.set('2025-04-12T18:00:00Z')
      expect((await seen('supplier', id)).status).toEqual({ id: 10, name: 'not_reported' })
      asCustomer = await seen('customer', id)
      expect(asCustomer).toMatchObject({
        status_id: 10,
        penalty_amount: 30.02,
        total_pending_amount: 1030.52,
      })
    } finally {
      ctx.clock.set(TEST_START)
    }
  })

  it('the sweep advances every organization; repeated and concurrent passes change nothing more', async () => {
    ctx.clock.set(TEST_START)
    const due = await seedPayment(ctx, {
      customer,
      supplier,
      status: 1,
      amount: 10_000,
      term: 1,
      purchase: '2025-03-10',
      expiration: '2025-03-11',
      createdAt: TEST_START,
    })
    const old = await seedPayment(ctx, {
      customer,
      supplier,
      status: 4,
      amount: 10_000,
      term: 1,
      purchase: '2025-01-01',
      expiration: '2025-02-01',
      createdAt: TEST_START,
    })
    try {
      ctx.clock.advance(2 * DAY)
      // Every pending payment now due, the demo seed's included: each moves once, whichever pass takes it.
      const [dueNow] = await ctx.db
        .select({ n: count() })
        .from(schema.payments)
        .where(and(eq(schema.payments.statusId, 1), lt(schema.payments.expirationDate, mxToday(ctx.clock))))
      const passes = await Promise.all([
        sweepOnce({ db: ctx.db, clock: ctx.clock, logger: silentLogger }),
        advancePaymentStatuses(ctx.db, ctx.clock),
      ])
      const moved = passes[0].expiredPayments + passes[1].expired
      expect(dueNow!.n).toBeGreaterThanOrEqual(1)
      expect(moved).toBe(dueNow!.n)
      expect(await statusOf(due)).toBe(4)
      expect(await statusOf(old)).toBe(10)
      expect(await advancePaymentStatuses(ctx.db, ctx.clock)).toEqual({ expired: 0, notReported: 0 })
      // Scoped passes leave other organizations alone.
      ctx.clock.advance(40 * DAY)
      expect(
        await advancePaymentStatuses(ctx.db, ctx.clock, { supplierOrganizationId: supplier.orgId + 100_000 }),
      ).toEqual({ expired: 0, notReported: 0 })
      expect(await statusOf(due)).toBe(4)
    } finally {
      ctx.clock.set(TEST_START)
    }
  })

  it('never shows the penalty on paid payments or to suppliers', async () => {
    ctx.clock.set(TEST_START)
    const paid = await seedPayment(ctx, {
      customer,
      supplier,
      status: 3,
      amount: 20_000,
      term: 5,
      purchase: '2025-02-01',
      expiration: '2025-02-06',
      paymentDate: '2025-03-01',
      createdAt: TEST_START,
    })
    const nonPayment = await seedPayment(ctx, {
      customer,
      supplier,
      status: 5,
      amount: 20_000,
      term: 5,
      purchase: '2025-02-01',
      expiration: '2025-02-06',
      createdAt: TEST_START,
    })
    expect(await seen('customer', paid)).toMatchObject({
      status_id: 3,
      penalty_percentage: 0,
      penalty_amount: 0,
      total_pending_amount: 200,
    })
    expect(await seen('customer', nonPayment)).toMatchObject({
      status_id: 5,
      penalty_percentage: 3,
      penalty_amount: 6,
      total_pending_amount: 206,
    })
    expect(await seen('supplier', nonPayment)).toMatchObject({ penalty_amount: 0, total_pending_amount: 200 })
  })
})
