import { MSG } from '@contract/messages'
import { ACTION_MSG, type TermExtension } from '@contract/paymentActions'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { addDays, MINUTE, mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { forEachDatabase, type TestResponse } from './harness'
import {
  chargedPayment,
  expectAction,
  expectMsg,
  type Parties,
  partiesOf,
  paymentRow,
} from './payment-action-fixtures'
import { newCustomer, newSupplier, post, type TestCustomer, type TestSupplier } from './sales-fixtures'

type Page = {
  data: TermExtension[]
  current_page: number
  last_page: number
  total: number
  per_page: number
}
const page = (res: TestResponse) => {
  expect(res.status, res.text).toBe(200)
  return res.body as unknown as Page
}

forEachDatabase('term extension requests', (ctx) => {
  let customer: TestCustomer
  let buyer: { token: string; userId: number }
  let supplier: TestSupplier
  let parties: Parties
  let otherSupplier: TestSupplier
  let otherCustomer: TestCustomer
  const pay = (shape: Parameters<typeof chargedPayment>[2] = {}) => chargedPayment(ctx, parties, shape)
  const as = (token: string, path: string, json?: unknown) => post(ctx, `/api/payments/${path}`, token, json)
  const list = (token: string, query = '') =>
    ctx.request('GET', `/api/payments/get-term-extensions${query}`, { token })
  const requestIdOf = async (paymentId: number) => {
    const [row] = await ctx.db
      .select()
      .from(schema.termExtensionRequests)
      .where(eq(schema.termExtensionRequests.paymentId, paymentId))
      .orderBy(schema.termExtensionRequests.id)
    return row!.id
  }

  beforeAll(async () => {
    customer = await newCustomer(ctx)
    const email = `comprador.${customer.orgId}@test.mx`
    const userId = await ctx.createUser({
      organizationId: customer.orgId,
      role: 'customer',
      name: 'Comprador',
      email,
      password: null,
    })
    buyer = { userId, token: await ctx.tokenFor(email) }
    supplier = await newSupplier(ctx)
    parties = partiesOf(customer, supplier)
    otherSupplier = await newSupplier(ctx)
    otherCustomer = await newCustomer(ctx)
  })

  it('request → accepted: the payment is extended, the request listed as accepted', async () => {
    const today = mxToday(ctx.clock)
    const id = await pay({ term: 30, amount: 123_456 })
    expectAction(
      await as(buyer.token, 'request-extend-term', { payment_id: id, days: 10 }),
      true,
      ACTION_MSG.extensionRequested,
    )
    expect((await paymentRow(ctx, id)).pendingRequestExtendTerm).toBe(true)
    expectAction(
      await as(customer.token, 'request-extend-term', { payment_id: id, days: 5 }),
      false,
      ACTION_MSG.extensionPending,
    )
    const pending = page(await list(supplier.token, '?accepted=null&page=1'))
    expect(pending).toMatchObject({ total: 1, current_page: 1, last_page: 1, per_page: 10 })
    const requestId = await requestIdOf(id)
    expect(pending.data[0]).toMatchObject({
      id: requestId,
      payment_id: id,
      customer_business_name: customer.name,
      supplier_business_name: supplier.name,
      amount: 1234.56,
      term: 30,
      expiration_date: addDays(today, 30),
      days: 10,
      accepted: null,
    })
    ctx.clock.advance(MINUTE)
    expectAction(
      await as(supplier.vendorToken, 'handle-request-extend-term', {
        term_extension_request_id: requestId,
        accepted: 1,
      }),
      true,
      ACTION_MSG.extensionAccepted,
    )
    expect(await paymentRow(ctx, id)).toMatchObject({
      statusId: S.pending,
      extendedTerm: 10,
      expirationDate: addDays(today, 40),
      pendingRequestExtendTerm: false,
    })
    expectAction(
      await as(supplier.token, 'handle-request-extend-term', {
        term_extension_request_id: requestId,
        accepted: false,
      }),
      false,
      ACTION_MSG.extensionHandled,
    )
    expect(page(await list(supplier.token, '?accepted=null')).total).toBe(0)
    const mine = page(await list(customer.token, '?order=updated'))
    expect(mine.data.find((r) => r.id === requestId)).toMatchObject({
      accepted: 1,
      expiration_date: addDays(today, 40),
    })
    // After an answer, a new request may be made.
    expectAction(
      await as(customer.token, 'request-extend-term', { payment_id: id, days: 5 }),
      true,
      ACTION_MSG.extensionRequested,
    )
  })

  it('request → rejected: nothing extended, listed as 0; customers see theirs by last update', async () => {
    const id = await pay({ term: 15 })
    const before = await paymentRow(ctx, id)
    expectAction(
      await as(customer.token, 'request-extend-term', { payment_id: id, days: 7 }),
      true,
      ACTION_MSG.extensionRequested,
    )
    const requestId = await requestIdOf(id)
    ctx.clock.advance(MINUTE)
    expectAction(
      await as(supplier.token, 'handle-request-extend-term', {
        term_extension_request_id: requestId,
        accepted: false,
      }),
      true,
      ACTION_MSG.extensionDeclined,
    )
    expect(await paymentRow(ctx, id)).toMatchObject({
      expirationDate: before.expirationDate,
      extendedTerm: 0,
      pendingRequestExtendTerm: false,
    })
    const mine = page(await list(buyer.token, '?accepted=&page=1&order=updated'))
    expect(mine.data[0]).toMatchObject({ id: requestId, accepted: 0 })
    const updated = mine.data.map((r) => r.updated_at)
    expect([...updated].sort().reverse()).toEqual(updated)
    expect(page(await list(customer.token, '?accepted=0')).data.map((r) => r.id)).toContain(requestId)
    expect(page(await list(customer.token, '?accepted=1')).data.every((r) => r.accepted === 1)).toBe(true)
    // Nobody else sees them.
    expect(page(await list(otherSupplier.token)).total).toBe(0)
    expect(page(await list(otherCustomer.token)).total).toBe(0)
  })

  it('refusals: states, roles, organizations, paid payments', async () => {
    for (const status of [S.to_confirm, S.rejected]) {
      expectAction(
        await as(customer.token, 'request-extend-term', { payment_id: await pay({ status }), days: 3 }),
        false,
        ACTION_MSG.notExtendable,
      )
    }
    expectMsg(
      await as(customer.token, 'request-extend-term', { payment_id: await pay({ status: S.paid }), days: 3 }),
      403,
      ACTION_MSG.paidBlocked,
    )
    const id = await pay()
    expectMsg(
      await as(supplier.token, 'request-extend-term', { payment_id: id, days: 3 }),
      403,
      MSG.forbidden,
    )
    expectMsg(
      await as(otherCustomer.token, 'request-extend-term', { payment_id: id, days: 3 }),
      404,
      ACTION_MSG.paymentNotFound,
    )
    const missingDays = await as(customer.token, 'request-extend-term', { payment_id: id })
    expect(missingDays.status).toBe(422)
    expect(missingDays.body.errors).toEqual({ days: [ACTION_MSG.daysRequired] })

    await as(customer.token, 'request-extend-term', { payment_id: id, days: 3 })
    const requestId = await requestIdOf(id)
    const handle = (token: string, accepted: unknown) =>
      as(token, 'handle-request-extend-term', { term_extension_request_id: requestId, accepted })
    expectMsg(await handle(customer.token, true), 403, MSG.forbidden)
    expectMsg(await handle(otherSupplier.token, true), 404, ACTION_MSG.requestNotFound)
    expectMsg(
      await as(supplier.token, 'handle-request-extend-term', {
        term_extension_request_id: 2_000_000_000,
        accepted: true,
      }),
      404,
      ACTION_MSG.requestNotFound,
    )
    expect((await handle(supplier.token, 'yes')).status).toBe(422)

    // The payment is paid meanwhile: neither answer changes anything, and the request leaves the pending list.
    await ctx.db
      .update(schema.payments)
      .set({ statusId: S.paid, paidAmount: (await paymentRow(ctx, id)).amount })
      .where(eq(schema.payments.id, id))
    const before = await ctx.tableCounts()
    expectMsg(await handle(supplier.token, true), 403, ACTION_MSG.paidBlocked)
    expectMsg(await handle(supplier.token, false), 403, ACTION_MSG.paidBlocked)
    expect(await ctx.tableCounts()).toEqual(before)
    const [request] = await ctx.db
      .select()
      .from(schema.termExtensionRequests)
      .where(eq(schema.termExtensionRequests.id, requestId))
    expect(request!.accepted).toBeNull()
    expect(page(await list(supplier.token, '?accepted=null')).data.map((r) => r.payment_id)).not.toContain(id)
  })

  it('accepting while the payment awaits confirmation is refused and the request stays pending', async () => {
    const id = await pay()
    await as(customer.token, 'request-extend-term', { payment_id: id, days: 3 })
    await ctx.db
      .update(schema.payments)
      .set({ statusId: S.to_confirm, manualConfirmationStatus: 'pending' })
      .where(eq(schema.payments.id, id))
    const requestId = await requestIdOf(id)
    expectAction(
      await as(supplier.token, 'handle-request-extend-term', {
        term_extension_request_id: requestId,
        accepted: true,
      }),
      false,
      ACTION_MSG.notExtendable,
    )
    expectAction(
      await as(supplier.token, 'handle-request-extend-term', {
        term_extension_request_id: requestId,
        accepted: 0,
      }),
      true,
      ACTION_MSG.extensionDeclined,
    )
  })

  it('pages by 10 and rejects a bad query', async () => {
    const lots = await newCustomer(ctx)
    for (let i = 0; i < 12; i++) {
      const id = await chargedPayment(ctx, partiesOf(lots, supplier), { amount: 100 })
      await as(lots.token, 'request-extend-term', { payment_id: id, days: 1 + i })
      ctx.clock.advance(1000)
    }
    const first = page(await list(lots.token))
    expect(first).toMatchObject({ total: 12, last_page: 2, current_page: 1, per_page: 10 })
    expect(first.data.map((r) => r.days)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    expect(page(await list(lots.token, '?page=2')).data.map((r) => r.days)).toEqual([2, 1])
    expect(page(await list(lots.token, '?page=9')).data).toEqual([])
    expect((await list(lots.token, '?page=abc')).status).toBe(422)
    expect((await list(lots.token, '?accepted=maybe')).status).toBe(422)
  })
})
