import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CFDI_CHECK_MSG, CFDI_READ_MSG } from '@contract/cfdiTexts'
import { formatCentavos } from '@contract/money'
import { ACTION_MSG } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { forEachDatabase, type TestResponse } from './harness'
import { giveRfc, type InvoiceFor, invoiceFor } from './invoice-fixtures'
import {
  chargedPayment,
  expectAction,
  fileOf,
  invoiceForm,
  type Parties,
  PDF,
  partiesOf,
  paymentRow,
} from './payment-action-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'obrafiado-invoice-check-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const storedKeys = () => readdirSync(join(dataDir, 'files')).filter((name) => name !== '.tmp')

const AMOUNT = 100_000

forEachDatabase(
  'attach-invoice reads the CFDI against the sale',
  (ctx) => {
    let customer: TestCustomer
    let supplier: TestSupplier
    let otherSupplier: TestSupplier
    let parties: Parties
    let rfcs: InvoiceFor
    let otherRfcs: InvoiceFor

    beforeAll(async () => {
      customer = await newCustomer(ctx, { creditLimit: 1_000_000 })
      supplier = await newSupplier(ctx)
      otherSupplier = await newSupplier(ctx)
      parties = partiesOf(customer, supplier)
      const builderRfc = await giveRfc(ctx, customer.orgId)
      rfcs = { supplierRfc: await giveRfc(ctx, supplier.orgId), builderRfc, amount: AMOUNT }
      otherRfcs = { supplierRfc: await giveRfc(ctx, otherSupplier.orgId), builderRfc, amount: AMOUNT }
    })

    const pay = (p: Parties = parties) => chargedPayment(ctx, p, { amount: AMOUNT })
    const attach = (id: number, files: File[], token = supplier.token) =>
      ctx.request('POST', '/api/payments/attach-invoice', { token, form: invoiceForm(id, files) })
    const xml = (bytes: Uint8Array, name = 'factura.xml') => fileOf(bytes, name, 'text/xml')
    const pdf = () => fileOf(PDF, 'factura.pdf', 'application/pdf')
    const shown = async (id: number, token: string) => {
      const res = await ctx.request('GET', `/api/payments?id=${id}`, { token })
      expect(res.status, res.text).toBe(200)
      return (res.body.data as Record<string, unknown>[])[0]!
    }

    /** The request is refused with exactly these messages on `files`, and nothing at all is stored. */
    async function expectRefused(send: () => Promise<TestResponse>, id: number, messages: string[]) {
      const counts = await ctx.tableCounts()
      const keys = storedKeys().length
      const res = await send()
      expect(res.status, res.text).toBe(422)
      expect(res.body.errors).toEqual({ files: messages })
      expect(res.body.message).toBe(messages[0])
      expect(await ctx.tableCounts()).toEqual(counts)
      expect(storedKeys()).toHaveLength(keys)
      expect((await paymentRow(ctx, id)).invoiceFileId).toBeNull()
    }

    it('accepts the right invoice and shows its serie, folio, UUID and SAT link to both sides', async () => {
      const id = await pay()
      const bytes = invoiceFor(ctx, rfcs, { serie: 'A', folio: '123' })
      const uuid = new TextDecoder().decode(bytes).match(/UUID="([^"]+)"/)![1]!
      expectAction(await attach(id, [xml(bytes), pdf()]), true, ACTION_MSG.invoiceAttached)
      const [cfdi] = await ctx.db
        .select()
        .from(schema.paymentCfdis)
        .where(eq(schema.paymentCfdis.paymentId, id))
      const row = await paymentRow(ctx, id)
      const [xmlFile] = await ctx.db.select().from(schema.files).where(eq(schema.files.id, cfdi!.fileId))
      expect(cfdi).toMatchObject({
        kind: 'invoice',
        uuid,
        serie: 'A',
        folio: '123',
        issuerRfc: rfcs.supplierRfc,
        receiverRfc: rfcs.builderRfc,
        total: AMOUNT,
        metodoPago: 'PPD',
      })
      expect(xmlFile).toMatchObject({ paymentId: id, contentType: 'application/xml' })
      expect(row.invoiceFileId).not.toBe(cfdi!.fileId) // the PDF is the invoice shown by 'Ver factura'
      for (const token of [supplier.token, customer.token]) {
        const payment = await shown(id, token)
        expect(payment.invoice).toEqual({
          uuid,
          serie: 'A',
          folio: '123',
          sat_url: expect.stringMatching(
            /^https:\/\/verificacfdi\.facturaelectronica\.sat\.gob\.mx\/default\.aspx\?id=/,
          ),
        })
        expect(String((payment.invoice as { sat_url: string }).sat_url)).toContain(`id=${uuid}`)
      }
      // The export carries the UUID.
      const res = await ctx.app.request('/api/payments/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${supplier.token}` },
        body: JSON.stringify({ exportOption: 'historic' }),
      })
      const book = new ExcelJS.Workbook()
      await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer)
      const sheet = book.worksheets[0]!
      const headers = sheet.getRow(1).values as unknown[]
      const column = headers.indexOf('UUID de la factura')
      expect(column).toBeGreaterThan(0)
      let found = false
      sheet.eachRow((r) => {
        if (r.getCell(1).value === id) found = r.getCell(column).value === uuid
      })
      expect(found).toBe(true)
    })

    it('still accepts a PDF alone, which cannot be read: no CFDI, no link', async () => {
      const id = await pay()
      expectAction(await attach(id, [pdf()]), true, ACTION_MSG.invoiceAttached)
      expect((await shown(id, supplier.token)).invoice).toBeNull()
    })

    it('refuses each mismatch with its message naming both values, storing nothing', async () => {
      const id = await pay()
      const today = mxToday(ctx.clock)
      const cases: [Parameters<typeof invoiceFor>[2], string][] = [
        [
          { receptorRfc: 'XAXX010101000' },
          CFDI_CHECK_MSG.receptorRfc('XAXX010101000', customer.name, rfcs.builderRfc),
        ],
        [
          { emisorRfc: otherRfcs.supplierRfc },
          CFDI_CHECK_MSG.emisorRfc(otherRfcs.supplierRfc, supplier.name, rfcs.supplierRfc),
        ],
        [{ total: '999.99' }, CFDI_CHECK_MSG.total(99_999, AMOUNT)],
        [{ metodoPago: 'PUE' }, CFDI_CHECK_MSG.pue],
        [{ moneda: 'USD' }, CFDI_CHECK_MSG.invoiceCurrency('USD')],
        [
          { fechaTimbrado: `${addDays(today, -4)}T12:00:00` },
          CFDI_CHECK_MSG.stampDate(`${addDays(today, -4)}T12:00:00`),
        ],
      ]
      for (const [options, message] of cases) {
        await expectRefused(() => attach(id, [xml(invoiceFor(ctx, rfcs, options)), pdf()]), id, [message])
      }
      expect(CFDI_CHECK_MSG.total(99_999, AMOUNT)).toContain(formatCentavos(AMOUNT))
    })

    it('shows every failure of one invoice at once', async () => {
      const id = await pay()
      await expectRefused(
        () => attach(id, [xml(invoiceFor(ctx, rfcs, { receptorRfc: 'XAXX010101000', total: '10.00' }))]),
        id,
        [
          CFDI_CHECK_MSG.receptorRfc('XAXX010101000', customer.name, rfcs.builderRfc),
          CFDI_CHECK_MSG.total(1_000, AMOUNT),
        ],
      )
    })

    it('refuses a second XML, a document that is not a CFDI and hostile XML', async () => {
      const id = await pay()
      await expectRefused(
        () => attach(id, [xml(invoiceFor(ctx, rfcs)), xml(invoiceFor(ctx, rfcs), 'otra.xml')]),
        id,
        [CFDI_CHECK_MSG.oneXml],
      )
      const billionLaughs = new TextEncoder().encode(
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4">&lol2;</cfdi:Comprobante>',
      )
      await expectRefused(() => attach(id, [xml(billionLaughs)]), id, [CFDI_READ_MSG.doctype()])
      const external = new TextEncoder().encode(
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
      )
      await expectRefused(() => attach(id, [xml(external)]), id, [CFDI_READ_MSG.doctype()])
      const notCfdi = new TextEncoder().encode('<?xml version="1.0"?><pedido><total>1000</total></pedido>')
      await expectRefused(() => attach(id, [xml(notCfdi)]), id, [CFDI_READ_MSG['not-cfdi']()])
    })

    it('refuses an XML while either business has no RFC on file, saying who registers it', async () => {
      const builder = await newCustomer(ctx)
      const noRfcParties = partiesOf(builder, supplier)
      const id = await pay(noRfcParties)
      await expectRefused(
        () => attach(id, [xml(invoiceFor(ctx, { ...rfcs, builderRfc: 'XAXX010101000' }))]),
        id,
        [CFDI_CHECK_MSG.builderRfcMissing(builder.name)],
      )
      const seller = await newSupplier(ctx)
      const other = await pay(partiesOf(customer, seller))
      await expectRefused(() => attach(other, [xml(invoiceFor(ctx, rfcs))], seller.token), other, [
        CFDI_CHECK_MSG.supplierRfcMissing(seller.name),
      ])
    })

    it('refuses a UUID already used by another sale, of this supplier or of another', async () => {
      const first = await pay()
      const bytes = invoiceFor(ctx, rfcs)
      const uuid = new TextDecoder().decode(bytes).match(/UUID="([^"]+)"/)![1]!
      expectAction(await attach(first, [xml(bytes)]), true, ACTION_MSG.invoiceAttached)
      const second = await pay()
      await expectRefused(() => attach(second, [xml(bytes), pdf()]), second, [CFDI_CHECK_MSG.uuidUsed(uuid)])
      // Another supplier's sale to the same builder, with its own RFC but the same folio fiscal.
      const theirs = await pay(partiesOf(customer, otherSupplier))
      await expectRefused(
        () => attach(theirs, [xml(invoiceFor(ctx, otherRfcs, { uuid }))], otherSupplier.token),
        theirs,
        [CFDI_CHECK_MSG.uuidUsed(uuid)],
      )
      // The lower-case spelling of the same UUID is the same UUID.
      await expectRefused(
        () => attach(second, [xml(invoiceFor(ctx, rfcs, { uuid: uuid.toLowerCase() }))]),
        second,
        [CFDI_CHECK_MSG.uuidUsed(uuid)],
      )
    })

    describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
      it('the same UUID attached to two sales at once: exactly one wins, 10 rounds', async () => {
        for (let round = 0; round < 10; round++) {
          const [a, b] = [await pay(), await pay()]
          const bytes = invoiceFor(ctx, rfcs)
          const answers = await Promise.all([attach(a, [xml(bytes)]), attach(b, [xml(bytes)])])
          expect(answers.map((r) => r.status).sort()).toEqual([200, 422])
          const rows = await Promise.all([paymentRow(ctx, a), paymentRow(ctx, b)])
          expect(rows.filter((r) => r.invoiceFileId !== null)).toHaveLength(1)
        }
      })
    })
  },
  { env: { DATA_DIR: dataDir } },
)
