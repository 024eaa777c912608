import { ACTION_MSG } from '@contract/paymentActions'
import { PROJECT_MSG, type Project } from '@contract/projects'
import { PROJECT_ACTIVITY_MSG, PROJECT_CODE_MSG } from '@contract/quotes'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { firstErrors, forEachDatabase, type TestContext } from './harness'
import { chargedPayment, partiesOf } from './payment-action-fixtures'
import { seedPayment } from './payment-fixtures'
import {
  issueCode,
  newCustomer,
  newSupplier,
  post,
  sell,
  type TestCustomer,
  type TestSupplier,
} from './sales-fixtures'

/** Every project's trigger-kept totals beside a SUM recomputed from the payments. */
async function expectTotalsMatch(ctx: TestContext) {
  const result = (await ctx.db.execute(sql`
    select p.id, p.payments_count as count, p.payments_amount as amount,
      (select count(*) from payments where project_id = p.id) as recount,
      (select coalesce(sum(amount), 0) from payments where project_id = p.id) as resum
    from projects p`)) as unknown as { rows: Record<string, unknown>[] }
  expect(result.rows.length).toBeGreaterThan(0)
  for (const row of result.rows) {
    expect([Number(row.count), Number(row.amount)], `project ${row.id}`).toEqual([
      Number(row.recount),
      Number(row.resum),
    ])
  }
}

