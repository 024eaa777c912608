import { ACTION_MSG, PAYMENT_FILE_MAX_BYTES } from '@contract/paymentActions'
import { QUOTE_MSG, type Quote, type QuoteRequest } from '@contract/quotes'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { DAY } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { silentLogger } from '../../server/logger'
import { createMailDispatcher } from '../../server/mail/dispatcher'
import { firstErrors, forEachDatabase, TEST_START } from './harness'
import { fileOf, PDF, PNG } from './payment-action-fixtures'
import { newCustomer, newSupplier, post, type TestCustomer, type TestSupplier } from './sales-fixtures'

forEachDatabase(
  'quotes: the suppliers’ side',
  (ctx) => {
    let builder: TestCustomer
    let supplier: TestSupplier
    let rival: TestSupplier
    let project: number

    const newQuote = async (description = 'Cemento gris, 40 bultos') =>
      (
        (
          await post(ctx, '/api/quotes', builder.token, {
            description,
            phone: '523398765432',
            project_id: project,
          })
        ).body.data as Quote
      ).id
    const form = (fields: Record<string, string | File>) => {
      const f = new FormData()
      for (const [k, v] of Object.entries(fields)) f.set(k, v)
      return f
    }
    const answer = (token: string, fields: Record<string, string | File>) =>
      ctx.request('POST', '/api/supplier-quotes/create', { token, form: form(fields) })
    const pdf = () => fileOf(PDF, 'cotizacion.pdf')
    const requests = async (token: string, page = 1) =>
      (await ctx.request('GET', `/api/supplier-quotes/requests?page=${page}`, { token })).body
    const find = async (token: string, id: number) => {
      for (let page = 1; page <= 50; page++) {
        const body = await requests(token, page)
        const found = (body.data as QuoteRequest[]).find((q) => q.id === id)
        if (found) return found
        if (page >= (body.last_page as number)) return undefined
      }
      return undefined
    }

    beforeAll(async () => {
      builder = await newCustomer(ctx)
      supplier = await newSupplier(ctx)
      rival = await newSupplier(ctx)
      project = (
        (
          await post(ctx, '/api/projects', builder.token, {
            name: 'Local Providencia',
            address: 'Av. Terranova 100, Guadalajara',
          })
        ).body.data as { id: number }
      ).id
    })

    it('shows every open request to every supplier, with its own answer only and never the builder’s phone', async () => {
      const id = await newQuote()
      const seen = await find(supplier.vendorToken, id)
      expect(seen).toEqual({
        id,
        name: `Cotización #${id}`,
        status: 'pending',
        description: 'Cemento gris, 40 bultos',
        customer: { business_name: builder.name },
        project: { name: 'Local Providencia', address: 'Av. Terranova 100, Guadalajara' },
        created_at: new Date(TEST_START).toISOString(),
        open_until: '2025-04-09',
        my_answer: null,
      })
      expect(JSON.stringify(await requests(supplier.token))).not.toContain('3398765432')
      expect(
        await answer(supplier.token, { quote_id: String(id), file: pdf(), amount: '99.9' }),
      ).toMatchObject({
        status: 200,
      })
      expect((await find(supplier.vendorToken, id))?.my_answer).toEqual({
        id: expect.any(Number),
        file_url: expect.stringMatching(/^\/api\/files\/download\//),
        amount: 99.9,
        note: null,
        created_at: expect.any(String),
      })
      // The rival sees the request completed, without the answer.
      expect(await find(rival.token, id)).toMatchObject({ status: 'completed', my_answer: null })
      expect(
        (await ctx.request('GET', '/api/supplier-quotes/requests', { token: builder.token })).status,
      ).toBe(403)
    })

    it('stores the answer, completes the request and notifies the builder by mail and by WhatsApp (logged)', async () => {
      const id = await newQuote('Tabique rojo, 5 millares')
      const res = await answer(rival.token, {
        quote_id: String(id),
        file: pdf(),
        amount: '15000',
        note: '  Precio con flete  ',
      })
      expect(res.body).toEqual({ success: true, msg: QUOTE_MSG.answered })
      const [quote] = await ctx.db.select().from(schema.quotes).where(eq(schema.quotes.id, id))
      expect(quote).toMatchObject({ status: 'completed', answeredAt: ctx.clock.now() })
      const [row] = await ctx.db
        .select()
        .from(schema.supplierQuotes)
        .where(eq(schema.supplierQuotes.quoteId, id))
      expect(row).toMatchObject({
        supplierOrganizationId: rival.orgId,
        amount: 1_500_000,
        note: 'Precio con flete',
      })
      const [file] = await ctx.db.select().from(schema.files).where(eq(schema.files.id, row!.fileId))
      expect(file).toMatchObject({ purpose: 'quote', contentType: 'application/pdf' })
      const mail = await ctx.lastMailTo(builder.email)
      expect(mail).toMatchObject({ channel: 'mail', status: 'pending' })
      expect(mail!.text).toContain(`/projects/quotes/${id}`)
      const [whatsapp] = await ctx.db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.channel, 'whatsapp'), eq(schema.mailOutbox.to, '523398765432')))
        .orderBy(desc(schema.mailOutbox.id))
        .limit(1)
      expect(whatsapp!.text).toContain(QUOTE_MSG.supplierSent(rival.name))
      await createMailDispatcher({
        db: ctx.db,
        clock: ctx.clock,
        logger: silentLogger,
        from: 'x@obrafiado.mx',
      }).runOnce()
      const [after] = await ctx.db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.id, whatsapp!.id))
      expect(after).toMatchObject({ status: 'logged', sentAt: ctx.clock.now() })
    })

    it('refuses a second answer, a closed or unknown request and bad files, in Spanish, writing nothing', async () => {
      const id = await newQuote()
      await answer(supplier.token, { quote_id: String(id), file: pdf() })
      const before = await ctx.tableCounts()
      const again = await answer(supplier.vendorToken, { quote_id: String(id), file: pdf() })
      expect(again.status).toBe(422)
      expect(firstErrors(again.body)).toEqual({ quote_id: [QUOTE_MSG.alreadyAnswered] })
      const png = await answer(rival.token, { quote_id: String(id), file: fileOf(PNG, 'foto.pdf') })
      expect(firstErrors(png.body)).toEqual({ file: [QUOTE_MSG.answerPdfOnly] })
      const missing = await answer(rival.token, { quote_id: String(id) })
      expect(firstErrors(missing.body)).toEqual({ file: [QUOTE_MSG.answerFile] })
      const amount = await answer(rival.token, { quote_id: String(id), file: pdf(), amount: '1.234' })
      expect(firstErrors(amount.body)).toEqual({ amount: [QUOTE_MSG.answerAmount] })
      const zero = await answer(rival.token, { quote_id: String(id), file: pdf(), amount: '0' })
      expect(firstErrors(zero.body)).toEqual({ amount: [QUOTE_MSG.answerAmount] })
      const big = new Uint8Array(PAYMENT_FILE_MAX_BYTES + 1)
      big.set(PDF)
      const tooBig = await answer(rival.token, { quote_id: String(id), file: fileOf(big, 'grande.pdf') })
      expect(tooBig.status).toBe(413)
      expect(tooBig.body).toEqual({ msg: ACTION_MSG.fileTooLarge })
      for (const quoteId of ['999999999', '9999999999']) {
        const unknown = await answer(rival.token, { quote_id: quoteId, file: pdf() })
        expect(unknown.status).toBe(404)
        expect(unknown.body).toEqual({ msg: QUOTE_MSG.notFound })
      }
      const extra = await answer(rival.token, { quote_id: String(id), file: pdf(), status: 'completed' })
      expect(extra.status).toBe(422)
      expect((await answer(builder.token, { quote_id: String(id), file: pdf() })).status).toBe(403)
      expect(await ctx.tableCounts()).toEqual(before)
      // A request made 31 days ago is closed to answers, and out of the suppliers' list.
      await ctx.db
        .update(schema.quotes)
        .set({ createdAt: new Date(ctx.clock.now().getTime() - 31 * DAY) })
        .where(eq(schema.quotes.id, id))
      const closed = await answer(rival.token, { quote_id: String(id), file: pdf() })
      expect(closed.status).toBe(422)
      expect(firstErrors(closed.body)).toEqual({ quote_id: [QUOTE_MSG.closed] })
      expect(await find(rival.token, id)).toBeUndefined()
    })

    it('stores concurrent first answers of two suppliers and completes the request once; one per supplier', async () => {
      const id = await newQuote()
      const others = await Promise.all([newSupplier(ctx), newSupplier(ctx), newSupplier(ctx)])
      const results = await Promise.all([
        ...others.map((s) => answer(s.token, { quote_id: String(id), file: pdf() })),
        answer(others[0]!.vendorToken, { quote_id: String(id), file: pdf() }),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 422])
      const rows = await ctx.db
        .select()
        .from(schema.supplierQuotes)
        .where(eq(schema.supplierQuotes.quoteId, id))
      expect(rows.map((r) => r.supplierOrganizationId).sort()).toEqual(others.map((s) => s.orgId).sort())
      const [quote] = await ctx.db.select().from(schema.quotes).where(eq(schema.quotes.id, id))
      expect(quote).toMatchObject({ status: 'completed', answeredAt: ctx.clock.now() })
      // Only the three stored answers kept a file row.
      const files = await ctx.db.select().from(schema.files).where(eq(schema.files.purpose, 'quote'))
      const linked = new Set(rows.map((r) => r.fileId))
      expect(files.filter((f) => linked.has(f.id))).toHaveLength(3)
    })
  },
  { poolMax: 12 },
)
