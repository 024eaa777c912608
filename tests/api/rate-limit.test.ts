import { MSG } from '@contract/messages'
import { drizzle } from 'drizzle-orm/node-postgres'
import { Hono } from 'hono'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type App, createApp } from '../../server/app'
import { RATE_LIMIT_GROUPS, rateLimitVariable } from '../../server/config'
import * as schema from '../../server/db/schema'
import { addressKey, clientAddress } from '../../server/http/rate-limit'
import { createRateLimits } from '../../server/http/rate-limit-store'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { forEachDatabase, type TestContext, type TestResponse } from './harness'
import { newSupplier, post, sell } from './sales-fixtures'

/** '' for every limit: the defaults of server/config.ts, as production has them. */
const DEFAULT_LIMITS = Object.fromEntries(
  RATE_LIMIT_GROUPS.flatMap((group) =>
    (['ip', 'account'] as const).map((scope) => [rateLimitVariable(group, scope), '']),
  ),
)

const expectLimited = (res: TestResponse, windowSeconds = 900) => {
  expect(res.status).toBe(429)
  expect(res.body).toEqual({ msg: MSG.rateLimited })
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
}

const newLogin = async (ctx: TestContext, label: string) => {
  const email = `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@test.mx`
  await ctx.createUser({
    organizationId: await ctx.organizationIdOf('proveedor@demo.mx'),
    role: 'vendor-supplier',
    name: 'Límite',
    email,
  })
  return email
}

