import { QUOTE_MSG, type Quote } from '@contract/quotes'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { addBusinessDays, isBusinessDay } from '../../server/domain/mexico'
import { noResponseCutoff } from '../../server/domain/quotes/clock'
import { sweepOnce } from '../../server/jobs/sweeps'
import { silentLogger } from '../../server/logger'
import { firstErrors, forEachDatabase, TEST_START } from './harness'
import { fileOf, PDF } from './payment-action-fixtures'
import { newCustomer, newSupplier, post, type TestCustomer, type TestSupplier } from './sales-fixtures'

describe('Mexican business days', () => {
  it('skip weekends and bank holidays (Juárez, Holy week, 16 September, 2 and 3rd Monday of November…)', () => {
    expect(isBusinessDay('2025-03-14')).toBe(true)
    expect(isBusinessDay('2025-03-15')).toBe(false)
    expect(isBusinessDay('2025-03-17')).toBe(false) // third Monday of March
    expect(isBusinessDay('2025-04-17')).toBe(false) // Holy Thursday
    expect(isBusinessDay('2025-04-18')).toBe(false) // Good Friday
    expect(isBusinessDay('2025-09-16')).toBe(false)
    expect(isBusinessDay('2025-11-17')).toBe(false)
    expect(isBusinessDay('2024-10-01')).toBe(false) // a president took office
    expect(isBusinessDay('2025-10-01')).toBe(true)
    expect(addBusinessDays('2025-03-10', 5)).toBe('2025-03-18')
    expect(noResponseCutoff('2025-03-18', 5)).toBe('2025-03-10')
    // A Sunday's request counts from Monday.
    expect(noResponseCutoff('2025-03-17', 5)).toBe('2025-03-09')
  })
})

