import { MSG } from '@contract/messages'
import { REG_MSG } from '@contract/registrationTexts'
import { SALE_MSG } from '@contract/sales'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { MAX_LOGIN_FAILURES } from '../../server/domain/auth/login'
import { MAX_RESET_MAILS_PER_HOUR } from '../../server/domain/auth/password-reset'
import { PAYMENT_CODE_LENGTH } from '../../server/domain/checkout'
import { MAX_PAYMENT_CODE_FAILURES } from '../../server/domain/codes/payment-codes'
import {
  MAX_CODE_ATTEMPTS,
  MAX_SUPPLIER_CODE_FAILURES,
  SHARED_CODE_LENGTH,
} from '../../server/domain/codes/purchase-codes'
import { randomCode } from '../../server/domain/codes/secret'
import { MAX_APPLICATIONS_PER_EMAIL_PER_HOUR } from '../../server/domain/registration/applications'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { forEachDatabase, type TestResponse } from './harness'
import { freshEmail, step1Body } from './matrix/registration'
import { issueCode, newCustomer, newSupplier, post, sell, sharedCode } from './sales-fixtures'

const BURST = 80

type Burst = { wrong: TestResponse[]; right: TestResponse; inFlightWhenRightSent: number }

/**
 * BURST wrong guesses sent at once; the right one joins the burst as soon as `rightAfter` of them have been
 * answered (so it races the rest, which are still in flight), or with the others when `rightAfter` is 0.
 */
async function burst(
  send: (i: number) => Promise<TestResponse>,
  right: () => Promise<TestResponse>,
  rightAfter: number,
): Promise<Burst> {
  let answered = 0
  let inFlightWhenRightSent = BURST
  let rightAnswer: Promise<TestResponse> | undefined
  const wrongAnswers = Array.from({ length: BURST }, (_, i) =>
    send(i).then((res) => {
      answered++
      if (!rightAnswer && answered === rightAfter) {
        inFlightWhenRightSent = BURST - answered
        rightAnswer = right()
      }
      return res
    }),
  )
  if (rightAfter === 0) rightAnswer = right()
  const wrong = await Promise.all(wrongAnswers)
  if (!rightAnswer) throw new Error('the right guess was never sent')
  return { wrong, right: await rightAnswer, inFlightWhenRightSent }
}

const tally = (answers: TestResponse[]) => {
  const out: Record<string, number> = {}
  for (const res of answers) {
    const key =
      res.status === 200 && 'success' in res.body
        ? String(res.body.success ? 'ok' : res.body.msg)
        : `HTTP ${res.status}`
    out[key] = (out[key] ?? 0) + 1
  }
  return out
}

/**
 * Bursts of concurrent guesses against every counter that limits them: real parallel transactions, so only on
 * PostgreSQL (PGlite runs one query at a time). Evaluated guesses are counted from what each evaluation
 * leaves behind (attempts, failure rows, tokens, applications), and from the answers.
 */
