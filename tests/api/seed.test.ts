import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PAID_STATUS_IDS, PAYMENT_STATUS } from '@contract/payments'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { advancePaymentStatuses } from '../../server/domain/payments/clock'
import { seedDemo, seedTaggedWorld } from '../../server/seed/demo'
import { BLOCKED_SUPPLIER } from '../../server/seed/demo-directory'
import { seedDemoFiles } from '../../server/seed/demo-files'
import { demoImages } from '../../server/seed/demo-images'
import { forEachDatabase, TEST_SCRYPT_LOG_N } from './harness'
import { expectLedgerBalanced } from './sales-fixtures'

const ALL_STATUSES = Object.values(PAYMENT_STATUS).sort((a, b) => a - b)

forEachDatabase('demo seed', (ctx) => {
  const statusesOf = async (column: 'supplier' | 'customer', email: string) => {
    const organizationId = await ctx.organizationIdOf(email)
    const owner =
      column === 'supplier' ? schema.payments.supplierOrganizationId : schema.payments.customerOrganizationId
    const rows = await ctx.db
      .selectDistinct({ status: schema.payments.statusId })
      .from(schema.payments)
      .where(eq(owner, organizationId))
    return rows.map((r) => r.status).sort((a, b) => a - b)
  }

  it('gives both demo suppliers payments in every status, 1 to 10', async () => {
    expect(await statusesOf('supplier', 'proveedor@demo.mx')).toEqual(ALL_STATUSES)
    expect(await statusesOf('supplier', 'proveedor2@demo.mx')).toEqual(ALL_STATUSES)
  })

  it('gives both demo customers every status but non_payment, which would stop them buying', async () => {
    const withoutNonPayment = ALL_STATUSES.filter((s) => s !== PAYMENT_STATUS.non_payment)
    expect(await statusesOf('customer', 'cliente@demo.mx')).toEqual(withoutNonPayment)
    expect(await statusesOf('customer', 'cliente2@demo.mx')).toEqual(withoutNonPayment)
    // The reported non-payments belong to a third customer, Construcciones Vega.
    const [vega] = await ctx.db
      .select({ n: count() })
      .from(schema.payments)
      .innerJoin(schema.organizations, eq(schema.organizations.id, schema.payments.customerOrganizationId))
      .where(
        and(
          eq(schema.organizations.businessName, 'Construcciones Vega'),
          eq(schema.payments.statusId, PAYMENT_STATUS.non_payment),
        ),
      )
    expect(vega?.n).toBe(2)
  })

  it('pairs the main demo supplier and customer on at least 25 payments (the list pages)', async () => {
    const supplier = await ctx.organizationIdOf('proveedor@demo.mx')
    const customer = await ctx.organizationIdOf('cliente@demo.mx')
    const [row] = await ctx.db
      .select({ n: count() })
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.supplierOrganizationId, supplier),
          eq(schema.payments.customerOrganizationId, customer),
        ),
      )
    expect(row!.n).toBeGreaterThanOrEqual(25)
    // The unrelated pairs never meet.
    const other = await ctx.organizationIdOf('cliente2@demo.mx')
    const [crossed] = await ctx.db
      .select({ n: count() })
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.supplierOrganizationId, supplier),
          eq(schema.payments.customerOrganizationId, other),
        ),
      )
    expect(crossed!.n).toBe(0)
  })

  it('charges the unpaid capital through the credit ledger and leaves the customers with credit to spend', async () => {
    for (const email of ['cliente@demo.mx', 'cliente2@demo.mx']) {
      const organizationId = await ctx.organizationIdOf(email)
      const state = await expectLedgerBalanced(ctx, organizationId)
      const [unpaid] = await ctx.db
        .select({
          sum: sql<string>`coalesce(sum(${schema.payments.amount} - ${schema.payments.paidAmount}), 0)`,
        })
        .from(schema.payments)
        .where(
          and(
            eq(schema.payments.customerOrganizationId, organizationId),
            sql`${schema.payments.statusId} not in (${sql.raw(PAID_STATUS_IDS.join(', '))})`,
          ),
        )
      expect(state.used).toBe(Number(unpaid!.sum))
      const [line] = await ctx.db
        .select({ limit: schema.creditLines.creditLimit })
        .from(schema.creditLines)
        .where(eq(schema.creditLines.organizationId, organizationId))
      // Well under the limit: the demo customer can keep buying.
      expect(state.used).toBeLessThan(line!.limit / 2)
    }
    const robles = await ctx.request('GET', '/api/payments/resume', { token: await ctx.as('customer') })
    expect(robles.body.amount_available).toBe(195198.85)
    const hidalgo = await ctx.request('GET', '/api/payments/resume', {
      token: await ctx.as('other-customer'),
    })
    expect(hidalgo.body.amount_available).toBe(99420)
  })

  it('agrees with the payment clock: nothing moves on the first read', async () => {
    expect(await advancePaymentStatuses(ctx.db, ctx.clock)).toEqual({ expired: 0, notReported: 0 })
  })

  it('has a payment to confirm on each supplier, term extension requests pending, accepted and rejected', async () => {
    for (const email of ['proveedor@demo.mx', 'proveedor2@demo.mx']) {
      const organizationId = await ctx.organizationIdOf(email)
      const [row] = await ctx.db
        .select({ n: count() })
        .from(schema.payments)
        .where(
          and(
            eq(schema.payments.supplierOrganizationId, organizationId),
            eq(schema.payments.statusId, PAYMENT_STATUS.to_confirm),
            eq(schema.payments.manualConfirmationStatus, 'pending'),
          ),
        )
      expect(row!.n).toBeGreaterThanOrEqual(1)
    }
    const requests = await ctx.db
      .select({
        accepted: schema.termExtensionRequests.accepted,
        status: schema.payments.statusId,
        flag: schema.payments.pendingRequestExtendTerm,
        extended: schema.payments.extendedTerm,
        days: schema.termExtensionRequests.days,
        customer: schema.payments.customerOrganizationId,
      })
      .from(schema.termExtensionRequests)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.termExtensionRequests.paymentId))
    const robles = await ctx.organizationIdOf('cliente@demo.mx')
    const ofRobles = requests.filter((r) => r.customer === robles)
    expect(ofRobles.map((r) => r.accepted).sort()).toEqual([false, null, true].sort())
    for (const request of requests) {
      if (request.accepted === null)
        expect(request).toMatchObject({ status: PAYMENT_STATUS.pending, flag: true })
      if (request.accepted === true) expect(request.extended).toBe(request.days)
    }
  })

  it('gives Constructora Robles two projects with purchases on them', async () => {
    const res = await ctx.request('GET', '/api/projects', { token: await ctx.as('admin-customer') })
    expect(res.status).toBe(200)
    const projects = res.body.data as { name: string; payments_count: number }[]
    expect(projects.map((p) => p.name).sort()).toEqual(['Bodega El Salto', 'Torre Andares'])
    expect(projects.every((p) => p.payments_count > 0)).toBe(true)
    const [unassigned] = await ctx.db
      .select({ n: count() })
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.customerOrganizationId, await ctx.organizationIdOf('cliente@demo.mx')),
          isNull(schema.payments.projectId),
        ),
      )
    expect(unassigned!.n).toBeGreaterThan(0)
  })

  it('gives Obras Hidalgo projects too, and both builders quote requests in every status', async () => {
    const hidalgo = await ctx.request('GET', '/api/projects', { token: await ctx.as('other-customer') })
    const projects = hidalgo.body.data as {
      name: string
      payments_count: number
      type: string
      phase: string
    }[]
    expect(projects.length).toBeGreaterThanOrEqual(2)
    expect(projects.every((p) => p.payments_count > 0 && p.type && p.phase)).toBe(true)
    for (const actor of ['admin-customer', 'other-customer'] as const) {
      const res = await ctx.request('GET', '/api/quotes', { token: await ctx.as(actor) })
      const statuses = new Set((res.body.data as { status: string }[]).map((q) => q.status))
      // Answers (and so completed) come with their PDFs from seedDemoQuoteAnswers, after the transaction.
      expect([...statuses].sort()).toEqual(['no_response', 'pending'])
    }
  })

  it('is idempotent: a second run writes nothing', async () => {
    const before = await ctx.tableCounts()
    expect(await seedDemo({ db: ctx.db, clock: ctx.clock, scryptLogN: TEST_SCRYPT_LOG_N })).toBe(false)
    expect(await ctx.tableCounts()).toEqual(before)
  })
})

