import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ACTION_MSG } from '@contract/paymentActions'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { forEachDatabase, type TestResponse } from './harness'
import {
  chargedPayment,
  fileOf,
  type Parties,
  PNG,
  partiesOf,
  paymentRow,
  proofForm,
} from './payment-action-fixtures'
import {
  creditState,
  expectLedgerBalanced,
  newCustomer,
  newSupplier,
  post,
  type TestCustomer,
  type TestSupplier,
} from './sales-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'obrafiado-race-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const tally = (answers: TestResponse[]) => {
  const out: Record<string, number> = {}
  for (const res of answers) {
    const key = res.status === 200 ? (res.body.success ? 'ok' : String(res.body.msg)) : `HTTP ${res.status}`
    out[key] = (out[key] ?? 0) + 1
  }
  return out
}

const movementsOf = async (ctx: Parameters<Parameters<typeof forEachDatabase>[1]>[0], paymentId: number) =>
  ctx.db.select().from(schema.creditMovements).where(eq(schema.creditMovements.paymentId, paymentId))

/** Real parallel transactions: only on PostgreSQL (PGlite runs one query at a time). */
forEachDatabase(
  'payment actions under concurrency',
  (ctx) => {
    let customer: TestCustomer
    let supplier: TestSupplier
    let parties: Parties
    beforeAll(async () => {
      customer = await newCustomer(ctx, { creditLimit: 1_000_000 })
      supplier = await newSupplier(ctx)
      parties = partiesOf(customer, supplier)
    })
    const act = (token: string, path: string, json: unknown) =>
      post(ctx, `/api/payments/${path}`, token, json)

    describe.runIf(ctx.kind === 'postgres')('PostgreSQL', () => {
      it('confirm racing reject, 20 rounds: exactly one wins each time, the ledger stays balanced', async () => {
        const outcomes: Record<string, number> = {}
        for (let round = 0; round < 20; round++) {
          const id = await chargedPayment(ctx, parties, { status: S.to_confirm, amount: 10_000 + round })
          const [confirm, reject] = await Promise.all([
            act(supplier.token, 'confirm-payment', { payment_id: id }),
            act(supplier.vendorToken, 'reject-payment', { payment_id: id }),
          ])
          const winners = [confirm, reject].filter((res) => res.status === 200 && res.body.success === true)
          expect(winners, `round ${round}: ${confirm.text} / ${reject.text}`).toHaveLength(1)
          const row = await paymentRow(ctx, id)
          const movements = await movementsOf(ctx, id)
          if (confirm.body.success) {
            expect(row.statusId).toBe(S.paid)
            // The rejection lost to a paid payment.
            expect(reject.status).toBe(403)
            expect(reject.body).toEqual({ msg: ACTION_MSG.paidBlocked })
            expect(movements.map((m) => m.amount)).toEqual([10_000 + round, -(10_000 + round)])
            outcomes.confirmed = (outcomes.confirmed ?? 0) + 1
          } else {
            expect(row.statusId).toBe(S.rejected)
            // Whether it read before or after the rejection, the confirmation answers as for a rejected payment.
            expect(confirm.body).toEqual({ success: false, msg: ACTION_MSG.notToConfirm })
            expect(movements).toHaveLength(1)
            outcomes.rejected = (outcomes.rejected ?? 0) + 1
          }
          const events = await ctx.db
            .select()
            .from(schema.paymentEvents)
            .where(eq(schema.paymentEvents.paymentId, id))
          expect(events).toHaveLength(1)
        }
        console.info(`confirm vs reject, 20 rounds: ${JSON.stringify(outcomes)}`)
        await expectLedgerBalanced(ctx, customer.orgId)
      })

      it('10 concurrent confirms of one payment give the credit back once', async () => {
        const before = await creditState(ctx, customer.orgId)
        const id = await chargedPayment(ctx, parties, { status: S.to_confirm, amount: 55_555 })
        const tokens = [supplier.token, supplier.vendorToken]
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => act(tokens[i % 2]!, 'confirm-payment', { payment_id: id })),
        )
        expect(tally(answers)).toEqual({ ok: 1, 'HTTP 403': 9 })
        expect((await movementsOf(ctx, id)).map((m) => m.amount)).toEqual([55_555, -55_555])
        const after = await expectLedgerBalanced(ctx, customer.orgId)
        expect(after.used).toBe(before.used)
      })

      it('informar pago racing confirm and a customer report: one payment, paid once', async () => {
        const id = await chargedPayment(ctx, parties, { status: S.to_confirm, amount: 1_000 })
        const answers = await Promise.all([
          act(supplier.token, 'confirm-payment', { payment_id: id }),
          ctx.request('POST', '/api/payments/report-payment', {
            token: supplier.vendorToken,
            form: proofForm(id),
          }),
          act(supplier.token, 'confirm-payment', { payment_id: id }),
        ])
        expect(answers.filter((a) => a.body.success === true)).toHaveLength(1)
        expect((await movementsOf(ctx, id)).filter((m) => m.kind === 'payment')).toHaveLength(1)
        await expectLedgerBalanced(ctx, customer.orgId)
      })

      it('10 concurrent edits lowering the amount adjust the credit exactly once', async () => {
        const id = await chargedPayment(ctx, parties, { amount: 100_000 })
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            act(supplier.token, `update-payment/${id}`, { term: 20, amount: 400 }),
          ),
        )
        // An edit that reads the payment after the winner committed finds it already at 400 and writes the same
        // values again (allowed, nothing to give back); the others lost the conditional UPDATE. How many come late
        // depends on the machine's load; the credit moves once either way.
        const answered = tally(answers)
        expect(answered.ok).toBeGreaterThanOrEqual(1)
        expect((answered.ok ?? 0) + (answered[ACTION_MSG.alreadyProcessed] ?? 0)).toBe(10)
        const late = await act(supplier.token, `update-payment/${id}`, { term: 20, amount: 400 })
        expect(tally([late])).toEqual({ ok: 1 })
        expect((await movementsOf(ctx, id)).map((m) => m.amount)).toEqual([100_000, -60_000])
        await expectLedgerBalanced(ctx, customer.orgId)
      })

      it('10 concurrent extension requests make one request', async () => {
        const id = await chargedPayment(ctx, parties)
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            act(customer.token, 'request-extend-term', { payment_id: id, days: i + 1 }),
          ),
        )
        expect(answers.filter((a) => a.body.success === true)).toHaveLength(1)
        expect(answers.every((a) => a.status === 200)).toBe(true)
        const requests = await ctx.db
          .select()
          .from(schema.termExtensionRequests)
          .where(eq(schema.termExtensionRequests.paymentId, id))
        expect(requests).toHaveLength(1)
        // Accepting twice at once extends once.
        const handles = await Promise.all(
          [supplier.token, supplier.vendorToken].map((token) =>
            act(token, 'handle-request-extend-term', {
              term_extension_request_id: requests[0]!.id,
              accepted: true,
            }),
          ),
        )
        expect(tally(handles)).toEqual({ ok: 1, [ACTION_MSG.extensionHandled]: 1 })
        expect((await paymentRow(ctx, id)).extendedTerm).toBe(requests[0]!.days)
      })

      it('5 concurrent proof uploads: one report, and the losers leave no bytes behind', async () => {
        const id = await chargedPayment(ctx, parties)
        const dir = join(dataDir, 'files')
        const stored = () => (existsSync(dir) ? readdirSync(dir).filter((name) => name !== '.tmp') : [])
        const before = stored().length
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            ctx.request('POST', '/api/payments/report-payment', {
              token: customer.token,
              form: proofForm(id, fileOf(new Uint8Array([...PNG, i]), `pago-${i}.png`)),
            }),
          ),
        )
        expect(answers.filter((a) => a.body.success === true)).toHaveLength(1)
        expect(stored()).toHaveLength(before + 1)
        const files = await ctx.db.select().from(schema.files).where(eq(schema.files.paymentId, id))
        expect(files).toHaveLength(1)
        expect((await paymentRow(ctx, id)).proofFileId).toBe(files[0]!.id)
      })
    })

    it('runs its race tests on PostgreSQL only', () => {
      expect(['pglite', 'postgres']).toContain(ctx.kind)
    })
  },
  { poolMax: 30, env: { DATA_DIR: dataDir } },
)