describe('client address', () => {
  const addressOf = async (trustProxy: number, headers: Record<string, string>) => {
    let seen = ''
    const app = new Hono().get('/', (c) => {
      seen = clientAddress(c, trustProxy)
      return c.text('ok')
    })
    await app.request('/', { headers })
    return seen
  }

  it('ignores X-Forwarded-For unless TRUST_PROXY says how many proxies write it', async () => {
    expect(await addressOf(0, { 'x-forwarded-for': '203.0.113.9' })).toBe('unknown')
    expect(await addressOf(1, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9')
    // What the client wrote itself (left) never counts: the proxy's entry is the last one.
    expect(await addressOf(1, { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' })).toBe('203.0.113.9')
    expect(await addressOf(2, { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2' })).toBe('203.0.113.9')
  })

  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7')
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(addressKey('no-es-una-ip')).toMatch(/^x:[A-Za-z0-9_-]{43}$/)
  })
})

forEachDatabase(
  'rate limits with the default limits',
  (ctx) => {
    it('login: 20 per account in 15 minutes, then 429 with Retry-After; other accounts unaffected', async () => {
      const email = await newLogin(ctx, 'limite')
      for (let i = 0; i < 20; i++) {
        const res = await ctx.request('POST', '/api/login', { json: { email, password: DEMO_PASSWORD } })
        expect(res.status, `login ${i + 1}`).toBe(200)
      }
      // The same account however its e-mail is written.
      expectLimited(
        await ctx.request('POST', '/api/login', {
          json: { email: ` ${email.toUpperCase()}`, password: DEMO_PASSWORD },
        }),
      )
      expect(
        (
          await ctx.request('POST', '/api/login', {
            json: { email: 'proveedor@demo.mx', password: DEMO_PASSWORD },
          })
        ).status,
      ).toBe(200)
    })

    it('password reset: 5 requests per e-mail, then 429', async () => {
      const email = await newLogin(ctx, 'olvido')
      for (let i = 0; i < 5; i++) {
        expect((await ctx.request('POST', '/api/forgot-password', { json: { email } })).status).toBe(200)
      }
      expectLimited(await ctx.request('POST', '/api/forgot-password', { json: { email } }))
    })
  },
  { env: DEFAULT_LIMITS },
)

forEachDatabase(
  'rate limits per client address and per account',
  (ctx) => {
    const from = (address: string, extra = '') => ({ 'x-forwarded-for': `${extra}${address}` })

    it('per client address (TRUST_PROXY=1): every request counts, a spoofed X-Forwarded-For entry does not help', async () => {
      const login = (address: string, extra?: string) =>
        ctx.request('POST', '/api/login', {
          json: { email: 'x@test.mx', password: '' },
          headers: from(address, extra),
        })
      for (let i = 0; i < 3; i++) expect((await login('203.0.113.9')).status).toBe(422)
      expectLimited(await login('203.0.113.9'), 60)
      expectLimited(await login('203.0.113.9', '198.51.100.1, '), 60)
      expect((await login('203.0.113.10')).status).toBe(422)
    })

    it('code redemption per signed-in account: the sales of one user, not of its colleague', async () => {
      const supplier = await newSupplier(ctx)
      const sale = { user_id: 999_999, amount: 10, term: 10, token: '123456' }
      for (let i = 0; i < 2; i++) {
        expect((await sell(ctx, supplier.token, sale, from(`198.51.100.${20 + i}`))).status).toBe(200)
      }
      expectLimited(await sell(ctx, supplier.token, sale, from('198.51.100.30')), 60)
      expect((await sell(ctx, supplier.vendorToken, sale, from('198.51.100.31'))).status).toBe(200)
      // Checkout lookups are code redemptions too.
      const customer = await ctx.as('customer')
      const details = () =>
        post(ctx, '/api/checkout/get-details/AAAAAAAAAAAA', customer, undefined, {
          headers: from('198.51.100.40'),
        })
      expect((await details()).status).toBe(404)
      expect((await details()).status).toBe(404)
      expectLimited(await details(), 60)
    })
  },
  {
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_LOGIN_PER_IP: '3',
      RATE_LIMIT_CODES_PER_ACCOUNT: '2',
    },
  },
)

/** A second API process on the same database: its own pool, its own app, the same rate_limits table. */
function secondInstance(ctx: TestContext): { app: App; close(): Promise<void> } {
  const url = (ctx.db as unknown as { $client: pg.Pool }).$client.options.connectionString
  if (!url) throw new Error('no connection string')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // As server/db/client.ts: an idle client cut by the server (the suite's database dropped) must not crash the worker.
  pool.on('error', () => {})
  const config = ctx.config
  const app = createApp({
    db: drizzle({ client: pool, schema }),
    config,
    clock: ctx.clock,
    rateLimits: createRateLimits(config.rateLimits, { kind: 'postgres', pool, url }),
  })
  return { app, close: () => pool.end() }
}

const RATE_LIMITS_SHARED = { ...DEFAULT_LIMITS, RATE_LIMIT_LOGIN_PER_IP: '1000000' }

async function sendTo(app: App, path: string, json: unknown): Promise<TestResponse> {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) }
}

forEachDatabase(
  'rate limits shared by API processes',
  (ctx) => {
    describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
      let second: ReturnType<typeof secondInstance> | undefined
      afterAll(async () => second?.close())

      it('80 concurrent logins of one account over two app instances: exactly 20 pass the limit', async () => {
        second = secondInstance(ctx)
        const email = await newLogin(ctx, 'dos.procesos')
        const apps = [ctx.app, second.app]
        // An empty password: answered 422 by the route, after the limit counted it (no hashing, fast).
        const answers = await Promise.all(
          Array.from({ length: 80 }, (_, i) => sendTo(apps[i % 2]!, '/api/login', { email, password: '' })),
        )
        const passed = answers.filter((res) => res.status !== 429)
        console.info(
          `rate limit over 2 instances, 80 logins: ${passed.length} passed, ${80 - passed.length} got 429`,
        )
        expect(passed.length).toBe(20)
        expect(passed.every((res) => res.status === 422)).toBe(true)
        for (const res of answers.filter((a) => a.status === 429)) expectLimited(res)
        // Either instance refuses the next one: the count lives in PostgreSQL.
        expectLimited(await sendTo(second.app, '/api/login', { email, password: DEMO_PASSWORD }))
        expectLimited(await sendTo(ctx.app, '/api/login', { email, password: DEMO_PASSWORD }))
      })

      it('password reset links: 80 concurrent wrong tokens and the right one from one client: at most 20 evaluated', async () => {
        const email = await newLogin(ctx, 'enlace')
        expect((await ctx.request('POST', '/api/forgot-password', { json: { email } })).status).toBe(200)
        const mail = await ctx.lastMailTo(email)
        const token = /change-password\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
        expect(token).toBeDefined()
        const change = (t: string) =>
          ctx.request('POST', '/api/change-password', {
            json: { token: t, password: 'Nueva2025X', password_confirmation: 'Nueva2025X' },
          })
        // Wrong tokens: the right one with its first two characters replaced by 00..79; when the right one
        // itself starts so (about 2 runs in 100), that one is made wrong at its last character instead.
        const wrongToken = (i: number) => {
          const guess = `${String(i).padStart(2, '0')}${token!.slice(2)}`
          return guess !== token ? guess : `${guess.slice(0, -1)}${guess.endsWith('A') ? 'B' : 'A'}`
        }
        // The right token joins the burst once 19 answers are in: by then the client's 20 are spent.
        let answered = 0
        let right: Promise<TestResponse> | undefined
        let inFlight = 0
        const answers = await Promise.all(
          Array.from({ length: 80 }, (_, i) =>
            change(wrongToken(i)).then((res) => {
              if (++answered === 19) {
                inFlight = 80 - answered
                right = change(token!)
              }
              return res
            }),
          ),
        )
        // Awaited before any expectation, so a failed one leaves no request running into the teardown.
        const rightAnswer = await right
        const evaluated = answers.filter((res) => res.status !== 429)
        console.info(
          `change-password, 80 wrong + right (sent with ${inFlight} in flight) from one client: ${evaluated.length} evaluated`,
        )
        // 20 per client in the window, the forgot-password request included.
        expect(evaluated.length).toBe(19)
        expect(evaluated.every((res) => res.status === 422)).toBe(true)
        expect(inFlight).toBeGreaterThan(0)
        expect(rightAnswer).toBeDefined()
        expectLimited(rightAnswer!)
      })
    })

    it('runs its race tests on PostgreSQL only', () => {
      expect(['pglite', 'postgres']).toContain(ctx.kind)
    })
  },
  { env: RATE_LIMITS_SHARED, poolMax: 20 },
)
