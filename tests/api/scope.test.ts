import { PAYMENT_STATUS } from '@contract/payments'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { type AuthUser, authenticate } from '../../server/domain/auth/sessions'
import { DomainError } from '../../server/domain/errors'
import { exportPayments } from '../../server/domain/exports/payments-export'
import { loadOwnPayment } from '../../server/domain/payments/actions/load'
import { listTermExtensions } from '../../server/domain/payments/actions/term-extensions'
import { advanceOwnPayments } from '../../server/domain/payments/clock'
import { listPayments } from '../../server/domain/payments/list'
import { computeResume, totalPaymentsByUser } from '../../server/domain/resume'
import { scopeOf } from '../../server/domain/scope'
import { type Actor, forEachDatabase } from './harness'

/**
 * Whose payments a caller sees, decided once (domain/scope.ts) for the five places that used to decide it
 * each on their own: the actions' load, the payment clock, the list, the export and the resume. The demo
 * supplier's payments are checked against the platform operator (role admin), a platform vendor and the
 * other demo supplier and customer (foreign organizations).
 */
forEachDatabase('scope of a caller', (ctx) => {
  const auths = {} as Record<Exclude<Actor, 'anonymous'>, AuthUser>
  let supplierOrg: number
  let paymentId: number
  const notFound = { status: 404 }

  beforeAll(async () => {
    for (const actor of [
      'admin',
      'vendor',
      'admin-supplier',
      'customer',
      'other-supplier',
      'other-customer',
    ] as const) {
      const auth = await authenticate(ctx.db, await ctx.as(actor), ctx.clock)
      if (!auth) throw new Error(`no session for ${actor}`)
      auths[actor] = auth
    }
    supplierOrg = auths['admin-supplier'].organizationId
    const [row] = await ctx.db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.supplierOrganizationId, supplierOrg),
          eq(schema.payments.customerOrganizationId, auths.customer.organizationId),
        ),
      )
      .limit(1)
    paymentId = row!.id
  })

  it('scopeOf names the side: supplier, customer, the platform operator explicitly, nothing for vendors', () => {
    expect(scopeOf(auths['admin-supplier'])).toEqual({ side: 'supplier', organizationId: supplierOrg })
    expect(scopeOf(auths.customer)).toEqual({
      side: 'customer',
      organizationId: auths.customer.organizationId,
    })
    expect(scopeOf(auths.admin)).toEqual({ side: 'platform' })
    expect(scopeOf(auths.vendor)).toEqual({ side: 'none' })
  })

  it('actions (load): the parties load the payment; the operator, a vendor and strangers get 404', async () => {
    const load = (actor: keyof typeof auths) =>
      loadOwnPayment(ctx.db, ctx.clock, auths[actor], paymentId, 'x')
    expect((await load('admin-supplier')).id).toBe(paymentId)
    expect((await load('customer')).id).toBe(paymentId)
    for (const actor of ['admin', 'vendor', 'other-supplier', 'other-customer'] as const) {
      await expect(load(actor), actor).rejects.toBeInstanceOf(DomainError)
      await expect(load(actor), actor).rejects.toMatchObject(notFound)
    }
  })

  it('list: the parties find the payment; the operator and a vendor get an empty page, strangers miss it', async () => {
    const find = (actor: keyof typeof auths) =>
      listPayments(ctx.db, ctx.clock, auths[actor], { id: paymentId })
    expect((await find('admin-supplier')).total).toBe(1)
    expect((await find('customer')).total).toBe(1)
    for (const actor of ['admin', 'vendor', 'other-supplier', 'other-customer'] as const) {
      expect((await find(actor)).total, actor).toBe(0)
    }
    expect((await listPayments(ctx.db, ctx.clock, auths.admin, {})).total).toBe(0)
    // The same for the term extension requests, which read the payments of the caller's side.
    const requests = await listTermExtensions(ctx.db, ctx.clock, auths.admin, {})
    expect(requests.total).toBe(0)
  })

  it('resume: the operator and a vendor are a party to nothing', async () => {
    for (const actor of ['admin', 'vendor'] as const) {
      expect(await computeResume(ctx.db, ctx.clock, auths[actor]), actor).toEqual({
        amount_available: 0,
        total_reserved_credit_lines: 0,
      })
      expect(await totalPaymentsByUser(ctx.db, ctx.clock, auths[actor]), actor).toEqual({
        total: 0,
        count: 0,
      })
    }
    const supplier = await computeResume(ctx.db, ctx.clock, auths['admin-supplier'])
    expect(supplier.sales_receivable_total).toBeGreaterThan(0)
    const stranger = await computeResume(ctx.db, ctx.clock, auths['other-supplier'])
    expect(stranger.sales_receivable_total).not.toBe(supplier.sales_receivable_total)
  })

  it('export: the operator reads across organizations; a stranger naming another owner and a vendor get 404', async () => {
    const deps = { db: ctx.db, clock: ctx.clock, brand: 'Impulso' }
    const request = { exportOption: 'historic' } as const
    await expect(exportPayments(deps, auths.admin, request)).resolves.toHaveProperty('filename')
    await expect(
      exportPayments(deps, auths.admin, { ...request, owner_id: supplierOrg }),
    ).resolves.toHaveProperty('filename')
    await expect(
      exportPayments(deps, auths['other-supplier'], { ...request, owner_id: supplierOrg }),
    ).rejects.toMatchObject(notFound)
    await expect(exportPayments(deps, auths.vendor, request)).rejects.toMatchObject(notFound)
    await expect(exportPayments(deps, auths['admin-supplier'], request)).resolves.toHaveProperty('filename')
  })

  it('clock: a caller moves only its own due payments; the operator, a vendor and strangers move none', async () => {
    const [pending] = await ctx.db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.supplierOrganizationId, supplierOrg),
          eq(schema.payments.statusId, PAYMENT_STATUS.pending),
        ),
      )
      .limit(1)
    const id = pending!.id
    await ctx.db
      .update(schema.payments)
      .set({ expirationDate: '2025-03-01' })
      .where(eq(schema.payments.id, id))
    const status = async () => {
      const [row] = await ctx.db
        .select({ statusId: schema.payments.statusId })
        .from(schema.payments)
        .where(eq(schema.payments.id, id))
      return row!.statusId
    }
    for (const actor of ['admin', 'vendor', 'other-supplier', 'other-customer'] as const) {
      await advanceOwnPayments(ctx.db, ctx.clock, scopeOf(auths[actor]))
      expect(await status(), actor).toBe(PAYMENT_STATUS.pending)
    }
    await advanceOwnPayments(ctx.db, ctx.clock, scopeOf(auths['admin-supplier']))
    expect(await status()).toBe(PAYMENT_STATUS.expired)
  })
})