forEachDatabase('quotes: the builder’s side', (ctx) => {
  let builder: TestCustomer
  let stranger: TestCustomer
  let supplier: TestSupplier
  let project: number
  let strangerProject: number

  const create = (who: TestCustomer, json: unknown) => post(ctx, '/api/quotes', who.token, json)
  const get = (path: string, token: string) => ctx.request('GET', path, { token })
  const answer = (quoteId: number, token: string) => {
    const form = new FormData()
    form.set('quote_id', String(quoteId))
    form.set('file', fileOf(PDF, 'cotizacion.pdf'))
    form.set('amount', '1200.5')
    form.set('note', 'Entrega en 3 días')
    return ctx.request('POST', '/api/supplier-quotes/create', { token, form })
  }

  beforeAll(async () => {
    builder = await newCustomer(ctx)
    stranger = await newCustomer(ctx)
    supplier = await newSupplier(ctx)
    project = (
      (await post(ctx, '/api/projects', builder.token, { name: 'Casa Chapalita' })).body.data as {
        id: number
      }
    ).id
    strangerProject = (
      (await post(ctx, '/api/projects', stranger.token, { name: 'Ajena' })).body.data as { id: number }
    ).id
  })

  it('creates a request on one of the business’s projects; lists them newest first, 10 a page', async () => {
    const res = await create(builder, {
      description: 'Varilla 3/8\n2 toneladas',
      phone: '523312345678',
      project_id: project,
    })
    expect(res.status).toBe(200)
    const data = res.body.data as Quote
    expect(res.body).toEqual({
      success: true,
      msg: QUOTE_MSG.created,
      data: {
        id: expect.any(Number),
        name: `Cotización #${data.id}`,
        status: 'pending',
        project_id: project,
        project: { id: project, name: 'Casa Chapalita' },
        description: 'Varilla 3/8\n2 toneladas',
        phone: '3312345678',
        created_at: new Date(TEST_START).toISOString(),
        supplier_quotes_count: 0,
      },
    })
    const [row] = await ctx.db.select().from(schema.quotes).where(eq(schema.quotes.id, data.id))
    expect(row).toMatchObject({
      phone: '523312345678',
      createdBy: builder.userId,
      customerOrganizationId: builder.orgId,
    })
    for (let i = 0; i < 10; i++) {
      await create(builder, { description: `Pedido ${i}`, phone: '523312345678', project_id: project })
    }
    const page1 = await get('/api/quotes', builder.token)
    expect(page1.body).toMatchObject({ current_page: 1, last_page: 2, total: 11, per_page: 10 })
    const ids = (page1.body.data as Quote[]).map((q) => q.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect((page1.body.data as Quote[]).every((q) => !('supplier_quotes' in q))).toBe(true)
    const page2 = await get('/api/quotes?page=2', builder.token)
    expect((page2.body.data as Quote[]).map((q) => q.id)).toEqual([data.id])
    expect((await get('/api/quotes', stranger.token)).body).toMatchObject({ data: [], total: 0 })
    expect((await get('/api/quotes?page=abc', builder.token)).status).toBe(422)
  })

  it('refuses the form’s errors with the spec’s messages, and another business’s project, writing nothing', async () => {
    const before = await ctx.tableCounts()
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { description: '  ', phone: '523312345678', project_id: project },
        { description: [QUOTE_MSG.description] },
      ],
      [{ description: 'x', phone: '', project_id: project }, { phone: [QUOTE_MSG.phoneRequired] }],
      [{ description: 'x', phone: '52331234', project_id: project }, { phone: [QUOTE_MSG.phoneLength] }],
      [{ description: 'x', phone: '523312345678' }, { project_id: [QUOTE_MSG.project] }],
      [
        { description: 'x', phone: '523312345678', project_id: strangerProject },
        { project_id: [QUOTE_MSG.project] },
      ],
      [
        { description: 'x', phone: '523312345678', project_id: 2_000_000_000 },
        { project_id: [QUOTE_MSG.project] },
      ],
    ]
    for (const [json, errors] of cases) {
      const res = await create(builder, json)
      expect(res.status, JSON.stringify(json)).toBe(422)
      expect(firstErrors(res.body)).toEqual(errors)
    }
    expect(
      (
        await create(builder, {
          description: 'x',
          phone: '523312345678',
          project_id: project,
          status: 'completed',
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await post(ctx, '/api/quotes', supplier.token, {
          description: 'x',
          phone: '523312345678',
          project_id: project,
        })
      ).status,
    ).toBe(403)
    expect(await ctx.tableCounts()).toEqual(before)
  })

  it('shows one request with every supplier answer and a working file link; another business gets 404', async () => {
    const quote = (
      await create(builder, { description: 'Block 15x20', phone: '523312345678', project_id: project })
    ).body.data as Quote
    const waiting = await get(`/api/quotes/${quote.id}`, builder.token)
    expect(waiting.body).toEqual({ data: { ...quote, supplier_quotes: [] } })
    const other = await newSupplier(ctx)
    expect((await answer(quote.id, supplier.token)).body).toEqual({ success: true, msg: QUOTE_MSG.answered })
    expect((await answer(quote.id, other.vendorToken)).status).toBe(200)
    const res = await get(`/api/quotes/${quote.id}`, builder.token)
    const data = res.body.data as Quote
    expect(data).toMatchObject({ status: 'completed', supplier_quotes_count: 2 })
    expect(data.supplier_quotes).toEqual([
      {
        id: expect.any(Number),
        supplier: { id: supplier.orgId, business_name: supplier.name },
        file_url: expect.stringMatching(/^\/api\/files\/download\//),
        amount: 1200.5,
        note: 'Entrega en 3 días',
        created_at: expect.any(String),
      },
      expect.objectContaining({ supplier: { id: other.orgId, business_name: other.name } }),
    ])
    const file = await ctx.request('GET', data.supplier_quotes![0]!.file_url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.text.startsWith('%PDF')).toBe(true)
    for (const path of [
      `/api/quotes/${quote.id}`,
      '/api/quotes/999999999',
      '/api/quotes/abc',
      '/api/quotes/1e308',
    ]) {
      const res404 = await get(path, stranger.token)
      expect(res404.status, path).toBe(404)
      expect(res404.body).toEqual({ msg: QUOTE_MSG.notFound })
    }
  })

  it('turns a request unanswered for 5 business days into no_response (sweep and on read); an answer still completes it', async () => {
    const fresh = await newCustomer(ctx)
    const p = (
      (await post(ctx, '/api/projects', fresh.token, { name: 'Obra reloj' })).body.data as { id: number }
    ).id
    // Monday 10 March 2025; Monday 17 is the Juárez holiday, so the fifth business day is Tuesday 18.
    const quote = (await create(fresh, { description: 'Arena', phone: '523312345678', project_id: p })).body
      .data as Quote
    const answered = (await create(fresh, { description: 'Grava', phone: '523312345678', project_id: p }))
      .body.data as Quote
    await answer(answered.id, supplier.token)
    const statusOf = async (id: number) =>
      (
        await ctx.db.select({ s: schema.quotes.status }).from(schema.quotes).where(eq(schema.quotes.id, id))
      )[0]!.s
    try {
      ctx.clock.set('2025-03-17T23:00:00Z')
      await sweepOnce({ db: ctx.db, clock: ctx.clock, logger: silentLogger })
      expect(await statusOf(quote.id)).toBe('pending')
      ctx.clock.set('2025-03-18T07:00:00Z') // 01:00 on Tuesday 18 in Mexico City
      const listed = await get('/api/quotes', fresh.token)
      const byId = new Map((listed.body.data as Quote[]).map((q) => [q.id, q.status]))
      expect(byId.get(quote.id)).toBe('no_response')
      expect(byId.get(answered.id)).toBe('completed')
      // The sweep takes the other businesses' requests; a second pass finds nothing left.
      await sweepOnce({ db: ctx.db, clock: ctx.clock, logger: silentLogger })
      expect((await sweepOnce({ db: ctx.db, clock: ctx.clock, logger: silentLogger })).unansweredQuotes).toBe(
        0,
      )
      // Still open to suppliers (30 days): a late answer completes it.
      expect((await answer(quote.id, supplier.token)).status).toBe(200)
      expect(await statusOf(quote.id)).toBe('completed')
    } finally {
      ctx.clock.set(TEST_START)
    }
  })
})
