import { MSG } from '@contract/messages'
import { PAYMENT_STATUS as S } from '@contract/payments'
import {
  customerStatementSchema,
  STATEMENT_FILENAME,
  STATEMENT_MSG,
  supplierStatementSchema,
} from '@contract/statements'
import { and, count, eq, like } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { hashToken } from '../../server/domain/auth/tokens'
import { weekOf } from '../../server/domain/statements/statement'
import { issueStatementToken } from '../../server/domain/statements/tokens'
import {
  runWeeklyStatements,
  sendWeeklyStatements,
  weeklyStatementDue,
} from '../../server/jobs/weekly-statements'
import { demoStatementLinks } from '../../server/seed/demo-statements'
import { forEachDatabase, TEST_START, type TestContext } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

/** The harness starts on Monday 2025-03-10, 12:00 Mexico City: this week is 10 to 16 March. */
const WEEK = { from: '2025-03-10', to: '2025-03-16' }
const mx = (local: string) => new Date(`${local}-06:00`)
const FORMULA_NAME = '=HYPERLINK("http://x")'

type World = {
  supplier: TestSupplier
  builder: TestCustomer
  other: TestCustomer
  ids: Record<string, number>
}

async function world(ctx: TestContext): Promise<World> {
  ctx.clock.set(TEST_START)
  const supplier = await newSupplier(ctx)
  // 3 % on expired payments (docs/decisions.md#penalty).
  await ctx.db
    .update(schema.organizations)
    .set({ penaltyBasisPoints: 300 })
    .where(eq(schema.organizations.id, supplier.orgId))
  const builder = await newCustomer(ctx)
  const other = await newCustomer(ctx)
  await ctx.db
    .update(schema.organizations)
    .set({ businessName: FORMULA_NAME })
    .where(eq(schema.organizations.id, other.orgId))
  const pay = (customer: TestCustomer, status: number, pesos: number, purchase: string, expiration: string) =>
    seedPayment(ctx, {
      customer,
      supplier,
      status,
      amount: Math.round(pesos * 100),
      term: 30,
      purchase,
      expiration,
      createdAt: `${purchase}T18:00:00.000Z`,
    })
  const ids = {
    thisWeek: await pay(builder, S.pending, 1_000, '2025-02-12', '2025-03-12'),
    overdue: await pay(builder, S.expired, 2_000, '2025-01-30', '2025-03-01'),
    nextWeek: await pay(builder, S.pending, 800, '2025-02-18', '2025-03-20'),
    paid: await pay(builder, S.paid, 900, '2025-02-09', '2025-03-11'),
    toConfirm: await pay(builder, S.to_confirm, 500, '2025-02-12', '2025-03-14'),
    sunday: await pay(builder, S.pending, 300.5, '2025-02-14', '2025-03-16'),
    // Due yesterday, still pending: the clock makes it expired on read, and the builder sees the penalty.
    yesterday: await pay(builder, S.pending, 100, '2025-02-07', '2025-03-09'),
    others: await pay(other, S.pending, 700, '2025-02-13', '2025-03-13'),
  }
  return { supplier, builder, other, ids }
}

async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

