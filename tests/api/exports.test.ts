import { MSG } from '@contract/messages'
import { ACTION_MSG, XLSX_CONTENT_TYPE } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { safeText } from '../../server/domain/exports/sheet'
import { forEachDatabase } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

type Download = { status: number; headers: Headers; bytes: Buffer; json: Record<string, unknown> }

const SUPPLIER_HEADERS = [
  'ID',
  'Cliente',
  'Estado',
  'Monto',
  'Pagado',
  'Saldo',
  'Plazo',
  'Días extendidos',
  'Fecha de compra',
  'Vencimiento',
  'Fecha de pago',
  'Referencia',
  'Factura',
  'UUID de la factura',
]
const CUSTOMER_HEADERS = [...SUPPLIER_HEADERS.map((h) => (h === 'Cliente' ? 'Proveedor' : h)), 'Proyecto']

const INJECTIONS = ['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1:A2)', '\tx', '\rx']

const utcDate = (date: string) => new Date(`${date}T00:00:00.000Z`)

async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  if (!sheet) throw new Error('no sheet')
  return sheet
}

/** The header row and every data row as arrays of cell values (1-based cells → 0-based arrays). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: unknown[] = []
    for (let i = 1; i <= sheet.columnCount; i++) values.push(row.getCell(i).value ?? null)
    rows.push(values)
  })
  return rows
}

forEachDatabase('spreadsheet exports', (ctx) => {
  const download = async (path: string, token: string | undefined, json: unknown): Promise<Download> => {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (token) headers.set('authorization', `Bearer ${token}`)
    const res = await ctx.app.request(path, { method: 'POST', headers, body: JSON.stringify(json) })
    const bytes = Buffer.from(await res.arrayBuffer())
    const isJson = res.headers.get('content-type')?.includes('application/json') ?? false
    return {
      status: res.status,
      headers: res.headers,
      bytes,
      json: isJson ? JSON.parse(bytes.toString()) : {},
    }
  }
  const exportAs = (token: string | undefined, json: unknown) => download('/api/payments/export', token, json)
  const reportAs = (token: string | undefined, json: unknown) =>
    download('/api/payments/customers-report', token, json)

  let supplier: TestSupplier
  let customer: TestCustomer
  let second: TestCustomer
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    supplier = await newSupplier(ctx)
    customer = await newCustomer(ctx, { creditLimit: 50_000 })
    second = await newCustomer(ctx, { creditLimit: 10_000 })
    await ctx.db
      .update(schema.organizations)
      .set({ businessName: '=cmd|" /C calc"!A0' })
      .where(eq(schema.organizations.id, second.orgId))
    await ctx.db
      .update(schema.creditLines)
      .set({ used: 250_000 })
      .where(eq(schema.creditLines.organizationId, customer.orgId))
    const [project] = await ctx.db
      .insert(schema.projects)
      .values({ customerOrganizationId: customer.orgId, name: '@Obra centro', createdBy: customer.userId })
      .returning({ id: schema.projects.id })
    const pay = (
      name: string,
      status: number,
      amount: number,
      purchase: string,
      expiration: string,
      extra: { paymentDate?: string; invoice?: boolean; who?: TestCustomer } = {},
    ) =>
      seedPayment(ctx, {
        customer: extra.who ?? customer,
        supplier,
        status,
        amount,
        term: 30,
        purchase,
        expiration,
        ...(extra.paymentDate ? { paymentDate: extra.paymentDate } : {}),
        ...(extra.invoice ? { invoice: true } : {}),
        createdAt: `${purchase}T17:00:00Z`,
      }).then((id) => {
        ids[name] = id
        return id
      })
    // Today is 2025-03-10 (Mexico City).
    await pay('pending', 1, 123_456, '2025-03-05', '2025-04-04')
    await pay('paid', 3, 50_000, '2025-03-01', '2025-03-31', { paymentDate: '2025-03-08', invoice: true })
    await pay('today', 4, 7_000, '2025-03-10', '2025-03-10')
    await pay('february', 1, 10_000, '2025-02-15', '2025-03-17')
    await pay('old', 10, 20_000, '2024-11-01', '2024-12-01')
    await pay('other', 2, 30_000, '2025-03-06', '2025-04-05', { who: second })
    await ctx.db
      .update(schema.payments)
      .set({ extendedTerm: 5, reference: 'Cemento, 10 bultos', projectId: project!.id })
      .where(eq(schema.payments.id, ids.pending!))
    for (const [i, reference] of INJECTIONS.entries()) {
      const id = await pay(`injection${i}`, 1, 100 + i, '2025-03-07', '2025-04-06')
      await ctx.db.update(schema.payments).set({ reference }).where(eq(schema.payments.id, id))
    }
  })

  describe('POST /api/payments/export', () => {
    it('answers a real .xlsx with a Spanish file name, headers, formats and every cell in its type', async () => {
      const res = await exportAs(supplier.token, { exportOption: 'month' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE)
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="ventas_2025-03-01_2025-03-10.xlsx"',
      )
      expect(res.bytes.subarray(0, 2).toString()).toBe('PK')

      const sheet = await sheetOf(res.bytes)
      expect(sheet.name).toBe('Ventas')
      const rows = rowsOf(sheet)
      expect(rows[0]).toEqual(SUPPLIER_HEADERS)
      // Bold, frozen header row; widths set.
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
      expect(sheet.getRow(1).getCell(4).font?.bold).toBe(true)
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
      expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(20)
      expect(sheet.getColumn(1).width).toBeGreaterThan(0)

      // This month's sales by id: pending, paid, today, other, the six injections; not February's nor 2024's.
      const ordered = [
        ids.pending,
        ids.paid,
        ids.today,
        ids.other,
        ...INJECTIONS.map((_, i) => ids[`injection${i}`]),
      ]
      expect(rows.slice(1).map((r) => r[0])).toEqual(ordered)

      const pending = sheet.getRow(2)
      expect(pending.getCell(1).value).toBe(ids.pending)
      expect(pending.getCell(2).value).toBe(customer.name)
      expect(pending.getCell(3).value).toBe('Pendiente')
      expect(pending.getCell(4).value).toBe(1234.56)
      expect(pending.getCell(4).numFmt).toBe('"$"#,##0.00')
      expect(pending.getCell(5).value).toBe(0)
      expect(pending.getCell(6).value).toBe(1234.56)
      expect(pending.getCell(6).numFmt).toBe('"$"#,##0.00')
      expect(pending.getCell(7).value).toBe(30)
      expect(pending.getCell(8).value).toBe(5)
      expect(pending.getCell(9).value).toEqual(utcDate('2025-03-05'))
      expect(pending.getCell(9).numFmt).toBe('dd/mm/yyyy')
      expect(pending.getCell(9).type).toBe(ExcelJS.ValueType.Date)
      expect(pending.getCell(10).value).toEqual(utcDate('2025-04-04'))
      expect(pending.getCell(11).value).toBeNull()
      expect(pending.getCell(12).value).toBe('Cemento, 10 bultos')
      expect(pending.getCell(13).value).toBe('No')

      const paid = sheet.getRow(3)
      expect([
        paid.getCell(3).value,
        paid.getCell(4).value,
        paid.getCell(5).value,
        paid.getCell(6).value,
      ]).toEqual(['Pagada', 500, 500, 0])
      expect(paid.getCell(11).value).toEqual(utcDate('2025-03-08'))
      expect(paid.getCell(11).numFmt).toBe('dd/mm/yyyy')
      expect(paid.getCell(13).value).toBe('Sí')
      expect(sheet.getRow(4).getCell(3).value).toBe('Vencida')
      expect(sheet.getRow(5).getCell(3).value).toBe('A confirmar')
    })

    it('neutralises every text cell that a spreadsheet would take for a formula', async () => {
      const sheet = await sheetOf((await exportAs(supplier.token, { exportOption: 'month' })).bytes)
      const rows = rowsOf(sheet)
      const byId = new Map(rows.slice(1).map((r) => [r[0], r]))
      const references = INJECTIONS.map((_, i) => byId.get(ids[`injection${i}`])?.[11])
      // XML reads a bare carriage return back as a line feed; the leading quote is what matters.
      expect(references).toEqual(['\'=HYPERLINK("http://x")', "'+1", "'-1", "'@SUM(A1:A2)", "'\tx", "'\nx"])
      // The customer's business name too; and no cell is a formula.
      expect(byId.get(ids.other)?.[1]).toBe('\'=cmd|" /C calc"!A0')
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)
        })
      })
      expect(safeText('Cemento')).toBe('Cemento')
      expect(safeText('=1+1')).toBe("'=1+1")
    })

    it('gives customers their purchases with the supplier and the project', async () => {
      const res = await exportAs(customer.token, { exportOption: 'historic', owner_id: customer.orgId })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="compras_historico_2025-03-10.xlsx"',
      )
      const sheet = await sheetOf(res.bytes)
      expect(sheet.name).toBe('Compras')
      const rows = rowsOf(sheet)
      expect(rows[0]).toEqual(CUSTOMER_HEADERS)
      // Every purchase of the business, none of the other customer's.
      expect(rows.slice(1).map((r) => r[0])).not.toContain(ids.other)
      expect(rows.length - 1).toBe(5 + INJECTIONS.length)
      const pending = rows.find((r) => r[0] === ids.pending)!
      expect(pending[1]).toBe(supplier.name)
      expect(pending[14]).toBe("'@Obra centro")
    })

    it('takes the period by purchase date: day, previous month, a range, historic', async () => {
      const idsFor = async (json: Record<string, unknown>) => {
        const res = await exportAs(supplier.token, json)
        expect(res.status, res.bytes.toString().slice(0, 200)).toBe(200)
        return rowsOf(await sheetOf(res.bytes))
          .slice(1)
          .map((r) => r[0])
      }
      expect(await idsFor({ exportOption: 'day' })).toEqual([ids.today])
      expect(await idsFor({ exportOption: 'previous_month' })).toEqual([ids.february])
      expect(await idsFor({ exportOption: 'range', startDate: '2024-11-01', endDate: '2025-02-01' })).toEqual(
        [ids.old],
      )
      // Exactly three months is allowed.
      expect(
        await idsFor({
          exportOption: 'range',
          startDate: '2024-12-10',
          endDate: '2025-03-10',
          owner_id: null,
        }),
      ).toHaveLength(11)
      expect(await idsFor({ exportOption: 'historic' })).toHaveLength(5 + 1 + INJECTIONS.length)
      const day = await exportAs(supplier.token, { exportOption: 'day' })
      expect(day.headers.get('content-disposition')).toBe('attachment; filename="ventas_2025-03-10.xlsx"')
      const range = await exportAs(supplier.token, {
        exportOption: 'range',
        startDate: '2025-01-01',
        endDate: '2025-03-31',
      })
      expect(range.headers.get('content-disposition')).toBe(
        'attachment; filename="ventas_2025-01-01_2025-03-31.xlsx"',
      )
    })

    it('refuses ranges without both dates, backwards or longer than 3 months (422)', async () => {
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [
          { exportOption: 'range' },
          { startDate: [ACTION_MSG.rangeRequired], endDate: [ACTION_MSG.rangeRequired] },
        ],
        [
          { exportOption: 'range', startDate: '2025-01-01', endDate: null },
          { endDate: [ACTION_MSG.rangeRequired] },
        ],
        [
          { exportOption: 'range', startDate: '2025-01-01', endDate: '2025-04-02' },
          { endDate: [ACTION_MSG.rangeTooLong] },
        ],
        [
          { exportOption: 'range', startDate: '2024-11-30', endDate: '2025-03-01' },
          { endDate: [ACTION_MSG.rangeTooLong] },
        ],
        [
          { exportOption: 'range', startDate: '2025-03-01', endDate: '2025-02-01' },
          { endDate: [ACTION_MSG.rangeOrder] },
        ],
        [
          { exportOption: 'range', startDate: '2025-02-30', endDate: '2025-03-01' },
          { startDate: [ACTION_MSG.rangeDate] },
        ],
        [
          { exportOption: 'range', startDate: '1999-12-01', endDate: '2000-01-01' },
          { startDate: [ACTION_MSG.rangeDate] },
        ],
        [
          { exportOption: 'range', startDate: '01/01/2025', endDate: '2025-02-01' },
          { startDate: [ACTION_MSG.rangeDate] },
        ],
        [{}, { exportOption: [ACTION_MSG.exportOptionRequired] }],
        [{ exportOption: 'week' }, { exportOption: [ACTION_MSG.exportOptionRequired] }],
        [{ exportOption: 'day', extra: 1 }, { extra: [MSG.unknownField] }],
      ]
      for (const [json, errors] of cases) {
        const res = await exportAs(supplier.token, json)
        expect(res.status, JSON.stringify(json)).toBe(422)
        expect(res.json.errors, JSON.stringify(json)).toEqual(errors)
      }
    })

    it('lets only role ids 1, 2 and 4 export; an owner_id of another organization is a 404', async () => {
      expect((await exportAs(undefined, { exportOption: 'day' })).status).toBe(401)
      for (const actor of ['customer', 'vendor-supplier', 'vendor'] as const) {
        const res = await exportAs(await ctx.as(actor), { exportOption: 'day' })
        expect(res.status, actor).toBe(403)
        expect(res.json).toEqual({ msg: MSG.forbidden })
      }
      const other = await exportAs(supplier.token, { exportOption: 'day', owner_id: customer.orgId })
      expect(other.status).toBe(404)
      expect(other.json).toEqual({ msg: ACTION_MSG.ownerNotFound })
      const demoSupplier = await ctx.organizationIdOf('proveedor@demo.mx')
      expect((await exportAs(customer.token, { exportOption: 'day', owner_id: demoSupplier })).status).toBe(
        404,
      )
      expect((await exportAs(supplier.token, { exportOption: 'day', owner_id: supplier.orgId })).status).toBe(
        200,
      )
    })

    it('gives the platform operator every payment, or one organization’s with owner_id', async () => {
      const admin = await ctx.as('admin')
      const all = await exportAs(admin, { exportOption: 'historic' })
      expect(all.status).toBe(200)
      expect(all.headers.get('content-disposition')).toBe(
        'attachment; filename="pagos_historico_2025-03-10.xlsx"',
      )
      const allRows = rowsOf(await sheetOf(all.bytes))
      expect(allRows[0]).toEqual(['ID', 'Proveedor', 'Cliente', ...CUSTOMER_HEADERS.slice(2)])
      const ofSupplier = await exportAs(admin, { exportOption: 'historic', owner_id: supplier.orgId })
      expect(rowsOf(await sheetOf(ofSupplier.bytes)).length - 1).toBe(5 + 1 + INJECTIONS.length)
      const ofCustomer = await exportAs(admin, { exportOption: 'historic', owner_id: second.orgId })
      expect(
        rowsOf(await sheetOf(ofCustomer.bytes))
          .slice(1)
          .map((r) => r[0]),
      ).toEqual([ids.other])
      expect(allRows.length - 1).toBeGreaterThan(5 + 1 + INJECTIONS.length)
      expect((await exportAs(admin, { exportOption: 'historic', owner_id: 999_999 })).status).toBe(404)
    })
  })

  describe('POST /api/payments/customers-report', () => {
    it('answers one row per customer with credit and the period’s purchases', async () => {
      const res = await reportAs(supplier.token, { exportOption: 'current_month' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE)
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="reporte_clientes_2025-03-01_2025-03-10.xlsx"',
      )
      const sheet = await sheetOf(res.bytes)
      const rows = rowsOf(sheet)
      expect(rows[0]).toEqual([
        'Cliente',
        'Números de usuario',
        'Límite de crédito',
        'Crédito usado',
        'Disponible',
        'Compras',
        'Total comprado',
        'Total pagado',
        'Total pendiente',
        'Total vencido',
      ])
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
      // By business name: "'=cmd…" (neutralised) sorts before "Constructora …".
      const [first, mine] = [rows[1]!, rows[2]!]
      expect(first).toEqual([
        '\'=cmd|" /C calc"!A0',
        String(second.userId),
        10000,
        0,
        10000,
        1,
        300,
        0,
        300,
        0,
      ])
      expect(mine).toEqual([
        customer.name,
        String(customer.userId),
        50000,
        2500,
        47500,
        // pending 1234.56, paid 500, today (expired) 70, six injections 1.00..1.05
        3 + INJECTIONS.length,
        1810.71,
        500,
        1310.71,
        70,
      ])
      expect(sheet.getRow(3).getCell(3).numFmt).toBe('"$"#,##0.00')
      expect(rows).toHaveLength(3)
    })

    it('covers the previous month and everything (global)', async () => {
      const previous = rowsOf(
        await sheetOf((await reportAs(supplier.token, { exportOption: 'previous_month' })).bytes),
      )
      expect(previous[2]!.slice(5)).toEqual([1, 100, 0, 100, 0])
      // The second customer bought nothing last month: still listed, with zeros.
      expect(previous[1]!.slice(5)).toEqual([0, 0, 0, 0, 0])
      const global = await reportAs(supplier.token, { exportOption: 'global' })
      expect(global.headers.get('content-disposition')).toBe(
        'attachment; filename="reporte_clientes_historico_2025-03-10.xlsx"',
      )
      const rows = rowsOf(await sheetOf(global.bytes))
      // 2024's not-reported 200 is overdue too.
      expect(rows[2]!.slice(5)).toEqual([5 + INJECTIONS.length, 2110.71, 500, 1610.71, 270])
    })

    it('needs an option and is for supplier admins and the platform operator', async () => {
      const missing = await reportAs(supplier.token, {})
      expect(missing.status).toBe(422)
      expect(missing.json).toEqual({
        message: ACTION_MSG.reportOptionRequired,
        errors: { exportOption: [ACTION_MSG.reportOptionRequired] },
      })
      expect((await reportAs(undefined, { exportOption: 'global' })).status).toBe(401)
      for (const actor of ['vendor-supplier', 'admin-customer', 'customer', 'vendor'] as const) {
        expect((await reportAs(await ctx.as(actor), { exportOption: 'global' })).status, actor).toBe(403)
      }
      const admin = await reportAs(await ctx.as('admin'), { exportOption: 'global' })
      expect(admin.status).toBe(200)
      const names = rowsOf(await sheetOf(admin.bytes)).map((r) => r[0])
      expect(names).toContain('Constructora Robles')
      expect(names).toContain(customer.name)
      // The demo supplier's report lists its own customers only.
      const demo = rowsOf(
        await sheetOf((await reportAs(await ctx.as('admin-supplier'), { exportOption: 'global' })).bytes),
      )
      expect(demo.slice(1).map((r) => r[0])).toEqual(['Construcciones Vega', 'Constructora Robles'])
    })
  })
})
