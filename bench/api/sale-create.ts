/**
 * POST /api/payments/create on PostgreSQL (docs/decisions.md#budgets), with shared codes so every request is
 * valid and an Idempotency-Key per sale as the SPA sends it:
 * - throughput and p99 with 50 concurrent clients, each selling to a builder of its own (50 credit lines), all
 *   for the demo supplier (its sellers take turns);
 * - 1 000 concurrent sales against one credit line: zero overdraw, exactly floor(limit / amount) approved,
 *   `used` equal to the sum of the credit movements.
 */
import { randomUUID } from 'node:crypto'
import { fixedConcurrency } from '../lib/load'
import { measuredCost, withDb } from './database'
import type { ApiContext, ApiScenario, ScenarioCheck } from './types'

const SUPPLIER = 'proveedor@demo.mx'
const VENDOR = 'vendedor@demo.mx'
const CUSTOMER = 'comprador@demo.mx'
const SUPPLIER_NAME = 'Materiales El Fuerte'

type Fixture = { userId: number; organizationId: number; code: string; tokens: string[] }

/** The demo buyer, a shared code of the demo supplier for them, and the supplier's two signed-in users. */
async function fixture(ctx: ApiContext, creditLimitCentavos: number): Promise<Fixture> {
  const customerToken = await ctx.token(CUSTOMER)
  const suppliers = await ctx.http.get('/api/customers/get-suppliers', customerToken)
  const supplier = suppliers
    .json<{ data: { id: number; business_name: string }[] }>()
    .data.find((s) => s.business_name === SUPPLIER_NAME)
  if (!supplier) throw new Error(`no supplier ${SUPPLIER_NAME}: ${suppliers.body.slice(0, 200)}`)
  const shared = await ctx.http.post('/api/shared-tokens/create', { supplier_id: supplier.id }, customerToken)
  if (shared.status !== 200)
    throw new Error(`shared code: HTTP ${shared.status} ${shared.body.slice(0, 200)}`)
  const { userId, organizationId } = await withDb(ctx, async (db) => {
    const { rows } = await db.query<{ id: number; organization_id: number }>(
      'select id, organization_id from users where email = $1',
      [CUSTOMER],
    )
    const row = rows[0]
    if (!row) throw new Error(`no user ${CUSTOMER}`)
    // Fresh line: nothing used, a per-sale limit that never gets in the way.
    await db.query(
      'delete from credit_movements where credit_line_id in (select id from credit_lines where organization_id = $1)',
      [row.organization_id],
    )
    await db.query(
      'update credit_lines set credit_limit = $2, transaction_limit = $2, used = 0 where organization_id = $1',
      [row.organization_id, creditLimitCentavos],
    )
    return { userId: row.id, organizationId: row.organization_id }
  })
  return {
    userId,
    organizationId,
    code: shared.json<{ token: string }>().token,
    tokens: [await ctx.token(SUPPLIER), await ctx.token(VENDOR)],
  }
}

const sale = (ctx: ApiContext, f: Fixture, i: number, amount: number) =>
  ctx.http.request('/api/payments/create', {
    method: 'POST',
    headers: { authorization: `Bearer ${f.tokens[i % f.tokens.length]}`, 'idempotency-key': randomUUID() },
    body: { user_id: f.userId, amount, term: 30, token: f.code, reference: `bench ${i}` },
  })

type Answer = { success: boolean; msg: string }

async function ledger(ctx: ApiContext, organizationId: number) {
  return withDb(ctx, async (db) => {
    const { rows } = await db.query<{ used: string; credit_limit: string; movements: string | null }>(
      `select l.used, l.credit_limit,
              (select sum(m.amount) from credit_movements m where m.credit_line_id = l.id) as movements
         from credit_lines l where l.organization_id = $1`,
      [organizationId],
    )
    const row = rows[0]!
    return { used: Number(row.used), limit: Number(row.credit_limit), movements: Number(row.movements ?? 0) }
  })
}

/**
 * `count` new builders, each an active company with a credit line of `creditLimitCentavos` and an
 * admin-customer user whose password is the demo one (its stored hash copied from the demo buyer), signed in
 * over the API and holding a shared code for the demo supplier. Written with SQL: the bench drives the app
 * over HTTP and its database, never through server/ (docs/architecture.md#dependency-direction).
 */
async function builders(ctx: ApiContext, count: number, creditLimitCentavos: number): Promise<Fixture[]> {
  const run = Date.now()
  const { made, supplierId } = await withDb(ctx, async (db) => {
    const supplier = await db.query<{ organization_id: number }>(
      'select organization_id from users where email = $1',
      [SUPPLIER],
    )
    const made: { userId: number; organizationId: number; email: string }[] = []
    for (let i = 0; i < count; i++) {
      const email = `bench.${run}.${i}@bench.mx`
      const { rows } = await db.query<{ user_id: number; organization_id: number }>(
        `with org as (
           insert into organizations (kind, business_name, business_type, status)
           values ('customer', $1, 'company', 'active') returning id
         ), line as (
           insert into credit_lines (organization_id, credit_limit, transaction_limit, term_limit_days, used)
           select id, $2, $2, 60, 0 from org
         )
         insert into users (organization_id, role_id, name, email, password_hash, active)
         select org.id, 4, 'Bench', $3, (select password_hash from users where email = $4), true from org
         returning id as user_id, organization_id`,
        [`Constructora Bench ${run} ${i}`, creditLimitCentavos, email, CUSTOMER],
      )
      made.push({ userId: rows[0]!.user_id, organizationId: rows[0]!.organization_id, email })
    }
    return { made, supplierId: supplier.rows[0]!.organization_id }
  })
  const sellers = [await ctx.token(SUPPLIER), await ctx.token(VENDOR)]
  const fixtures: Fixture[] = []
  // Two at a time: each sign-in hashes a password (scrypt), the sales are what is measured.
  for (let i = 0; i < made.length; i += 2) {
    const pair = made.slice(i, i + 2)
    fixtures.push(
      ...(await Promise.all(
        pair.map(async (b) => {
          const token = await ctx.token(b.email)
          const shared = await ctx.http.post('/api/shared-tokens/create', { supplier_id: supplierId }, token)
          if (shared.status !== 200)
            throw new Error(`shared code: HTTP ${shared.status} ${shared.body.slice(0, 200)}`)
          return {
            userId: b.userId,
            organizationId: b.organizationId,
            code: shared.json<{ token: string }>().token,
            tokens: sellers,
          }
        }),
      )),
    )
  }
  return fixtures
}

