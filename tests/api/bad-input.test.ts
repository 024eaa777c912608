import { MSG } from '@contract/messages'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { sessions } from '../../server/db/schema'
import { newToken } from '../../server/domain/auth/tokens'
import { forEachDatabase } from './harness'

/** Every JSON POST route; public ones take no token. */
const JSON_ROUTES = [
  { path: '/api/login', signedIn: false, field: 'email' },
  { path: '/api/forgot-password', signedIn: false, field: 'email' },
  { path: '/api/change-password', signedIn: false, field: 'token' },
  { path: '/api/logout', signedIn: true, field: null },
] as const

const SIGNED_IN_ROUTES = [
  ['GET', '/api/user'],
  ['POST', '/api/logout'],
  ['GET', '/api/payments/resume'],
  ['POST', '/api/customers/generate-token'],
  ['GET', '/api/customers/get-by-user/1'],
  ['GET', '/api/shared-tokens'],
  ['POST', '/api/payments/create'],
  ['POST', '/api/reserved-credit-line/deactivate/1'],
  ['POST', '/api/checkout/pay/ABCDEFGHJKMN'],
  ['GET', '/api/suppliers/account-status'],
  ['GET', '/api/suppliers/export-account-status'],
] as const

forEachDatabase('bad input', (ctx) => {
  /** Runs the requests and checks that none is a 500 and that no table changed. */
  const changesNothing = async (run: () => Promise<void>) => {
    const before = await ctx.tableCounts()
    await run()
    expect(await ctx.tableCounts()).toEqual(before)
  }

  it('answers 400 to a body that is not JSON', async () => {
    await changesNothing(async () => {
      for (const { path, signedIn } of JSON_ROUTES) {
        if (signedIn) continue
        for (const body of ['{"email": ', 'email=a@b.mx', '{"a":1}}', "{'email':'x'}"]) {
          const res = await ctx.request('POST', path, {
            body,
            headers: { 'content-type': 'application/json' },
          })
          expect(res.status, `${path} ${body}`).toBe(400)
          expect(res.body).toEqual({ msg: MSG.malformedJson })
        }
      }
    })
  })

  it('answers 422 naming each unknown field, and writes nothing', async () => {
    await changesNothing(async () => {
      const res = await ctx.request('POST', '/api/login', {
        json: { email: 'proveedor@demo.mx', password: 'Demo1234!', role_id: 1, is_admin: true },
      })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ role_id: [MSG.unknownField], is_admin: [MSG.unknownField] })
      for (const { path, field } of JSON_ROUTES) {
        if (!field) continue
        const extra = await ctx.request('POST', path, { json: { [field]: 'x', user_id: 1 } })
        expect(extra.status, path).toBe(422)
        expect(extra.body.errors, path).toMatchObject({ user_id: [MSG.unknownField] })
      }
    })
  })

  it('answers 422 to JSON that is not an object, or has fields of the wrong type', async () => {
    await changesNothing(async () => {
      for (const json of [[], 'texto', 42, null, true]) {
        const res = await ctx.request('POST', '/api/forgot-password', { json })
        expect(res.status, JSON.stringify(json)).toBe(422)
        expect(typeof res.body.message).toBe('string')
      }
      const typed = await ctx.request('POST', '/api/login', { json: { email: 5, password: ['a'] } })
      expect(typed.status).toBe(422)
      expect(Object.keys(typed.body.errors as object).sort()).toEqual(['email', 'password'])
    })
  })

  it('answers 413 to a body over 100 KB, with or without Content-Length', async () => {
    const big = JSON.stringify({ email: 'proveedor@demo.mx', password: 'x'.repeat(101 * 1024) })
    const customer = await ctx.as('customer')
    await changesNothing(async () => {
      for (const { path, signedIn } of JSON_ROUTES) {
        const token = signedIn ? customer : undefined
        const chunked = await ctx.request('POST', path, {
          token,
          body: big,
          headers: { 'content-type': 'application/json' },
        })
        expect(chunked.status, path).toBe(413)
        expect(chunked.body).toEqual({ msg: MSG.payloadTooLarge })
        const declared = await ctx.request('POST', path, {
          token,
          body: big,
          headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
        })
        expect(declared.status, path).toBe(413)
      }
    })
    // Just under the limit still reaches validation.
    const under = JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(99 * 1024) })
    const res = await ctx.request('POST', '/api/login', {
      body: under,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(422)
  })

  it('answers 401 to expired, revoked, forged and malformed tokens', async () => {
    const expired = await ctx.tokenFor('cliente@demo.mx')
    const revoked = await ctx.tokenFor('cliente@demo.mx')
    await ctx.request('POST', '/api/logout', { token: revoked })
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1) })
      .where(eq(sessions.userId, await ctx.userId('cliente@demo.mx')))
    const headers = [
      `Bearer ${expired}`,
      `Bearer ${revoked}`,
      `Bearer ${newToken()}`,
      'Bearer ',
      'Bearer a.b.c',
      `Bearer ${'é'.repeat(43)}`,
      `Bearer ${'A'.repeat(5000)}`,
      `Token ${newToken()}`,
      'Bearer',
      '',
    ]
    await changesNothing(async () => {
      for (const [method, path] of SIGNED_IN_ROUTES) {
        for (const authorization of headers) {
          const res = await ctx.request(method, path, { headers: authorization ? { authorization } : {} })
          expect(res.status, `${method} ${path} ${authorization.slice(0, 20)}`).toBe(401)
          expect(res.body).toEqual({ msg: MSG.unauthenticated })
        }
      }
    })
  })

  it('answers a JSON 404 to unknown API paths and methods', async () => {
    await changesNothing(async () => {
      for (const [method, path] of [
        ['GET', '/api/nada'],
        ['GET', '/api'],
        ['GET', '/api/'],
        ['POST', '/api/login/extra'],
        ['DELETE', '/api/user'],
        ['PUT', '/api/login'],
        ['GET', '/api/login'],
        ['GET', '/api/payments/resume/1'],
        ['GET', '/api/%E0%A4%A'],
      ] as const) {
        const res = await ctx.request(method, path)
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.body, `${method} ${path}`).toEqual({ msg: MSG.notFound })
      }
    })
  })

  it('sets the security headers and no-store on API answers, also on errors', async () => {
    for (const res of [
      await ctx.request('GET', '/api/health'),
      await ctx.request('GET', '/api/nada'),
      await ctx.request('POST', '/api/login', { body: '{', headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('strict-transport-security')).toContain('max-age=')
      // A page's headers only: data is never a page.
      for (const pageOnly of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'])
        expect(res.headers.get(pageOnly), pageOnly).toBeNull()
    }
  })
})
