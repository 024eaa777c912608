import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { SPEI_MSG } from '@contract/spei'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { stpClabeOf } from '../../server/domain/mexico'
import { buildCep, bytesOf, type CepParts } from './cep-fixtures'
import { forEachDatabase, type TestContext } from './harness'
import {
  chargedPayment,
  eventsOf,
  expect422,
  expectAction,
  fileOf,
  freshTransfer,
  PNG,
  partiesOf,
  paymentRow,
  proofForm,
  type TransferFields,
} from './payment-action-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'obrafiado-spei-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const filesDir = join(dataDir, 'files')
const storedKeys = () => (existsSync(filesDir) ? readdirSync(filesDir).filter((name) => name !== '.tmp') : [])

const receipt = () => fileOf(PNG, 'comprobante.png', 'image/png')

/** 'Pagar' with a CEP's XML instead of the typed transfer (and, when given, the sending bank picked). */
function cepForm(paymentId: number, xml: string, sendingBank?: string): FormData {
  const form = proofForm(paymentId, receipt(), null)
  form.set('cep', fileOf(bytesOf(xml), 'cep.xml', 'text/xml'))
  if (sendingBank !== undefined) form.set('sending_bank', sendingBank)
  return form
}

/** A CEP of a transfer into the customer's CLABE, on the test clock's day, with the given parts replaced. */
const cepInto = (customer: TestCustomer, parts: CepParts = {}) =>
  buildCep({
    ...parts,
    root: { FechaOperacion: '2025-03-10', claveRastreo: 'cep2025031000001', ...parts.root },
    beneficiario: { Cuenta: stpClabeOf(customer.orgId), MontoPago: '1000.00', ...parts.beneficiario },
  })

