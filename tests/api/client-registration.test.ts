import { MSG } from '@contract/messages'
import { REG_MSG } from '@contract/registrationTexts'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { hashToken } from '../../server/domain/registration/tokens'
import { createOrganization } from '../../server/domain/users/create'
import { firstErrors, forEachDatabase, type TestContext } from './harness'
import { demoReferralCode, freshEmail, recordStep, step1Body, tokenHeader } from './matrix/registration'

const clientBody = (code: string, overrides: Record<string, unknown> = {}) => ({
  business_name: 'Obras Norte',
  contact_name: 'Marta Ruiz',
  contact_phone: '525500001111',
  contact_email: freshEmail('cliente'),
  business_type: 'person',
  supplier_referral_code: code,
  origin: 'frontdesk',
  continueRegistration: true,
  ...overrides,
})

const register = (ctx: TestContext, body: unknown) =>
  ctx.request('POST', '/api/register/client', { json: body })

/** A new supplier organization (no referral code) with an admin-supplier user; returns ids and a session. */
async function newSupplier(ctx: TestContext, canSelectVendor: boolean) {
  const organizationId = await createOrganization(ctx.db, {
    kind: 'supplier',
    businessName: `Materiales ${Math.random().toString(36).slice(2, 7)}`,
    canSelectVendor,
  })
  const email = freshEmail('proveedor')
  const userId = await ctx.createUser({ organizationId, role: 'admin-supplier', name: 'Pedro', email })
  return { organizationId, userId, token: await ctx.tokenFor(email) }
}

