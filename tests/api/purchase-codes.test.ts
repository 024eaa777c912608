import { randomBytes } from 'node:crypto'
import { SALE_MSG } from '@contract/sales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MINUTE } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { SETTING_CODE_SECRET } from '../../server/db/server-secret'
import { MAX_SUPPLIER_CODE_FAILURES } from '../../server/domain/codes/purchase-codes'
import { encrypt } from '../../server/domain/codes/secret'
import { forEachDatabase } from './harness'
import {
  creditState,
  expectRejected,
  issueCode,
  newCustomer,
  newSupplier,
  post,
  sell,
  sharedCode,
  type TestCustomer,
} from './sales-fixtures'

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

forEachDatabase('purchase codes', (ctx) => {
  describe('GET/POST /api/customers/generate-token', () => {
    it('POST issues a 6-digit code valid 300 s to customer users, without a project', async () => {
      for (const actor of ['admin-customer', 'customer'] as const) {
        const token = await ctx.as(actor)
        const res = await ctx.request('POST', '/api/customers/generate-token', { token })
        expect(res.status).toBe(200)
        expect(Object.keys(res.body).sort()).toEqual(['expire_in', 'project_id', 'token'])
        expect(res.body.token).toMatch(/^\d{6}$/)
        expect(res.body.expire_in).toBe(300)
        expect(res.body.project_id).toBeNull()
      }
    })

    it('stores an HMAC and the code encrypted, never the code itself', async () => {
      const customer = await newCustomer(ctx)
      const code = await issueCode(ctx, customer)
      const [row] = await ctx.db
        .select()
        .from(schema.purchaseCodes)
        .where(eq(schema.purchaseCodes.userId, customer.userId))
      expect(row).toBeDefined()
      expect(row!.codeHash).not.toContain(code)
      expect(row!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
      // iv.tag.ciphertext: 12 bytes, 16 bytes, 6 bytes.
      expect(row!.codeEncrypted).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{8}$/)
      const dump = JSON.stringify(await ctx.db.select().from(schema.purchaseCodes))
      expect(dump).not.toContain(code)
    })

    it('keeps one live code per user: a new code replaces the previous one', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const first = await issueCode(ctx, customer)
      let second = await issueCode(ctx, customer)
      while (second === first) second = await issueCode(ctx, customer)
      const rows = await ctx.db
        .select()
        .from(schema.purchaseCodes)
        .where(eq(schema.purchaseCodes.userId, customer.userId))
      expect(rows).toHaveLength(1)
      const sale = { user_id: customer.userId, amount: 100, term: 30 }
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: first }), SALE_MSG.invalidCode)
      const ok = await sell(ctx, supplier.token, { ...sale, token: second })
      expect(ok.body.success).toBe(true)
    })

    it('codes of two users of the same business are independent', async () => {
      const supplier = await newSupplier(ctx)
      const buyer = await ctx.as('customer')
      const admin = await ctx.as('admin-customer')
      const buyerCode = (await post(ctx, '/api/customers/generate-token', buyer)).body.token as string
      await post(ctx, '/api/customers/generate-token', admin)
      const buyerId = await ctx.userId('comprador@demo.mx')
      const adminId = await ctx.userId('cliente@demo.mx')
      const sale = { amount: 10, term: 30 }
      expectRejected(
        await sell(ctx, supplier.token, { ...sale, user_id: adminId, token: buyerCode }),
        SALE_MSG.invalidCode,
      )
      const ok = await sell(ctx, supplier.token, { ...sale, user_id: buyerId, token: buyerCode })
      expect(ok.body.success).toBe(true)
    })

    it('refuses suppliers, the platform and anonymous callers', async () => {
      for (const actor of ['admin-supplier', 'vendor-supplier', 'admin', 'vendor'] as const) {
        const res = await post(ctx, '/api/customers/generate-token', await ctx.as(actor))
        expect(res.status).toBe(403)
      }
      expect((await ctx.request('POST', '/api/customers/generate-token')).status).toBe(401)
    })
  })

  describe('the live code: GET answers it, POST replaces it', () => {
    const live = (token: string) => ctx.request('GET', '/api/customers/generate-token', { token })
    const codeRow = async (customer: TestCustomer) =>
      (
        await ctx.db
          .select()
          .from(schema.purchaseCodes)
          .where(eq(schema.purchaseCodes.userId, customer.userId))
      )[0]
    const NONE = { token: null, expire_in: 0, project_id: null }

    it('answers the live code with the seconds it has left, to every session of the user, and changes nothing', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      // Another phone of the same user: a session of its own.
      const secondDevice = await ctx.tokenFor(customer.email)
      const before = await codeRow(customer)
      const counts = await ctx.tableCounts()
      expect((await live(customer.token)).body).toEqual({ token: code, expire_in: 300, project_id: null })
      ctx.clock.advance(42_500)
      const again = await live(secondDevice)
      expect(again.status).toBe(200)
      expect(again.body).toEqual({ token: code, expire_in: 257, project_id: null })
      expect((await live(customer.token)).body).toEqual(again.body)
      expect(await codeRow(customer)).toEqual(before)
      expect(await ctx.tableCounts()).toEqual(counts)
      // Asked for three times, still the code the supplier types.
      const sale = { user_id: customer.userId, amount: 10, term: 10, token: code }
      expect((await sell(ctx, supplier.token, sale)).body.success).toBe(true)
    })

    it('answers token null, and creates nothing, when there is no live code', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      expect((await live(customer.token)).body).toEqual(NONE)
      expect(await codeRow(customer)).toBeUndefined()
      // Used.
      const used = await issueCode(ctx, customer)
      const sale = { user_id: customer.userId, amount: 10, term: 10 }
      expect((await sell(ctx, supplier.token, { ...sale, token: used })).body.success).toBe(true)
      expect((await live(customer.token)).body).toEqual(NONE)
      // Expired, and in its last second (the screen counts whole seconds: nothing left to show).
      await issueCode(ctx, customer)
      ctx.clock.advance(299_001)
      expect((await live(customer.token)).body).toEqual(NONE)
      ctx.clock.advance(999)
      expect((await live(customer.token)).body).toEqual(NONE)
      // Burned by wrong tries.
      const burned = await issueCode(ctx, customer)
      for (let i = 0; i < 5; i++) await sell(ctx, supplier.token, { ...sale, token: wrong(burned) })
      expect((await codeRow(customer))!.attempts).toBe(5)
      expect((await live(customer.token)).body).toEqual(NONE)
    })

    it("is the user's own: another user of the same business has its own code", async () => {
      const buyer = await ctx.as('customer')
      const admin = await ctx.as('admin-customer')
      const code = (await post(ctx, '/api/customers/generate-token', buyer)).body.token
      const adminCode = (await post(ctx, '/api/customers/generate-token', admin)).body.token
      expect((await live(buyer)).body.token).toBe(code)
      expect((await live(admin)).body.token).toBe(adminCode)
    })

    it('POST replaces it: GET answers the new code and the old one is refused', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const first = await issueCode(ctx, customer)
      ctx.clock.advance(60_000)
      let second = await issueCode(ctx, customer)
      while (second === first) second = await issueCode(ctx, customer)
      expect((await live(customer.token)).body).toEqual({ token: second, expire_in: 300, project_id: null })
      const sale = { user_id: customer.userId, amount: 10, term: 10 }
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: first }), SALE_MSG.invalidCode)
      expect((await sell(ctx, supplier.token, { ...sale, token: second })).body.success).toBe(true)
    })

    it('answers the project the live code is assigned to', async () => {
      const customer = await newCustomer(ctx)
      const project = (
        (await post(ctx, '/api/projects', customer.token, { name: 'Torre Norte' })).body.data as {
          id: number
        }
      ).id
      const code = await issueCode(ctx, customer)
      expect((await post(ctx, '/api/projects/assign', customer.token, { project_id: project })).status).toBe(
        200,
      )
      expect((await live(customer.token)).body).toEqual({ token: code, expire_in: 300, project_id: project })
    })

    it('POST keep_live answers the live code instead of replacing it, and issues one when none is live', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const renew = async () =>
        (await post(ctx, '/api/customers/generate-token', customer.token, { keep_live: true })).body
      const first = (await renew()).token as string
      expect(first).toMatch(/^\d{6}$/)
      ctx.clock.advance(100_000)
      expect(await renew()).toEqual({ token: first, expire_in: 200, project_id: null })
      // In its last second the code is not live any more for the screen: a new one.
      ctx.clock.advance(199_500)
      const second = await renew()
      expect(second).toMatchObject({ expire_in: 300, project_id: null })
      expect((await live(customer.token)).body).toEqual(second)
      // Used or burned: a new one.
      const sale = { user_id: customer.userId, amount: 10, term: 10 }
      expect((await sell(ctx, supplier.token, { ...sale, token: second.token as string })).body.success).toBe(
        true,
      )
      const third = await renew()
      expect(third.expire_in).toBe(300)
      for (let i = 0; i < 5; i++)
        await sell(ctx, supplier.token, { ...sale, token: wrong(third.token as string) })
      const fourth = await renew()
      expect(fourth.expire_in).toBe(300)
      expect((await codeRow(customer))!.attempts).toBe(0)
      expect((await sell(ctx, supplier.token, { ...sale, token: fourth.token as string })).body.success).toBe(
        true,
      )
      // keep_live false is a plain new code: the live one is replaced (issued now, 300 s again).
      await renew()
      ctx.clock.advance(1_000)
      const plain = await post(ctx, '/api/customers/generate-token', customer.token, { keep_live: false })
      expect(plain.body.expire_in).toBe(300)
      expect((await codeRow(customer))!.createdAt).toEqual(ctx.clock.now())
    })

    it('a code that no longer opens with the server key is not answered, and keep_live replaces it', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      await issueCode(ctx, customer)
      // Sealed under another key (the secret changed), or issued before codes were kept encrypted.
      const otherKey = randomBytes(32)
      for (const sealed of [encrypt(otherKey, '123456', `purchase:${customer.userId}`), null]) {
        await ctx.db
          .update(schema.purchaseCodes)
          .set({ codeEncrypted: sealed })
          .where(eq(schema.purchaseCodes.userId, customer.userId))
        expect((await live(customer.token)).body).toEqual(NONE)
        const renewed = await post(ctx, '/api/customers/generate-token', customer.token, { keep_live: true })
        expect(renewed.body).toMatchObject({ expire_in: 300, project_id: null })
        expect((await live(customer.token)).body).toEqual(renewed.body)
        const sale = { user_id: customer.userId, amount: 10, term: 10, token: renewed.body.token as string }
        expect((await sell(ctx, supplier.token, sale)).body.success).toBe(true)
      }
    })

    it('sessions renewing at once with keep_live all get the same code', async () => {
      const customer = await newCustomer(ctx)
      const sessions = [
        customer.token,
        ...(await Promise.all([1, 2, 3].map(() => ctx.tokenFor(customer.email)))),
      ]
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(ctx, '/api/customers/generate-token', sessions[i % sessions.length]!, { keep_live: true }),
        ),
      )
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200))
      const tokens = new Set(answers.map((res) => res.body.token))
      expect(tokens.size).toBe(1)
      expect((await live(customer.token)).body.token).toBe([...tokens][0])
    })

    it('refuses a body other than {keep_live: boolean} with 422 and writes nothing', async () => {
      const customer = await newCustomer(ctx)
      const counts = await ctx.tableCounts()
      for (const json of [{ keep_live: 'true' }, { keep_live: 1 }, { keep: true }, [], 'x']) {
        const res = await post(ctx, '/api/customers/generate-token', customer.token, json)
        expect(res.status, JSON.stringify(json)).toBe(422)
        expect(typeof res.body.message).toBe('string')
      }
      expect(await ctx.tableCounts()).toEqual(counts)
    })
  })

  describe('redeeming a code', () => {
    it('expires after 300 s on the clock', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      ctx.clock.advance(300_000)
      expectRejected(
        await sell(ctx, supplier.token, { user_id: customer.userId, amount: 10, term: 10, token: code }),
        SALE_MSG.invalidCode,
      )
      const fresh = await issueCode(ctx, customer)
      ctx.clock.advance(299_000)
      const ok = await sell(ctx, supplier.token, {
        user_id: customer.userId,
        amount: 10,
        term: 10,
        token: fresh,
      })
      expect(ok.body.success).toBe(true)
    })

    it('is single use', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      const sale = { user_id: customer.userId, amount: 10, term: 10, token: code }
      expect((await sell(ctx, supplier.token, sale)).body.success).toBe(true)
      expectRejected(await sell(ctx, supplier.token, sale), SALE_MSG.invalidCode)
      const other = await newSupplier(ctx)
      expectRejected(await sell(ctx, other.token, sale), SALE_MSG.invalidCode)
      expect((await creditState(ctx, customer.orgId)).payments).toBe(1)
    })

    it('burns the code after 5 wrong tries: the 6th is refused even with the right code', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      const sale = { user_id: customer.userId, amount: 10, term: 10 }
      for (let i = 1; i <= 4; i++) {
        expectRejected(await sell(ctx, supplier.token, { ...sale, token: wrong(code) }), SALE_MSG.invalidCode)
      }
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: wrong(code) }), SALE_MSG.burnedCode)
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: code }), SALE_MSG.burnedCode)
      const other = await newSupplier(ctx)
      expectRejected(await sell(ctx, other.token, { ...sale, token: code }), SALE_MSG.burnedCode)
      const [row] = await ctx.db
        .select()
        .from(schema.purchaseCodes)
        .where(eq(schema.purchaseCodes.userId, customer.userId))
      expect(row!.attempts).toBe(5)
      expect(row!.usedAt).toBeNull()
      expect((await creditState(ctx, customer.orgId)).payments).toBe(0)
      // A new code starts afresh.
      const fresh = await issueCode(ctx, customer)
      expect((await sell(ctx, supplier.token, { ...sale, token: fresh })).body.success).toBe(true)
    })

    it('counts wrong tries across suppliers, and the failures persist although the sale is rolled back', async () => {
      const customer = await newCustomer(ctx)
      const code = await issueCode(ctx, customer)
      for (let i = 0; i < 3; i++) {
        const supplier = await newSupplier(ctx)
        await sell(ctx, supplier.token, {
          user_id: customer.userId,
          amount: 10,
          term: 10,
          token: wrong(code),
        })
      }
      const [row] = await ctx.db
        .select({ attempts: schema.purchaseCodes.attempts })
        .from(schema.purchaseCodes)
        .where(eq(schema.purchaseCodes.userId, customer.userId))
      expect(row!.attempts).toBe(3)
    })

    it(`caps failed checks per supplier: after ${MAX_SUPPLIER_CODE_FAILURES} in 15 minutes even a right code is refused`, async () => {
      const supplier = await newSupplier(ctx)
      const colleague = supplier.vendorToken
      // Spread over many customers (so no single code burns), by both users of the supplier.
      for (let i = 0; i < MAX_SUPPLIER_CODE_FAILURES; i++) {
        const customer = await newCustomer(ctx)
        const code = await issueCode(ctx, customer)
        const res = await sell(ctx, i % 2 ? colleague : supplier.token, {
          user_id: customer.userId,
          amount: 10,
          term: 10,
          token: i % 3 === 0 ? 'ZZZZZZZZZZ' : wrong(code),
        })
        expectRejected(res, SALE_MSG.invalidCode)
      }
      const customer = await newCustomer(ctx)
      const code = await issueCode(ctx, customer)
      const sale = { user_id: customer.userId, amount: 10, term: 10, token: code }
      expectRejected(await sell(ctx, supplier.token, sale), SALE_MSG.supplierThrottled)
      expectRejected(await sell(ctx, supplier.vendorToken, sale), SALE_MSG.supplierThrottled)
      // A right shared code too: it is looked at before the supplier's lock, after the cap.
      const shared = await sharedCode(ctx, customer, supplier.orgId)
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: shared }), SALE_MSG.supplierThrottled)
      // Another supplier is not affected.
      const other = await newSupplier(ctx)
      const otherCustomer = await newCustomer(ctx)
      const otherCode = await issueCode(ctx, otherCustomer)
      const ok = await sell(ctx, other.token, { ...sale, user_id: otherCustomer.userId, token: otherCode })
      expect(ok.body.success).toBe(true)
      // The refused code was not touched: it still works once the window has passed.
      ctx.clock.advance(15 * MINUTE)
      const later = await issueCode(ctx, customer)
      expect((await sell(ctx, supplier.token, { ...sale, token: later })).body.success).toBe(true)
    })

    it('does not count presenting a used code again as a guess', async () => {
      const supplier = await newSupplier(ctx)
      const customer = await newCustomer(ctx)
      const code = await issueCode(ctx, customer)
      const sale = { user_id: customer.userId, amount: 10, term: 10, token: code }
      expect((await sell(ctx, supplier.token, sale)).body.success).toBe(true)
      for (let i = 0; i < MAX_SUPPLIER_CODE_FAILURES + 2; i++) {
        expectRejected(await sell(ctx, supplier.token, sale), SALE_MSG.invalidCode)
      }
      const rows = await ctx.db
        .select()
        .from(schema.codeFailures)
        .where(eq(schema.codeFailures.supplierOrganizationId, supplier.orgId))
      expect(rows).toHaveLength(0)
    })
  })

  describe('shared codes', () => {
    it("lists the business's own suppliers (docs/decisions.md#directory); the directory lists the rest", async () => {
      const res = await ctx.request('GET', '/api/customers/get-suppliers', {
        token: await ctx.as('customer'),
      })
      expect(res.status).toBe(200)
      const data = res.body.data as { id: number; business_name: string; logo_url: string | null }[]
      // Constructora Robles buys from Materiales El Fuerte (and from the suppliers earlier tests made), never
      // from Aceros del Norte or the directory's other suppliers.
      const names = data.map((s) => s.business_name)
      expect(names).toContain('Materiales El Fuerte')
      expect(names).not.toContain('Aceros del Norte')
      expect(names).not.toContain('Pinturas Arcoíris')
      expect(Object.keys(data[0]!).sort()).toEqual(['business_name', 'id', 'logo_url'])
    })

    it('creates, shows again, replaces and deletes a 10-character code for one supplier', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const list = async () =>
        (await ctx.request('GET', '/api/shared-tokens', { token: customer.token })).body.data as unknown[]
      expect(await list()).toEqual([])
      const created = await post(ctx, '/api/shared-tokens/create', customer.token, {
        supplier_id: supplier.orgId,
      })
      expect(created.status).toBe(200)
      expect(created.body.msg).toBe(SALE_MSG.sharedCreated)
      const code = created.body.token as string
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/)
      expect(await list()).toEqual([
        {
          supplier_id: supplier.orgId,
          supplier_name: supplier.name,
          shared_token: code,
          use_shared_token: true,
        },
      ])
      const stored = JSON.stringify(await ctx.db.select().from(schema.sharedCodes))
      expect(stored).not.toContain(code)

      const again = await sharedCode(ctx, customer, supplier.orgId)
      expect(again).not.toBe(code)
      expect(await list()).toHaveLength(1)
      const sale = { user_id: customer.userId, amount: 10, term: 10 }
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: code }), SALE_MSG.invalidCode)
      // Shared codes are reusable and case-insensitive.
      expect((await sell(ctx, supplier.token, { ...sale, token: again })).body.success).toBe(true)
      expect(
        (await sell(ctx, supplier.vendorToken, { ...sale, token: again.toLowerCase() })).body.success,
      ).toBe(true)

      const deleted = await post(ctx, '/api/shared-tokens/delete', customer.token, {
        supplier_id: supplier.orgId,
      })
      expect(deleted.status).toBe(200)
      expect(deleted.body).toEqual({ token: null, msg: SALE_MSG.sharedDeleted })
      expect(await list()).toEqual([])
      expectRejected(await sell(ctx, supplier.token, { ...sale, token: again }), SALE_MSG.invalidCode)
    })

    it('works only from that supplier and for that customer user, and wrong tries count toward the cap', async () => {
      const customer = await newCustomer(ctx)
      const otherCustomer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const code = await sharedCode(ctx, customer, supplier.orgId)
      const sale = { amount: 10, term: 10, token: code }
      expectRejected(
        await sell(ctx, other.token, { ...sale, user_id: customer.userId }),
        SALE_MSG.invalidCode,
      )
      expectRejected(
        await sell(ctx, supplier.token, { ...sale, user_id: otherCustomer.userId }),
        SALE_MSG.invalidCode,
      )
      const failures = async (orgId: number) =>
        (
          await ctx.db
            .select()
            .from(schema.codeFailures)
            .where(eq(schema.codeFailures.supplierOrganizationId, orgId))
        ).length
      expect(await failures(other.orgId)).toBe(1)
      expect(await failures(supplier.orgId)).toBe(1)
    })

    it('answers 404 for an unknown supplier, and 422 for a bad body', async () => {
      const customer = await newCustomer(ctx)
      const customerOrg = customer.orgId
      for (const supplier_id of [999_999, customerOrg, -1, 1.5, 99_999_999_999]) {
        for (const action of ['create', 'delete']) {
          const res = await post(ctx, `/api/shared-tokens/${action}`, customer.token, { supplier_id })
          expect(res.status, `${action} ${supplier_id}`).toBe(404)
          expect(res.body).toEqual({ msg: SALE_MSG.supplierNotFound })
        }
      }
      const bad = await post(ctx, '/api/shared-tokens/create', customer.token, { supplier_id: 'x', extra: 1 })
      expect(bad.status).toBe(422)
    })
  })
})

forEachDatabase(
  'purchase codes with CODE_SECRET',
  (ctx) => {
    it('uses the configured secret and keeps none in the database', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const code = await issueCode(ctx, customer)
      const shared = await sharedCode(ctx, customer, supplier.orgId)
      const live = await ctx.request('GET', '/api/customers/generate-token', { token: customer.token })
      expect(live.body.token).toBe(code)
      expect(
        (await sell(ctx, supplier.token, { user_id: customer.userId, amount: 1, term: 1, token: code })).body
          .success,
      ).toBe(true)
      expect(
        (await sell(ctx, supplier.token, { user_id: customer.userId, amount: 1, term: 1, token: shared }))
          .body.success,
      ).toBe(true)
      const settings = await ctx.db.select().from(schema.appSettings)
      expect(settings.map((s) => s.key)).not.toContain(SETTING_CODE_SECRET)
    })
  },
  { env: { CODE_SECRET: 'una-clave-de-prueba-de-al-menos-32-caracteres' } },
)
