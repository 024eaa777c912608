import { DIRECTORY_MSG, REWARD_PROGRAMS, rewardSchema, rewardsResumeSchema } from '@contract/directory'
import { PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import * as schema from '../../server/db/schema'
import { createApplication } from './applications-fixtures'
import { firstErrors, forEachDatabase } from './harness'
import { chargedPayment, type Parties, partiesOf, paymentRow, proofForm } from './payment-action-fixtures'
import { newCustomer, newSupplier, post, type TestCustomer, type TestSupplier } from './sales-fixtures'

const TERMS = { credit_limit: 100_000, transaction_limit: 50_000, term_limit: 30 }

forEachDatabase(
  'rewards: resume, catalogue and accrual',
  (ctx) => {
    let customer: TestCustomer
    let supplier: TestSupplier
    let parties: Parties
    beforeAll(async () => {
      customer = await newCustomer(ctx, { creditLimit: 5_000_000, transactionLimit: 1_000_000 })
      supplier = await newSupplier(ctx)
      parties = partiesOf(customer, supplier)
    })
    const resumeOf = async (token: string) => {
      const res = await ctx.request('GET', '/api/rewards/get-resume', { token })
      expect(res.status, res.text).toBe(200)
      return rewardsResumeSchema.parse(res.body)
    }
    const entriesOf = (organizationId: number) =>
      ctx.db
        .select()
        .from(schema.rewardEntries)
        .where(eq(schema.rewardEntries.organizationId, organizationId))
    const confirm = (id: number) =>
      post(ctx, '/api/payments/confirm-payment', supplier.token, { payment_id: id })

    describe('reading', () => {
      it('gives the demo builder its points, the programs and the current referral reward', async () => {
        const resume = await resumeOf(await ctx.as('admin-customer'))
        expect(resume.points).toBeGreaterThan(0)
        expect(resume.referrals).toBe(0)
        expect(resume.programs).toEqual(REWARD_PROGRAMS.map((p) => ({ id: p.id, conditions: p.conditions })))
        expect(resume.currentReferralReward).toMatchObject({
          name: 'Bono por cliente referido',
          amount: 500,
          currency: 'MXN',
          image_url: '/rewards/bono-por-cliente-referido.svg',
        })
      })

      it('gives the demo supplier its approved referral', async () => {
        const resume = await resumeOf(await ctx.as('admin-supplier'))
        expect(resume).toMatchObject({ points: 0, referrals: 1 })
      })

      it('lists the rewards of each program; a bad program is a Spanish 422', async () => {
        const token = await ctx.as('admin-customer')
        const points = await ctx.request('GET', '/api/rewards?reward_program_id=2', { token })
        const list = z.array(rewardSchema).parse(points.body.data)
        expect(list.map((r) => [r.name, r.amount, r.currency])).toEqual([
          ['Casco de seguridad', 150, 'PTS'],
          ['Juego de herramientas', 600, 'PTS'],
          ['Tarjeta de regalo de $1,000', 1000, 'PTS'],
          ['Taladro inalámbrico', 2500, 'PTS'],
        ])
        for (const r of list) expect(r.image_url).toMatch(/^\/rewards\/[a-z0-9-]+\.svg$/)
        const referrals = await ctx.request('GET', '/api/rewards?reward_program_id=1', { token })
        expect((referrals.body.data as { currency: string }[]).every((r) => r.currency === 'MXN')).toBe(true)
        for (const query of [
          '',
          '?reward_program_id=3',
          '?reward_program_id=abc',
          '?reward_program_id=1.0',
        ]) {
          const res = await ctx.request('GET', `/api/rewards${query}`, { token })
          expect(res.status, query).toBe(422)
          expect(firstErrors(res.body)).toEqual({ reward_program_id: [DIRECTORY_MSG.rewardProgram] })
        }
      })
    })

    describe('points for purchases paid on or before the due date', () => {
      it('grants floor(amount / 100) points when the supplier confirms an on-time payment, once', async () => {
        const before = (await resumeOf(customer.token)).points
        const id = await chargedPayment(ctx, parties, { status: S.to_confirm, amount: 123_456, dueInDays: 0 })
        expect((await confirm(id)).body.success).toBe(true)
        expect((await resumeOf(customer.token)).points).toBe(before + 12)
        // Confirming again is refused and grants nothing.
        const again = await confirm(id)
        expect(again.body.success === true).toBe(false)
        expect((await resumeOf(customer.token)).points).toBe(before + 12)
        const rows = (await entriesOf(customer.orgId)).filter((e) => e.paymentId === id)
        expect(rows).toMatchObject([
          { kind: 'on_time_payment', points: 12, eventKey: `on_time_payment:${id}` },
        ])
      })

      it("grants them when the supplier informs the payment ('Informar pago')", async () => {
        const before = (await resumeOf(customer.token)).points
        const id = await chargedPayment(ctx, parties, { status: S.pending, amount: 50_000 })
        const res = await ctx.request('POST', '/api/payments/report-payment', {
          token: supplier.token,
          form: proofForm(id),
        })
        expect(res.body.success, res.text).toBe(true)
        expect((await paymentRow(ctx, id)).statusId).toBe(S.paid)
        expect((await resumeOf(customer.token)).points).toBe(before + 5)
      })

      it('grants nothing for a payment made after its due date', async () => {
        const before = (await resumeOf(customer.token)).points
        const id = await chargedPayment(ctx, parties, { status: S.expired, amount: 900_000, dueInDays: -3 })
        const res = await ctx.request('POST', '/api/payments/report-payment', {
          token: supplier.token,
          form: proofForm(id),
        })
        expect(res.body.success, res.text).toBe(true)
        expect((await resumeOf(customer.token)).points).toBe(before)
      })

      it('grants nothing when the confirmation is rejected, and the points stay with the right business', async () => {
        const other = await newCustomer(ctx)
        const before = (await resumeOf(customer.token)).points
        const id = await chargedPayment(ctx, parties, { status: S.to_confirm, amount: 200_000 })
        const res = await post(ctx, '/api/payments/reject-payment', supplier.token, { payment_id: id })
        expect(res.body.success).toBe(true)
        expect((await resumeOf(customer.token)).points).toBe(before)
        expect((await resumeOf(other.token)).points).toBe(0)
        // The supplier earns no points from its own sales.
        expect((await resumeOf(supplier.token)).points).toBe(0)
      })

      it.runIf(ctx.kind === 'postgres')('racing confirmations grant the points once', async () => {
        for (let round = 0; round < 5; round++) {
          const before = (await resumeOf(customer.token)).points
          const id = await chargedPayment(ctx, parties, { status: S.to_confirm, amount: 100_000 })
          const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(id)))
          expect(answers.filter((a) => a.body.success === true)).toHaveLength(1)
          expect((await resumeOf(customer.token)).points).toBe(before + 10)
        }
      })
    })

    describe('referral prize on approval', () => {
      const approve = async (id: number) =>
        ctx.request('POST', `/api/applications/${id}/approve`, { token: await ctx.as('admin'), json: TERMS })

      it("credits the referring supplier once, in the approval's transaction", async () => {
        const referrer = await newSupplier(ctx)
        const application = await createApplication(ctx, { referredBy: referrer.orgId })
        expect((await resumeOf(referrer.token)).referrals).toBe(0)
        expect((await approve(application.id)).status).toBe(200)
        expect((await approve(application.id)).body.success === true).toBe(false)
        const resume = await resumeOf(referrer.token)
        expect(resume.referrals).toBe(1)
        expect(await entriesOf(referrer.orgId)).toMatchObject([
          { kind: 'referral_approved', programId: 1, amount: 500_00, applicationId: application.id },
        ])
      })

      it('credits nothing for an application without a referral or a declined one', async () => {
        const referrer = await newSupplier(ctx)
        const declined = await createApplication(ctx, { referredBy: referrer.orgId })
        const res = await ctx.request('POST', `/api/applications/${declined.id}/decline`, {
          token: await ctx.as('admin'),
          json: { reason: 'Sin documentos' },
        })
        expect(res.status, res.text).toBe(200)
        const before = await ctx.db.$count(schema.rewardEntries)
        const plain = await createApplication(ctx)
        expect((await approve(plain.id)).status).toBe(200)
        expect(await ctx.db.$count(schema.rewardEntries)).toBe(before)
        expect((await resumeOf(referrer.token)).referrals).toBe(0)
      })

      it.runIf(ctx.kind === 'postgres')('racing approvals credit the prize once', async () => {
        const referrer = await newSupplier(ctx)
        const application = await createApplication(ctx, { referredBy: referrer.orgId })
        const answers = await Promise.all(Array.from({ length: 4 }, () => approve(application.id)))
        expect(answers.filter((a) => a.body.success === true)).toHaveLength(1)
        expect(await entriesOf(referrer.orgId)).toHaveLength(1)
      })
    })
  },
  { poolMax: 12 },
)
