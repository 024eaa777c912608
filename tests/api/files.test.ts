import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MINUTE } from '../../server/clock'
import { blobStoreOf, localBlobStore } from '../../server/files/blob-store'
import { detectFileKind } from '../../server/files/kinds'
import { downloadLinkKey, signDownload, verifyDownload } from '../../server/files/links'
import { attachmentDisposition, safeFileName } from '../../server/files/names'
import { FILE_CSP } from '../../server/files/serve'
import { attachPaymentFile, storeFile, withStagedUploads } from '../../server/files/stored-files'
import { forEachDatabase, type TestContext } from './harness'
import {
  chargedPayment,
  expectMsg,
  fileOf,
  HTML,
  JPEG,
  type Parties,
  PDF,
  PNG,
  partiesOf,
  paymentRow,
  pdfText,
  proofForm,
  XML,
} from './payment-action-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'obrafiado-files-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('file kinds and names', () => {
  it('detects jpeg, png, pdf and xml by their bytes only', () => {
    expect(detectFileKind(JPEG)).toBe('jpeg')
    expect(detectFileKind(PNG)).toBe('png')
    expect(detectFileKind(PDF)).toBe('pdf')
    expect(detectFileKind(XML)).toBe('xml')
    expect(detectFileKind(new TextEncoder().encode('\n\t <cfdi:Comprobante/>'))).toBe('xml')
    expect(detectFileKind(HTML)).toBeNull()
    expect(detectFileKind(new TextEncoder().encode('%PDF'))).toBeNull()
    expect(detectFileKind(PNG.slice(0, 7))).toBeNull()
    expect(detectFileKind(new Uint8Array(0))).toBeNull()
  })

  it('keeps the last segment of a name, without control characters, with the extension of its kind', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf')
    expect(safeFileName('C:\\Users\\ana\\Factura Marzo.PDF', 'pdf')).toBe('Factura Marzo.pdf')
    expect(safeFileName('pago\u0000\u0007\u202e.html', 'png')).toBe('pago.png')
    expect(safeFileName('...', 'jpeg')).toBe('archivo.jpg')
    expect(safeFileName('', 'xml')).toBe('archivo.xml')
    expect(safeFileName('.htaccess', 'pdf')).toBe('htaccess.pdf')
    expect(safeFileName(`${'a'.repeat(400)}.pdf`, 'pdf')).toHaveLength(150)
    expect(attachmentDisposition('Factura "marzo" ñandú.pdf')).toBe(
      `attachment; filename="Factura _marzo_ nandu.pdf"; filename*=UTF-8''Factura%20%22marzo%22%20%C3%B1and%C3%BA.pdf`,
    )
  })

  it('writes through a temp file under a random key; removing twice is fine', async () => {
    const store = localBlobStore(join(dataDir, 'unit'))
    const key = await store.write(PDF)
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(new Uint8Array(await store.read(key))).toEqual(PDF)
    await store.remove(key)
    await store.remove(key)
    await expect(store.read(key)).rejects.toMatchObject({ code: 'ENOENT' })
    await expect(store.read('../../etc/passwd')).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

forEachDatabase(
  'file links and downloads',
  (ctx) => {
    let customer: TestCustomer
    let supplier: TestSupplier
    let parties: Parties
    let otherSupplier: TestSupplier
    let otherCustomer: TestCustomer

    const linkOf = async (token: string, fileId: number) => {
      const res = await ctx.request('GET', `/api/files/${fileId}`, { token })
      expect(res.status, res.text).toBe(200)
      return res.body.url as string
    }
    const reportedProof = async (bytes: Uint8Array, name: string) => {
      const id = await chargedPayment(ctx, parties)
      const res = await ctx.request('POST', '/api/payments/report-payment', {
        token: customer.token,
        form: proofForm(id, fileOf(bytes, name)),
      })
      expect(res.body.success, res.text).toBe(true)
      return { paymentId: id, fileId: (await paymentRow(ctx, id)).proofFileId! }
    }
    const download = (url: string) => ctx.request('GET', url)
    /** A stored file is a document of its own: nothing in it runs, loads or is guessed (docs/decisions.md#files). */
    const expectViewerHeaders = (res: Response) => {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toBe(FILE_CSP)
    }

    beforeAll(async () => {
      customer = await newCustomer(ctx)
      supplier = await newSupplier(ctx)
      parties = partiesOf(customer, supplier)
      otherSupplier = await newSupplier(ctx)
      otherCustomer = await newCustomer(ctx)
    })

    it('gives both parties a 5-minute link that opens an image in the tab, never sniffed nor run', async () => {
      const bytes = new Uint8Array([...PNG, 1, 2, 3, 0xff])
      const { paymentId, fileId } = await reportedProof(bytes, 'Depósito Banorte.png')
      const payment = await ctx.request('GET', `/api/payments?id=${paymentId}`, { token: supplier.token })
      expect((payment.body.data as { proof_payment_url: string }[])[0]!.proof_payment_url).toBe(
        `/api/files/${fileId}`,
      )
      for (const token of [supplier.token, supplier.vendorToken, customer.token]) {
        const url = await linkOf(token, fileId)
        expect(url).toMatch(/^\/api\/files\/download\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
        const res = await ctx.app.request(url)
        expect(res.status).toBe(200)
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
        expect(res.headers.get('content-type')).toBe('image/png')
        expect(res.headers.get('content-disposition')).toBe(
          `inline; filename="Deposito Banorte.png"; filename*=UTF-8''Dep%C3%B3sito%20Banorte.png`,
        )
        expectViewerHeaders(res)
        expect(res.headers.get('cache-control')).toContain('no-store')
      }
    })

    it('opens PDFs and images in the tab and downloads XML, each with safe headers (docs/decisions.md#files)', async () => {
      for (const [bytes, name, type, disposition] of [
        [PDF, 'Factura marzo.pdf', 'application/pdf', 'inline'],
        [JPEG, 'foto.jpg', 'image/jpeg', 'inline'],
        [PNG, 'pago.png', 'image/png', 'inline'],
      ] as const) {
        const { fileId } = await reportedProof(bytes, name)
        const link = await ctx.request('GET', `/api/files/${fileId}`, { token: customer.token })
        expect(link.body).toEqual({ url: expect.any(String), inline: true })
        const res = await ctx.app.request(link.body.url as string)
        expect(res.headers.get('content-type')).toBe(type)
        expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition}; filename="`))
        expectViewerHeaders(res)
      }
      const paymentId = await chargedPayment(ctx, parties)
      const fileId = await storeFile(ctx.db, ctx.config, {
        bytes: XML,
        originalName: 'A1.xml',
        purpose: 'invoice',
        paymentId,
      })
      await attachPaymentFile(ctx.db, paymentId, fileId, 'invoice')
      const link = await ctx.request('GET', `/api/files/${fileId}`, { token: supplier.token })
      expect(link.body).toEqual({ url: expect.any(String), inline: false })
      const res = await ctx.app.request(link.body.url as string)
      expect(res.headers.get('content-type')).toBe('application/xml')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="A1.xml"/)
      expectViewerHeaders(res)
    })

    it('is 404 for anyone but the parties, and for unknown ids', async () => {
      const { fileId } = await reportedProof(PDF, 'pago.pdf')
      for (const token of [
        otherSupplier.token,
        otherCustomer.token,
        await ctx.as('admin'),
        await ctx.as('vendor'),
      ]) {
        expectMsg(await ctx.request('GET', `/api/files/${fileId}`, { token }), 404, ACTION_MSG.fileNotFound)
      }
      expectMsg(
        await ctx.request('GET', '/api/files/999999999', { token: customer.token }),
        404,
        ACTION_MSG.fileNotFound,
      )
      expectMsg(
        await ctx.request('GET', '/api/files/abc', { token: customer.token }),
        404,
        ACTION_MSG.fileNotFound,
      )
      expect((await ctx.request('GET', `/api/files/${fileId}`)).status).toBe(401)
    })

    it('an expired or forged link is 403 linkExpired', async () => {
      const { fileId } = await reportedProof(JPEG, 'foto.jpg')
      const url = await linkOf(customer.token, fileId)
      ctx.clock.advance(4 * MINUTE)
      expect((await download(url)).status).toBe(200)
      ctx.clock.advance(MINUTE)
      expectMsg(await download(url), 403, ACTION_MSG.linkExpired)
      const fresh = await linkOf(customer.token, fileId)
      const [payload, signature] = fresh.split('/').pop()!.split('.') as [string, string]
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: fileId - 1 }),
      ).toString('base64url')
      expectMsg(await download(`/api/files/download/${forged}.${signature}`), 403, ACTION_MSG.linkExpired)
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
      expectMsg(await download(`/api/files/download/${payload}.${flipped}`), 403, ACTION_MSG.linkExpired)
      for (const junk of ['x', 'a.b', `${'a'.repeat(300)}.${'b'.repeat(43)}`]) {
        expectMsg(await download(`/api/files/download/${junk}`), 403, ACTION_MSG.linkExpired)
      }
      // A control character in a path is refused at the edge, before any route (server/http/validate.ts).
      expectMsg(await download('/api/files/download/%00'), 404, MSG.notFound)
    })

    it('signs with a key derived from the server secret, not the code keys', async () => {
      const key = await downloadLinkKey(ctx.db, ctx.config, ctx.clock)
      expect(key).toHaveLength(32)
      const token = signDownload(key, { kind: 'file', id: 7 }, ctx.clock)
      expect(verifyDownload(key, token, ctx.clock)).toEqual({ kind: 'file', id: 7 })
      expect(verifyDownload(Buffer.alloc(32), token, ctx.clock)).toBeNull()
    })

    it('storeFile and attachPaymentFile: what the demo seed uses', async () => {
      const paymentId = await chargedPayment(ctx, parties)
      const fileId = await storeFile(ctx.db, ctx.config, {
        bytes: XML,
        originalName: 'cfdi/../../A1234.xml',
        purpose: 'invoice',
        paymentId,
        uploadedBy: supplier.adminId,
      })
      await attachPaymentFile(ctx.db, paymentId, fileId, 'invoice')
      expect((await paymentRow(ctx, paymentId)).invoiceFileId).toBe(fileId)
      const res = await ctx.app.request(await linkOf(customer.token, fileId))
      expect(res.headers.get('content-type')).toBe('application/xml')
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''A1234.xml`)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(XML)
      await expect(
        storeFile(ctx.db, ctx.config, { bytes: HTML, originalName: 'x.pdf', purpose: 'proof', paymentId }),
      ).rejects.toThrow('not an accepted file type')
    })

    it('removes the written bytes when the transaction that records them fails or rolls back', async () => {
      const stored = () => readdirSync(join(dataDir, 'files')).filter((name) => name !== '.tmp')
      const before = stored()
      // The row cannot be inserted (no such payment): the bytes go too.
      await expect(
        storeFile(ctx.db, ctx.config, {
          bytes: PDF,
          originalName: 'a.pdf',
          purpose: 'proof',
          paymentId: 2_000_000_000,
        }),
      ).rejects.toThrow()
      expect(stored()).toEqual(before)
      const upload = { bytes: PNG, kind: 'png' as const, contentType: 'image/png', name: 'a.png' }
      const store = blobStoreOf(ctx.config)
      let seen: string[] = []
      const refused = await withStagedUploads(
        store,
        [upload, upload],
        async (staged) => {
          seen = staged.map((f) => f.storageKey)
          expect(stored()).toEqual(expect.arrayContaining(seen))
          return { success: false }
        },
        (answer) => answer.success,
      )
      expect(refused.success).toBe(false)
      expect(stored()).toEqual(before)
      await expect(
        withStagedUploads(
          store,
          [upload],
          () => Promise.reject(new Error('rollback')),
          () => true,
        ),
      ).rejects.toThrow('rollback')
      expect(stored()).toEqual(before)
      expect(readdirSync(join(dataDir, 'files', '.tmp'))).toEqual([])
    })

    describe('generate-proof-purchase', () => {
      const proofLink = (ctx: TestContext, token: string, id: number | string) =>
        ctx.request('GET', `/api/payments/generate-proof-purchase/${id}`, { token })

      it('links both parties to a PDF receipt with the payment data, also when paid', async () => {
        const id = await chargedPayment(ctx, parties, {
          amount: 1_234_567,
          term: 45,
          reference: 'Torre Ñandú',
        })
        for (const token of [supplier.token, customer.token]) {
          const res = await proofLink(ctx, token, id)
          expect(res.status, res.text).toBe(200)
          const pdf = await ctx.app.request(res.body.url as string)
          expect(pdf.status).toBe(200)
          expect(pdf.headers.get('content-type')).toBe('application/pdf')
          expect(res.body.inline).toBe(true)
          expect(pdf.headers.get('content-disposition')).toMatch(/^inline; /)
          expect(pdf.headers.get('content-disposition')).toContain(
            `filename*=UTF-8''comprobante-de-compra-${id}.pdf`,
          )
          const bytes = new Uint8Array(await pdf.arrayBuffer())
          expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
          const text = pdfText(bytes)
          expect(text).toContain('Obrafiado')
          expect(text).toContain('Comprobante de compra')
          expect(text).toContain(String(id))
          expect(text).toContain(supplier.name)
          expect(text).toContain(customer.name)
          expect(text).toContain('$12,345.67')
          expect(text).toContain('45 días')
          expect(text).toContain('Torre Ñandú')
          expect(text).toContain('Pendiente')
        }
        const paid = await chargedPayment(ctx, parties, { status: S.paid })
        expect((await proofLink(ctx, customer.token, paid)).status).toBe(200)
      })

      it('is 404 for other organizations and bad ids, 403 for other roles, 403 once expired', async () => {
        const id = await chargedPayment(ctx, parties)
        expectMsg(await proofLink(ctx, otherSupplier.token, id), 404, ACTION_MSG.paymentNotFound)
        expectMsg(await proofLink(ctx, otherCustomer.token, id), 404, ACTION_MSG.paymentNotFound)
        expectMsg(await proofLink(ctx, customer.token, 'nope'), 404, ACTION_MSG.paymentNotFound)
        expect((await proofLink(ctx, await ctx.as('admin'), id)).status).toBe(403)
        const url = (await proofLink(ctx, customer.token, id)).body.url as string
        ctx.clock.advance(5 * MINUTE + 1)
        expectMsg(await download(url), 403, ACTION_MSG.linkExpired)
      })
    })
  },
  { env: { DATA_DIR: dataDir } },
)
