/**
 * GET /api/payments on PostgreSQL over 100 000 payments of the demo supplier (docs/decisions.md#budgets: p99
 * ≤ 50 ms at
 * 200 req/s). The payments are bulk-inserted with one `insert … select generate_series` (spread over 400
 * purchase days and every status); the load is an open loop at a fixed rate over the requests the SPA makes:
 * one per status chip (Por vencer is the supplier's default, A confirmar its reset), page 1, default sort.
 * After the insert and after the warm-up (whose first read moves ~45 000 due payments to expired or
 * not_reported) the table is vacuumed, as autovacuum would do on a live server.
 */
import { fixedRate } from '../lib/load'
import { withDb } from './sale-create'
import type { ApiScenario, ScenarioCheck } from './types'

const SUPPLIER = 'proveedor@demo.mx'
// Not the sale bench's buyer: these rows include reported non-payments, which stop a customer from buying.
const CUSTOMER = 'cliente2@demo.mx'
const PAYMENTS = 100_000

const QUERIES = ['about_to_expire', 'to_confirm', 'pending', 'paid', 'expired'].map(
  (status) => `/api/payments?status=${status}&page=1&paginate=10`,
)

export const paymentsList: ApiScenario = {
  name: 'GET /api/payments (100 000 payments)',
  load: '200 req/s for 10 s',
  p99BudgetMs: 50,
  engines: ['postgres'],
  async run(ctx) {
    const seeded = await withDb(ctx, async (db) => {
      const ids = await db.query<{ user_id: number; organization_id: number; email: string }>(
        'select id as user_id, organization_id, email from users where email = any($1)',
        [[SUPPLIER, CUSTOMER]],
      )
      const supplier = ids.rows.find((r) => r.email === SUPPLIER)
      const customer = ids.rows.find((r) => r.email === CUSTOMER)
      if (!supplier || !customer) throw new Error('demo supplier or customer missing')
      const { rows } = await db.query<{ n: string }>(
        'select count(*) as n from payments where supplier_organization_id = $1',
        [supplier.organization_id],
      )
      const missing = PAYMENTS - Number(rows[0]?.n ?? 0)
      if (missing > 0) {
        await db.query(
          `insert into payments (customer_organization_id, customer_user_id, supplier_organization_id, created_by,
                                 amount, status_id, term, purchase_date, expiration_date, payment_date,
                                 created_at, updated_at)
           select $1, $2, $3, $4, 10000 + (g * 7919) % 5000000,
                  (array[1, 1, 2, 3, 4, 5, 7, 8, 9, 10])[1 + g % 10],
                  30, d, d + 30, case when g % 10 in (3, 6, 7) then d + 20 end, now(), now()
             from generate_series(1, $5::int) as g,
                  lateral (select (current_date - (g % 400))::date as d) as day`,
          [customer.organization_id, customer.user_id, supplier.organization_id, supplier.user_id, missing],
        )
      }
      await db.query('vacuum analyze payments')
      const count = await db.query<{ n: string }>(
        'select count(*) as n from payments where supplier_organization_id = $1',
        [supplier.organization_id],
      )
      return Number(count.rows[0]?.n ?? 0)
    })
    const token = await ctx.token(SUPPLIER)
    const task = async (i: number) => {
      const res = await ctx.http.get(QUERIES[i % QUERIES.length]!, token)
      return res.status === 200
    }
    // Warm-up; the first read also moves the due payments of the supplier to expired / not_reported.
    await fixedRate(task, { rate: 50, durationMs: 2_000, maxInFlight: 200 })
    await withDb(ctx, (db) => db.query('vacuum analyze payments'))
    await fixedRate(task, { rate: 100, durationMs: 1_000, maxInFlight: 200 })
    const result = await fixedRate(task, {
      rate: 200,
      durationMs: ctx.quick ? 2_000 : 10_000,
      maxInFlight: 400,
    })
    const checks: ScenarioCheck[] = [
      {
        name: `${PAYMENTS} payments of the demo supplier`,
        ok: seeded >= PAYMENTS,
        detail: `${seeded} payments`,
      },
    ]
    return { ...result, checks }
  },
}
