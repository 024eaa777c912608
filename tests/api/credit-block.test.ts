import type { CreditBlock } from '@contract/creditBlock'
import { CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS } from '@contract/payments'
import { resumeSchema } from '@contract/resume'
import { beforeEach, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { forEachDatabase } from './harness'
import { chargedPayment, expectAction, fileOf, PNG, partiesOf, proofForm } from './payment-action-fixtures'
import { newCustomer, newSupplier, post, type TestCustomer, type TestSupplier } from './sales-fixtures'

/**
 * A builder with a reported non-payment (status 5) cannot buy on credit (docs/decisions.md#credit-block):
 * its own dashboard says so (credit_block, nothing available), no purchase code is issued, the supplier's
 * counter lookup says so, and it clears only when the supplier has the reported purchase as paid.
 */
forEachDatabase('credit block after a reported non-payment', (ctx) => {
  let supplier: TestSupplier
  let other: TestSupplier
  let builder: TestCustomer
  let reported: number

  const resume = (token: string) => ctx.request('GET', '/api/payments/resume', { token })
  const generate = (token: string) => ctx.request('POST', '/api/customers/generate-token', { token })
  const lookup = (token: string) =>
    ctx.request('GET', `/api/customers/get-by-user/${builder.userId}`, { token })

  beforeEach(async () => {
    supplier = await newSupplier(ctx)
    other = await newSupplier(ctx)
    // 100 000 of credit; 12 345.67 owed to `supplier` (overdue) and 2 000 to `other` (pending).
    builder = await newCustomer(ctx, { creditLimit: 100_000 })
    reported = await chargedPayment(ctx, partiesOf(builder, supplier), {
      status: PAYMENT_STATUS.expired,
      amount: 1_234_567,
      dueInDays: -10,
    })
    await chargedPayment(ctx, partiesOf(builder, other), { amount: 200_000 })
    const res = await post(ctx, '/api/payments/report-non-payment', supplier.token, { payment_id: reported })
    expect(res.body.success, res.text).toBe(true)
  })

  it('the builder’s resume says it is blocked, why, and what comes back when it is cleared', async () => {
    const res = await resume(builder.token)
    expect(res.status).toBe(200)
    expect(z.safeParse(resumeSchema, res.body).success).toBe(true)
    expect(res.body.amount_available).toBe(0)
    expect(res.body.credit_block).toEqual({
      purchases: [{ id: reported, supplier_business_name: supplier.name, amount_pending: 12345.67 }],
      purchases_total: 1,
      amount_pending: 12345.67,
      // 100 000 − 12 345.67 − 2 000 available now, plus the reported capital once it is paid.
      amount_available_when_cleared: 98000,
    })
  })

  it('an unblocked builder’s resume has no credit block', async () => {
    const fresh = await newCustomer(ctx, { creditLimit: 5_000 })
    const res = await resume(fresh.token)
    expect(res.body).toMatchObject({ amount_available: 5000, credit_block: null })
  })

  it('refuses a purchase code with 403 "No puedes comprar a crédito"', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.request(method, '/api/customers/generate-token', { token: builder.token })
      expect(res.status, res.text).toBe(403)
      expect(res.body).toEqual({ msg: CREDIT_BLOCK_MSG.cannotBuy })
      expect(CREDIT_BLOCK_MSG.cannotBuy).toBe('No puedes comprar a crédito')
    }
  })

  it('the supplier’s counter lookup says the builder is blocked instead of an available amount', async () => {
    for (const token of [supplier.token, other.token]) {
      const res = await lookup(token)
      expect(res.status, res.text).toBe(403)
      expect(res.body).toEqual({
        msg: CREDIT_BLOCK_MSG.customerBlocked,
        reason: CREDIT_BLOCK_MSG.customerBlockedReason,
      })
    }
  })

  it('both suppliers’ Disponible leave the blocked builder out, like its own dashboard', async () => {
    for (const s of [supplier, other]) {
      const res = await resume(s.token)
      expect(res.body.amount_available).toBe(0)
    }
  })

  it('the builder cannot clear it with a proof: the supplier informing the payment does', async () => {
    const proof = proofForm(reported, fileOf(PNG, 'comprobante.png', 'image/png'))
    let res = await ctx.request('POST', '/api/payments/report-payment', { token: builder.token, form: proof })
    expectAction(res, false, ACTION_MSG.nonPaymentAlreadyReported)
    expect((await resume(builder.token)).body.amount_available).toBe(0)
    expect((await generate(builder.token)).status).toBe(403)

    res = await ctx.request('POST', '/api/payments/report-payment', {
      token: supplier.token,
      form: proofForm(reported),
    })
    expect(res.body.success, res.text).toBe(true)
    expect((await resume(builder.token)).body).toMatchObject({ amount_available: 98000, credit_block: null })
    expect((await generate(builder.token)).status).toBe(200)
    const found = await lookup(supplier.token)
    expect(found.status).toBe(200)
    expect(found.body.data).toMatchObject({ available: 98000 })
    // Both suppliers count the builder again.
    expect((await resume(supplier.token)).body.amount_available).toBe(98000)
    expect((await resume(other.token)).body.amount_available).toBe(98000)
  })

  it('the supplier extending the term clears it; the capital stays owed', async () => {
    const res = await post(ctx, '/api/payments/extend-term', supplier.token, {
      payment_id: reported,
      term: 60,
    })
    expect(res.body.success, res.text).toBe(true)
    expect((await resume(builder.token)).body).toMatchObject({
      amount_available: 85654.33,
      credit_block: null,
    })
    expect((await generate(builder.token)).status).toBe(200)
  })

  it('one of two reported purchases cleared: still blocked by the other', async () => {
    const second = await chargedPayment(ctx, partiesOf(builder, other), {
      status: PAYMENT_STATUS.non_payment,
      amount: 50_000,
      dueInDays: -40,
    })
    let res = await ctx.request('POST', '/api/payments/report-payment', {
      token: supplier.token,
      form: proofForm(reported),
    })
    expect(res.body.success, res.text).toBe(true)
    res = await resume(builder.token)
    expect(res.body.amount_available).toBe(0)
    expect(res.body.credit_block).toEqual({
      purchases: [{ id: second, supplier_business_name: other.name, amount_pending: 500 }],
      purchases_total: 1,
      amount_pending: 500,
      amount_available_when_cleared: 98000,
    })
    expect((await generate(builder.token)).status).toBe(403)
  })

  it('lists the 10 oldest-due reported purchases and counts all of them, however many', async () => {
    const more: number[] = []
    for (let i = 0; i < 11; i++) {
      more.push(
        await chargedPayment(ctx, partiesOf(builder, other), {
          status: PAYMENT_STATUS.non_payment,
          amount: 1_000 + i,
          dueInDays: -40 - i,
        }),
      )
    }
    const res = await resume(builder.token)
    const block = res.body.credit_block as CreditBlock
    expect(block.purchases_total).toBe(12)
    // Oldest due first: the eleven new ones (due 40 to 50 days ago) before the first (10 days ago).
    expect(block.purchases.map((p) => p.id)).toEqual([...more].reverse().slice(0, 10))
    // All twelve: 12 345.67 + (10.00 + 10.01 + … + 10.10).
    expect(block.amount_pending).toBe(12345.67 + 110.55)
    expect(block.amount_available_when_cleared).toBe(98000)
  })
})
