import { MSG } from '@contract/messages'
import { expect, it } from 'vitest'
import { codeKeys } from '../../server/domain/codes/secret'
import { type Actor, forEachDatabase } from './harness'

/** The JSON POST routes of the sale area, with an actor allowed to call them and a field they take. */
const JSON_ROUTES: { path: string; actor: Exclude<Actor, 'anonymous'>; field: string }[] = [
  { path: '/api/payments/create', actor: 'admin-supplier', field: 'user_id' },
  {
    path: '/api/payments/create-on-reserved-credit-line',
    actor: 'admin-supplier',
    field: 'reserved_credit_line_id',
  },
  { path: '/api/reserved-credit-line/create', actor: 'vendor-supplier', field: 'user_id' },
  { path: '/api/checkout/create', actor: 'admin-supplier', field: 'user_id' },
  { path: '/api/shared-tokens/create', actor: 'customer', field: 'supplier_id' },
  { path: '/api/shared-tokens/delete', actor: 'admin-customer', field: 'supplier_id' },
]

forEachDatabase('sale area: bad input', (ctx) => {
  const changesNothing = async (run: () => Promise<void>) => {
    // The server secret is created on first use; make sure that happened before counting.
    await codeKeys(ctx.db, ctx.config.codeSecret, ctx.clock)
    const before = await ctx.tableCounts()
    await run()
    const after = await ctx.tableCounts()
    // Minting sessions for the actors is the only write allowed, besides counting payment codes that name
    // nothing as failed guesses (the guess counter of checkout).
    const ignored = { sessions: 0, payment_code_failures: 0 }
    expect({ ...after, ...ignored }).toEqual({ ...before, ...ignored })
  }

  it('answers 400 to bodies that are not JSON, 422 to unknown fields and non-objects, 413 to huge ones', async () => {
    await changesNothing(async () => {
      for (const { path, actor, field } of JSON_ROUTES) {
        const token = await ctx.as(actor)
        for (const body of ['{"user_id": ', 'user_id=1', "{'a':1}"]) {
          const res = await ctx.request('POST', path, {
            token,
            body,
            headers: { 'content-type': 'application/json' },
          })
          expect(res.status, `${path} ${body}`).toBe(400)
          expect(res.body).toEqual({ msg: MSG.malformedJson })
        }
        const unknown = await ctx.request('POST', path, { token, json: { [field]: 1, is_admin: true } })
        expect(unknown.status, path).toBe(422)
        expect(unknown.body.errors, path).toMatchObject({ is_admin: [MSG.unknownField] })
        for (const json of [[], 'texto', 42, null]) {
          const res = await ctx.request('POST', path, { token, json })
          expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(422)
        }
        const big = JSON.stringify({ [field]: 1, reference: 'x'.repeat(101 * 1024) })
        const huge = await ctx.request('POST', path, {
          token,
          body: big,
          headers: { 'content-type': 'application/json' },
        })
        expect(huge.status, path).toBe(413)
      }
    })
  })

  it('answers 404, never 500, to path parameters that name nothing', async () => {
    const supplier = await ctx.as('admin-supplier')
    const customer = await ctx.as('customer')
    await changesNothing(async () => {
      for (const [token, method, path] of [
        [supplier, 'GET', '/api/customers/get-by-user/%00'],
        [supplier, 'GET', '/api/customers/get-by-user/1e3'],
        [supplier, 'GET', '/api/customers/get-by-user/0x10'],
        [supplier, 'GET', '/api/customers/get-by-user/'],
        [supplier, 'POST', '/api/reserved-credit-line/deactivate/1e3'],
        [supplier, 'POST', '/api/reserved-credit-line/deactivate/%F0%9F%98%80'],
        [supplier, 'GET', '/api/reserved-credit-line/get-by-supplier/'],
        [customer, 'POST', '/api/checkout/get-details/%27%20or%201%3D1'],
        [customer, 'POST', '/api/checkout/pay/..%2F..'],
      ] as const) {
        const res = await ctx.request(method, path, { token })
        expect(res.status, path).toBe(404)
      }
    })
  })

  it('answers unknown paths of the area with 404 even without a token', async () => {
    for (const path of [
      '/api/customers/nada',
      '/api/shared-tokens/nada',
      '/api/checkout/nada',
      '/api/suppliers',
    ]) {
      const res = await ctx.request('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body).toEqual({ msg: MSG.notFound })
    }
  })
})