forEachDatabase('demo seed files', (ctx) => {
  it('stores a SPEI receipt on every payment awaiting confirmation or paid, and invoices, all downloadable', async () => {
    const stored = await seedDemoFiles(ctx.db, ctx.config)
    expect(stored).toBeGreaterThan(0)
    const missing = await ctx.db
      .select({ n: count() })
      .from(schema.payments)
      .where(
        and(
          sql`${schema.payments.statusId} in (${PAYMENT_STATUS.to_confirm}, ${PAYMENT_STATUS.paid})`,
          isNull(schema.payments.proofFileId),
        ),
      )
    expect(missing[0]?.n).toBe(0)
    // Every builder has completed quotes with real PDF answers; proveedor@demo.mx still has one to answer.
    for (const actor of ['admin-customer', 'other-customer'] as const) {
      const res = await ctx.request('GET', '/api/quotes', { token: await ctx.as(actor) })
      const statuses = new Set((res.body.data as { status: string }[]).map((q) => q.status))
      expect([...statuses].sort()).toEqual(['completed', 'no_response', 'pending'])
    }
    const requests = await ctx.request('GET', '/api/supplier-quotes/requests', {
      token: await ctx.as('admin-supplier'),
    })
    const open = requests.body.data as { status: string; my_answer: unknown }[]
    expect(open.some((q) => q.my_answer === null)).toBe(true)
    expect(open.some((q) => q.my_answer !== null)).toBe(true)
    // A second run finds nothing left to do.
    expect(await seedDemoFiles(ctx.db, ctx.config)).toBe(0)

    const token = await ctx.as('admin-supplier')
    const list = await ctx.request('GET', '/api/payments?status=to_confirm', { token })
    const payment = (list.body.data as { proof_payment_url: string | null }[])[0]!
    expect(payment.proof_payment_url).toMatch(/^\/api\/files\/\d+$/)
    const link = await ctx.request('GET', payment.proof_payment_url!, { token })
    const download = await ctx.app.request(link.body.url as string)
    expect(download.status).toBe(200)
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })
})

