import { BANK_STATEMENTS, generalDocumentsFor } from '@contract/registrationTexts'
import { ensureReferralCode } from '../../../server/domain/registration/client'
import type { TestContext, TestResponse } from '../harness'
import { fileOf, PDF } from '../payment-action-fixtures'
import { everyone, type MatrixEntry, onlyRoles, SUPPLIER } from './lib'

/*
 * The registration wizard, its uploads and the supplier-side client registration, and the
 * fixtures their API tests share. The wizard is public: a register token, not a session, names the
 * application, so every actor (signed in or not, other-* included) gets the same answer.
 */

let sequence = 0
/** An e-mail no user or application has yet. */
export const freshEmail = (label = 'prospecto') =>
  `${label}.${Date.now().toString(36)}.${(sequence++).toString(36)}@registro.test`

/** A valid step-1 body (wire phone with the 52 prefix). */
export const step1Body = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Constructora Del Valle',
  contact_name: 'Ana López',
  contact_phone: '525512345678',
  contact_email: freshEmail(),
  business_type: 'company',
  credit_requested: 150000.5,
  optin_data_protection: true,
  optin_terms_and_conditions: true,
  ...overrides,
})

export const legalBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Luis',
  last_name: 'Pérez',
  email: 'luis.perez@delvalle.test',
  phone: '525598765432',
  optin: true,
  register_token: token,
  ...overrides,
})

export const userOf = (label: string) => ({
  name: label,
  last_name: 'Ramírez',
  email: freshEmail(label.toLowerCase()),
  phone: '525511112222',
})

/** POST register/step-1: a new application; returns its register token. */
export async function startApplication(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const res = await ctx.request('POST', '/api/register/step-1', { json: step1Body(overrides) })
  if (res.status !== 200 || typeof res.body.register_token !== 'string') {
    throw new Error(`step-1: ${res.status} ${res.text}`)
  }
  return res.body.register_token
}

export const tokenHeader = (token: string) => ({ Register_Token: token })

/** A slot declaration for each prop, with a distinct hash. */
export const slotsFor = (props: readonly string[], tag = 'h') =>
  props.map((prop, i) => ({
    prop,
    hash: `${tag}${i}-${prop.length}-${Math.random().toString(16).slice(2, 10)}`,
  }))

export async function declare(
  ctx: TestContext,
  token: string,
  group: 'general-info' | 'bank-statements',
  filesData: { prop: string; hash: string }[],
): Promise<TestResponse> {
  return ctx.request('POST', `/api/register/step-6-${group}`, {
    headers: tokenHeader(token),
    json: { filesData, register_token: token },
  })
}

/** multipart for media/files. */
export function mediaForm(
  token: string,
  customerId: number | string,
  files: File[],
  hashes: string[],
): FormData {
  const form = new FormData()
  for (const file of files) form.append('files', file)
  form.set('register_token', token)
  form.set('customer_id', String(customerId))
  form.set('hashNames', JSON.stringify(hashes))
  return form
}

/** Declares and uploads a PDF for each slot of the group; returns the application id. */
export async function uploadGroup(
  ctx: TestContext,
  token: string,
  group: 'general-info' | 'bank-statements',
  props: readonly string[],
): Promise<number> {
  const slots = slotsFor(props)
  const declared = await declare(ctx, token, group, slots)
  if (declared.status !== 200) throw new Error(`declare: ${declared.status} ${declared.text}`)
  const id = declared.body.customer_id as number
  const files = slots.map((slot) => fileOf(PDF, `${slot.prop}.pdf`, 'application/pdf'))
  const res = await ctx.request('POST', '/api/media/files', {
    form: mediaForm(
      token,
      id,
      files,
      slots.map((s) => s.hash),
    ),
  })
  if (res.status !== 200) throw new Error(`media/files: ${res.status} ${res.text}`)
  return id
}

export const recordStep = (ctx: TestContext, token: string, step: string) =>
  ctx.request('POST', '/api/status-customer/create', {
    headers: tokenHeader(token),
    json: { step, register_token: token },
  })

