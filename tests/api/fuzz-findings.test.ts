import { INPUT_MSG } from '@contract/http'
import { MSG } from '@contract/messages'
import { SALE_MSG } from '@contract/sales'
import { expect, it } from 'vitest'
import { codeKeys } from '../../server/domain/codes/secret'
import { edgeProblems, inputRefusedByDatabase } from '../../server/http/validate'
import { type Actor, forEachDatabase } from './harness'

/**
 * What probing the API as an attacker found, each answered at the edge with a 4xx and nothing
 * written: numbers at the edges of their types, NUL and other control characters, prototype keys.
 */
forEachDatabase('hostile input: the findings', (ctx) => {
  const changesNothing = async (run: () => Promise<void>) => {
    await codeKeys(ctx.db, ctx.config.codeSecret, ctx.clock)
    const before = await ctx.tableCounts()
    await run()
    const after = await ctx.tableCounts()
    // Minting sessions for the actors is the only write allowed.
    expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 })
  }
  const post = async (
    actor: Exclude<Actor, 'anonymous'> | null,
    path: string,
    body: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.request('POST', path, {
      ...(actor ? { token: await ctx.as(actor) } : {}),
      body,
      headers: { 'content-type': 'application/json', ...headers },
    })

  it('refuses amounts that round to no centavos (422), and ids that are not (422) or name nothing (404)', async () => {
    const userId = await ctx.userId('comprador@demo.mx')
    await changesNothing(async () => {
      for (const amount of ['1e-9', '5e-324', '-5e-324', '0.001']) {
        const sale = await post(
          'admin-supplier',
          '/api/payments/create',
          `{"user_id":${userId},"amount":${amount},"term":10,"token":"123456"}`,
        )
        expect(sale.status, amount).toBe(422)
        expect(Object.keys(sale.body.errors as object), amount).toEqual(['amount'])
        const line = await post(
          'admin-supplier',
          '/api/reserved-credit-line/create',
          `{"user_id":${userId},"amount":${amount},"days":5,"token":"123456"}`,
        )
        expect(line.status, amount).toBe(422)
        const onLine = await post(
          'admin-supplier',
          '/api/payments/create-on-reserved-credit-line',
          `{"reserved_credit_line_id":1,"amount":${amount},"term":5}`,
        )
        expect(onLine.status, amount).toBe(422)
      }
      expect(
        (
          await post(
            'admin-supplier',
            '/api/payments/create',
            `{"user_id":${userId},"amount":1e-9,"term":10,"token":"123456"}`,
          )
        ).body.errors,
      ).toEqual({ amount: [SALE_MSG.amountDecimals] })
      for (const id of ['2147483648', '1e308', '1.5', '0', '-1', '9007199254740993']) {
        for (const [actor, path, body] of [
          ['admin-supplier', '/api/payments/confirm-payment', `{"payment_id":${id}}`],
          ['customer', '/api/payments/request-extend-term', `{"payment_id":${id},"days":5}`],
          [
            'admin-supplier',
            '/api/payments/create-on-reserved-credit-line',
            `{"reserved_credit_line_id":${id},"amount":1,"term":5}`,
          ],
          ['customer', '/api/shared-tokens/create', `{"supplier_id":${id}}`],
          ['customer', '/api/shared-tokens/delete', `{"supplier_id":${id}}`],
          ['admin-supplier', '/api/payments/export', `{"exportOption":"month","owner_id":${id}}`],
          ['customer', '/api/payments/assign-project-to-payment', `{"project_id":${id},"payment_id":1}`],
        ] as const) {
          const res = await post(actor, path, body)
          // Not an id: 422. Where the route looks ids up, one no row can have (beyond int4) is its 404.
          if (res.status === 404) {
            expect(typeof res.body.msg, path).toBe('string')
          } else {
            expect(res.status, `${path} ${body}`).toBe(422)
            expect(typeof res.body.message, path).toBe('string')
          }
        }
      }
      for (const path of [
        '/api/payments/get-stp-clabe/2147483648',
        '/api/projects/1e308',
        '/api/files/1.5',
      ]) {
        const actor = path.startsWith('/api/files') ? 'admin-supplier' : 'customer'
        const res = await ctx.request('GET', path, { token: await ctx.as(actor) })
        expect(res.status, path).toBe(404)
      }
    })
  })

  it('refuses NUL and other control characters in any text: body, query and path', async () => {
    await changesNothing(async () => {
      const login = await post(null, '/api/login', '{"email":"proveedor@demo.mx\\u0000","password":"x"}')
      expect(login.status).toBe(422)
      expect(login.body.errors).toEqual({ email: [INPUT_MSG.controlChars] })
      const sale = await post(
        'admin-supplier',
        '/api/payments/create',
        '{"user_id":1,"amount":1,"term":10,"token":"123456","reference":"a\\u0000b"}',
        // A refusal stores nothing, not even its Idempotency-Key (changesNothing counts idempotency_keys).
        { 'idempotency-key': 'hostil-1' },
      )
      expect(sale.status).toBe(422)
      expect(sale.body.errors).toMatchObject({ reference: [INPUT_MSG.controlChars] })
      for (const name of ['Obra\\u0000', 'Obra\\u001b[31m', 'Obra\\u0085', 'Obra\\ud800']) {
        const project = await post('customer', '/api/projects', `{"name":"${name}"}`)
        expect(project.status, name).toBe(422)
        expect(project.body.errors, name).toEqual({ name: [INPUT_MSG.controlChars] })
      }
      const search = await ctx.request('GET', '/api/customers/search/a%00b', {
        token: await ctx.as('customer'),
      })
      expect(search.status).toBe(404)
      expect(search.body).toEqual({ msg: MSG.notFound })
      const query = await ctx.request('GET', '/api/payments?status=%00', { token: await ctx.as('customer') })
      expect(query.status).toBe(422)
      expect(query.body.errors).toEqual({ status: [INPUT_MSG.controlChars] })
      const register = await ctx.request('GET', '/api/register/application?register_token=a%00b')
      expect(register.status).toBe(422)
    })
    // A text area keeps its lines.
    expect(edgeProblems({ comment: 'línea 1\r\n\tlínea 2' })).toBeNull()
    expect(edgeProblems({ q: 'a\nb' }, { oneLine: true })).toEqual({ q: [INPUT_MSG.controlChars] })
  })

  it('answers prototype keys like any unknown field: a 422 naming it', async () => {
    await changesNothing(async () => {
      for (const key of ['constructor', '__proto__', 'toString', 'prototype', 'hasOwnProperty', 'valueOf']) {
        for (const path of ['/api/login', '/api/forgot-password', '/api/change-password']) {
          const res = await post(null, path, `{"email":"a@b.mx","${key}":{"admin":true}}`)
          expect(res.status, `${path} ${key}`).toBe(422)
          expect((res.body.errors as Record<string, string[]>)[key], `${path} ${key}`).toEqual([
            MSG.unknownField,
          ])
        }
        const nested = await post(
          'customer',
          '/api/register/step-6-general-info',
          `{"documents":[{"prop":"x","hash":"y","${key}":1}]}`,
        )
        expect(nested.status, key).toBeGreaterThanOrEqual(400)
        expect(nested.status, key).toBeLessThan(500)
        const query = await ctx.request('GET', `/api/payments?${key}=1`, { token: await ctx.as('customer') })
        expect(query.status, key).toBeLessThan(500)
      }
      expect(({} as Record<string, unknown>).admin).toBeUndefined()
    })
  })

  it("answers a reference file named like an object's own property (toString, constructor) with a 404", async () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const res = await ctx.request('GET', `/api/reference/${name}`)
      expect(res.status, name).toBe(404)
    }
  })

  it('answers too deep nesting with a 4xx', async () => {
    await changesNothing(async () => {
      for (const depth of [20, 5000, 40_000]) {
        const res = await post(null, '/api/login', `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`)
        expect(res.status, String(depth)).toBeGreaterThanOrEqual(400)
        expect(res.status, String(depth)).toBeLessThan(500)
      }
    })
  })

  it('answers a database data exception as a 422, never a 500 (the last resort)', () => {
    const pgError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    })
    const wrapped = Object.assign(new Error('Failed query'), { cause: pgError })
    for (const error of [pgError, wrapped, Object.assign(new Error('x'), { code: '22003' })]) {
      const refusal = inputRefusedByDatabase(error)
      expect(refusal?.status).toBe(422)
      expect(refusal?.msg).toBe(MSG.verifyData)
    }
    expect(inputRefusedByDatabase(Object.assign(new Error('x'), { code: '23505' }))).toBeNull()
    expect(inputRefusedByDatabase(new Error('x'))).toBeNull()
  })
})
