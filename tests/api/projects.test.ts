import { INPUT_MSG } from '@contract/http'
import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import { paymentSchema } from '@contract/payments'
import { PROJECT_MSG, type Project } from '@contract/projects'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import * as schema from '../../server/db/schema'
import { firstErrors, forEachDatabase } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

const FORM = {
  name: 'Casa Jardines',
  budget: 1_234_567.89,
  address: 'Calle Pino 12, Tonalá, Jal.',
  start_date: '2025-04-01',
  type_id: 2,
  phase_id: 3,
}

forEachDatabase('projects', (ctx) => {
  const get = (path: string, token?: string) => ctx.request('GET', path, { token })
  const send = (method: string, path: string, token: string | undefined, json: unknown) =>
    ctx.request(method, path, { token, json })

  describe('GET, POST and PUT /api/projects', () => {
    it('lists the business’s projects, newest first, with their purchases counted and summed', async () => {
      for (const actor of ['admin-customer', 'customer'] as const) {
        const res = await get('/api/projects', await ctx.as(actor))
        expect(res.status).toBe(200)
        expect(res.body.data).toEqual([
          {
            id: expect.any(Number),
            name: 'Bodega El Salto',
            budget: 950000,
            address: 'Carretera a El Salto km 8, El Salto, Jal.',
            start_date: '2025-02-18',
            type_id: 3,
            phase_id: 1,
            type: 'Industrial',
            phase: 'Cimentación',
            payments_count: 3,
            payments_amount: 29890,
          },
          {
            id: expect.any(Number),
            name: 'Torre Andares',
            budget: 1850000,
            address: 'Av. Patria 1200, Zapopan, Jal.',
            start_date: '2025-01-09',
            type_id: 1,
            phase_id: 2,
            type: 'Residencial',
            phase: 'Estructura',
            payments_count: 4,
            payments_amount: 30240.9,
          },
        ])
      }
      // Obras Hidalgo sees its own projects only.
      const other = await get('/api/projects', await ctx.as('other-customer'))
      expect((other.body.data as Project[]).map((p) => p.name)).toEqual([
        'Nave Industrial Tlaquepaque',
        'Casa Providencia',
      ])
      const totals = await get('/api/projects/projects-with-totals', await ctx.as('customer'))
      expect((totals.body.data as Project[]).map((p) => p.payments_count)).toEqual([3, 4])
    })

    it('creates a project from a name alone or from the whole form, budget in pesos', async () => {
      const token = await ctx.as('customer')
      const bare = await send('POST', '/api/projects', token, { name: '  Ampliación oficina  ' })
      expect(bare.status).toBe(200)
      expect(bare.body).toEqual({
        success: true,
        msg: ACTION_MSG.projectCreated,
        data: {
          id: expect.any(Number),
          name: 'Ampliación oficina',
          budget: null,
          address: null,
          start_date: null,
          type_id: null,
          phase_id: null,
          type: null,
          phase: null,
          payments_count: 0,
          payments_amount: 0,
        },
      })
      const full = await send('POST', '/api/projects', token, FORM)
      expect(full.body).toMatchObject({
        success: true,
        data: { ...FORM, type: 'Comercial', phase: 'Albañilería', payments_count: 0 },
      })
      const id = (full.body.data as Project).id
      const [row] = await ctx.db.select().from(schema.projects).where(eq(schema.projects.id, id))
      expect(row).toMatchObject({
        budget: 123_456_789,
        customerOrganizationId: await ctx.organizationIdOf('comprador@demo.mx'),
        createdBy: await ctx.userId('comprador@demo.mx'),
      })
      expect((await get(`/api/projects/${id}`, await ctx.as('admin-customer'))).body).toEqual({
        data: full.body.data,
      })
    })

    it('refuses a new project born Finalizado, and the form’s missing fields, in Spanish', async () => {
      const token = await ctx.as('admin-customer')
      const before = await ctx.tableCounts()
      const finished = await send('POST', '/api/projects', token, { ...FORM, phase_id: 6 })
      expect(finished.status).toBe(422)
      expect(firstErrors(finished.body)).toEqual({ phase_id: [PROJECT_MSG.newFinished] })
      const empty = await send('POST', '/api/projects', token, { name: '   ' })
      expect(firstErrors(empty.body)).toEqual({ name: [PROJECT_MSG.name] })
      // Shape first (the contract), then type and phase against the catalogue tables (the server).
      const typed = await send('POST', '/api/projects', token, { name: 'X', type_id: 1.5, budget: 1.234 })
      expect(firstErrors(typed.body)).toEqual({
        type_id: [PROJECT_MSG.type],
        budget: [PROJECT_MSG.budgetDecimals],
      })
      const unknown = await send('POST', '/api/projects', token, { name: 'X', type_id: 9, phase_id: 7 })
      expect(unknown.status).toBe(422)
      expect(firstErrors(unknown.body)).toEqual({
        type_id: [PROJECT_MSG.type],
        phase_id: [PROJECT_MSG.phase],
      })
      // The name's limit says so (docs/decisions.md#text-limits): not 'El nombre del proyecto es requerido'
      // for a filled name.
      const long = await send('POST', '/api/projects', token, { name: 'x'.repeat(300) })
      expect(long.status).toBe(422)
      expect(firstErrors(long.body)).toEqual({
        name: ['El nombre del proyecto admite máximo 120 caracteres'],
      })
      const longAddress = await send('POST', '/api/projects', token, { ...FORM, address: 'x'.repeat(501) })
      expect(firstErrors(longAddress.body)).toEqual({
        address: ['La dirección del proyecto admite máximo 500 caracteres'],
      })
      const extra = await send('POST', '/api/projects', token, { name: 'X', customer_organization_id: 1 })
      expect(firstErrors(extra.body)).toEqual({ customer_organization_id: [MSG.unknownField] })
      expect(await ctx.tableCounts()).toEqual(before)
    })

    it('refuses a start date that is no day, or outside 2000–2099, on its field (422), and writes nothing', async () => {
      const token = await ctx.as('admin-customer')
      const before = await ctx.tableCounts()
      for (const start_date of [
        '2027-02-31',
        '2027-13-01',
        '1999-12-31',
        '2100-01-01',
        '0000-01-01',
        '15/01/2027',
      ]) {
        const created = await send('POST', '/api/projects', token, { ...FORM, start_date })
        expect(created.status, start_date).toBe(422)
        expect(firstErrors(created.body), start_date).toEqual({ start_date: [PROJECT_MSG.startDateInvalid] })
      }
      const empty = await send('POST', '/api/projects', token, { ...FORM, start_date: '' })
      expect(firstErrors(empty.body)).toEqual({ start_date: [PROJECT_MSG.startDate] })
      expect(await ctx.tableCounts()).toEqual(before)
      const edges = []
      for (const start_date of ['2000-01-01', '2099-12-31', '2028-02-29']) {
        const created = await send('POST', '/api/projects', token, { ...FORM, start_date })
        expect(created.status, start_date).toBe(200)
        edges.push((created.body.data as Project).start_date)
      }
      expect(edges).toEqual(['2000-01-01', '2099-12-31', '2028-02-29'])
    })

    it('updates a project with the whole form; a running project may finish', async () => {
      const token = await ctx.as('admin-customer')
      const created = await send('POST', '/api/projects', token, { name: 'Remodelación' })
      const id = (created.body.data as Project).id
      const res = await send('PUT', `/api/projects/${id}`, token, { ...FORM, phase_id: 6, budget: 0.5 })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        success: true,
        msg: ACTION_MSG.projectUpdated,
        data: {
          ...FORM,
          id,
          phase_id: 6,
          budget: 0.5,
          type: 'Comercial',
          phase: 'Finalizado',
          payments_count: 0,
          payments_amount: 0,
        },
      })
      const partial = await send('PUT', `/api/projects/${id}`, token, { name: 'Solo nombre' })
      expect(partial.status).toBe(422)
      expect(firstErrors(partial.body)).toEqual({
        budget: [PROJECT_MSG.budget],
        address: [PROJECT_MSG.address],
        start_date: [PROJECT_MSG.startDate],
        type_id: [PROJECT_MSG.type],
        phase_id: [PROJECT_MSG.phase],
      })
    })

    it('answers 404 for another business’s project or an unknown id; suppliers get 403', async () => {
      const [demo] = await ctx.db
        .select({ id: schema.projects.id })
        .from(schema.projects)
        .where(eq(schema.projects.name, 'Torre Andares'))
      const stranger = await ctx.as('other-customer')
      for (const res of [
        await get(`/api/projects/${demo!.id}`, stranger),
        await send('PUT', `/api/projects/${demo!.id}`, stranger, FORM),
        await get('/api/projects/999999', stranger),
        await get('/api/projects/abc', stranger),
        await send('PUT', '/api/projects/0', stranger, FORM),
      ]) {
        expect(res.status).toBe(404)
        expect(res.body).toEqual({ msg: ACTION_MSG.projectNotFound })
      }
      const [after] = await ctx.db.select().from(schema.projects).where(eq(schema.projects.id, demo!.id))
      expect(after!.name).toBe('Torre Andares')
      for (const actor of ['admin-supplier', 'vendor-supplier', 'admin', 'vendor'] as const) {
        expect((await get('/api/projects', await ctx.as(actor))).status).toBe(403)
      }
      expect((await get('/api/projects')).status).toBe(401)
    })
  })

  describe('assigning purchases to projects', () => {
    let customer: TestCustomer
    let stranger: TestCustomer
    let supplier: TestSupplier
    let otherSupplier: TestSupplier
    let projectId: number
    let strangerProject: number
    const ids: number[] = []
    let strangerPayment: number

    const page = async (token: string, query: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
      return get(`/api/payments/get-payments-to-projects${qs ? `?${qs}` : ''}`, token)
    }
    const assign = (token: string, json: unknown) =>
      send('POST', '/api/payments/assign-project-to-payment', token, json)

    beforeAll(async () => {
      customer = await newCustomer(ctx)
      stranger = await newCustomer(ctx)
      supplier = await newSupplier(ctx)
      otherSupplier = await newSupplier(ctx)
      // 12 purchases: 11 of supplier (days 1..11 of February), 1 of otherSupplier; #3 is paid.
      for (let day = 1; day <= 12; day++) {
        ids.push(
          await seedPayment(ctx, {
            customer,
            supplier: day === 12 ? otherSupplier : supplier,
            status: day === 3 ? 3 : 1,
            amount: 1_000 * day,
            term: 60,
            purchase: `2025-02-${String(day).padStart(2, '0')}`,
            expiration: `2025-04-${String(day).padStart(2, '0')}`,
            createdAt: `2025-02-${String(day).padStart(2, '0')}T17:00:00Z`,
          }),
        )
      }
      strangerPayment = await seedPayment(ctx, {
        customer: stranger,
        supplier,
        status: 1,
        amount: 5_000,
        term: 30,
        purchase: '2025-03-01',
        expiration: '2025-03-31',
        createdAt: '2025-03-01T17:00:00Z',
      })
      projectId = (
        (await send('POST', '/api/projects', customer.token, { name: 'Obra' })).body.data as Project
      ).id
      strangerProject = (
        (await send('POST', '/api/projects', stranger.token, { name: 'Ajena' })).body.data as Project
      ).id
    })

    it('lists the purchases on no project, newest first, 10 a page, as the payments list does', async () => {
      const first = await page(customer.token)
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10 })
      const data = first.body.data as z.infer<typeof paymentSchema>[]
      expect(data.map((p) => p.id)).toEqual([...ids].reverse().slice(0, 10))
      expect(data.every((p) => z.safeParse(paymentSchema, p).success)).toBe(true)
      const second = await page(customer.token, { page: 2 })
      expect((second.body.data as { id: number }[]).map((p) => p.id)).toEqual([ids[1], ids[0]])
      const bySupplier = await page(customer.token, { supplier_id: otherSupplier.orgId })
      expect((bySupplier.body.data as { id: number }[]).map((p) => p.id)).toEqual([ids[11]])
      const byDates = await page(customer.token, {
        date_from: '2025-02-03',
        date_to: '2025-02-04',
        project_id: '',
      })
      expect((byDates.body.data as { id: number }[]).map((p) => p.id)).toEqual([ids[3], ids[2]])
      const badDays: [string, string][] = [
        ['date_from', '2025-02-30'],
        ['date_from', '1999-12-31'],
        ['date_to', '2100-01-01'],
      ]
      for (const [name, day] of badDays) {
        const bad = await page(customer.token, { [name]: day })
        expect(bad.status).toBe(422)
        expect(firstErrors(bad.body)).toEqual({ [name]: [ACTION_MSG.rangeDate] })
      }
      for (const [name, value] of [
        ['project_id', 'abc'],
        ['project_id', '1.5'],
        ['supplier_id', '-3'],
        ['page', 'x'],
      ] as const) {
        const bad = await page(customer.token, { [name]: value })
        expect(bad.status, `${name}=${value}`).toBe(422)
        expect(firstErrors(bad.body)).toEqual({ [name]: [INPUT_MSG.invalid] })
      }
    })

    it('assigns one purchase or several, paid ones too, and lists them under the project', async () => {
      const one = await assign(customer.token, { project_id: projectId, payment_id: ids[0], customer_id: 1 })
      expect(one.status).toBe(200)
      expect(one.body).toEqual({ success: true, msg: ACTION_MSG.projectAssigned })
      const many = await assign(customer.token, {
        project_id: projectId,
        payment_ids: [ids[1], ids[2], ids[2]],
      })
      expect(many.body).toEqual({ success: true, msg: ACTION_MSG.projectAssigned })
      const assigned = await page(customer.token, { project_id: projectId })
      expect(assigned.body).toMatchObject({ total: 3, last_page: 1 })
      const rows = assigned.body.data as z.infer<typeof paymentSchema>[]
      expect(rows.map((p) => [p.id, p.project_id, p.project_name])).toEqual([
        [ids[2], projectId, 'Obra'],
        [ids[1], projectId, 'Obra'],
        [ids[0], projectId, 'Obra'],
      ])
      // The paid one (#3) went in: nothing else about it changed.
      expect(rows[0]).toMatchObject({ status_id: 3 })
      expect((await page(customer.token)).body.total).toBe(9)
      const project = await get(`/api/projects/${projectId}`, customer.token)
      expect(project.body.data).toMatchObject({ payments_count: 3, payments_amount: 60 })
    })

    it('changes nothing when the project or any purchase is not the business’s (404)', async () => {
      const before = await ctx.db
        .select({ id: schema.payments.id, project: schema.payments.projectId })
        .from(schema.payments)
        .where(inArray(schema.payments.id, [...ids, strangerPayment]))
      const cases: [unknown, string][] = [
        [{ project_id: strangerProject, payment_id: ids[5] }, ACTION_MSG.projectNotFound],
        [{ project_id: 999_999, payment_ids: [ids[5]] }, ACTION_MSG.projectNotFound],
        [{ project_id: projectId, payment_ids: [ids[5], strangerPayment] }, ACTION_MSG.paymentNotFound],
        [{ project_id: projectId, payment_id: 999_999 }, ACTION_MSG.paymentNotFound],
      ]
      for (const [json, msg] of cases) {
        const res = await assign(customer.token, json)
        expect(res.status, JSON.stringify(json)).toBe(404)
        expect(res.body).toEqual({ msg })
      }
      const listed = await page(customer.token, { project_id: strangerProject })
      expect(listed.status).toBe(404)
      expect(listed.body).toEqual({ msg: ACTION_MSG.projectNotFound })
      const after = await ctx.db
        .select({ id: schema.payments.id, project: schema.payments.projectId })
        .from(schema.payments)
        .where(inArray(schema.payments.id, [...ids, strangerPayment]))
      expect(after).toEqual(before)
    })

    it('needs a project and at least one purchase; customers only', async () => {
      const none = await assign(customer.token, { project_id: projectId })
      expect(none.status).toBe(422)
      expect(firstErrors(none.body)).toEqual({ payment_ids: [ACTION_MSG.paymentsRequired] })
      const noProject = await assign(customer.token, { payment_id: ids[4] })
      expect(firstErrors(noProject.body)).toEqual({ project_id: [MSG.required] })
      expect((await assign(supplier.token, { project_id: projectId, payment_id: ids[4] })).status).toBe(403)
      expect((await page(supplier.token)).status).toBe(403)
    })
  })
})
