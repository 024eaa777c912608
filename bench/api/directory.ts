/**
 * GET /api/suppliers/get-suppliers-to-show on PostgreSQL with 5 000 suppliers in the directory
 * (docs/decisions.md#directory: p99 ≤ 50 ms at 200 req/s, the payments list's budget). The suppliers are
 * bulk-inserted with one `insert … select generate_series` over 32 states and 4 cities each, one in ten
 * blocked (hidden); the load is an open loop over what the '¿Donde comprar?' page asks: pages 1, 2 and a deep
 * one, a name search, a state and a state + city filter, and the filters list.
 */
import { fixedRate } from '../lib/load'
import { withDb } from './database'
import type { ApiScenario, ScenarioCheck } from './types'

const BUILDER = 'cliente@demo.mx'
const SUPPLIERS = 5_000

const QUERIES = [
  '/api/suppliers/get-suppliers-to-show?page=1',
  '/api/suppliers/get-suppliers-to-show?page=2',
  '/api/suppliers/get-suppliers-to-show?page=300',
  '/api/suppliers/get-suppliers-to-show?page=1&search=ferreteria',
  `/api/suppliers/get-suppliers-to-show?page=1&state=${encodeURIComponent('Estado 7')}`,
  `/api/suppliers/get-suppliers-to-show?page=1&state=${encodeURIComponent('Estado 7')}&city=${encodeURIComponent('Ciudad 7-2')}`,
  '/api/suppliers/get-directory-filters',
]

export const directoryList: ApiScenario = {
  name: 'GET /api/suppliers/get-suppliers-to-show (5 000 suppliers)',
  load: '200 req/s for 10 s',
  p99BudgetMs: 50,
  engines: ['postgres'],
  async run(ctx) {
    const listed = await withDb(ctx, async (db) => {
      const { rows } = await db.query<{ n: string }>(
        "select count(*) as n from organizations where kind = 'supplier' and business_name like 'Bench %'",
      )
      const missing = SUPPLIERS - Number(rows[0]?.n ?? 0)
      if (missing > 0) {
        await db.query(
          `insert into organizations (kind, business_name, business_type, status, logo_url, state, city,
                                      map_url, directory_vendor_phone)
           select 'supplier',
                  'Bench ' || (array['Ferretería', 'Materiales', 'Aceros', 'Maderas', 'Pinturas'])[1 + g % 5]
                    || ' ' || g,
                  'company',
                  case when g % 10 = 0 then 'blocked' else 'active' end,
                  '/logos/materiales-el-fuerte.svg',
                  'Estado ' || (g % 32),
                  'Ciudad ' || (g % 32) || '-' || (g % 4),
                  'https://www.google.com/maps/search/?api=1&query=' || g,
                  '52' || lpad((3300000000 + g)::text, 10, '0')
             from generate_series(1, $1::int) as g`,
          [missing],
        )
      }
      await db.query('vacuum analyze organizations')
      const count = await db.query<{ n: string }>(
        "select count(*) as n from organizations where kind = 'supplier' and status = 'active'",
      )
      return Number(count.rows[0]?.n ?? 0)
    })
    const token = await ctx.token(BUILDER)
    const task = async (i: number) => {
      const res = await ctx.http.get(QUERIES[i % QUERIES.length]!, token)
      return res.status === 200
    }
    await fixedRate(task, { rate: 50, durationMs: 2_000, maxInFlight: 200 })
    await fixedRate(task, { rate: 100, durationMs: 1_000, maxInFlight: 200 })
    const result = await fixedRate(task, {
      rate: 200,
      durationMs: ctx.quick ? 2_000 : 10_000,
      maxInFlight: 400,
    })
    const checks: ScenarioCheck[] = [
      {
        name: 'active suppliers in the directory',
        ok: listed >= SUPPLIERS * 0.9,
        detail: `${listed} active suppliers`,
      },
    ]
    return { ...result, checks }
  },
}
