/**
 * GET /api/projects/projects-with-totals on PostgreSQL for a builder with 10 and with 10 000 purchases on
 * its projects (docs/decisions.md#projects: the totals are columns kept by a trigger, so the list costs the
 * same whatever the purchases), beside GET /api/health (`select 1`) as the reference of the same run. Each
 * builder is a fresh organization (bench.obras<n>@demo.mx, the demo password) with 3 projects; its purchases
 * are bulk-inserted from the demo supplier, spread over the projects (the trigger keeps the totals).
 */
import { fixedConcurrency } from '../lib/load'
import { withDb } from './database'
import type { ApiContext, ApiScenario, ScenarioCheck } from './types'

const SUPPLIER = 'proveedor@demo.mx'
const builderEmail = (purchases: number) => `bench.obras${purchases}@demo.mx`

/** Creates (once) the builder, its 3 projects and its purchases; returns the totals check. */
async function seedBuilder(ctx: ApiContext, purchases: number): Promise<ScenarioCheck> {
  return withDb(ctx, async (db) => {
    const email = builderEmail(purchases)
    const existing = await db.query('select id from users where email = $1', [email])
    if (existing.rows.length === 0) {
      const supplier = await db.query<{ id: number; organization_id: number }>(
        'select id, organization_id from users where email = $1',
        [SUPPLIER],
      )
      const s = supplier.rows[0]
      if (!s) throw new Error('demo supplier missing')
      const org = await db.query<{ id: number }>(
        `insert into organizations (kind, business_name, business_type) values ('customer', $1, 'company') returning id`,
        [`Obras Bench ${purchases}`],
      )
      const orgId = org.rows[0]!.id
      const user = await db.query<{ id: number }>(
        `insert into users (organization_id, role_id, name, email, password_hash)
         select $1, 4, 'Bench', $2, password_hash from users where email = 'cliente@demo.mx' returning id`,
        [orgId, email],
      )
      const userId = user.rows[0]!.id
      const projects = await db.query<{ id: number }>(
        `insert into projects (customer_organization_id, name, budget, type_id, phase_id, created_by)
         select $1, 'Obra ' || g, 100000000, 1 + g % 4, 1 + g % 5, $2 from generate_series(1, 3) g returning id`,
        [orgId, userId],
      )
      const ids = projects.rows.map((r) => r.id)
      await db.query(
        `insert into payments (customer_organization_id, customer_user_id, supplier_organization_id, created_by,
                               amount, status_id, term, purchase_date, expiration_date, project_id,
                               created_at, updated_at)
         select $1, $2, $3, $4, 10000 + (g * 7919) % 5000000, 1, 30, current_date, current_date + 30,
                ($5::int[])[1 + g % 3], now(), now()
           from generate_series(1, $6::int) as g`,
        [orgId, userId, s.organization_id, s.id, ids, purchases],
      )
      await db.query('vacuum analyze payments')
      await db.query('vacuum analyze projects')
    }
    const check = await db.query<{ ok: boolean; n: string }>(
      `select bool_and(p.payments_count = s.n and p.payments_amount = s.total) as ok, sum(s.n) as n
         from projects p
         join users u on u.organization_id = p.customer_organization_id and u.email = $1
         join lateral (select count(*) as n, coalesce(sum(amount), 0) as total from payments
                        where project_id = p.id) s on true`,
      [email],
    )
    const row = check.rows[0]
    return {
      name: `totals of ${purchases} purchases equal a recomputed SUM`,
      ok: row?.ok === true && Number(row.n) === purchases,
      detail: `${row?.n ?? 0} purchases on the builder's projects`,
    }
  })
}

const load = (ctx: ApiContext) => ({
  concurrency: 10,
  requests: ctx.quick ? 200 : 2000,
  maxDurationMs: 60_000,
})

/** The reference of the same run: GET /api/health answers after `select 1`. */
export const healthReference: ApiScenario = {
  name: 'GET /api/health (select 1: reference of projects-with-totals)',
  load: '2000 at concurrency 10',
  async run(ctx) {
    const task = async () => (await ctx.http.get('/api/health')).status === 200
    await fixedConcurrency(task, { concurrency: 10, requests: 100, maxDurationMs: 10_000 })
    return fixedConcurrency(task, load(ctx))
  },
}

const projectsWithTotals = (purchases: number): ApiScenario => ({
  name: `GET /api/projects/projects-with-totals (${purchases.toLocaleString('en')} purchases)`,
  load: '2000 at concurrency 10',
  engines: ['postgres'],
  async run(ctx) {
    const check = await seedBuilder(ctx, purchases)
    const token = await ctx.token(builderEmail(purchases))
    const task = async () => (await ctx.http.get('/api/projects/projects-with-totals', token)).status === 200
    await fixedConcurrency(task, { concurrency: 10, requests: 100, maxDurationMs: 10_000 }) // warm-up
    return { ...(await fixedConcurrency(task, load(ctx))), checks: [check] }
  },
})

export const projectsTotalsSmall = projectsWithTotals(10)
export const projectsTotalsLarge = projectsWithTotals(10_000)