const getFile = async (ctx: TestContext, path: string, token?: string) => {
  const res = await ctx.app.request(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

forEachDatabase('statements: the week, by token and signed in', (ctx) => {
  let w: World
  let token: string
  beforeAll(async () => {
    w = await world(ctx)
    token = await issueStatementToken(ctx.db, ctx.clock, w.builder.orgId, WEEK.from)
  })

  describe('a builder by token', () => {
    it('lists every unpaid payment due by Sunday, overdue ones included, as the builder owes them', async () => {
      const res = await ctx.request('GET', `/api/customers/account-status/${token}`)
      expect(res.status, res.text).toBe(200)
      const statement = customerStatementSchema.parse(res.body)
      const row = (id: number, amount: number, purchase: string, expiration: string, overdue: boolean) => ({
        id,
        supplier_name: w.supplier.name,
        amount,
        purchase_date: purchase,
        expiration_date: expiration,
        overdue,
      })
      expect(statement).toEqual({
        side: 'customer',
        business_name: w.builder.name,
        week: WEEK,
        // 2 060 + 103 (3 % penalty on the expired ones) + 1 000 + 500 + 300.50
        total: 3_963.5,
        data: [
          row(w.ids.overdue!, 2_060, '2025-01-30', '2025-03-01', true),
          row(w.ids.yesterday!, 103, '2025-02-07', '2025-03-09', true),
          row(w.ids.thisWeek!, 1_000, '2025-02-12', '2025-03-12', false),
          row(w.ids.toConfirm!, 500, '2025-02-12', '2025-03-14', false),
          row(w.ids.sunday!, 300.5, '2025-02-14', '2025-03-16', false),
        ],
      })
      // The token is stored hashed only.
      const [stored] = await ctx.db
        .select({ n: count() })
        .from(schema.statementTokens)
        .where(eq(schema.statementTokens.tokenHash, token))
      expect(stored!.n).toBe(0)
    })

    it('downloads estado_de_cuenta.xlsx: the rows, MXN money, real dates and a totals row', async () => {
      const { res, bytes } = await getFile(ctx, `/api/customers/export-account-status/${token}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('spreadsheetml')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${STATEMENT_FILENAME}"`)
      const sheet = await sheetOf(bytes)
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'ID',
        'Proveedor',
        'Monto',
        'Fecha de compra',
        'Fecha de vencimiento',
      ])
      expect(sheet.rowCount).toBe(7)
      const first = sheet.getRow(2)
      expect(first.getCell(1).value).toBe(w.ids.overdue)
      expect(first.getCell(2).value).toBe(w.supplier.name)
      expect(first.getCell(3).value).toBe(2_060)
      expect(first.getCell(3).numFmt).toBe('"$"#,##0.00')
      expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date)
      expect(first.getCell(5).value).toEqual(new Date('2025-03-01T00:00:00.000Z'))
      const total = sheet.getRow(7)
      expect(total.getCell(2).value).toBe('Total')
      expect(total.getCell(3).value).toBe(3_963.5)
      expect(total.getCell(3).numFmt).toBe('"$"#,##0.00')
      expect(total.getCell(3).font?.bold).toBe(true)
    })

    it('answers a Spanish 404 for an unknown, malformed or expired token, never more', async () => {
      const unknown = 'A'.repeat(43)
      for (const path of [
        `/api/customers/account-status/${unknown}`,
        '/api/customers/account-status/abc',
        `/api/customers/account-status/${'x'.repeat(300)}`,
        `/api/customers/export-account-status/${unknown}`,
        `/api/customers/account-status/${encodeURIComponent("' or 1=1 --")}`,
      ]) {
        const res = await ctx.request('GET', path)
        expect(res.status, path).toBe(404)
        expect(res.body.msg, path).toBe(STATEMENT_MSG.tokenNotFound)
      }
      // The token in its stored form is no token either.
      const hashed = await ctx.request('GET', `/api/customers/account-status/${hashToken(token)}`)
      expect(hashed.status).toBe(404)
      try {
        ctx.clock.set(new Date(mx('2025-03-10T12:00:00').getTime() + 35 * DAY - 1000))
        expect((await ctx.request('GET', `/api/customers/account-status/${token}`)).status).toBe(200)
        ctx.clock.advance(2000)
        const expired = await ctx.request('GET', `/api/customers/account-status/${token}`)
        expect(expired.status).toBe(404)
        expect(expired.body.msg).toBe(STATEMENT_MSG.tokenNotFound)
      } finally {
        ctx.clock.set(TEST_START)
      }
    })

    it('marks as overdue, with its penalty, a payment that fell due earlier this same week', async () => {
      const own = await world(ctx)
      const ownToken = await issueStatementToken(ctx.db, ctx.clock, own.builder.orgId, WEEK.from)
      try {
        // Thursday: the payment due Wednesday the 12th is now expired and carries the 3 % penalty.
        ctx.clock.set(mx('2025-03-13T12:00:00'))
        const res = await ctx.request('GET', `/api/customers/account-status/${ownToken}`)
        expect(res.status, res.text).toBe(200)
        const statement = customerStatementSchema.parse(res.body)
        const thisWeek = statement.data.find((row) => row.id === own.ids.thisWeek)
        expect(thisWeek).toMatchObject({ amount: 1_030, overdue: true })
        // Due on Friday and Sunday: not yet.
        const ahead = statement.data.filter(
          (row) => row.id === own.ids.toConfirm || row.id === own.ids.sunday,
        )
        expect(ahead.map((row) => row.overdue)).toEqual([false, false])
      } finally {
        ctx.clock.set(TEST_START)
      }
    })

    it('shows nothing when the builder is blocked', async () => {
      const blocked = await newCustomer(ctx, { status: 'blocked' })
      const blockedToken = await issueStatementToken(ctx.db, ctx.clock, blocked.orgId, WEEK.from)
      const res = await ctx.request('GET', `/api/customers/account-status/${blockedToken}`)
      expect(res.status).toBe(404)
    })

    it('is read-only: the token opens nothing else', async () => {
      const res = await ctx.request('GET', '/api/payments', { token })
      expect(res.status).toBe(401)
    })
  })

  describe('a supplier signed in', () => {
    it('lists what its customers owe this week, original amounts, by due date', async () => {
      for (const signed of [w.supplier.token, w.supplier.vendorToken]) {
        const res = await ctx.request('GET', '/api/suppliers/account-status', { token: signed })
        expect(res.status, res.text).toBe(200)
        const statement = supplierStatementSchema.parse(res.body)
        expect(statement.side).toBe('supplier')
        expect(statement.business_name).toBe(w.supplier.name)
        expect(statement.week).toEqual(WEEK)
        expect(statement.total).toBe(4_600.5)
        expect(statement.data.map((row) => [row.id, row.customer_name, row.amount, row.overdue])).toEqual([
          [w.ids.overdue, w.builder.name, 2_000, true],
          [w.ids.yesterday, w.builder.name, 100, true],
          [w.ids.thisWeek, w.builder.name, 1_000, false],
          [w.ids.others, FORMULA_NAME, 700, false],
          [w.ids.toConfirm, w.builder.name, 500, false],
          [w.ids.sunday, w.builder.name, 300.5, false],
        ])
      }
    })

    it('exports its statement with the customer column and text cells safe from formulas', async () => {
      const { res, bytes } = await getFile(ctx, '/api/suppliers/export-account-status', w.supplier.token)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${STATEMENT_FILENAME}"`)
      const sheet = await sheetOf(bytes)
      expect(sheet.getRow(1).getCell(2).value).toBe('Cliente')
      const injected = sheet.getRow(5)
      expect(injected.getCell(2).value).toBe(`'${FORMULA_NAME}`)
      expect(injected.getCell(2).type).not.toBe(ExcelJS.ValueType.Formula)
      expect(sheet.getRow(8).getCell(3).value).toBe(4_600.5)
    })

    it('is its own organization only; an empty week says so with no rows', async () => {
      const stranger = await newSupplier(ctx)
      const res = await ctx.request('GET', '/api/suppliers/account-status', { token: stranger.token })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ side: 'supplier', total: 0, data: [] })
      const { bytes } = await getFile(ctx, '/api/suppliers/export-account-status', stranger.token)
      const sheet = await sheetOf(bytes)
      expect(sheet.rowCount).toBe(2)
      expect(sheet.getRow(2).getCell(3).value).toBe(0)
    })

    it('refuses builders (403) and anonymous visitors (401)', async () => {
      for (const path of ['/api/suppliers/account-status', '/api/suppliers/export-account-status']) {
        expect((await ctx.request('GET', path, { token: w.builder.token })).status).toBe(403)
        expect((await ctx.request('GET', path)).status).toBe(401)
      }
    })
  })
})

