import { MSG } from '@contract/messages'
import { CUSTOMER_RESUME_KEYS, resumeSchema, SUPPLIER_RESUME_KEYS } from '@contract/resume'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { z } from 'zod/mini'
import { creditLines } from '../../server/db/schema'
import { forEachDatabase } from './harness'

forEachDatabase('GET /api/payments/resume', (ctx) => {
  const resume = (token?: string) => ctx.request('GET', '/api/payments/resume', { token })

  it('gives customers their available credit in pesos and the purchase counters', async () => {
    for (const actor of ['admin-customer', 'customer'] as const) {
      const res = await resume(await ctx.as(actor))
      expect(res.status).toBe(200)
      expect(z.safeParse(resumeSchema, res.body).success).toBe(true)
      expect(res.body).toEqual({
        amount_available: 250000,
        total_reserved_credit_lines: 0,
        purchases_to_expired_total: 0,
        purchases_to_pay_amount: 0,
        purchases_month_total: 0,
        purchases_paid_month_amount: 0,
        purchases_expired_total: 0,
      })
      expect(Object.keys(res.body).sort()).toEqual(
        ['amount_available', 'total_reserved_credit_lines', ...CUSTOMER_RESUME_KEYS].sort(),
      )
    }
    const other = await resume(await ctx.as('other-customer'))
    expect(other.body.amount_available).toBe(120000)
  })

  it('subtracts the used credit exactly, in centavos', async () => {
    const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
    await ctx.db
      .update(creditLines)
      .set({ used: 1_234_567 })
      .where(eq(creditLines.organizationId, organizationId))
    try {
      const res = await resume(await ctx.as('customer'))
      expect(res.body.amount_available).toBe(237654.33)
    } finally {
      await ctx.db.update(creditLines).set({ used: 0 }).where(eq(creditLines.organizationId, organizationId))
    }
  })

  it('gives suppliers the sales counters', async () => {
    for (const actor of ['admin-supplier', 'vendor-supplier', 'other-supplier'] as const) {
      const res = await resume(await ctx.as(actor))
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        amount_available: 0,
        total_reserved_credit_lines: 0,
        sales_receivable_amount: 0,
        sales_receivable_total: 0,
        sales_month_total: 0,
        sales_month_amount: 0,
        sales_to_confirm_total: 0,
      })
      expect(Object.keys(res.body).sort()).toEqual(
        ['amount_available', 'total_reserved_credit_lines', ...SUPPLIER_RESUME_KEYS].sort(),
      )
    }
  })

  it('refuses the platform admin and the vendor, and anonymous callers', async () => {
    for (const actor of ['admin', 'vendor'] as const) {
      const res = await resume(await ctx.as(actor))
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ msg: MSG.forbidden })
    }
    expect((await resume()).status).toBe(401)
  })
})
