import { SALE_MSG } from '@contract/sales'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { MAX_CODE_ATTEMPTS } from '../../server/domain/codes/purchase-codes'
import { forEachDatabase, type TestResponse } from './harness'
import {
  creditState,
  expectLedgerBalanced,
  issueCode,
  newCustomer,
  newSupplier,
  post,
  reserveLine,
  type SaleBody,
  sell,
  sharedCode,
} from './sales-fixtures'

/** Runs `count` tasks with at most `concurrency` in flight; answers in task order. */
async function bounded<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      results[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return results
}

const tally = (answers: TestResponse[]) => {
  const out: Record<string, number> = {}
  for (const res of answers) {
    const key = res.status === 200 ? String(res.body.success ? 'ok' : res.body.msg) : `HTTP ${res.status}`
    out[key] = (out[key] ?? 0) + 1
  }
  return out
}

/**
 * Real parallel transactions: only on PostgreSQL (PGlite runs one query at a time). The app is called
 * in-process; each request's transaction runs on its own pooled connection.
 */
forEachDatabase(
  'sales under concurrency',
  (ctx) => {
    describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
      it('1 000 concurrent sales on one credit line approve exactly floor(limit / amount), never overdraw', async () => {
        const limit = 100_000 // pesos
        const amount = 333.33
        const expected = Math.floor((limit * 100) / Math.round(amount * 100)) // 300
        const customer = await newCustomer(ctx, { creditLimit: limit, transactionLimit: limit })
        const supplier = await newSupplier(ctx)
        const code = await sharedCode(ctx, customer, supplier.orgId)
        const tokens = [supplier.token, supplier.vendorToken]
        const started = performance.now()
        const answers = await bounded(1000, 50, (i) =>
          sell(ctx, tokens[i % 2]!, {
            user_id: customer.userId,
            amount,
            term: 30,
            token: code,
            reference: `r${i}`,
          }),
        )
        const ms = performance.now() - started
        const counts = tally(answers)
        console.info(`1000 concurrent sales: ${JSON.stringify(counts)} in ${Math.round(ms)} ms`)
        expect(counts).toEqual({ ok: expected, [SALE_MSG.overAvailable]: 1000 - expected })
        const state = await expectLedgerBalanced(ctx, customer.orgId)
        expect(state).toMatchObject({ used: expected * 33_333, payments: expected, movements: expected })
        expect(state.used).toBeLessThanOrEqual(limit * 100)
        const ids = new Set(
          answers.filter((a) => a.body.success).map((a) => (a.body.data as { id: number }).id),
        )
        expect(ids.size).toBe(expected)
      }, 600_000)

      it('50 concurrent redemptions of one one-time code make exactly one sale', async () => {
        const customer = await newCustomer(ctx)
        const supplier = await newSupplier(ctx)
        const code = await issueCode(ctx, customer)
        const body: SaleBody = { user_id: customer.userId, amount: 10, term: 10, token: code }
        const answers = await Promise.all(Array.from({ length: 50 }, () => sell(ctx, supplier.token, body)))
        expect(tally(answers)).toEqual({ ok: 1, [SALE_MSG.invalidCode]: 49 })
        const state = await expectLedgerBalanced(ctx, customer.orgId)
        expect(state).toMatchObject({ payments: 1, used: 1000 })
        // Losing a race for the right code is not a guess.
        const failures = await ctx.db
          .select()
          .from(schema.codeFailures)
          .where(eq(schema.codeFailures.supplierOrganizationId, supplier.orgId))
        expect(failures).toHaveLength(0)
      })

      it('concurrent wrong tries never count past 5, and then the right code is refused', async () => {
        const customer = await newCustomer(ctx)
        const supplier = await newSupplier(ctx)
        const code = await issueCode(ctx, customer)
        const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
        await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            sell(ctx, supplier.token, { user_id: customer.userId, amount: 10, term: 10, token: wrong(i) }),
          ),
        )
        const [row] = await ctx.db
          .select()
          .from(schema.purchaseCodes)
          .where(eq(schema.purchaseCodes.userId, customer.userId))
        expect(row!.attempts).toBe(MAX_CODE_ATTEMPTS)
        const right = await sell(ctx, supplier.token, {
          user_id: customer.userId,
          amount: 10,
          term: 10,
          token: code,
        })
        expect(right.body).toEqual({ success: false, msg: SALE_MSG.burnedCode })
      })

      it('20 concurrent requests with one Idempotency-Key make one sale', async () => {
        const customer = await newCustomer(ctx)
        const supplier = await newSupplier(ctx)
        const body: SaleBody = {
          user_id: customer.userId,
          amount: 10,
          term: 10,
          token: await issueCode(ctx, customer),
        }
        const headers = { 'Idempotency-Key': 'carrera-idempotente' }
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => sell(ctx, supplier.token, body, headers)),
        )
        const ok = answers.filter((a) => a.status === 200)
        console.info(`20 requests with one Idempotency-Key: ${JSON.stringify(tally(answers))}`)
        expect(ok.length).toBeGreaterThanOrEqual(1)
        expect(ok.every((a) => a.body.success === true && a.text === ok[0]!.text)).toBe(true)
        expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true)
        expect(answers.find((a) => a.status === 409)?.body ?? { msg: SALE_MSG.idempotencyConflict }).toEqual({
          msg: SALE_MSG.idempotencyConflict,
        })
        expect(await creditState(ctx, customer.orgId)).toMatchObject({ payments: 1, used: 1000 })
        const replay = await sell(ctx, supplier.token, body, headers)
        expect(replay.text).toBe(ok[0]!.text)
      })

      it('a checkout pays once, however many tabs confirm it', async () => {
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
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => post(ctx, `/api/checkout/pay/${code}`, customer.token)),
        )
        expect(tally(answers)).toEqual({ ok: 1, 'HTTP 404': 19 })
        expect(await creditState(ctx, customer.orgId)).toMatchObject({ payments: 1, used: 10_000 })
      })

      it('draws racing a deactivation never spend or return a peso twice', async () => {
        const customer = await newCustomer(ctx, { creditLimit: 10_000 })
        const supplier = await newSupplier(ctx)
        const lineId = await reserveLine(ctx, supplier, customer, 5000, 5)
        const draw = () =>
          post(ctx, '/api/payments/create-on-reserved-credit-line', supplier.token, {
            reserved_credit_line_id: lineId,
            amount: 100,
            term: 10,
            reference: null,
          })
        // The deactivations start once 10 draws have answered, while the other 50 are in flight.
        let answered = 0
        let deactivating: Promise<TestResponse>[] = []
        let allDraws: Promise<TestResponse[]> = Promise.resolve([])
        const started = new Promise<void>((resolve) => {
          const draws = Array.from({ length: 60 }, () =>
            draw().then((res) => {
              if (++answered === 10) {
                deactivating = [
                  post(ctx, `/api/reserved-credit-line/deactivate/${lineId}`, supplier.token),
                  post(ctx, `/api/reserved-credit-line/deactivate/${lineId}`, supplier.vendorToken),
                ]
                resolve()
              }
              return res
            }),
          )
          allDraws = Promise.all(draws)
        })
        await started
        const answers = [...(await allDraws), ...(await Promise.all(deactivating))]
        expect(answers.every((a) => a.status === 200)).toBe(true)
        const deactivations = answers.filter((a) => a.body.msg === SALE_MSG.lineDeactivated)
        expect(deactivations).toHaveLength(1)
        const sold = answers.filter((a) => a.body.msg === SALE_MSG.saleCreated).length
        console.info(`60 draws racing 2 deactivations: ${JSON.stringify(tally(answers))}`)
        const state = await expectLedgerBalanced(ctx, customer.orgId)
        // Used = the unpaid sales drawn; everything else came back.
        expect(state.used).toBe(sold * 10_000)
        expect(state.payments).toBe(sold)
        const [line] = await ctx.db
          .select()
          .from(schema.reservedCreditLines)
          .where(eq(schema.reservedCreditLines.id, lineId))
        expect(line).toMatchObject({ active: false, available: 0, releasedAmount: 500_000 - sold * 10_000 })
      })
    })

    it('runs its race tests on PostgreSQL only', () => {
      expect(['pglite', 'postgres']).toContain(ctx.kind)
    })
  },
  { poolMax: 40 },
)