describe('weekOf', () => {
  it('is Monday to Sunday whatever the day', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-28', '2026-11-29']) {
      expect(weekOf(day), day).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    }
    expect(weekOf('2025-12-31')).toEqual({ from: '2025-12-29', to: '2026-01-04' })
  })
})

forEachDatabase('statements: the demo', (ctx) => {
  it('gives each demo builder a link and payments due this week', async () => {
    ctx.clock.set(TEST_START)
    const links = await demoStatementLinks(ctx.db, ctx.clock, ctx.config.appUrl)
    expect(links.map((l) => l.business)).toEqual(['Constructora Robles', 'Obras Hidalgo'])
    for (const { link } of links) {
      const token = link.slice(link.lastIndexOf('/') + 1)
      expect(link).toBe(`http://obrafiado.test/statement/${token}`)
      const res = await ctx.request('GET', `/api/customers/account-status/${token}`)
      const statement = customerStatementSchema.parse(res.body)
      expect(statement.data.some((row) => !row.overdue)).toBe(true)
    }
    // Obras Hidalgo's 'Malla ciclónica' is due on the seed week's Sunday.
    const [sunday] = await ctx.db
      .select({ due: schema.payments.expirationDate })
      .from(schema.payments)
      .where(eq(schema.payments.reference, 'Malla ciclónica, 3 rollos'))
    expect(sunday!.due).toBe(WEEK.to)
  })
})