const CLIENTS = 50

/**
 * The reference of sale creation: the lightest signed-in request (GET /api/user: the session checked, the user
 * read), in the same closed loop of 50 clients on the same machine. A sale cannot cost less than this plus its
 * own statements, so its p99 is read against it (docs/decisions.md#budgets).
 */
export const signedInReference: ApiScenario = {
  name: `GET /api/user (${CLIENTS} clients: reference of sale creation)`,
  load: `2000 at concurrency ${CLIENTS}`,
  engines: ['postgres'],
  async run(ctx) {
    const token = await ctx.token(SUPPLIER)
    const task = async () => (await ctx.http.get('/api/user', token)).status === 200
    await fixedConcurrency(task, { concurrency: CLIENTS, requests: 200, maxDurationMs: 30_000 }) // warm-up
    return fixedConcurrency(task, {
      concurrency: CLIENTS,
      requests: ctx.quick ? 200 : 2000,
      maxDurationMs: 120_000,
    })
  },
}

export const saleCreate: ApiScenario = {
  name: `POST /api/payments/create (${CLIENTS} clients, ${CLIENTS} credit lines)`,
  load: `2000 at concurrency ${CLIENTS}`,
  p99BudgetMs: 100,
  reference: signedInReference.name,
  engines: ['postgres'],
  async run(ctx) {
    const lines = await builders(ctx, CLIENTS, 1_000_000_000_000)
    const amount = 123.45
    const approved = new Map<number, number>()
    // Request i goes to builder i % 50, sold by the admin or the vendor (i % 2): 50 lines, 2 sellers.
    const task = async (i: number) => {
      const f = lines[i % lines.length]!
      const res = await sale(ctx, f, i, amount)
      const ok = res.status === 200 && res.json<Answer>().success === true
      if (ok) approved.set(f.organizationId, (approved.get(f.organizationId) ?? 0) + 1)
      return ok
    }
    await fixedConcurrency(task, { concurrency: CLIENTS, requests: 200, maxDurationMs: 30_000 }) // warm-up
    const { result, cost } = await measuredCost(
      ctx,
      () =>
        fixedConcurrency(task, {
          concurrency: CLIENTS,
          requests: ctx.quick ? 200 : 2000,
          maxDurationMs: 120_000,
        }),
      'sale',
    )
    const wrong: string[] = []
    for (const f of lines) {
      const after = await ledger(ctx, f.organizationId)
      const expected = (approved.get(f.organizationId) ?? 0) * 12_345
      if (after.used !== after.movements || after.used !== expected)
        wrong.push(
          `${f.organizationId}: used ${after.used}, movements ${after.movements}, expected ${expected}`,
        )
    }
    const checks: ScenarioCheck[] = [
      {
        name: 'every line: used = sum of movements = approved × amount',
        ok: wrong.length === 0,
        detail: wrong.length
          ? wrong.slice(0, 3).join('; ')
          : `${CLIENTS} lines, ${[...approved.values()].reduce((a, b) => a + b, 0)} sales`,
      },
      // Not a budget: where the time goes (docs/decisions.md#budgets).
      { name: "where a sale's time goes", ok: true, detail: cost },
    ]
    return { ...result, checks }
  },
}

export const saleCreateOneLine: ApiScenario = {
  name: 'POST /api/payments/create (1000 on one line)',
  load: '1000 at concurrency 50',
  engines: ['postgres'],
  async run(ctx) {
    const limit = 10_000_000 // centavos: 100 000 pesos
    const amountCentavos = 33_333
    const f = await fixture(ctx, limit)
    const expected = Math.floor(limit / amountCentavos)
    let approved = 0
    let refused = 0
    const requests = 1000
    const result = await fixedConcurrency(
      async (i) => {
        const res = await sale(ctx, f, i, amountCentavos / 100)
        if (res.status !== 200) return false
        const answer = res.json<Answer>()
        if (answer.success) approved++
        else refused++
        return (
          answer.success ||
          answer.msg === 'El cliente no tiene crédito disponible suficiente para esta compra'
        )
      },
      { concurrency: 50, requests, maxDurationMs: 120_000 },
    )
    const after = await ledger(ctx, f.organizationId)
    const checks: ScenarioCheck[] = [
      {
        name: `exactly floor(limit / amount) = ${expected} approved`,
        ok: approved === expected && refused === requests - expected,
        detail: `${approved} approved, ${refused} refused`,
      },
      {
        name: 'zero overdraw; used = sum of movements',
        ok:
          after.used <= after.limit &&
          after.used === after.movements &&
          after.used === expected * amountCentavos,
        detail: `used ${after.used} of ${after.limit}, movements ${after.movements}`,
      },
    ]
    return { ...result, checks }
  },
}
