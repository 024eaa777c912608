import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import { SALE_MSG } from '@contract/sales'
import { and, count, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { firstErrors, forEachDatabase } from './harness'
import { newCustomer } from './sales-fixtures'

forEachDatabase('POST /api/customers/credit-extension', (ctx) => {
  const ask = (token: string | undefined, json: unknown) =>
    ctx.request('POST', '/api/customers/credit-extension', { token, json })
  const requestsOf = (organizationId: number) =>
    ctx.db
      .select()
      .from(schema.creditExtensionRequests)
      .where(eq(schema.creditExtensionRequests.customerOrganizationId, organizationId))
  const mailsTo = async (email: string) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, email))
    return row?.n ?? 0
  }

  it('keeps the request for the platform and mails the platform operators', async () => {
    const robles = await ctx.organizationIdOf('cliente@demo.mx')
    const res = await ask(await ctx.as('admin-customer'), {
      amount: 50_000.5,
      comment: '  Para la obra nueva  ',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: ACTION_MSG.creditExtensionRequested })
    expect(await requestsOf(robles)).toEqual([
      expect.objectContaining({
        amount: 5_000_050,
        comment: 'Para la obra nueva',
        status: 'pending',
        requestedBy: await ctx.userId('cliente@demo.mx'),
      }),
    ])
    const mail = await ctx.lastMailTo('operador@demo.mx')
    expect(mail?.subject).toBe('Solicitud de más crédito: Constructora Robles')
    expect(mail?.text).toContain('Constructora Robles solicita más crédito')
    expect(mail?.text).toContain('Ana Robles <cliente@demo.mx>')
    expect(mail?.text).toContain('Límite actual: $250,000.00')
    expect(mail?.text).toContain('Monto solicitado: $50,000.50')
    expect(mail?.text).toContain('Comentario: Para la obra nueva')
  })

  it('keeps one pending request per business: a second one is refused and mails nobody', async () => {
    const robles = await ctx.organizationIdOf('cliente@demo.mx')
    const mails = await mailsTo('operador@demo.mx')
    const res = await ask(await ctx.as('customer'), {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: false, msg: ACTION_MSG.creditExtensionPending })
    expect(await requestsOf(robles)).toHaveLength(1)
    expect(await mailsTo('operador@demo.mx')).toBe(mails)

    // Once the platform decides, the business may ask again.
    await ctx.db
      .update(schema.creditExtensionRequests)
      .set({ status: 'declined' })
      .where(eq(schema.creditExtensionRequests.customerOrganizationId, robles))
    const again = await ask(await ctx.as('customer'), { amount: null, comment: null })
    expect(again.body).toEqual({ success: true, msg: ACTION_MSG.creditExtensionRequested })
    const pending = await ctx.db
      .select()
      .from(schema.creditExtensionRequests)
      .where(
        and(
          eq(schema.creditExtensionRequests.customerOrganizationId, robles),
          eq(schema.creditExtensionRequests.status, 'pending'),
        ),
      )
    expect(pending).toEqual([
      expect.objectContaining({
        amount: null,
        comment: null,
        requestedBy: await ctx.userId('comprador@demo.mx'),
      }),
    ])
    expect((await ctx.lastMailTo('operador@demo.mx'))?.text).toContain('Monto solicitado: no indicado')
  })

  it('lets exactly one of two simultaneous requests through', async () => {
    const customer = await newCustomer(ctx)
    const answers = await Promise.all([ask(customer.token, {}), ask(customer.token, { amount: 10 })])
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true])
    expect(await requestsOf(customer.orgId)).toHaveLength(1)
  })

  it('validates the amount and the comment', async () => {
    const customer = await newCustomer(ctx)
    const cases: [unknown, Record<string, string[]>][] = [
      [{ amount: 0 }, { amount: [SALE_MSG.amountPositive] }],
      [{ amount: 10.123 }, { amount: [SALE_MSG.amountDecimals] }],
      [{ comment: 'x'.repeat(501) }, { comment: ['Caracteres excedidos. Máximo: 500'] }],
      [{ credit_limit: 1 }, { credit_limit: [MSG.unknownField] }],
    ]
    for (const [json, errors] of cases) {
      const res = await ask(customer.token, json)
      expect(res.status, JSON.stringify(json)).toBe(422)
      expect(firstErrors(res.body)).toEqual(errors)
    }
    expect(await requestsOf(customer.orgId)).toEqual([])
  })

  it('is for customer users only', async () => {
    for (const actor of ['admin-supplier', 'vendor-supplier', 'admin', 'vendor'] as const) {
      const res = await ask(await ctx.as(actor), {})
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ msg: MSG.forbidden })
    }
    expect((await ask(undefined, {})).status).toBe(401)
  })
})