forEachDatabase(
  'guess counters under concurrency',
  (ctx) => {
    describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
      const supplierFailures = async (orgId: number) => {
        const [row] = await ctx.db
          .select({ n: count() })
          .from(schema.codeFailures)
          .where(eq(schema.codeFailures.supplierOrganizationId, orgId))
        return row?.n ?? 0
      }
      const attemptsOf = async (userId: number) => {
        const [row] = await ctx.db
          .select()
          .from(schema.purchaseCodes)
          .where(eq(schema.purchaseCodes.userId, userId))
        return row!
      }

      it(`purchase code: ${BURST} concurrent wrong codes and the right one: ${MAX_CODE_ATTEMPTS} evaluated, the right one refused`, async () => {
        const customer = await newCustomer(ctx)
        const supplier = await newSupplier(ctx)
        const code = await issueCode(ctx, customer)
        const wrongCode = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
        const sale = { user_id: customer.userId, amount: 10, term: 10 }
        const tokens = [supplier.token, supplier.vendorToken]
        const result = await burst(
          (i) => sell(ctx, tokens[i % 2]!, { ...sale, token: wrongCode(i) }),
          () => sell(ctx, supplier.token, { ...sale, token: code }),
          MAX_CODE_ATTEMPTS,
        )
        const counts = tally(result.wrong)
        console.info(
          `purchase code, ${BURST} wrong + right (sent with ${result.inFlightWhenRightSent} in flight): ${JSON.stringify(counts)}, right: ${JSON.stringify(tally([result.right]))}`,
        )
        expect(result.inFlightWhenRightSent).toBeGreaterThan(0)
        expect(result.right.body.success).toBe(false)
        const row = await attemptsOf(customer.userId)
        expect(row).toMatchObject({ attempts: MAX_CODE_ATTEMPTS, usedAt: null })
        // Only the first 4 evaluations could answer "wrong code"; the 5th burned it.
        expect(counts[SALE_MSG.invalidCode]).toBe(MAX_CODE_ATTEMPTS - 1)
        // Guesses at the burned code still count for the supplier, never past its cap.
        expect(await supplierFailures(supplier.orgId)).toBe(MAX_SUPPLIER_CODE_FAILURES)
        expect(counts.ok).toBeUndefined()
      })

      it(`purchase code: the right one sent with ${BURST} wrong ones is accepted only before ${MAX_CODE_ATTEMPTS} wrong tries were counted`, async () => {
        for (let round = 0; round < 3; round++) {
          const customer = await newCustomer(ctx)
          const supplier = await newSupplier(ctx)
          const code = await issueCode(ctx, customer)
          const wrongCode = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
          const sale = { user_id: customer.userId, amount: 10, term: 10 }
          const result = await burst(
            (i) => sell(ctx, supplier.token, { ...sale, token: wrongCode(i) }),
            () => sell(ctx, supplier.vendorToken, { ...sale, token: code }),
            0,
          )
          const row = await attemptsOf(customer.userId)
          console.info(
            `purchase code, right one in the same tick: right ${result.right.body.success ? 'accepted' : 'refused'} with ${row.attempts} wrong tries counted`,
          )
          if (result.right.body.success) {
            expect(row.attempts).toBeLessThan(MAX_CODE_ATTEMPTS)
            expect(row.usedAt).not.toBeNull()
          } else {
            expect(row.attempts).toBe(MAX_CODE_ATTEMPTS)
          }
          expect(tally(result.wrong).ok).toBeUndefined()
        }
      })

      it(`supplier cap: ${BURST} concurrent wrong codes over many customers: ${MAX_SUPPLIER_CODE_FAILURES} evaluated`, async () => {
        const supplier = await newSupplier(ctx)
        const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer(ctx)))
        const codes = await Promise.all(customers.map((customer) => issueCode(ctx, customer)))
        const target = await newCustomer(ctx)
        const targetCode = await issueCode(ctx, target)
        const result = await burst(
          (i) => {
            const k = i % customers.length
            const wrongCode = String((Number(codes[k]) + 1 + i) % 1_000_000).padStart(6, '0')
            return sell(ctx, supplier.token, {
              user_id: customers[k]!.userId,
              amount: 10,
              term: 10,
              token: wrongCode,
            })
          },
          () =>
            sell(ctx, supplier.token, { user_id: target.userId, amount: 10, term: 10, token: targetCode }),
          MAX_SUPPLIER_CODE_FAILURES,
        )
        const counts = tally(result.wrong)
        console.info(`supplier cap, ${BURST} wrong over 20 customers: ${JSON.stringify(counts)}`)
        expect(result.inFlightWhenRightSent).toBeGreaterThan(0)
        expect(await supplierFailures(supplier.orgId)).toBe(MAX_SUPPLIER_CODE_FAILURES)
        const attempts = await Promise.all(customers.map((customer) => attemptsOf(customer.userId)))
        expect(attempts.reduce((sum, row) => sum + row.attempts, 0)).toBe(MAX_SUPPLIER_CODE_FAILURES)
        expect(counts[SALE_MSG.supplierThrottled]).toBe(BURST - MAX_SUPPLIER_CODE_FAILURES)
        expect(result.right.body).toEqual({ success: false, msg: SALE_MSG.supplierThrottled })
        // The refused right code was not touched.
        expect(await attemptsOf(target.userId)).toMatchObject({ attempts: 0, usedAt: null })
      })

      it(`shared code: ${BURST} concurrent wrong codes and the right one: ${MAX_SUPPLIER_CODE_FAILURES} evaluated, the right one refused`, async () => {
        const customer = await newCustomer(ctx)
        const supplier = await newSupplier(ctx)
        const code = await sharedCode(ctx, customer, supplier.orgId)
        const wrongCode = () => randomCode(SHARED_CODE_LENGTH)
        const sale = { user_id: customer.userId, amount: 10, term: 10 }
        const result = await burst(
          () => sell(ctx, supplier.token, { ...sale, token: wrongCode() }),
          () => sell(ctx, supplier.token, { ...sale, token: code }),
          MAX_SUPPLIER_CODE_FAILURES,
        )
        const counts = tally(result.wrong)
        console.info(`shared code, ${BURST} wrong + right: ${JSON.stringify(counts)}`)
        expect(result.inFlightWhenRightSent).toBeGreaterThan(0)
        expect(counts).toEqual({
          [SALE_MSG.invalidCode]: MAX_SUPPLIER_CODE_FAILURES,
          [SALE_MSG.supplierThrottled]: BURST - MAX_SUPPLIER_CODE_FAILURES,
        })
        expect(await supplierFailures(supplier.orgId)).toBe(MAX_SUPPLIER_CODE_FAILURES)
        expect(result.right.body).toEqual({ success: false, msg: SALE_MSG.supplierThrottled })
      })

      it(`payment code: ${BURST} concurrent wrong codes and the right one: ${MAX_PAYMENT_CODE_FAILURES} evaluated, the right one refused`, async () => {
        const customer = await newCustomer(ctx)
        const supplier = await newSupplier(ctx)
        const created = await post(ctx, '/api/checkout/create', supplier.token, {
          user_id: customer.userId,
          amount: 100,
          term: 10,
          reference: null,
          redirect_url: 'https://tienda.example.mx',
        })
        const code = created.body.payment_code as string
        const result = await burst(
          (i) =>
            post(
              ctx,
              `/api/checkout/${i % 2 ? 'pay' : 'get-details'}/${randomCode(PAYMENT_CODE_LENGTH)}`,
              customer.token,
            ),
          () => post(ctx, `/api/checkout/pay/${code}`, customer.token),
          MAX_PAYMENT_CODE_FAILURES,
        )
        const counts = tally(result.wrong)
        console.info(`payment code, ${BURST} wrong + right: ${JSON.stringify(counts)}`)
        expect(result.inFlightWhenRightSent).toBeGreaterThan(0)
        expect(counts).toEqual({
          'HTTP 404': MAX_PAYMENT_CODE_FAILURES,
          'HTTP 429': BURST - MAX_PAYMENT_CODE_FAILURES,
        })
        const [failures] = await ctx.db
          .select({ n: count() })
          .from(schema.paymentCodeFailures)
          .where(eq(schema.paymentCodeFailures.customerUserId, customer.userId))
        expect(failures?.n).toBe(MAX_PAYMENT_CODE_FAILURES)
        expect(result.right.status).toBe(429)
        expect(result.right.body).toEqual({ msg: MSG.rateLimited })
        expect(Number(result.right.headers.get('retry-after'))).toBeGreaterThan(0)
        const [checkout] = await ctx.db
          .select()
          .from(schema.checkouts)
          .where(eq(schema.checkouts.customerUserId, customer.userId))
        expect(checkout?.usedAt).toBeNull()
      })

      it(`login: ${BURST} concurrent wrong passwords and the right one: ${MAX_LOGIN_FAILURES} evaluated, the right one refused`, async () => {
        const email = `rafaga.${Date.now()}@test.mx`
        await ctx.createUser({
          organizationId: await ctx.organizationIdOf('proveedor@demo.mx'),
          role: 'vendor-supplier',
          name: 'Ráfaga',
          email,
        })
        const login = (password: string) => ctx.request('POST', '/api/login', { json: { email, password } })
        const result = await burst(
          (i) => login(`Mala${i}Clave`),
          () => login(DEMO_PASSWORD),
          MAX_LOGIN_FAILURES,
        )
        const counts = tally(result.wrong)
        console.info(`login, ${BURST} wrong + right: ${JSON.stringify(counts)}`)
        expect(result.inFlightWhenRightSent).toBeGreaterThan(0)
        expect(counts).toEqual({ 'HTTP 403': MAX_LOGIN_FAILURES, 'HTTP 429': BURST - MAX_LOGIN_FAILURES })
        const [failures] = await ctx.db
          .select({ n: count() })
          .from(schema.loginFailures)
          .where(eq(schema.loginFailures.emailNormalized, email))
        expect(failures?.n).toBe(MAX_LOGIN_FAILURES)
        expect(result.right.status).toBe(429)
        expect(result.right.body).toEqual({ msg: MSG.tooManyAttempts })
        expect(Number(result.right.headers.get('retry-after'))).toBeGreaterThan(0)
      })

      it(`password reset: ${BURST} concurrent requests for one user make ${MAX_RESET_MAILS_PER_HOUR} links`, async () => {
        const email = `olvido.${Date.now()}@test.mx`
        const userId = await ctx.createUser({
          organizationId: await ctx.organizationIdOf('cliente@demo.mx'),
          role: 'customer',
          name: 'Olvido',
          email,
        })
        const answers = await Promise.all(
          Array.from({ length: BURST }, () =>
            ctx.request('POST', '/api/forgot-password', { json: { email } }),
          ),
        )
        expect(tally(answers)).toEqual({ ok: BURST })
        const [tokens] = await ctx.db
          .select({ n: count() })
          .from(schema.passwordResetTokens)
          .where(eq(schema.passwordResetTokens.userId, userId))
        const [mails] = await ctx.db
          .select({ n: count() })
          .from(schema.mailOutbox)
          .where(eq(schema.mailOutbox.to, email))
        console.info(`password reset, ${BURST} requests: ${tokens?.n} links, ${mails?.n} mails`)
        expect(tokens?.n).toBe(MAX_RESET_MAILS_PER_HOUR)
        expect(mails?.n).toBe(MAX_RESET_MAILS_PER_HOUR)
      })

      it(`registration: ${BURST} concurrent step-1 for one e-mail start ${MAX_APPLICATIONS_PER_EMAIL_PER_HOUR} applications`, async () => {
        const email = freshEmail()
        const answers = await Promise.all(
          Array.from({ length: BURST }, () =>
            ctx.request('POST', '/api/register/step-1', { json: step1Body({ contact_email: email }) }),
          ),
        )
        const counts = tally(answers)
        console.info(`registration, ${BURST} step-1: ${JSON.stringify(counts)}`)
        expect(counts).toEqual({
          ok: MAX_APPLICATIONS_PER_EMAIL_PER_HOUR,
          'HTTP 429': BURST - MAX_APPLICATIONS_PER_EMAIL_PER_HOUR,
        })
        const refused = answers.find((res) => res.status === 429)!
        expect(refused.body).toEqual({ msg: REG_MSG.tooManyApplications })
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        const [applications] = await ctx.db
          .select({ n: count() })
          .from(schema.registrationApplications)
          .where(and(eq(schema.registrationApplications.contactEmail, email)))
        expect(applications?.n).toBe(MAX_APPLICATIONS_PER_EMAIL_PER_HOUR)
      })
    })

    it('runs its race tests on PostgreSQL only', () => {
      expect(['pglite', 'postgres']).toContain(ctx.kind)
    })
  },
  { poolMax: 40 },
)