forEachDatabase('client registration', (ctx) => {
  it('client-form by code: the supplier, whether it selects vendors, and its vendors', async () => {
    const code = await demoReferralCode(ctx)
    const res = await ctx.request(
      'GET',
      `/api/register/client-form?supplier_referral_code=${code.toLowerCase()}`,
    )
    expect(res.status).toBe(200)
    const vendorId = await ctx.userId('vendedor@demo.mx')
    expect(res.body).toMatchObject({ supplier_referral_code: code, can_select_vendor: true })
    // The vendors numbered as the sale's vendor list numbers them (docs/decisions.md#vendors).
    expect(res.body.vendors).toContainEqual({ id: vendorId, code: `V-${vendorId}`, name: 'Jorge Ruiz' })
    const forSales = await ctx.request('GET', '/api/suppliers/get-vendors', {
      token: await ctx.as('admin-supplier'),
    })
    expect(res.body.vendors).toEqual(forSales.body.data)
    const unknown = await ctx.request('GET', '/api/register/client-form?supplier_referral_code=NOEXISTE')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ msg: REG_MSG.referralCodeInvalid })
  })

  it("client-form without a code: the signed-in supplier's own, a code made once; others 401/403", async () => {
    const supplier = await newSupplier(ctx, false)
    const first = await ctx.request('GET', '/api/register/client-form', { token: supplier.token })
    expect(first.status).toBe(200)
    const code = first.body.supplier_referral_code as string
    expect(code).toMatch(/^P[A-Z0-9]{7}$/)
    expect(first.body).toMatchObject({ can_select_vendor: false, vendors: [] })
    const again = await ctx.request('GET', '/api/register/client-form', { token: supplier.token })
    expect(again.body.supplier_referral_code).toBe(code)
    const [org] = await ctx.db
      .select({ code: schema.organizations.referralCode })
      .from(schema.organizations)
      .where(eq(schema.organizations.id, supplier.organizationId))
    expect(org?.code).toBe(code)
    expect((await ctx.request('GET', '/api/register/client-form')).status).toBe(401)
    const customer = await ctx.request('GET', '/api/register/client-form', {
      token: await ctx.as('customer'),
    })
    expect(customer.status).toBe(403)
    const vendor = await ctx.request('GET', '/api/register/client-form', {
      token: await ctx.as('vendor-supplier'),
    })
    expect(vendor.body.supplier_referral_code).toBe(await demoReferralCode(ctx))
  })

  it('registers a client: frontdesk application with referral and vendor, a mail with the link to continue', async () => {
    const code = await demoReferralCode(ctx)
    const vendorId = await ctx.userId('vendedor@demo.mx')
    const body = clientBody(code, { vendor_user_id: vendorId, credit_requested: 50000 })
    const res = await register(ctx, body)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: REG_MSG.clientRegistered })
    const [row] = await ctx.db
      .select()
      .from(schema.registrationApplications)
      .where(eq(schema.registrationApplications.contactEmail, body.contact_email))
    expect(row).toMatchObject({
      origin: 'frontdesk',
      status: 'in_progress',
      referredBySupplierId: await ctx.organizationIdOf('proveedor@demo.mx'),
      vendorUserId: vendorId,
      optinsAcceptedAt: null,
      creditRequested: 5_000_000,
      businessType: 'person',
    })
    const mail = await ctx.lastMailTo(body.contact_email)
    const link = /http:\/\/obrafiado\.test\/register\/info\?register_token=([A-Za-z0-9_-]{43})/.exec(
      mail?.text ?? '',
    )
    expect(link).not.toBeNull()
    const token = link![1]!
    expect(hashToken(token)).toBe(row!.registerTokenHash)

    // The prospect opens the link: the wizard resumes, asks for the opt-ins, then keeps the referral.
    const snap = await ctx.request('GET', `/api/register/application?register_token=${token}`)
    expect(snap.status).toBe(200)
    expect(snap.body).toMatchObject({
      customer_id: row!.id,
      business_type: 'person',
      info: { credit_requested: 50000 },
    })
    const info = await recordStep(ctx, token, 'info')
    expect(info.status).toBe(422)
    expect(info.body.errors).toEqual({ optin_terms_and_conditions: [REG_MSG.optin] })
    const step1 = await ctx.request('POST', '/api/register/step-1', {
      headers: tokenHeader(token),
      json: step1Body({ contact_email: body.contact_email, business_type: 'person' }),
    })
    expect(step1.status).toBe(200)
    expect((await recordStep(ctx, token, 'info')).status).toBe(200)
    const [after] = await ctx.db
      .select()
      .from(schema.registrationApplications)
      .where(eq(schema.registrationApplications.id, row!.id))
    expect(after).toMatchObject({
      origin: 'frontdesk',
      referredBySupplierId: row!.referredBySupplierId,
      vendorUserId: vendorId,
    })
    expect(after!.optinsAcceptedAt).not.toBeNull()
  })

  it('without an amount the info step asks for it', async () => {
    const body = clientBody(await demoReferralCode(ctx), {
      vendor_user_id: await ctx.userId('vendedor@demo.mx'),
    })
    expect((await register(ctx, body)).status).toBe(200)
    const mail = await ctx.lastMailTo(body.contact_email)
    const token = /register_token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!
    expect(
      (await ctx.request('GET', '/api/register/application', { headers: tokenHeader(token) })).body,
    ).toMatchObject({
      info: { credit_requested: 0 },
    })
    expect((await recordStep(ctx, token, 'info')).body.errors).toEqual({
      credit_requested: [REG_MSG.creditRequested],
      optin_terms_and_conditions: [REG_MSG.optin],
    })
  })

  it('vendor rules, unknown code, taken e-mail and field messages; nothing stored on a refusal', async () => {
    const code = await demoReferralCode(ctx)
    const otherVendor = await ctx.createUser({
      organizationId: await ctx.organizationIdOf('proveedor2@demo.mx'),
      role: 'vendor-supplier',
      name: 'Ajeno',
      email: freshEmail('ajeno'),
    })
    const before = await ctx.tableCounts()
    const noVendor = await register(ctx, clientBody(code))
    expect(noVendor.status).toBe(422)
    expect(noVendor.body.errors).toEqual({ vendor_user_id: [REG_MSG.required] })
    const foreign = await register(ctx, clientBody(code, { vendor_user_id: otherVendor }))
    expect(foreign.body.errors).toEqual({ vendor_user_id: [REG_MSG.vendorInvalid] })
    const notVendor = await register(
      ctx,
      clientBody(code, { vendor_user_id: await ctx.userId('proveedor@demo.mx') }),
    )
    expect(notVendor.body.errors).toEqual({ vendor_user_id: [REG_MSG.vendorInvalid] })
    const badCode = await register(
      ctx,
      clientBody('NADA123', { vendor_user_id: await ctx.userId('vendedor@demo.mx') }),
    )
    expect(badCode.body.errors).toEqual({ supplier_referral_code: [REG_MSG.referralCodeInvalid] })
    const taken = await register(
      ctx,
      clientBody(code, {
        vendor_user_id: await ctx.userId('vendedor@demo.mx'),
        contact_email: 'Cliente2@demo.mx',
      }),
    )
    expect(taken.body.errors).toEqual({ contact_email: [REG_MSG.emailTaken] })
    const fields = await register(ctx, {
      ...clientBody(code),
      contact_email: 'mal',
      contact_phone: '5500',
      business_type: '',
      origin: 'web',
      extra: true,
    })
    expect(fields.status).toBe(422)
    expect(firstErrors(fields.body)).toMatchObject({
      contact_email: [REG_MSG.clientEmail],
      contact_phone: [REG_MSG.clientPhone],
      business_type: [REG_MSG.businessType],
      extra: [MSG.unknownField],
    })
    expect(firstErrors(fields.body).origin).toHaveLength(1)
    expect(await ctx.tableCounts()).toEqual(before)
  })

  it('a supplier that does not select vendors needs none', async () => {
    const supplier = await newSupplier(ctx, false)
    const form = await ctx.request('GET', '/api/register/client-form', { token: supplier.token })
    const body = clientBody(form.body.supplier_referral_code as string, { business_type: 'company' })
    const res = await register(ctx, body)
    expect(res.status).toBe(200)
    const [row] = await ctx.db
      .select()
      .from(schema.registrationApplications)
      .where(eq(schema.registrationApplications.contactEmail, body.contact_email))
    expect(row).toMatchObject({ referredBySupplierId: supplier.organizationId, vendorUserId: null })
  })
})