forEachDatabase(
  'SPEI proofs: one transfer proves one payment',
  (ctx) => {
    let customer: TestCustomer
    let otherCustomer: TestCustomer
    let supplier: TestSupplier
    let otherSupplier: TestSupplier
    const pay = (c: TestCustomer, s: TestSupplier) => chargedPayment(ctx, partiesOf(c, s))
    const report = (token: string, form: FormData) =>
      ctx.request('POST', '/api/payments/report-payment', { token, form })

    /** What a refusal must leave: the payment still pending, no proof row, no event, no new bytes. */
    async function expectNothingStored(c: TestContext, id: number, keysBefore: number) {
      const row = await paymentRow(c, id)
      expect(row).toMatchObject({
        statusId: S.pending,
        proofFileId: null,
        transferTrackingKey: null,
        transferSendingBank: null,
        transferOperationDate: null,
        transferAmount: null,
      })
      expect(await c.db.select().from(schema.files).where(eq(schema.files.paymentId, id))).toEqual([])
      expect(await eventsOf(c, id)).toEqual([])
      expect(storedKeys()).toHaveLength(keysBefore)
    }

    const transferOf = async (id: number, token: string) => {
      const res = await ctx.request('GET', `/api/payments?id=${id}`, { token })
      expect(res.status, res.text).toBe(200)
      return (res.body.data as { id: number; transfer: unknown }[]).find((p) => p.id === id)?.transfer
    }

    beforeAll(async () => {
      customer = await newCustomer(ctx, { creditLimit: 1_000_000 })
      otherCustomer = await newCustomer(ctx, { creditLimit: 1_000_000 })
      supplier = await newSupplier(ctx)
      otherSupplier = await newSupplier(ctx)
    })

    it('a typed transfer is accepted, stored normalized, and shown to the supplier', async () => {
      const id = await pay(customer, supplier)
      const typed: TransferFields = {
        tracking_key: ' mban0100250310ab12 ',
        operation_date: '2025-03-08',
        sending_bank: '012',
      }
      expectAction(await report(customer.token, proofForm(id, receipt(), typed)), true, ACTION_MSG.reported)
      expect(await paymentRow(ctx, id)).toMatchObject({
        statusId: S.to_confirm,
        transferSendingBank: '012',
        transferOperationDate: '2025-03-08',
        transferTrackingKey: 'MBAN0100250310AB12',
        transferAmount: null,
      })
      expect(await transferOf(id, supplier.token)).toEqual({
        tracking_key: 'MBAN0100250310AB12',
        operation_date: '2025-03-08',
        sending_bank_name: expect.stringMatching(/BBVA/i),
        amount: null,
      })
    })

    it('each typed field is checked: every problem named under its field, nothing stored', async () => {
      const id = await pay(customer, supplier)
      const keys = storedKeys().length
      const wrong = { tracking_key: 'ABC-123', operation_date: '2025-03-11', sending_bank: '999' }
      expect422(await report(customer.token, proofForm(id, receipt(), wrong)), {
        tracking_key: [SPEI_MSG.trackingKeyChars],
        operation_date: [SPEI_MSG.operationDateFuture],
        sending_bank: [SPEI_MSG.sendingBankUnknown],
      })
      expect422(await report(customer.token, proofForm(id, receipt(), null)), {
        tracking_key: [SPEI_MSG.required],
        operation_date: [SPEI_MSG.required],
        sending_bank: [SPEI_MSG.sendingBank],
      })
      await expectNothingStored(ctx, id, keys)
    })

    it('the same clave, bank and date on another customer’s payment to another supplier: 422, nothing stored', async () => {
      const first = await pay(customer, supplier)
      const transfer = freshTransfer()
      expectAction(
        await report(customer.token, proofForm(first, receipt(), transfer)),
        true,
        ACTION_MSG.reported,
      )
      const second = await pay(otherCustomer, otherSupplier)
      const keys = storedKeys().length
      const reused = { ...transfer, tracking_key: transfer.tracking_key.toLowerCase() }
      const res = await report(otherCustomer.token, proofForm(second, receipt(), reused))
      expect422(res, { tracking_key: [SPEI_MSG.alreadyUsed] })
      expect(res.body.message).toBe(SPEI_MSG.alreadyUsed)
      // Names nothing of the other customer or payment.
      expect(res.text).not.toContain(String(first))
      expect(res.text).not.toContain(customer.name)
      await expectNothingStored(ctx, second, keys)
      // Another bank or another day is another transfer.
      const otherDay = { ...transfer, operation_date: '2025-03-09' }
      expectAction(
        await report(otherCustomer.token, proofForm(second, receipt(), otherDay)),
        true,
        ACTION_MSG.reported,
      )
      const third = await pay(otherCustomer, otherSupplier)
      const otherBank = { ...transfer, sending_bank: '646' }
      expectAction(
        await report(otherCustomer.token, proofForm(third, receipt(), otherBank)),
        true,
        ACTION_MSG.reported,
      )
    })

    it('a proof rejected by the supplier keeps its transfer: the same payment may give it again', async () => {
      const id = await pay(customer, supplier)
      const transfer = freshTransfer()
      expectAction(
        await report(customer.token, proofForm(id, receipt(), transfer)),
        true,
        ACTION_MSG.reported,
      )
      const rejected = await ctx.request('POST', '/api/payments/reject-payment', {
        token: supplier.token,
        json: { payment_id: id },
      })
      expect(rejected.status, rejected.text).toBe(200)
      expectAction(
        await report(customer.token, proofForm(id, receipt(), transfer)),
        true,
        ACTION_MSG.reported,
      )
    })

    it('a CEP into the CLABE shown proves the payment: clave, date, bank and amount taken from it', async () => {
      const id = await pay(customer, supplier)
      const xml = cepInto(customer, {
        root: { claveRastreo: 'CepTyped0001' },
        beneficiario: { MontoPago: '987.65' },
      })
      expectAction(await report(customer.token, cepForm(id, xml)), true, ACTION_MSG.reported)
      expect(await paymentRow(ctx, id)).toMatchObject({
        transferSendingBank: '646',
        transferOperationDate: '2025-03-10',
        transferTrackingKey: 'CEPTYPED0001',
        transferAmount: 98_765,
      })
      expect(await transferOf(id, supplier.token)).toMatchObject({
        tracking_key: 'CEPTYPED0001',
        amount: 987.65,
      })
      // The same transfer typed on another payment is the same transfer.
      const other = await pay(otherCustomer, otherSupplier)
      const typed = { tracking_key: 'ceptyped0001', operation_date: '2025-03-10', sending_bank: '646' }
      expect422(await report(otherCustomer.token, proofForm(other, receipt(), typed)), {
        tracking_key: [SPEI_MSG.alreadyUsed],
      })
    })

    it('a CEP paid into another account: 422 naming both accounts, nothing stored', async () => {
      const id = await pay(customer, supplier)
      const keys = storedKeys().length
      const elsewhere = stpClabeOf(otherCustomer.orgId)
      const xml = cepInto(customer, {
        root: { claveRastreo: 'CEPWRONG0001' },
        beneficiario: { Cuenta: elsewhere },
      })
      expect422(await report(customer.token, cepForm(id, xml)), {
        cep: [SPEI_MSG.cepAccount(elsewhere, stpClabeOf(customer.orgId))],
      })
      await expectNothingStored(ctx, id, keys)
    })

    it('a CEP that is not one, or too old: 422 under cep; a debit-card CEP asks for the bank', async () => {
      const id = await pay(customer, supplier)
      const keys = storedKeys().length
      expect422(await report(customer.token, cepForm(id, '<?xml version="1.0"?><Factura/>')), {
        cep: [SPEI_MSG.cepNotCep],
      })
      const old = cepInto(customer, { root: { FechaOperacion: '2024-11-01', claveRastreo: 'CEPOLD0001' } })
      expect422(await report(customer.token, cepForm(id, old)), { cep: [SPEI_MSG.operationDateTooOld] })
      const card = cepInto(customer, {
        root: { claveRastreo: 'CEPCARD0001' },
        ordenante: { TipoCuenta: '3', Cuenta: '4152313412345678' },
      })
      expect422(await report(customer.token, cepForm(id, card)), { sending_bank: [SPEI_MSG.sendingBank] })
      await expectNothingStored(ctx, id, keys)
      expectAction(await report(customer.token, cepForm(id, card, '012')), true, ACTION_MSG.reported)
      expect(await paymentRow(ctx, id)).toMatchObject({
        transferSendingBank: '012',
        transferTrackingKey: 'CEPCARD0001',
      })
    })

    it("the supplier's 'Informar pago' takes no transfer", async () => {
      const id = await pay(customer, supplier)
      expectAction(await report(supplier.token, proofForm(id, null, null)), true, ACTION_MSG.informed)
      expect((await paymentRow(ctx, id)).transferTrackingKey).toBeNull()
      expect(await transferOf(id, supplier.token)).toBeNull()
    })

    describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
      it('one transfer given at once for 6 payments of different customers: exactly one wins', async () => {
        const buyers = [
          customer,
          otherCustomer,
          ...(await Promise.all([1, 2, 3, 4].map(() => newCustomer(ctx)))),
        ]
        const ids = await Promise.all(buyers.map((buyer) => pay(buyer, supplier)))
        const keys = storedKeys().length
        const transfer = freshTransfer()
        const answers = await Promise.all(
          buyers.map((buyer, i) => report(buyer.token, proofForm(ids[i] ?? 0, receipt(), transfer))),
        )
        const won = answers.filter((res) => res.status === 200 && res.body.success === true)
        expect(won).toHaveLength(1)
        for (const res of answers.filter((a) => !won.includes(a)))
          expect422(res, { tracking_key: [SPEI_MSG.alreadyUsed] })
        const rows = await ctx.db
          .select()
          .from(schema.payments)
          .where(eq(schema.payments.transferTrackingKey, transfer.tracking_key))
        expect(rows).toHaveLength(1)
        expect(storedKeys()).toHaveLength(keys + 1)
      })
    })
  },
  { poolMax: 10, env: { DATA_DIR: dataDir } },
)