forEachDatabase('demo seed: directory, referrals and rewards', (ctx) => {
  const publicFile = (url: string) => fileURLToPath(new URL(`../../public${url}`, import.meta.url))

  it('lists at least 12 active suppliers with a served logo, phone, map link, state and city; the blocked one is hidden', async () => {
    const res = await ctx.request('GET', '/api/suppliers/get-suppliers-to-show?per_page=100', {
      token: await ctx.as('admin-customer'),
    })
    const data = res.body.data as Record<string, string | null>[]
    expect(data.length).toBeGreaterThanOrEqual(14)
    for (const s of data) {
      expect(s.logo_url, String(s.business_name)).toMatch(/^\/logos\/.+\.svg$/)
      expect(existsSync(publicFile(s.logo_url!)), s.logo_url!).toBe(true)
      expect(readFileSync(publicFile(s.logo_url!), 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      )
      expect(s.directory_vendor_phone).toMatch(/^52\d{10}$/)
      expect(s.map).toMatch(/^https:\/\/www\.google\.com\/maps\//)
      expect(s.state && s.city).toBeTruthy()
    }
    expect(data.map((s) => s.business_name)).not.toContain(BLOCKED_SUPPLIER.businessName)
    // The committed images are what the generator makes (npm run demo-images).
    for (const image of demoImages()) expect(readFileSync(publicFile(image.path), 'utf8')).toBe(image.svg)
  })

  it('gives proveedor@demo.mx referrals in every authorization state and the builder points', async () => {
    const referrals = await ctx.request('GET', '/api/customers/get-referrals-by-supplier', {
      token: await ctx.as('admin-supplier'),
    })
    const states = (referrals.body.data as { is_authorized: number | null }[]).map((r) => r.is_authorized)
    expect(new Set(states)).toEqual(new Set([null, 1, 0]))
    const resume = await ctx.request('GET', '/api/rewards/get-resume', {
      token: await ctx.as('admin-customer'),
    })
    expect(resume.body.points).toBeGreaterThan(0)
    for (const program of [1, 2]) {
      const rewards = await ctx.request('GET', `/api/rewards?reward_program_id=${program}`, {
        token: await ctx.as('admin-customer'),
      })
      const data = rewards.body.data as { image_url: string }[]
      expect(data.length).toBeGreaterThan(0)
      for (const r of data) expect(existsSync(publicFile(r.image_url)), r.image_url).toBe(true)
    }
  })

  it('gives a tagged world its own referrals and points, and the one rewards catalogue', async () => {
    const rewardsBefore = await ctx.db.$count(schema.rewards)
    const world = await seedTaggedWorld(
      { db: ctx.db, clock: ctx.clock, scryptLogN: TEST_SCRYPT_LOG_N, config: ctx.config },
      '0d1',
    )
    expect(await ctx.db.$count(schema.rewards)).toBe(rewardsBefore)
    const supplier = await ctx.tokenFor(world.accounts['proveedor@demo.mx']!.email)
    const referrals = await ctx.request('GET', '/api/customers/get-referrals-by-supplier', {
      token: supplier,
    })
    expect(referrals.body.total).toBe(4)
    const builder = await ctx.tokenFor(world.accounts['cliente@demo.mx']!.email)
    const base = await ctx.request('GET', '/api/rewards/get-resume', {
      token: await ctx.as('admin-customer'),
    })
    const own = await ctx.request('GET', '/api/rewards/get-resume', { token: builder })
    expect(own.body.points).toBe(base.body.points)
    const info = await ctx.request('GET', '/api/suppliers/get-business-information', { token: supplier })
    expect(info.body.data).toMatchObject({ logo_url: '/logos/materiales-el-fuerte.svg', state: 'Jalisco' })
  })
})

forEachDatabase('tagged demo worlds (each e2e test seeds its own)', (ctx) => {
  // Seeds the demo twice: about 1.5 s alone on PGlite, but it once took over 30 s in CI with vitest at its lower
  // CPU priority beside Playwright (scripts/test.mjs).
  it('copies the demo with tagged accounts beside the base one, touching nothing of it', async () => {
    const world = await seedTaggedWorld(
      { db: ctx.db, clock: ctx.clock, scryptLogN: TEST_SCRYPT_LOG_N, config: ctx.config },
      '00a',
    )
    expect(world.accounts['cliente@demo.mx']?.email).toBe('cliente+00a@demo.mx')
    expect(world.accounts['proveedor@demo.mx']?.organization_id).not.toBe(
      await ctx.organizationIdOf('proveedor@demo.mx'),
    )
    expect(Object.keys(world.payments).sort()).toContain('robles-pending-no-request')

    // Its builder signs in and has the demo's figures; the base builder's are unchanged.
    const token = await ctx.login('cliente+00a@demo.mx', world.password)
    const own = await ctx.request('GET', '/api/payments/resume', { token })
    expect(own.body.amount_available).toBe(195198.85)
    const base = await ctx.request('GET', '/api/payments/resume', { token: await ctx.as('customer') })
    expect(base.body.amount_available).toBe(195198.85)
    await expectLedgerBalanced(ctx, world.accounts['cliente@demo.mx']!.organization_id)

    // Files go on the world's payments only: the base demo's payments still have none.
    const [baseProofs] = await ctx.db
      .select({ n: count() })
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.supplierOrganizationId, await ctx.organizationIdOf('proveedor@demo.mx')),
          sql`${schema.payments.proofFileId} is not null`,
        ),
      )
    expect(baseProofs?.n).toBe(0)

    // A second world is another copy again.
    const second = await seedTaggedWorld(
      { db: ctx.db, clock: ctx.clock, scryptLogN: TEST_SCRYPT_LOG_N, config: ctx.config },
      '00b',
    )
    expect(second.payments['hidalgo-pending-new']).not.toBe(world.payments['hidalgo-pending-new'])
  })
})