forEachDatabase(
  'statements: guesses at the token routes are capped per address',
  (ctx) => {
    it('answers 429 with Retry-After beyond the limit', async () => {
      const path = `/api/customers/account-status/${'B'.repeat(43)}`
      for (let i = 0; i < 3; i++) expect((await ctx.request('GET', path)).status).toBe(404)
      const refused = await ctx.request('GET', path)
      expect(refused.status).toBe(429)
      expect(refused.body.msg).toBe(MSG.rateLimited)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // The export shares the count.
      expect(
        (await ctx.request('GET', `/api/customers/export-account-status/${'B'.repeat(43)}`)).status,
      ).toBe(429)
    })
  },
  { env: { RATE_LIMIT_STATEMENTS_PER_IP: '3' } },
)

forEachDatabase(
  'statements: the Monday mail',
  (ctx) => {
    let w: World
    const deps = () => ({ db: ctx.db, clock: ctx.clock, appUrl: ctx.config.appUrl })
    const mailsTo = async (email: string) =>
      ctx.db
        .select()
        .from(schema.mailOutbox)
        .where(and(eq(schema.mailOutbox.to, email), like(schema.mailOutbox.subject, 'Tu estado de cuenta%')))
        .orderBy(schema.mailOutbox.id)
    const supplierEmail = async () => {
      const [admin] = await ctx.db
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(eq(schema.users.id, w.supplier.adminId))
      return admin!.email
    }
    beforeAll(async () => {
      w = await world(ctx)
    })

    it('is due on Mondays from 07:00 Mexico City only', () => {
      ctx.clock.set(mx('2025-03-09T23:59:00'))
      expect(weeklyStatementDue(ctx.clock)).toBeNull()
      ctx.clock.set(mx('2025-03-10T06:59:59'))
      expect(weeklyStatementDue(ctx.clock)).toBeNull()
      ctx.clock.set(mx('2025-03-10T07:00:00'))
      expect(weeklyStatementDue(ctx.clock)).toBe('2025-03-10')
      ctx.clock.set(mx('2025-03-10T23:59:00'))
      expect(weeklyStatementDue(ctx.clock)).toBe('2025-03-10')
      ctx.clock.set(mx('2025-03-11T07:00:00'))
      expect(weeklyStatementDue(ctx.clock)).toBeNull()
    })

    it('sends nothing on Sunday night, one mail each on Monday morning, nothing more that week', async () => {
      ctx.clock.set(mx('2025-03-09T23:30:00'))
      await runWeeklyStatements(deps())
      expect(await mailsTo(w.builder.email)).toHaveLength(0)

      ctx.clock.set(mx('2025-03-10T07:05:00'))
      await runWeeklyStatements(deps())
      const [mail, ...more] = await mailsTo(w.builder.email)
      expect(more).toHaveLength(0)
      expect(mail!.subject).toBe('Tu estado de cuenta: $3,963.50 a pagar esta semana')
      expect(mail!.text).toContain('del 10 al 16 de marzo de 2025')
      expect(mail!.text).toContain('5 pagos por $3,963.50 a pagar, 2 de ellos vencidos.')
      // The link opens the builder's statement by token, without signing in.
      const link = /http:\/\/obrafiado\.test\/statement\/([A-Za-z0-9_-]{43})\b/.exec(mail!.text)
      expect(link, mail!.text).not.toBeNull()
      const opened = await ctx.request('GET', `/api/customers/account-status/${link![1]}`)
      expect(opened.status).toBe(200)
      expect(opened.body.total).toBe(3_963.5)

      const [toSupplier, ...moreToSupplier] = await mailsTo(await supplierEmail())
      expect(moreToSupplier).toHaveLength(0)
      expect(toSupplier!.subject).toBe('Tu estado de cuenta: $4,600.50 a cobrar esta semana')
      expect(toSupplier!.text).toContain('http://obrafiado.test/statement\n')
      const [toOther, ...moreToOther] = await mailsTo(w.other.email)
      expect(moreToOther).toHaveLength(0)
      // Nothing overdue, nothing said about it.
      expect(toOther!.text).toContain('1 pago por $700.00 a pagar.\n')
      const [run] = await ctx.db
        .select()
        .from(schema.weeklyStatementRuns)
        .where(eq(schema.weeklyStatementRuns.organizationId, w.builder.orgId))
      expect(run).toMatchObject({ weekStart: '2025-03-10', outboxId: mail!.id })

      // Later passes that day (the hourly sweep, a restart) send nothing more.
      ctx.clock.set(mx('2025-03-10T08:05:00'))
      expect(await runWeeklyStatements(deps())).toEqual({ customers: 0, suppliers: 0 })
      expect(await sendWeeklyStatements(deps())).toEqual({ customers: 0, suppliers: 0 })
      expect(await mailsTo(w.builder.email)).toHaveLength(1)
    })

    it('leaves out a builder with nothing due', async () => {
      const quiet = await newCustomer(ctx)
      await seedPayment(ctx, {
        customer: quiet,
        supplier: w.supplier,
        status: S.paid,
        amount: 10_000,
        term: 30,
        purchase: '2025-02-10',
        expiration: '2025-03-12',
        createdAt: '2025-02-10T18:00:00.000Z',
      })
      ctx.clock.set(mx('2025-03-17T07:10:00'))
      await runWeeklyStatements(deps())
      expect(await mailsTo(quiet.email)).toHaveLength(0)
    })

    it('sends again the next Monday', async () => {
      // Run by the previous test at 2025-03-17 07:10.
      const mails = await mailsTo(w.builder.email)
      expect(mails).toHaveLength(2)
      expect(mails[1]!.text).toContain('del 17 al 23 de marzo de 2025')
      // The payment due on the 20th joins what is still unpaid.
      expect(mails[1]!.text).toContain('6 pagos')
      expect(await mailsTo(await supplierEmail())).toHaveLength(2)
    })

    it('sends one mail each when two processes run the job at once', async () => {
      ctx.clock.set(mx('2025-03-24T07:30:00'))
      const [a, b] = await Promise.all([sendWeeklyStatements(deps()), sendWeeklyStatements(deps())])
      expect(a.customers + b.customers).toBeGreaterThanOrEqual(2)
      expect(await mailsTo(w.builder.email)).toHaveLength(3)
      expect(await mailsTo(w.other.email)).toHaveLength(3)
      expect(await mailsTo(await supplierEmail())).toHaveLength(3)
      const [runs] = await ctx.db
        .select({ n: count() })
        .from(schema.weeklyStatementRuns)
        .where(eq(schema.weeklyStatementRuns.weekStart, '2025-03-24'))
      const [mailed] = await ctx.db
        .select({ n: count() })
        .from(schema.mailOutbox)
        .where(
          and(
            like(schema.mailOutbox.subject, 'Tu estado de cuenta%'),
            like(schema.mailOutbox.text, '%24 al 30%'),
          ),
        )
      expect(mailed!.n).toBe(runs!.n)
    })
  },
  { poolMax: 4 },
)