forEachDatabase('projects: catalogue, totals, bulk assignment, the code’s project, activities', (ctx) => {
  let customer: TestCustomer
  let stranger: TestCustomer
  let supplier: TestSupplier
  let first: number
  let second: number
  let strangerProject: number
  const ids: number[] = []
  let strangerPayment: number

  const newProject = async (who: TestCustomer, name: string) =>
    ((await post(ctx, '/api/projects', who.token, { name })).body.data as Project).id
  const projectRow = async (id: number) =>
    (await ctx.db.select().from(schema.projects).where(eq(schema.projects.id, id)))[0]!

  beforeAll(async () => {
    customer = await newCustomer(ctx, { creditLimit: 1_000_000, transactionLimit: 500_000 })
    stranger = await newCustomer(ctx)
    supplier = await newSupplier(ctx)
    // 6 purchases of 10 to 60 pesos (seedPayment takes centavos).
    for (let day = 1; day <= 6; day++) {
      ids.push(
        await seedPayment(ctx, {
          customer,
          supplier,
          status: 1,
          amount: 1_000 * day,
          term: 60,
          purchase: `2025-02-0${day}`,
          expiration: `2025-04-0${day}`,
          createdAt: `2025-02-0${day}T17:00:00Z`,
        }),
      )
    }
    // The second one is charged to the credit line like a real sale, so the supplier may edit it.
    ids[1] = await chargedPayment(ctx, partiesOf(customer, supplier), { amount: 2_000, term: 60 })
    strangerPayment = await seedPayment(ctx, {
      customer: stranger,
      supplier,
      status: 1,
      amount: 777,
      term: 30,
      purchase: '2025-03-01',
      expiration: '2025-03-31',
      createdAt: '2025-03-01T17:00:00Z',
    })
    first = await newProject(customer, 'Primera')
    second = await newProject(customer, 'Segunda')
    strangerProject = await newProject(stranger, 'Ajena')
  })

  describe('catalogue', () => {
    it('serves the seeded construction types and phases, Finalizado final', async () => {
      const res = await ctx.request('GET', '/api/projects/catalogue', { token: customer.token })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        types: [
          { id: 1, name: 'Residencial' },
          { id: 2, name: 'Comercial' },
          { id: 3, name: 'Industrial' },
          { id: 4, name: 'Infraestructura' },
        ],
        phases: [
          { id: 1, name: 'Cimentación', is_final: false },
          { id: 2, name: 'Estructura', is_final: false },
          { id: 3, name: 'Albañilería', is_final: false },
          { id: 4, name: 'Instalaciones', is_final: false },
          { id: 5, name: 'Acabados', is_final: false },
          { id: 6, name: 'Finalizado', is_final: true },
        ],
      })
      expect((await ctx.request('GET', '/api/projects/catalogue', { token: supplier.token })).status).toBe(
        403,
      )
    })

    it('checks type and phase against the tables: unknown ones and a new Finalizado are 422, nothing written', async () => {
      const before = await ctx.tableCounts()
      const unknown = await post(ctx, '/api/projects', customer.token, { name: 'X', type_id: 5, phase_id: 9 })
      expect(unknown.status).toBe(422)
      expect(firstErrors(unknown.body)).toEqual({
        type_id: [PROJECT_MSG.type],
        phase_id: [PROJECT_MSG.phase],
      })
      const finished = await post(ctx, '/api/projects', customer.token, { name: 'X', phase_id: 6 })
      expect(firstErrors(finished.body)).toEqual({ phase_id: [PROJECT_MSG.newFinished] })
      const put = await ctx.request('PUT', `/api/projects/${first}`, {
        token: customer.token,
        json: {
          name: 'Primera',
          budget: 10,
          address: 'Calle 1',
          start_date: '2025-01-01',
          type_id: 4,
          phase_id: 7,
        },
      })
      expect(firstErrors(put.body)).toEqual({ phase_id: [PROJECT_MSG.phase] })
      expect(await ctx.tableCounts()).toEqual(before)
    })
  })

  describe('totals at constant cost', () => {
    it('keeps payments_count and payments_amount equal to a recomputed SUM through assignment, reassignment and edits', async () => {
      const assign = await post(ctx, '/api/projects/assign-payments', customer.token, {
        project_id: first,
        payment_ids: [ids[0], ids[1], ids[2]],
      })
      expect(assign.status).toBe(200)
      expect(assign.body).toEqual({ success: true, msg: ACTION_MSG.projectAssigned })
      expect(await projectRow(first)).toMatchObject({ paymentsCount: 3, paymentsAmount: 6_000 })
      await expectTotalsMatch(ctx)
      // Reassignment moves them.
      await post(ctx, '/api/projects/assign-payments', customer.token, {
        project_id: second,
        payment_ids: [ids[1]],
      })
      expect(await projectRow(first)).toMatchObject({ paymentsCount: 2, paymentsAmount: 4_000 })
      expect(await projectRow(second)).toMatchObject({ paymentsCount: 1, paymentsAmount: 2_000 })
      // The supplier edits the amount down (payments/update-payment).
      const edit = await post(ctx, `/api/payments/update-payment/${ids[1]}`, supplier.token, {
        amount: 15,
        term: 60,
      })
      expect(edit.body).toMatchObject({ success: true })
      expect(await projectRow(second)).toMatchObject({ paymentsCount: 1, paymentsAmount: 1_500 })
      // Any other write path too (the trigger is the one place): a raw update of amount and project.
      await ctx.db.update(schema.payments).set({ amount: 1_234 }).where(eq(schema.payments.id, ids[0]!))
      await ctx.db.update(schema.payments).set({ projectId: null }).where(eq(schema.payments.id, ids[2]!))
      expect(await projectRow(first)).toMatchObject({ paymentsCount: 1, paymentsAmount: 1_234 })
      await expectTotalsMatch(ctx)
      const listed = await ctx.request('GET', '/api/projects/projects-with-totals', { token: customer.token })
      expect(listed.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: first, payments_count: 1, payments_amount: 12.34 }),
          expect.objectContaining({ id: second, payments_count: 1, payments_amount: 15 }),
        ]),
      )
    })
  })

  describe('POST /api/projects/assign-payments', () => {
    it('is all or nothing: a foreign or unknown id in the middle refuses the whole assignment (404)', async () => {
      const before = await ctx.db
        .select({ id: schema.payments.id, project: schema.payments.projectId })
        .from(schema.payments)
        .where(inArray(schema.payments.id, [...ids, strangerPayment]))
        .orderBy(schema.payments.id)
      const projectsBefore = await ctx.db.select().from(schema.projects).orderBy(schema.projects.id)
      for (const [json, msg] of [
        [{ project_id: second, payment_ids: [ids[3], strangerPayment, ids[4]] }, ACTION_MSG.paymentNotFound],
        [{ project_id: second, payment_ids: [ids[3], 2_000_000_000, ids[4]] }, ACTION_MSG.paymentNotFound],
        [{ project_id: strangerProject, payment_ids: [ids[3]] }, ACTION_MSG.projectNotFound],
      ] as const) {
        const res = await post(ctx, '/api/projects/assign-payments', customer.token, json)
        expect(res.status).toBe(404)
        expect(res.body).toEqual({ msg })
      }
      const after = await ctx.db
        .select({ id: schema.payments.id, project: schema.payments.projectId })
        .from(schema.payments)
        .where(inArray(schema.payments.id, [...ids, strangerPayment]))
        .orderBy(schema.payments.id)
      expect(after).toEqual(before)
      expect(await ctx.db.select().from(schema.projects).orderBy(schema.projects.id)).toEqual(projectsBefore)
    })

    it('keeps the totals under concurrent assignments moving purchases both ways between two projects', async () => {
      const a = await newProject(customer, 'Ida')
      const b = await newProject(customer, 'Vuelta')
      const moving = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          seedPayment(ctx, {
            customer,
            supplier,
            status: 1,
            amount: 100 + i,
            term: 30,
            purchase: '2025-03-01',
            expiration: '2025-03-31',
            createdAt: '2025-03-01T17:00:00Z',
          }),
        ),
      )
      await post(ctx, '/api/projects/assign-payments', customer.token, {
        project_id: a,
        payment_ids: moving.slice(0, 4),
      })
      await post(ctx, '/api/projects/assign-payments', customer.token, {
        project_id: b,
        payment_ids: moving.slice(4),
      })
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all(
          moving.map((id, i) =>
            post(ctx, '/api/projects/assign-payments', customer.token, {
              project_id: (i + round) % 2 === 0 ? b : a,
              payment_ids: [id, moving[(i + 3) % moving.length]],
            }),
          ),
        )
        expect(results.map((r) => r.status)).toEqual(moving.map(() => 200))
      }
      await expectTotalsMatch(ctx)
      const both = (await projectRow(a)).paymentsCount + (await projectRow(b)).paymentsCount
      expect(both).toBe(8)
    })

    it('refuses bad input in Spanish and writes nothing', async () => {
      const before = await ctx.tableCounts()
      for (const json of [
        {},
        { project_id: first, payment_ids: [] },
        { project_id: first, payment_ids: ['1'] },
        { project_id: first, payment_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        { project_id: first, payment_ids: [ids[3]], customer_id: 1 },
      ]) {
        const res = await post(ctx, '/api/projects/assign-payments', customer.token, json)
        expect(res.status, JSON.stringify(json)).toBe(422)
      }
      expect(await ctx.tableCounts()).toEqual(before)
    })
  })

  describe('POST /api/projects/assign (the purchase code’s project)', () => {
    it('needs a live code; a sale redeemed with it lands in the project; a new code clears the choice', async () => {
      const noCode = await post(ctx, '/api/projects/assign', customer.token, { project_id: first })
      expect(noCode.status).toBe(422)
      expect(firstErrors(noCode.body)).toEqual({ project_id: [PROJECT_CODE_MSG.noLiveCode] })
      const code = await issueCode(ctx, customer)
      const foreign = await post(ctx, '/api/projects/assign', customer.token, { project_id: strangerProject })
      expect(foreign.status).toBe(404)
      const ok = await post(ctx, '/api/projects/assign', customer.token, { project_id: first })
      expect(ok.body).toEqual({ success: true, msg: PROJECT_CODE_MSG.assigned })
      const before = await projectRow(first)
      const sale = await sell(ctx, supplier.token, {
        user_id: customer.userId,
        amount: 250,
        term: 30,
        token: code,
      })
      expect(sale.body).toMatchObject({ success: true })
      const saleId = (sale.body.data as { id: number }).id
      const [payment] = await ctx.db.select().from(schema.payments).where(eq(schema.payments.id, saleId))
      expect(payment!.projectId).toBe(first)
      expect(await projectRow(first)).toMatchObject({
        paymentsCount: before.paymentsCount + 1,
        paymentsAmount: before.paymentsAmount + 25_000,
      })
      // The used code has no project to carry any more; a new code starts without one.
      expect((await post(ctx, '/api/projects/assign', customer.token, { project_id: first })).status).toBe(
        422,
      )
      const next = await issueCode(ctx, customer)
      await post(ctx, '/api/projects/assign', customer.token, { project_id: second })
      const fresh = await issueCode(ctx, customer)
      expect(fresh).not.toBe(next)
      const [row] = await ctx.db
        .select({ projectId: schema.purchaseCodes.projectId })
        .from(schema.purchaseCodes)
        .where(eq(schema.purchaseCodes.userId, customer.userId))
      expect(row!.projectId).toBeNull()
      const plain = await sell(ctx, supplier.token, {
        user_id: customer.userId,
        amount: 10,
        term: 30,
        token: fresh,
      })
      const [plainRow] = await ctx.db
        .select({ projectId: schema.payments.projectId })
        .from(schema.payments)
        .where(eq(schema.payments.id, (plain.body.data as { id: number }).id))
      expect(plainRow!.projectId).toBeNull()
      await expectTotalsMatch(ctx)
    })
  })

  describe('POST /api/project-activities', () => {
    it('stores the click with the user, the organization and the time; unknown events are 422', async () => {
      const res = await post(ctx, '/api/project-activities', customer.token, {
        event: 'click_create_project',
      })
      expect(res.body).toEqual({ success: true, msg: PROJECT_ACTIVITY_MSG.recorded })
      const rows = await ctx.db
        .select()
        .from(schema.projectActivities)
        .where(
          and(
            eq(schema.projectActivities.userId, customer.userId),
            eq(schema.projectActivities.organizationId, customer.orgId),
          ),
        )
      expect(rows).toEqual([expect.objectContaining({ event: 'click_create_project', at: ctx.clock.now() })])
      const before = await ctx.tableCounts()
      const bad = await post(ctx, '/api/project-activities', customer.token, { event: 'drop_table' })
      expect(bad.status).toBe(422)
      expect(
        (await post(ctx, '/api/project-activities', supplier.token, { event: 'click_create_quote' })).status,
      ).toBe(403)
      expect(await ctx.tableCounts()).toEqual(before)
    })
  })
})
