import { fixedConcurrency } from '../lib/load'
import type { ApiScenario } from './types'

const resume = (label: string, email: string): ApiScenario => ({
  name: `GET /api/payments/resume (${label})`,
  load: '2000 at concurrency 20',
  async run(ctx) {
    const token = await ctx.token(email)
    const task = async () => (await ctx.http.get('/api/payments/resume', token)).status === 200
    await fixedConcurrency(task, { concurrency: 20, requests: 100, maxDurationMs: 10_000 }) // warm-up
    return fixedConcurrency(task, {
      concurrency: 20,
      requests: ctx.quick ? 200 : 2000,
      maxDurationMs: 60_000,
    })
  },
})

export const paymentsResumeSupplier = resume('supplier', 'proveedor@demo.mx')
export const paymentsResumeCustomer = resume('customer', 'cliente@demo.mx')
