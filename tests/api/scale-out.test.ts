import { SALE_MSG } from '@contract/sales'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CODE_ATTEMPTS } from '../../server/domain/codes/purchase-codes'
import { type ProcessEngine, postgresEngine } from './process/engines'
import { type Answer, call, type ServerProcess, startServer } from './process/server-process'
import { seedCustomer, seedSupplier, type WorldCustomer, type WorldSupplier } from './process/world'

/**
 * The production shape: several stateless API processes behind a load balancer on one
 * PostgreSQL. Two real server processes on one fresh database; every race is split across both (request i
 * goes to process i mod 2) and must give the same exact results as one process.
 */

const adminUrl = process.env.TEST_DATABASE_URL
const title = `scale-out: two API processes on one PostgreSQL${adminUrl ? '' : ' — skipped: TEST_DATABASE_URL is not set (PGlite cannot be shared by two processes)'}`

const tally = (answers: Answer[]) => {
  const out: Record<string, number> = {}
  for (const a of answers) {
    const key = !a.answered
      ? `no answer: ${a.error}`
      : a.status === 200
        ? a.body.success
          ? 'ok'
          : String(a.body.msg)
        : `HTTP ${a.status}`
    out[key] = (out[key] ?? 0) + 1
  }
  return out
}

describe.skipIf(!adminUrl)(title, () => {
  let engine: ProcessEngine
  const servers: ServerProcess[] = []
  let supplier: WorldSupplier
  /** One supplier and one customer per guess burst: the supplier's own failure cap must not carry over. */
  let guessers: { supplier: WorldSupplier; customer: WorldCustomer }[]
  let raceCustomer: WorldCustomer
  let redeemCustomer: WorldCustomer
  const LIMIT = 10_000 // pesos
  const AMOUNT = 123.45
  const GUESS_BURSTS = 3
  const base = (i: number) => servers[i % 2]!.base

  beforeAll(async () => {
    engine = await postgresEngine(adminUrl!)
    ;({ supplier, raceCustomer, redeemCustomer, guessers } = await engine.seed(async (db) => ({
      supplier: await seedSupplier(db),
      raceCustomer: await seedCustomer(db, { creditLimit: LIMIT }),
      redeemCustomer: await seedCustomer(db, { creditLimit: 100_000 }),
      guessers: await Promise.all(
        Array.from({ length: GUESS_BURSTS }, async () => ({
          supplier: await seedSupplier(db),
          customer: await seedCustomer(db, { creditLimit: 100_000 }),
        })),
      ),
    })))
    // Both start together: their migrations meet on the advisory lock.
    const started = await Promise.allSettled([startServer(engine.env), startServer(engine.env)])
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  }, 400_000)

  afterAll(async () => {
    for (const server of servers) await server.crash()
    await engine?.dispose()
  })

  const creditState = async (customer: WorldCustomer) =>
    engine.sql(async (query) => {
      const [row] = await query(
        `select cl.used::text as used,
                (select coalesce(sum(m.amount), 0)::text from credit_movements m where m.credit_line_id = cl.id) as sum,
                (select count(*)::int from credit_movements m where m.credit_line_id = cl.id) as movements,
                (select count(*)::int from payments p where p.customer_organization_id = cl.organization_id) as payments
           from credit_lines cl where cl.organization_id = $1`,
        [customer.orgId],
      )
      return {
        used: Number(row!.used),
        sum: Number(row!.sum),
        movements: Number(row!.movements),
        payments: Number(row!.payments),
      }
    })

  const sale = (i: number, customer: WorldCustomer, code: string, amount: number, by = supplier) =>
    call(base(i), '/api/payments/create', {
      token: i % 4 < 2 ? by.token : by.vendorToken,
      json: { user_id: customer.userId, amount, term: 30, token: code, reference: `s${i}` },
    })

  it('200 concurrent sales on one credit line across both: exactly floor(limit / amount) approved, no overdraw', async () => {
    const shared = await call(base(0), '/api/shared-tokens/create', {
      token: raceCustomer.token,
      json: { supplier_id: supplier.orgId },
    })
    expect(shared.status, shared.text).toBe(200)
    const code = String(shared.body.token)
    const expected = Math.floor((LIMIT * 100) / Math.round(AMOUNT * 100)) // 81
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => sale(i, raceCustomer, code, AMOUNT)),
    )
    const counts = tally(answers)
    // Which process wins how many of the line's sales is the scheduler's choice (on a loaded machine one may
    // take them all); what must hold is the exact total over both, each having answered its hundred.
    const okBy = [0, 1].map((p) => answers.filter((a, i) => i % 2 === p && a.body.success).length)
    console.info(`200 sales across 2 processes: ${JSON.stringify(counts)}, approved by each: ${okBy}`)
    expect(counts).toEqual({ ok: expected, [SALE_MSG.overAvailable]: 200 - expected })
    for (const p of [0, 1])
      expect(answers.filter((a, i) => i % 2 === p && a.status === 200)).toHaveLength(100)
    const ids = new Set(answers.filter((a) => a.body.success).map((a) => (a.body.data as { id: number }).id))
    expect(ids.size).toBe(expected)
    const state = await creditState(raceCustomer)
    expect(state).toEqual({
      used: expected * Math.round(AMOUNT * 100),
      sum: expected * Math.round(AMOUNT * 100),
      movements: expected,
      payments: expected,
    })
    expect(state.used).toBeLessThanOrEqual(LIMIT * 100)
  })

  it('one one-time code redeemed by 50 concurrent requests across both: exactly one sale', async () => {
    const issued = await call(base(1), '/api/customers/generate-token', { token: redeemCustomer.token })
    expect(issued.status, issued.text).toBe(200)
    const code = String(issued.body.token)
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => sale(i, redeemCustomer, code, 10)))
    expect(tally(answers)).toEqual({ ok: 1, [SALE_MSG.invalidCode]: 49 })
    expect(await creditState(redeemCustomer)).toEqual({ used: 1000, sum: 1000, movements: 1, payments: 1 })
    // Losing the race for the right code is not a guess: nothing counted against the code or the supplier.
    const counted = await engine.sql((query) =>
      query(
        `select (select attempts from purchase_codes where user_id = $1) as attempts,
                (select count(*)::int from code_failures where supplier_organization_id = $2) as failures`,
        [redeemCustomer.userId, supplier.orgId],
      ),
    )
    expect(counted[0]).toEqual({ attempts: 0, failures: 0 })
  })

  it(`${GUESS_BURSTS} bursts of 80 concurrent wrong guesses + the right one (17th) across both: at most 5 evaluated, the code burns, no sale`, async () => {
    const RIGHT = 16
    for (const [burst, { supplier: guesser, customer }] of guessers.entries()) {
      const issued = await call(base(burst), '/api/customers/generate-token', { token: customer.token })
      expect(issued.status, issued.text).toBe(200)
      const code = String(issued.body.token)
      const guess = (i: number) =>
        i === RIGHT ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      const answers = await Promise.all(
        Array.from({ length: 81 }, (_, i) => sale(i, customer, guess(i), 10, guesser)),
      )
      const counts = tally(answers)
      const right = answers[RIGHT]!
      console.info(
        `burst ${burst + 1}: 81 guesses across 2 processes: ${JSON.stringify(counts)}; the right one: ${right.text}`,
      )
      expect(answers.every((a) => a.answered && a.status === 200)).toBe(true)
      const [row] = await engine.sql((query) =>
        query('select attempts, used_at from purchase_codes where user_id = $1', [customer.userId]),
      )
      // The right code came after 16 wrong tries: refused, the code burnt and unused, nothing sold.
      expect(
        right.body.success,
        `burst ${burst + 1}: the right code, sent 17th, was accepted (attempts counted: ${row!.attempts}): ${JSON.stringify(counts)}`,
      ).toBe(false)
      // At most 5 guesses were evaluated: the counter never passes 5 and at most 4 wrong guesses were told
      // "not valid" (the 5th burns the code; later ones are refused without being compared).
      expect(Number(row!.attempts)).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS)
      expect(counts[SALE_MSG.invalidCode] ?? 0).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS - 1)
      expect(counts.ok ?? 0).toBe(0)
      expect(Number(row!.attempts)).toBe(MAX_CODE_ATTEMPTS)
      expect(row!.used_at).toBeNull()
      expect(await creditState(customer)).toEqual({ used: 0, sum: 0, movements: 0, payments: 0 })
    }
  })
})
