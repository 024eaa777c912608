import { PAYMENT_LIST_MSG, PAYMENTS_COUNT_CAP } from '@contract/payments'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { forEachDatabase } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

type Row = Record<string, unknown> & { id: number }

forEachDatabase('GET /api/payments', (ctx) => {
  let supplier: TestSupplier
  let otherSupplier: TestSupplier
  let a: TestCustomer
  let b: TestCustomer
  let stranger: TestCustomer
  const ids: Record<string, number> = {}
  let lineId: number

  const list = async (token: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    const res = await ctx.request('GET', `/api/payments${qs ? `?${qs}` : ''}`, { token })
    return res
  }
  const idsOf = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await list(token, query)
    expect(res.status, res.text).toBe(200)
    const data = res.body.data as Row[]
    // One page holds them all: the count (from the tallies when only the status filters) is the rows'.
    if (res.body.current_page === 1 && res.body.last_page === 1) {
      expect(res.body.total, JSON.stringify(query)).toBe(data.length)
    }
    return data.map((p) => p.id)
  }

  beforeAll(async () => {
    supplier = await newSupplier(ctx)
    otherSupplier = await newSupplier(ctx)
    a = await newCustomer(ctx)
    b = await newCustomer(ctx)
    stranger = await newCustomer(ctx)
    const [line] = await ctx.db
      .insert(schema.reservedCreditLines)
      .values({
        supplierOrganizationId: supplier.orgId,
        customerOrganizationId: a.orgId,
        customerUserId: a.userId,
        amount: 500_000,
        available: 400_000,
        days: 30,
        expirationDate: '2025-04-01',
        createdBy: supplier.adminId,
      })
      .returning({ id: schema.reservedCreditLines.id })
    lineId = line!.id
    // TEST_START is 2025-03-10 in Mexico City.
    ids.p1 = await seedPayment(ctx, {
      customer: a,
      supplier,
      status: 1,
      amount: 100_000,
      term: 14,
      purchase: '2025-03-01',
      expiration: '2025-03-15',
      createdAt: '2025-03-01T17:00:00Z',
      lineId,
    })
    ids.p2 = await seedPayment(ctx, {
      customer: a,
      supplier,
      status: 1,
      amount: 50_000,
      term: 30,
      purchase: '2025-03-05',
      expiration: '2025-04-04',
      createdAt: '2025-03-05T17:00:00Z',
    })
    ids.p3 = await seedPayment(ctx, {
      customer: b,
      supplier,
      status: 3,
      amount: 200_000,
      term: 30,
      purchase: '2025-02-01',
      expiration: '2025-03-03',
      paymentDate: '2025-03-02',
      invoice: true,
      createdAt: '2025-02-01T17:00:00Z',
    })
    ids.p4 = await seedPayment(ctx, {
      customer: b,
      supplier,
      status: 7,
      amount: 75_000,
      term: 38,
      purchase: '2025-02-10',
      expiration: '2025-03-20',
      paymentDate: '2025-03-09',
      createdAt: '2025-02-10T17:00:00Z',
    })
    ids.p5 = await seedPayment(ctx, {
      customer: a,
      supplier,
      status: 2,
      amount: 120_000,
      term: 17,
      purchase: '2025-03-08',
      expiration: '2025-03-25',
      createdAt: '2025-03-08T17:00:00Z',
    })
    ids.p6 = await seedPayment(ctx, {
      customer: a,
      supplier: otherSupplier,
      status: 1,
      amount: 10_000,
      term: 10,
      purchase: '2025-03-09',
      expiration: '2025-03-19',
      createdAt: '2025-03-09T17:00:00Z',
    })
  })

  it('lists the supplier organization’s sales by due date with the page meta', async () => {
    const res = await list(supplier.token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ current_page: 1, last_page: 1, total: 5, per_page: 10 })
    expect((res.body.data as Row[]).map((p) => p.id)).toEqual([ids.p3, ids.p1, ids.p4, ids.p5, ids.p2])
    const first = (res.body.data as Row[])[1]!
    expect(first).toMatchObject({ amount: 1000, status: { id: 1, name: 'pending' }, remaining_days: 5 })
    // The vendor of the same organization sees the same sales.
    expect(await idsOf(supplier.vendorToken)).toEqual([ids.p3, ids.p1, ids.p4, ids.p5, ids.p2])
  })

  it('scopes to the caller organization', async () => {
    expect(await idsOf(a.token)).toEqual([ids.p1, ids.p6, ids.p5, ids.p2])
    expect(await idsOf(b.token)).toEqual([ids.p3, ids.p4])
    expect(await idsOf(stranger.token)).toEqual([])
    expect(await idsOf(otherSupplier.token)).toEqual([ids.p6])
    // The demo supplier has sales of its own (the demo seed), none of these.
    const demo = await idsOf(await ctx.as('other-supplier'), { paginate: 100 })
    expect(demo.filter((id) => Object.values(ids).includes(id))).toEqual([])
    // Another organization's payment id or counterpart gives nothing.
    expect(await idsOf(otherSupplier.token, { id: ids.p1! })).toEqual([])
    expect(await idsOf(supplier.token, { counterpart_id: stranger.orgId })).toEqual([])
    expect(await idsOf(stranger.token, { counterpart_id: supplier.orgId })).toEqual([])
  })

  it('filters by status, about_to_expire and paid as each role sees it', async () => {
    expect(await idsOf(supplier.token, { status: 'pending' })).toEqual([ids.p1, ids.p2])
    expect(await idsOf(supplier.token, { status: 'about_to_expire' })).toEqual([ids.p1])
    expect(await idsOf(supplier.token, { status: 'to_confirm' })).toEqual([ids.p5])
    expect(await idsOf(supplier.token, { status: 'expired' })).toEqual([])
    // Suppliers see paid_to_{provider} and payment_in_financing as paid; customers see the exact status.
    expect(await idsOf(supplier.token, { status: 'paid' })).toEqual([ids.p3, ids.p4])
    expect(await idsOf(b.token, { status: 'paid' })).toEqual([ids.p3])
    expect(await idsOf(b.token, { status: 'paid_to_provider' })).toEqual([ids.p4])
    expect(await idsOf(a.token, { status: 'about_to_expire' })).toEqual([ids.p1])
    // Empty values mean no filter.
    expect(await idsOf(supplier.token, { status: '', id: '' })).toHaveLength(5)
  })

  it('filters by id, counterpart, purchase dates and reserved line', async () => {
    expect(await idsOf(supplier.token, { id: ids.p4! })).toEqual([ids.p4])
    expect(await idsOf(supplier.token, { counterpart_id: a.orgId })).toEqual([ids.p1, ids.p5, ids.p2])
    expect(await idsOf(a.token, { counterpart_id: otherSupplier.orgId })).toEqual([ids.p6])
    expect(await idsOf(supplier.token, { start: '2025-03-01' })).toEqual([ids.p1, ids.p5, ids.p2])
    expect(await idsOf(supplier.token, { end: '2025-02-10' })).toEqual([ids.p3, ids.p4])
    expect(await idsOf(supplier.token, { start: '2025-02-10', end: '2025-03-05' })).toEqual([
      ids.p1,
      ids.p4,
      ids.p2,
    ])
    expect(await idsOf(supplier.token, { reserved_credit_line_id: lineId })).toEqual([ids.p1])
    expect(
      await idsOf(supplier.token, { counterpart_id: b.orgId, status: 'paid', start: '2025-02-05' }),
    ).toEqual([ids.p4])
  })

  describe('sorting', () => {
    const keys: Record<string, (p: Row) => string | number | null> = {
      id: (p) => p.id,
      status: (p) => p.status_id as number,
      invoice: (p) => p.invoice_url as string | null,
      amount: (p) => p.amount as number,
      term: (p) => p.term as number,
      expiration_date: (p) => p.expiration_date as string,
      created_at: (p) => p.created_at as string,
      payment_date: (p) => p.payment_date as string | null,
    }
    for (const [orderBy, key] of Object.entries(keys)) {
      it(`orders by ${orderBy} both ways, ties by id`, async () => {
        for (const condition of ['asc', 'desc'] as const) {
          const res = await list(supplier.token, { order_by: orderBy, order_by_condition: condition })
          expect(res.status, res.text).toBe(200)
          const rows = res.body.data as Row[]
          expect(rows).toHaveLength(5)
          const sign = condition === 'asc' ? 1 : -1
          const sorted = [...rows].sort((x, y) => {
            const kx = key(x)
            const ky = key(y)
            // PostgreSQL puts nulls last ascending and first descending.
            if (kx !== ky) {
              if (kx === null) return sign
              if (ky === null) return -sign
              return (kx < ky ? -1 : 1) * sign
            }
            return (x.id - y.id) * sign
          })
          expect(rows.map((p) => p.id)).toEqual(sorted.map((p) => p.id))
        }
      })
    }
    it('defaults to expiration_date ascending; desc alone reverses it', async () => {
      expect(await idsOf(supplier.token, { order_by_condition: 'desc' })).toEqual([
        ids.p2,
        ids.p5,
        ids.p4,
        ids.p1,
        ids.p3,
      ])
    })
  })

  it('pages with paginate and page', async () => {
    const res = await list(supplier.token, { paginate: 2, page: 2 })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ current_page: 2, last_page: 3, total: 5, per_page: 2 })
    expect((res.body.data as Row[]).map((p) => p.id)).toEqual([ids.p4, ids.p5])
    const last = await list(supplier.token, { paginate: 2, page: 3 })
    expect((last.body.data as Row[]).map((p) => p.id)).toEqual([ids.p2])
    const beyond = await list(supplier.token, { paginate: 2, page: 9 })
    expect(beyond.body).toMatchObject({ data: [], current_page: 9, last_page: 3, total: 5 })
    const max = await list(supplier.token, { paginate: 100 })
    expect(max.body.per_page).toBe(100)
  })

  it('counts a status exactly, however many; with other filters at most PAYMENTS_COUNT_CAP, and says so', async () => {
    const big = await newSupplier(ctx)
    const buyer = await newCustomer(ctx)
    await ctx.db.execute(sql`
      insert into payments (customer_organization_id, customer_user_id, supplier_organization_id, created_by,
                            amount, status_id, term, purchase_date, expiration_date)
      select ${buyer.orgId}, ${buyer.userId}, ${big.orgId}, ${big.adminId}, 10000, 1, 30,
             date '2025-03-01', date '2025-04-30'
        from generate_series(1, ${PAYMENTS_COUNT_CAP + 5})`)
    const exact = PAYMENTS_COUNT_CAP + 5
    const byStatus = await list(big.token, { status: 'pending' })
    expect(byStatus.body).toMatchObject({
      total: exact,
      total_capped: false,
      last_page: Math.ceil(exact / 10),
    })
    const all = await list(big.token, {})
    expect(all.body).toMatchObject({ total: exact, total_capped: false })
    expect((await list(big.token, { status: 'paid' })).body).toMatchObject({ total: 0, last_page: 1 })
    const filtered = await list(big.token, { status: 'pending', start: '2025-03-01' })
    expect(filtered.body).toMatchObject({
      total: PAYMENTS_COUNT_CAP,
      total_capped: true,
      last_page: PAYMENTS_COUNT_CAP / 10,
    })
    const small = await list(supplier.token, { paginate: 2, page: 3 })
    expect(small.body).toMatchObject({ total: 5, total_capped: false, last_page: 3 })
  })

  it('answers 422 with Spanish field errors for bad parameters, never 500', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ status: 'pagada' }, 'status', PAYMENT_LIST_MSG.status],
      [{ id: 'abc' }, 'id', PAYMENT_LIST_MSG.integer],
      [{ id: '0' }, 'id', PAYMENT_LIST_MSG.integer],
      [{ id: '-3' }, 'id', PAYMENT_LIST_MSG.integer],
      [{ counterpart_id: '1.5' }, 'counterpart_id', PAYMENT_LIST_MSG.integer],
      [{ reserved_credit_line_id: '99999999999' }, 'reserved_credit_line_id', PAYMENT_LIST_MSG.integer],
      [{ start: '2025-13-01' }, 'start', PAYMENT_LIST_MSG.date],
      [{ end: '10/03/2025' }, 'end', PAYMENT_LIST_MSG.date],
      // Outside the platform's days (docs/decisions.md#dates): the database would refuse the year 0.
      [{ start: '0000-01-01' }, 'start', PAYMENT_LIST_MSG.date],
      [{ start: '1999-12-31' }, 'start', PAYMENT_LIST_MSG.date],
      [{ end: '2100-01-01' }, 'end', PAYMENT_LIST_MSG.date],
      [{ start: '2025-03-10', end: '2025-03-01' }, 'end', PAYMENT_LIST_MSG.endBeforeStart],
      [{ order_by: 'drop table' }, 'order_by', PAYMENT_LIST_MSG.orderBy],
      [{ order_by_condition: 'up' }, 'order_by_condition', PAYMENT_LIST_MSG.orderByCondition],
      [{ paginate: '101' }, 'paginate', PAYMENT_LIST_MSG.paginate],
      [{ paginate: '0' }, 'paginate', PAYMENT_LIST_MSG.paginate],
      [{ page: 'x' }, 'page', PAYMENT_LIST_MSG.integer],
    ]
    for (const [query, field, message] of cases) {
      const res = await list(supplier.token, query)
      expect(res.status, `${JSON.stringify(query)} ${res.text}`).toBe(422)
      expect((res.body.errors as Record<string, string[]>)[field], JSON.stringify(query)).toEqual([message])
    }
  })
})
