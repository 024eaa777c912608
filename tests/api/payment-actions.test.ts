import { INPUT_MSG } from '@contract/http'
import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { isValidClabe } from '../../server/domain/mexico'
import { downloadLinkKey } from '../../server/files/links'
import { forEachDatabase, type TestContext } from './harness'
import {
  chargedPayment,
  eventsOf,
  expectAction,
  expectMsg,
  type Parties,
  partiesOf,
  paymentRow,
} from './payment-action-fixtures'
import {
  expectLedgerBalanced,
  newCustomer,
  newSupplier,
  post,
  type TestCustomer,
  type TestSupplier,
} from './sales-fixtures'

const available = async (ctx: TestContext, customer: TestCustomer) => {
  const res = await ctx.request('GET', '/api/payments/resume', { token: customer.token })
  expect(res.status, res.text).toBe(200)
  return res.body.amount_available as number
}

forEachDatabase('payment actions', (ctx) => {
  let customer: TestCustomer
  let supplier: TestSupplier
  let parties: Parties
  let otherSupplier: TestSupplier
  let otherCustomer: TestCustomer
  const pay = (shape: Parameters<typeof chargedPayment>[2] = {}) => chargedPayment(ctx, parties, shape)
  const as = (token: string, path: string, json?: unknown) => post(ctx, `/api/payments/${path}`, token, json)

  beforeAll(async () => {
    customer = await newCustomer(ctx, { creditLimit: 100_000 })
    supplier = await newSupplier(ctx, { useFactoring: true })
    await ctx.db
      .update(schema.organizations)
      .set({ factoringCanRequest: true })
      .where(eq(schema.organizations.id, supplier.orgId))
    parties = partiesOf(customer, supplier)
    otherSupplier = await newSupplier(ctx)
    otherCustomer = await newCustomer(ctx)
  })

  describe('confirm-payment', () => {
    it('2 → 3: accepted, paid in full today, the capital back on the customer credit', async () => {
      const before = await available(ctx, customer)
      const id = await pay({ status: S.to_confirm, amount: 250_050 })
      expect(await available(ctx, customer)).toBe(before - 2500.5)
      const res = await as(supplier.vendorToken, 'confirm-payment', { payment_id: id })
      expectAction(res, true, ACTION_MSG.confirmed)
      expect(await paymentRow(ctx, id)).toMatchObject({
        statusId: S.paid,
        manualConfirmationStatus: 'accepted',
        paidAmount: 250_050,
        paymentDate: mxToday(ctx.clock),
      })
      expect(await available(ctx, customer)).toBe(before)
      const [event] = await eventsOf(ctx, id)
      expect(event).toMatchObject({
        kind: 'payment_confirmed',
        fromStatusId: S.to_confirm,
        toStatusId: S.paid,
        userId: supplier.vendorId,
      })
      const movements = await ctx.db
        .select()
        .from(schema.creditMovements)
        .where(eq(schema.creditMovements.paymentId, id))
      expect(movements.map((m) => [m.kind, m.amount])).toEqual([
        ['sale', 250_050],
        ['payment', -250_050],
      ])
      await expectLedgerBalanced(ctx, customer.orgId)
    })

    it('refuses other states, other roles, other organizations and paid payments', async () => {
      const pending = await pay()
      expectAction(
        await as(supplier.token, 'confirm-payment', { payment_id: pending }),
        false,
        ACTION_MSG.notToConfirm,
      )
      const toConfirm = await pay({ status: S.to_confirm })
      expectMsg(await as(customer.token, 'confirm-payment', { payment_id: toConfirm }), 403, MSG.forbidden)
      expectMsg(
        await as(otherSupplier.token, 'confirm-payment', { payment_id: toConfirm }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      expectMsg(
        await as(supplier.token, 'confirm-payment', { payment_id: 2_000_000_000 }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      expect((await paymentRow(ctx, toConfirm)).statusId).toBe(S.to_confirm)
      for (const status of [S.paid, S.paid_by_provider, S.paid_to_provider, S.payment_in_financing]) {
        const id = await pay({ status })
        const before = await ctx.tableCounts()
        expectMsg(
          await as(supplier.token, 'confirm-payment', { payment_id: id }),
          403,
          ACTION_MSG.paidBlocked,
        )
        expect(await ctx.tableCounts()).toEqual(before)
      }
    })

    it('an Idempotency-Key retry answers the first answer and gives the credit back once', async () => {
      const id = await pay({ status: S.to_confirm })
      const headers = { 'Idempotency-Key': `confirmar-${id}` }
      const first = await post(
        ctx,
        '/api/payments/confirm-payment',
        supplier.token,
        { payment_id: id },
        { headers },
      )
      const again = await post(
        ctx,
        '/api/payments/confirm-payment',
        supplier.token,
        { payment_id: id },
        { headers },
      )
      expectAction(first, true, ACTION_MSG.confirmed)
      expect(again.text).toBe(first.text)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      const movements = await ctx.db
        .select()
        .from(schema.creditMovements)
        .where(eq(schema.creditMovements.paymentId, id))
      expect(movements).toHaveLength(2)
      await expectLedgerBalanced(ctx, customer.orgId)
    })

    it('answers 422 for bad input, never 500', async () => {
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { payment_id: [MSG.required] }],
        [{ payment_id: null }, { payment_id: [MSG.required] }],
        [{ payment_id: '' }, { payment_id: [MSG.required] }],
        [{ payment_id: 'abc' }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: '1.5' }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: '-3' }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: 1.5 }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: -3 }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: 0 }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: true }, { payment_id: [INPUT_MSG.invalid] }],
        [{ payment_id: 1, status_id: 3 }, { status_id: [MSG.unknownField] }],
      ]
      for (const [json, errors] of cases) {
        const res = await as(supplier.token, 'confirm-payment', json)
        expect(res.status, JSON.stringify(json)).toBe(422)
        expect(res.body.errors).toEqual(errors)
      }
      const notJson = await ctx.request('POST', '/api/payments/confirm-payment', {
        token: supplier.token,
        body: '{nope',
        headers: { 'content-type': 'application/json' },
      })
      expect(notJson.status).toBe(400)
      const huge = await as(supplier.token, 'confirm-payment', { payment_id: 1e15 })
      expectMsg(huge, 404, ACTION_MSG.paymentNotFound)
    })
  })

  describe('reject-payment', () => {
    it('2 → 9 rejected; the customer can report again with a new proof', async () => {
      const id = await pay({ status: S.to_confirm })
      expectAction(await as(supplier.token, 'reject-payment', { payment_id: id }), true, ACTION_MSG.rejected)
      expect(await paymentRow(ctx, id)).toMatchObject({
        statusId: S.rejected,
        manualConfirmationStatus: 'rejected',
      })
      expectAction(
        await as(supplier.token, 'reject-payment', { payment_id: id }),
        false,
        ACTION_MSG.notToConfirm,
      )
      expectMsg(await as(customer.token, 'reject-payment', { payment_id: id }), 403, MSG.forbidden)
      expectMsg(
        await as(otherSupplier.token, 'reject-payment', { payment_id: id }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      expectMsg(
        await as(supplier.token, 'reject-payment', { payment_id: await pay({ status: S.paid }) }),
        403,
        ACTION_MSG.paidBlocked,
      )
      // The credit stays taken: the payment is still owed.
      await expectLedgerBalanced(ctx, customer.orgId)
    })
  })

  describe('report-non-payment', () => {
    it('4 → 5, and a pending payment past its due date counts as expired', async () => {
      // A builder of its own: a reported non-payment blocks its credit (docs/decisions.md#credit-block), and the
      // other tests read the shared customer's available credit.
      const builder = await newCustomer(ctx, { creditLimit: 100_000 })
      const pay = (shape: Parameters<typeof chargedPayment>[2] = {}) =>
        chargedPayment(ctx, partiesOf(builder, supplier), shape)
      const expired = await pay({ status: S.expired, dueInDays: -3 })
      expectAction(
        await as(supplier.token, 'report-non-payment', { payment_id: expired }),
        true,
        ACTION_MSG.nonPaymentReported,
      )
      expect((await paymentRow(ctx, expired)).statusId).toBe(S.non_payment)
      expectAction(
        await as(supplier.token, 'report-non-payment', { payment_id: expired }),
        false,
        ACTION_MSG.nonPaymentAlreadyReported,
      )
      const dueYesterday = await pay({ status: S.pending, dueInDays: -1 })
      expectAction(
        await as(supplier.token, 'report-non-payment', { payment_id: dueYesterday }),
        true,
        ACTION_MSG.nonPaymentReported,
      )
      expect((await eventsOf(ctx, dueYesterday)).map((e) => [e.fromStatusId, e.toStatusId])).toEqual([
        [S.expired, S.non_payment],
      ])
      expectAction(
        await as(supplier.token, 'report-non-payment', { payment_id: await pay() }),
        false,
        ACTION_MSG.notExpired,
      )
      expectMsg(await as(builder.token, 'report-non-payment', { payment_id: expired }), 403, MSG.forbidden)
      expectMsg(
        await as(otherSupplier.token, 'report-non-payment', { payment_id: expired }),
        404,
        ACTION_MSG.paymentNotFound,
      )
    })
  })

  describe('extend-term', () => {
    it('adds days to the due date and extended_term; pending again only when the new due date is not past', async () => {
      const today = mxToday(ctx.clock)
      const pending = await pay({ term: 30 })
      expectAction(
        await as(supplier.token, 'extend-term', { payment_id: pending, term: 15 }),
        true,
        ACTION_MSG.termExtended,
      )
      expect(await paymentRow(ctx, pending)).toMatchObject({
        statusId: S.pending,
        extendedTerm: 15,
        term: 30,
        expirationDate: addDays(today, 45),
      })
      const expired = await pay({ status: S.expired, dueInDays: -10 })
      expectAction(
        await as(supplier.token, 'extend-term', { payment_id: expired, term: 5 }),
        true,
        ACTION_MSG.termExtended,
      )
      expect(await paymentRow(ctx, expired)).toMatchObject({
        statusId: S.expired,
        expirationDate: addDays(today, -5),
      })
      expectAction(
        await as(supplier.token, 'extend-term', { payment_id: expired, term: 5 }),
        true,
        ACTION_MSG.termExtended,
      )
      // Due today: not past, so pending again.
      expect(await paymentRow(ctx, expired)).toMatchObject({
        statusId: S.pending,
        expirationDate: today,
        extendedTerm: 10,
      })
      for (const status of [S.non_payment, S.not_reported]) {
        const id = await pay({ status, dueInDays: -40 })
        expectAction(
          await as(supplier.token, 'extend-term', { payment_id: id, term: 60 }),
          true,
          ACTION_MSG.termExtended,
        )
        expect((await paymentRow(ctx, id)).statusId).toBe(S.pending)
      }
      for (const status of [S.to_confirm, S.rejected]) {
        expectAction(
          await as(supplier.token, 'extend-term', { payment_id: await pay({ status }), term: 5 }),
          false,
          ACTION_MSG.notExtendable,
        )
      }
      expectMsg(
        await as(supplier.token, 'extend-term', { payment_id: await pay({ status: S.paid }), term: 5 }),
        403,
        ACTION_MSG.paidBlocked,
      )
      expectMsg(await as(customer.token, 'extend-term', { payment_id: pending, term: 5 }), 403, MSG.forbidden)
      expectMsg(
        await as(otherSupplier.token, 'extend-term', { payment_id: pending, term: 5 }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      const bad = await as(supplier.token, 'extend-term', { payment_id: pending, term: 0 })
      expect(bad.status).toBe(422)
      expect(bad.body.errors).toEqual({ term: [ACTION_MSG.daysRequired] })
      const tooMany = await as(supplier.token, 'extend-term', { payment_id: pending, term: 400 })
      expect(tooMany.body.errors).toEqual({ term: [ACTION_MSG.daysMax] })
    })
  })

  describe('update-payment', () => {
    it('lowers amount and term: the difference goes back to credit, the due date follows the term', async () => {
      const before = await available(ctx, customer)
      const id = await pay({ amount: 500_000, term: 30 })
      const res = await as(supplier.token, `update-payment/${id}`, { term: 20, amount: 3000.25 })
      expectAction(res, true, ACTION_MSG.paymentUpdated)
      const row = await paymentRow(ctx, id)
      expect(row).toMatchObject({ amount: 300_025, term: 20, statusId: S.pending })
      expect(row.expirationDate).toBe(addDays(row.purchaseDate, 20))
      expect(await available(ctx, customer)).toBe(before - 3000.25)
      const movements = await ctx.db
        .select()
        .from(schema.creditMovements)
        .where(eq(schema.creditMovements.paymentId, id))
      expect(movements.map((m) => [m.kind, m.amount])).toEqual([
        ['sale', 500_000],
        ['adjustment', -199_975],
      ])
      await expectLedgerBalanced(ctx, customer.orgId)
      const [event] = await eventsOf(ctx, id)
      expect(JSON.parse(event!.data!)).toEqual({
        old_amount: 500_000,
        new_amount: 300_025,
        old_term: 30,
        new_term: 20,
      })
    })

    it('keeps the extension days, and a pending payment whose new due date is past becomes expired', async () => {
      const today = mxToday(ctx.clock)
      const id = await pay({ term: 30, dueInDays: 2 }) // bought 28 days ago
      await as(supplier.token, 'extend-term', { payment_id: id, term: 3 })
      expectAction(
        await as(supplier.token, `update-payment/${id}`, { term: 27, amount: 1000 }),
        true,
        ACTION_MSG.paymentUpdated,
      )
      expect(await paymentRow(ctx, id)).toMatchObject({
        statusId: S.pending,
        expirationDate: addDays(today, 2),
      })
      expectAction(
        await as(supplier.token, `update-payment/${id}`, { term: 20, amount: 1000 }),
        true,
        ACTION_MSG.paymentUpdated,
      )
      expect(await paymentRow(ctx, id)).toMatchObject({
        statusId: S.expired,
        expirationDate: addDays(today, -5),
      })
      // Rejected stays rejected.
      const rejected = await pay({ status: S.rejected, term: 30 })
      expectAction(
        await as(supplier.token, `update-payment/${rejected}`, { term: 1, amount: 1 }),
        true,
        ACTION_MSG.paymentUpdated,
      )
      expect((await paymentRow(ctx, rejected)).statusId).toBe(S.rejected)
      await expectLedgerBalanced(ctx, customer.orgId)
    })

    it('refuses raising the amount or the term (422), other states, roles and organizations', async () => {
      const id = await pay({ amount: 100_000, term: 30 })
      const up = await as(supplier.token, `update-payment/${id}`, { term: 31, amount: 1000.01 })
      expect(up.status).toBe(422)
      expect(up.body.errors).toEqual({ term: [ACTION_MSG.termNotLower], amount: [ACTION_MSG.amountNotLower] })
      expect((await paymentRow(ctx, id)).amount).toBe(100_000)
      expectAction(
        await as(supplier.token, `update-payment/${await pay({ status: S.expired, dueInDays: -2 })}`, {
          term: 1,
          amount: 1,
        }),
        false,
        ACTION_MSG.notEditable,
      )
      expectMsg(
        await as(supplier.token, `update-payment/${await pay({ status: S.paid })}`, { term: 1, amount: 1 }),
        403,
        ACTION_MSG.paidBlocked,
      )
      expectMsg(await as(customer.token, `update-payment/${id}`, { term: 1, amount: 1 }), 403, MSG.forbidden)
      expectMsg(
        await as(otherSupplier.token, `update-payment/${id}`, { term: 1, amount: 1 }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      expectMsg(
        await as(supplier.token, 'update-payment/abc', { term: 1, amount: 1 }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      expectMsg(
        await as(supplier.token, 'update-payment/99999999999', { term: 1, amount: 1 }),
        404,
        ACTION_MSG.paymentNotFound,
      )
      const bad = await as(supplier.token, `update-payment/${id}`, { term: 1, amount: 0, extra: 1 })
      expect(bad.status).toBe(422)
      expect(Object.keys(bad.body.errors as object).sort()).toEqual(['amount', 'extra'])
    })
  })

  describe('request-factoring', () => {
    it('marks a pending payment as factored once, when the organization may request it', async () => {
      const id = await pay()
      expectAction(
        await as(supplier.token, 'request-factoring', { payment_id: id }),
        true,
        ACTION_MSG.factoringRequested,
      )
      const row = await paymentRow(ctx, id)
      expect(row.isFactoring).toBe(true)
      expect(row.factoringRequestedAt?.getTime()).toBe(ctx.clock.now().getTime())
      expectAction(
        await as(supplier.token, 'request-factoring', { payment_id: id }),
        false,
        ACTION_MSG.factoringAlready,
      )
      expectAction(
        await as(supplier.token, 'request-factoring', {
          payment_id: await pay({ status: S.expired, dueInDays: -1 }),
        }),
        false,
        ACTION_MSG.factoringNotPending,
      )
      expectMsg(
        await as(supplier.token, 'request-factoring', { payment_id: await pay({ status: S.paid }) }),
        403,
        ACTION_MSG.paidBlocked,
      )
      const noFactoring = await newSupplier(ctx)
      const theirs = await chargedPayment(ctx, partiesOf(customer, noFactoring))
      expectMsg(
        await as(noFactoring.token, 'request-factoring', { payment_id: theirs }),
        403,
        ACTION_MSG.factoringNotAllowed,
      )
      expectMsg(await as(customer.token, 'request-factoring', { payment_id: id }), 403, MSG.forbidden)
      expectMsg(
        await as(otherSupplier.token, 'request-factoring', { payment_id: id }),
        404,
        ACTION_MSG.paymentNotFound,
      )
    })
  })

  it('never answers 500 to garbage on any action route, and writes nothing', async () => {
    const id = await pay({ status: S.to_confirm })
    const posts = [
      'confirm-payment',
      'reject-payment',
      'report-non-payment',
      'report-payment',
      'extend-term',
      'request-extend-term',
      'handle-request-extend-term',
      'attach-invoice',
      `update-payment/${id}`,
      'update-payment/0',
      'request-factoring',
    ]
    const bodies: { body?: string; type?: string }[] = [
      {},
      { body: 'null', type: 'application/json' },
      { body: '[]', type: 'application/json' },
      { body: '"x"', type: 'application/json' },
      {
        body: `{"payment_id": null, "term": "5", "days": {}, "accepted": [], "amount": "1"}`,
        type: 'application/json',
      },
      { body: `{"payment_id": ${id}, "term": 1e400}`, type: 'application/json' },
      { body: `{"payment_id": 99999999999999999999}`, type: 'application/json' },
      {
        body: '--b\r\nContent-Disposition: form-data; name="payment_id"\r\n\r\n',
        type: 'multipart/form-data; boundary=b',
      },
      { body: 'payment_id=1&file=x', type: 'application/x-www-form-urlencoded' },
      { body: 'payment_id=1', type: 'text/plain' },
      { body: 'x', type: 'multipart/form-data' },
    ]
    // The server secret is claimed on first use (app_settings): not a change these requests make.
    await downloadLinkKey(ctx.db, ctx.config, ctx.clock)
    const before = await ctx.tableCounts()
    for (const token of [supplier.token, customer.token]) {
      for (const path of posts) {
        for (const { body, type } of bodies) {
          const res = await ctx.request('POST', `/api/payments/${path}`, {
            token,
            ...(body === undefined ? {} : { body }),
            headers: type ? { 'content-type': type } : {},
          })
          expect(res.status, `${path} ${body} → ${res.text}`).toBeLessThan(500)
          expect(res.status, `${path} ${body}`).not.toBe(200)
        }
      }
    }
    for (const path of [
      'get-term-extensions?page=-1',
      'get-term-extensions?order=x',
      'get-term-extensions?page=999999',
      'get-stp-clabe/-1',
      'get-stp-clabe/1e3',
      'generate-proof-purchase/%00',
      'generate-proof-purchase/99999999999',
    ]) {
      const res = await ctx.request('GET', `/api/payments/${path}`, { token: customer.token })
      expect(res.status, `${path} → ${res.text}`).toBeLessThan(500)
    }
    expect(await ctx.tableCounts()).toEqual(before)
  })

  describe('get-stp-clabe', () => {
    it('answers the valid STP CLABE of the customer organization, to its users only', async () => {
      const id = await pay()
      const res = await ctx.request('GET', `/api/payments/get-stp-clabe/${id}`, { token: customer.token })
      expect(res.status, res.text).toBe(200)
      const clabe = res.body.clabe as string
      expect(clabe).toMatch(/^646180\d{12}$/)
      expect(clabe.slice(6, 17)).toBe(String(customer.orgId).padStart(11, '0'))
      expect(isValidClabe(clabe)).toBe(true)
      const other = await ctx.request('GET', `/api/payments/get-stp-clabe/${id}`, {
        token: otherCustomer.token,
      })
      expectMsg(other, 404, ACTION_MSG.paymentNotFound)
      const bySupplier = await ctx.request('GET', `/api/payments/get-stp-clabe/${id}`, {
        token: supplier.token,
      })
      expectMsg(bySupplier, 403, MSG.forbidden)
      const paid = await ctx.request('GET', `/api/payments/get-stp-clabe/${await pay({ status: S.paid })}`, {
        token: customer.token,
      })
      expectMsg(paid, 403, ACTION_MSG.paidBlocked)
      const bad = await ctx.request('GET', '/api/payments/get-stp-clabe/x1', { token: customer.token })
      expectMsg(bad, 404, ACTION_MSG.paymentNotFound)
    })
  })
})