/**
 * An application with every step saved and recorded but the last (users not yet recorded): the caller
 * submits it. Returns its token and id.
 */
export async function completeApplication(
  ctx: TestContext,
  type: 'company' | 'person' = 'company',
): Promise<{ token: string; id: number }> {
  const token = await startApplication(ctx, { business_type: type })
  await recordStep(ctx, token, 'info')
  const id = await uploadGroup(
    ctx,
    token,
    'general-info',
    generalDocumentsFor(type).map((d) => d.prop),
  )
  await recordStep(ctx, token, 'files-company')
  await uploadGroup(
    ctx,
    token,
    'bank-statements',
    BANK_STATEMENTS.map((d) => d.prop),
  )
  await recordStep(ctx, token, 'files-bank-statements')
  const legal = await ctx.request('POST', '/api/register/step-2', { json: legalBody(token) })
  if (legal.status !== 200) throw new Error(`step-2: ${legal.text}`)
  await recordStep(ctx, token, 'legal-representative')
  const users = await ctx.request('POST', '/api/register/step-5', {
    json: { buyer_user: userOf('Comprador'), is_payment_user_same_as_buyer: true, register_token: token },
  })
  if (users.status !== 200) throw new Error(`step-5: ${users.text}`)
  return { token, id }
}

/** The demo supplier's referral code (made on first use). */
export const demoReferralCode = async (ctx: TestContext) =>
  ensureReferralCode(ctx.db, await ctx.organizationIdOf('proveedor@demo.mx'))

export const REGISTRATION_ROUTES: MatrixEntry[] = [
  {
    route: 'POST /api/register/step-1',
    expect: everyone(200),
    request: () => ({ json: step1Body() }),
  },
  {
    route: 'POST /api/register/step-2',
    expect: everyone(200),
    request: async ({ ctx }) => ({ json: legalBody(await startApplication(ctx)) }),
  },
  {
    route: 'POST /api/register/step-5',
    expect: everyone(200),
    request: async ({ ctx }) => ({
      json: {
        buyer_user: userOf('Comprador'),
        is_payment_user_same_as_buyer: true,
        register_token: await startApplication(ctx),
      },
    }),
  },
  {
    route: 'POST /api/register/step-6-general-info',
    expect: everyone(200),
    request: async ({ ctx }) => ({
      json: { filesData: slotsFor(['constitutive_act']), register_token: await startApplication(ctx) },
    }),
  },
  {
    route: 'POST /api/register/step-6-bank-statements',
    expect: everyone(200),
    request: async ({ ctx }) => ({
      json: { filesData: slotsFor(['bank_statement_1']), register_token: await startApplication(ctx) },
    }),
  },
  {
    route: 'GET /api/register/application',
    expect: everyone(200),
    request: async ({ ctx }) => ({
      path: `/api/register/application?register_token=${await startApplication(ctx)}`,
    }),
  },
  {
    route: 'POST /api/media/files',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const token = await startApplication(ctx)
      const slots = slotsFor(['tax_address'])
      const declared = await declare(ctx, token, 'general-info', slots)
      return {
        form: mediaForm(
          token,
          declared.body.customer_id as number,
          [fileOf(PDF, 'domicilio.pdf')],
          [slots[0]!.hash],
        ),
      }
    },
  },
  {
    route: 'POST /api/status-customer/create',
    expect: everyone(200),
    request: async ({ ctx }) => ({ json: { step: 'info', register_token: await startApplication(ctx) } }),
  },
  // Without a code: the signed-in supplier's own form (other-supplier gets its own).
  { route: 'GET /api/register/client-form', expect: onlyRoles(SUPPLIER) },
  {
    route: 'POST /api/register/client',
    expect: everyone(200),
    request: async ({ ctx }) => ({
      json: {
        business_name: 'Obras Norte',
        contact_name: 'Marta Ruiz',
        contact_phone: '525500001111',
        contact_email: freshEmail('cliente'),
        business_type: 'person',
        supplier_referral_code: await demoReferralCode(ctx),
        vendor_user_id: await ctx.userId('vendedor@demo.mx'),
      },
    }),
  },
]
