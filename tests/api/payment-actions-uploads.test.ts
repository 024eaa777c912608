import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MSG } from '@contract/messages'
import { ACTION_MSG, PAYMENT_FILE_MAX_BYTES } from '@contract/paymentActions'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { forEachDatabase, type TestContext } from './harness'
import { giveRfc, type InvoiceFor, invoiceFor } from './invoice-fixtures'
import {
  chargedPayment,
  eventsOf,
  expect422,
  expectAction,
  expectMsg,
  fileOf,
  HTML,
  invoiceForm,
  JPEG,
  type Parties,
  PDF,
  PNG,
  partiesOf,
  paymentRow,
  proofForm,
  XML,
} from './payment-action-fixtures'
import {
  expectLedgerBalanced,
  newCustomer,
  newSupplier,
  type TestCustomer,
  type TestSupplier,
} from './sales-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'obrafiado-uploads-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const filesDir = join(dataDir, 'files')
const storedKeys = () => readdirSync(filesDir).filter((name) => name !== '.tmp')

const upload = (
  ctx: TestContext,
  path: string,
  token: string,
  form: FormData,
  headers?: Record<string, string>,
) => ctx.request('POST', `/api/payments/${path}`, { token, form, ...(headers ? { headers } : {}) })

forEachDatabase(
  'report-payment and attach-invoice',
  (ctx) => {
    let customer: TestCustomer
    let supplier: TestSupplier
    let parties: Parties
    let otherSupplier: TestSupplier
    let otherCustomer: TestCustomer
    let rfcs: Omit<InvoiceFor, 'amount'>
    const pay = (shape: Parameters<typeof chargedPayment>[2] = {}) => chargedPayment(ctx, parties, shape)
    const available = async () => {
      const res = await ctx.request('GET', '/api/payments/resume', { token: customer.token })
      return res.body.amount_available as number
    }
    const fileRow = async (id: number | null) => {
      const [row] = await ctx.db
        .select()
        .from(schema.files)
        .where(eq(schema.files.id, id ?? 0))
      return row!
    }

    beforeAll(async () => {
      customer = await newCustomer(ctx)
      supplier = await newSupplier(ctx)
      parties = partiesOf(customer, supplier)
      otherSupplier = await newSupplier(ctx)
      otherCustomer = await newCustomer(ctx)
      rfcs = {
        supplierRfc: await giveRfc(ctx, supplier.orgId),
        builderRfc: await giveRfc(ctx, customer.orgId),
      }
    })

    describe('report-payment by the customer ("Pagar")', () => {
      it('1 → 2 with the proof stored under a random key, checked by content', async () => {
        const id = await pay()
        const bytes = new Uint8Array([...PNG, ...new Uint8Array(1000).fill(7)])
        const res = await upload(
          ctx,
          'report-payment',
          customer.token,
          proofForm(id, fileOf(bytes, 'pago.png', 'text/html')),
        )
        expectAction(res, true, ACTION_MSG.reported)
        const row = await paymentRow(ctx, id)
        expect(row).toMatchObject({ statusId: S.to_confirm, manualConfirmationStatus: 'pending' })
        const file = await fileRow(row.proofFileId)
        expect(file).toMatchObject({
          purpose: 'proof',
          paymentId: id,
          originalName: 'pago.png',
          contentType: 'image/png',
          size: bytes.length,
          uploadedBy: customer.userId,
        })
        expect(file.storageKey).toMatch(/^[A-Za-z0-9_-]{32}$/)
        expect(new Uint8Array(readFileSync(join(filesDir, file.storageKey)))).toEqual(bytes)
        expect(file.sha256).toMatch(/^[0-9a-f]{64}$/)
        const [event] = await eventsOf(ctx, id)
        expect(event).toMatchObject({
          kind: 'payment_reported',
          fromStatusId: S.pending,
          toStatusId: S.to_confirm,
        })
        // Awaiting confirmation: a second report is refused and stores nothing.
        const keys = storedKeys().length
        expectAction(
          await upload(ctx, 'report-payment', customer.token, proofForm(id, fileOf(PNG, 'otra.png'))),
          false,
          ACTION_MSG.alreadyProcessed,
        )
        expect(storedKeys()).toHaveLength(keys)
      })

      it('from expired and from rejected; a JPEG and a PDF are accepted', async () => {
        const expired = await pay({ status: S.expired, dueInDays: -4 })
        expectAction(
          await upload(ctx, 'report-payment', customer.token, proofForm(expired, fileOf(JPEG, 'foto.jpeg'))),
          true,
          ACTION_MSG.reported,
        )
        expect((await fileRow((await paymentRow(ctx, expired)).proofFileId)).contentType).toBe('image/jpeg')
        const rejected = await pay({ status: S.rejected })
        expectAction(
          await upload(
            ctx,
            'report-payment',
            customer.token,
            proofForm(rejected, fileOf(PDF, 'transferencia.pdf')),
          ),
          true,
          ACTION_MSG.reported,
        )
        expect(await paymentRow(ctx, rejected)).toMatchObject({
          statusId: S.to_confirm,
          manualConfirmationStatus: 'pending',
        })
      })

      it('refuses non_payment, not_reported, to_confirm and paid with their messages', async () => {
        const file = () => fileOf(PNG, 'pago.png')
        const cases: [number, number, string][] = [
          [S.non_payment, 200, ACTION_MSG.nonPaymentAlreadyReported],
          [S.not_reported, 200, ACTION_MSG.notReportable],
          [S.to_confirm, 200, ACTION_MSG.alreadyProcessed],
        ]
        for (const [status, code, msg] of cases) {
          const res = await upload(
            ctx,
            'report-payment',
            customer.token,
            proofForm(await pay({ status, dueInDays: -40 }), file()),
          )
          expect(res.status).toBe(code)
          expectAction(res, false, msg)
        }
        const keys = storedKeys().length
        const paid = await pay({ status: S.paid })
        expectMsg(
          await upload(ctx, 'report-payment', customer.token, proofForm(paid, file())),
          403,
          ACTION_MSG.paidBlocked,
        )
        expectMsg(
          await upload(ctx, 'report-payment', otherCustomer.token, proofForm(await pay(), file())),
          404,
          ACTION_MSG.paymentNotFound,
        )
        expect(storedKeys()).toHaveLength(keys)
      })

      it('bad uploads: 422 missing / wrong type / empty, 413 over 12 MB, never 500', async () => {
        const id = await pay()
        const send = (form: FormData) => upload(ctx, 'report-payment', customer.token, form)
        const keys = storedKeys().length
        expect422(await send(proofForm(id)), { file: [ACTION_MSG.uploadFile] })
        expect422(await send(proofForm(id, fileOf(HTML, 'comprobante.pdf', 'application/pdf'))), {
          file: [ACTION_MSG.proofType],
        })
        expect422(await send(proofForm(id, fileOf(XML, 'pago.xml'))), { file: [ACTION_MSG.proofType] })
        expect422(await send(proofForm(id, fileOf(new Uint8Array(0), 'vacio.png'))), {
          file: [ACTION_MSG.fileEmpty],
        })
        const textField = proofForm(id)
        textField.set('file', 'no soy un archivo')
        expect422(await send(textField), { file: [ACTION_MSG.uploadFile] })
        const twoFiles = proofForm(id, fileOf(PNG, 'a.png'))
        twoFiles.append('file', fileOf(PNG, 'b.png'))
        expect422(await send(twoFiles), { file: [ACTION_MSG.oneFile] })
        expect422(await send(proofForm('abc', fileOf(PNG, 'a.png'))), { payment_id: [ACTION_MSG.idInvalid] })
        expect422(await send(proofForm('99999999999', fileOf(PNG, 'a.png'))), {
          payment_id: [ACTION_MSG.idInvalid],
        })
        const noId = new FormData()
        expect422(await send(noId), { payment_id: [MSG.required], file: [ACTION_MSG.uploadFile] })
        const extra = proofForm(id, fileOf(PNG, 'a.png'))
        extra.set('status_id', '3')
        expect422(await send(extra), { status_id: [MSG.unknownField] })

        const big = new Uint8Array(PAYMENT_FILE_MAX_BYTES + 1)
        big.set(PNG)
        expectMsg(await send(proofForm(id, fileOf(big, 'grande.png'))), 413, ACTION_MSG.fileTooLarge)
        const huge = new Uint8Array(PAYMENT_FILE_MAX_BYTES + 200_000)
        huge.set(PNG)
        expectMsg(await send(proofForm(id, fileOf(huge, 'enorme.png'))), 413, ACTION_MSG.fileTooLarge)
        const exact = new Uint8Array(PAYMENT_FILE_MAX_BYTES)
        exact.set(PNG)
        expectAction(await send(proofForm(id, fileOf(exact, 'justo.png'))), true, ACTION_MSG.reported)

        const broken = await ctx.request('POST', '/api/payments/report-payment', {
          token: customer.token,
          body: '--xyz\r\nContent-Disposition: form-data; name="payment_id"\r\n\r\n1\r\n--x',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        })
        expect(broken.status).toBe(422)
        const json = await ctx.request('POST', '/api/payments/report-payment', {
          token: customer.token,
          json: { payment_id: id },
        })
        expect422(json, { file: [ACTION_MSG.uploadFile] })
        expect(storedKeys()).toHaveLength(keys + 1)
      })

      it('stores a name with ../ and control characters safely, never on disk', async () => {
        const id = await pay()
        const res = await upload(
          ctx,
          'report-payment',
          customer.token,
          proofForm(id, fileOf(PDF, '../../../etc/pa\u0000gó\u202e\n.html')),
        )
        expectAction(res, true, ACTION_MSG.reported)
        const file = await fileRow((await paymentRow(ctx, id)).proofFileId)
        expect(file.originalName).toBe('pagó.pdf')
        expect(storedKeys()).toContain(file.storageKey)
        expect(readdirSync(dataDir)).toEqual(['files'])
      })
    })

    describe('report-payment by the supplier ("Informar pago")', () => {
      it('→ 3 from every unpaid state but to_confirm, file optional, the credit back', async () => {
        for (const status of [S.pending, S.expired, S.non_payment, S.rejected, S.not_reported]) {
          const before = await available()
          const dueInDays = status === S.pending ? 10 : status === S.expired ? -5 : -35
          const id = await pay({ status, amount: 77_700, dueInDays })
          const form = status === S.rejected ? proofForm(id, fileOf(PDF, 'deposito.pdf')) : proofForm(id)
          expectAction(
            await upload(ctx, 'report-payment', supplier.vendorToken, form),
            true,
            ACTION_MSG.informed,
          )
          const row = await paymentRow(ctx, id)
          expect(row).toMatchObject({ statusId: S.paid, paidAmount: 77_700, paymentDate: mxToday(ctx.clock) })
          expect(row.proofFileId !== null).toBe(status === S.rejected)
          expect(await available()).toBe(before)
          expect((await eventsOf(ctx, id)).at(-1)).toMatchObject({
            kind: 'payment_informed',
            fromStatusId: status,
          })
        }
        await expectLedgerBalanced(ctx, customer.orgId)
        expectAction(
          await upload(ctx, 'report-payment', supplier.token, proofForm(await pay({ status: S.to_confirm }))),
          false,
          ACTION_MSG.alreadyProcessed,
        )
        expectMsg(
          await upload(ctx, 'report-payment', supplier.token, proofForm(await pay({ status: S.paid }))),
          403,
          ACTION_MSG.paidBlocked,
        )
        expectMsg(
          await upload(ctx, 'report-payment', otherSupplier.token, proofForm(await pay())),
          404,
          ACTION_MSG.paymentNotFound,
        )
        expect422(
          await upload(ctx, 'report-payment', supplier.token, proofForm(await pay(), fileOf(HTML, 'x.png'))),
          { file: [ACTION_MSG.proofType] },
        )
      })

      it('an Idempotency-Key retry of a multipart report answers the first answer', async () => {
        const id = await pay()
        const form = proofForm(id, fileOf(new Uint8Array([...JPEG, 0xff, 0x00, 0x80, 0xfe]), 'pago.jpg'))
        // The same serialized body twice (a client retry re-sends the same bytes).
        const body = new Response(form)
        const type = body.headers.get('content-type')!
        const raw = new Uint8Array(await body.arrayBuffer())
        const send = () =>
          ctx.app.request('/api/payments/report-payment', {
            method: 'POST',
            body: raw,
            headers: {
              authorization: `Bearer ${customer.token}`,
              'content-type': type,
              'idempotency-key': `p-${id}`,
            },
          })
        const first = await send()
        const again = await send()
        expect(first.status).toBe(200)
        expect(await first.json()).toEqual({ success: true, msg: ACTION_MSG.reported })
        expect(again.headers.get('idempotent-replayed')).toBe('true')
        const row = await paymentRow(ctx, id)
        const file = await fileRow(row.proofFileId)
        // The bytes survive the idempotency fingerprint reading the body.
        expect(new Uint8Array(readFileSync(join(filesDir, file.storageKey)))).toEqual(
          new Uint8Array([...JPEG, 0xff, 0x00, 0x80, 0xfe]),
        )
        const proofs = await ctx.db.select().from(schema.files).where(eq(schema.files.paymentId, id))
        expect(proofs).toHaveLength(1)
      })

      it('a retry of the same form (a new multipart boundary) replays; another file with the key is 422', async () => {
        const id = await pay()
        const headers = { 'Idempotency-Key': `pagar-${id}` }
        const form = proofForm(id, fileOf(PNG, 'pago.png'))
        const first = await upload(ctx, 'report-payment', customer.token, form, headers)
        const retry = await upload(ctx, 'report-payment', customer.token, form, headers)
        expectAction(first, true, ACTION_MSG.reported)
        expect(retry.headers.get('idempotent-replayed')).toBe('true')
        expect(retry.text).toBe(first.text)
        const other = await upload(
          ctx,
          'report-payment',
          customer.token,
          proofForm(id, fileOf(new Uint8Array([...PNG, 1]), 'pago.png')),
          headers,
        )
        expect(other.status).toBe(422)
        const proofs = await ctx.db.select().from(schema.files).where(eq(schema.files.paymentId, id))
        expect(proofs).toHaveLength(1)
        // Informar pago with a key and no file.
        const informed = await pay()
        const informHeaders = { 'Idempotency-Key': `informar-${informed}` }
        const a = await upload(
          ctx,
          'report-payment',
          supplier.token,
          proofForm(informed, null, null),
          informHeaders,
        )
        const b = await upload(
          ctx,
          'report-payment',
          supplier.token,
          proofForm(informed, null, null),
          informHeaders,
        )
        expectAction(a, true, ACTION_MSG.informed)
        expect(b.text).toBe(a.text)
        await expectLedgerBalanced(ctx, customer.orgId)
      })

      it('answers 403 to roles without payments', async () => {
        const admin = await ctx.as('admin')
        expectMsg(
          await upload(ctx, 'report-payment', admin, proofForm(await pay(), fileOf(PNG, 'a.png'))),
          403,
          MSG.forbidden,
        )
        const anonymous = await ctx.request('POST', '/api/payments/report-payment', { form: proofForm(1) })
        expect(anonymous.status).toBe(401)
      })
    })

    describe('attach-invoice', () => {
      it('stores 1..5 PDF/XML files; the invoice is the first PDF', async () => {
        const id = await pay()
        const res = await upload(
          ctx,
          'attach-invoice',
          supplier.token,
          invoiceForm(id, [
            fileOf(invoiceFor(ctx, { ...rfcs, amount: 100_000 }), 'CFDI.xml', 'text/xml'),
            fileOf(PDF, 'factura.pdf'),
          ]),
        )
        expectAction(res, true, ACTION_MSG.invoiceAttached)
        const row = await paymentRow(ctx, id)
        const invoice = await fileRow(row.invoiceFileId)
        expect(invoice).toMatchObject({
          purpose: 'invoice',
          contentType: 'application/pdf',
          originalName: 'factura.pdf',
        })
        const rows = await ctx.db.select().from(schema.files).where(eq(schema.files.paymentId, id))
        expect(rows.map((r) => r.contentType).sort()).toEqual(['application/pdf', 'application/xml'])
        expectAction(
          await upload(ctx, 'attach-invoice', supplier.token, invoiceForm(id, [fileOf(PDF, 'otra.pdf')])),
          false,
          ACTION_MSG.invoiceExists,
        )
        // XML only, under `files`.
        const xmlOnly = await pay()
        expectAction(
          await upload(
            ctx,
            'attach-invoice',
            supplier.vendorToken,
            invoiceForm(
              xmlOnly,
              [fileOf(invoiceFor(ctx, { ...rfcs, amount: 100_000 }), 'cfdi.xml')],
              'files',
            ),
          ),
          true,
          ACTION_MSG.invoiceAttached,
        )
        expect((await fileRow((await paymentRow(ctx, xmlOnly)).invoiceFileId)).contentType).toBe(
          'application/xml',
        )
      })

      it('refuses other states, bad files, too many, roles and organizations', async () => {
        const id = await pay()
        const send = (form: FormData, token = supplier.token) => upload(ctx, 'attach-invoice', token, form)
        const keys = storedKeys().length
        expect422(await send(invoiceForm(id, [])), { files: [ACTION_MSG.uploadFile] })
        expect422(await send(invoiceForm(id, [fileOf(PNG, 'factura.pdf')])), {
          files: [ACTION_MSG.invoiceType],
        })
        expect422(await send(invoiceForm(id, [fileOf(PDF, 'a.pdf'), fileOf(HTML, 'b.xml')])), {
          files: [ACTION_MSG.invoiceType],
        })
        expect422(await send(invoiceForm(id, [fileOf(new Uint8Array(0), 'a.pdf')])), {
          files: [ACTION_MSG.fileEmpty],
        })
        expect422(
          await send(
            invoiceForm(
              id,
              Array.from({ length: 6 }, (_, i) => fileOf(PDF, `${i}.pdf`)),
            ),
          ),
          {
            files: [ACTION_MSG.tooManyFiles],
          },
        )
        const half = new Uint8Array(PAYMENT_FILE_MAX_BYTES / 2 + 1)
        half.set(PDF)
        expectMsg(
          await send(invoiceForm(id, [fileOf(half, 'a.pdf'), fileOf(half, 'b.pdf')])),
          413,
          ACTION_MSG.fileTooLarge,
        )
        const expired = await pay({ status: S.expired, dueInDays: -1 })
        expectAction(
          await send(invoiceForm(expired, [fileOf(PDF, 'a.pdf')])),
          false,
          ACTION_MSG.invoiceNotPending,
        )
        expectMsg(
          await send(invoiceForm(await pay({ status: S.paid }), [fileOf(PDF, 'a.pdf')])),
          403,
          ACTION_MSG.paidBlocked,
        )
        expectMsg(await send(invoiceForm(id, [fileOf(PDF, 'a.pdf')]), customer.token), 403, MSG.forbidden)
        expectMsg(
          await send(invoiceForm(id, [fileOf(PDF, 'a.pdf')]), otherSupplier.token),
          404,
          ACTION_MSG.paymentNotFound,
        )
        expect(storedKeys()).toHaveLength(keys)
        expect((await paymentRow(ctx, id)).invoiceFileId).toBeNull()
      })
    })
  },
  { env: { DATA_DIR: dataDir } },
)
