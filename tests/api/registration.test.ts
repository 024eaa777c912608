import { MSG } from '@contract/messages'
import { REG_MSG } from '@contract/registrationTexts'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { DAY } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { hashToken } from '../../server/domain/registration/tokens'
import { firstErrors, forEachDatabase, type TestContext } from './harness'
import {
  completeApplication,
  declare,
  freshEmail,
  legalBody,
  recordStep,
  slotsFor,
  startApplication,
  step1Body,
  tokenHeader,
  uploadGroup,
  userOf,
} from './matrix/registration'

const applicationOf = async (ctx: TestContext, token: string) => {
  const [row] = await ctx.db
    .select()
    .from(schema.registrationApplications)
    .where(eq(schema.registrationApplications.registerTokenHash, hashToken(token)))
  if (!row) throw new Error('no application')
  return row
}

const snapshot = (ctx: TestContext, token: string) =>
  ctx.request('GET', '/api/register/application', { headers: tokenHeader(token) })

forEachDatabase('registration wizard', (ctx) => {
  it('step 1 starts an application: web origin, opt-ins, centavos, lower-cased e-mail, a 30-day token', async () => {
    const email = freshEmail('Mayus').toUpperCase()
    const res = await ctx.request('POST', '/api/register/step-1', {
      json: step1Body({ contact_email: email }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, msg: REG_MSG.stepSaved })
    const token = res.body.register_token as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const row = await applicationOf(ctx, token)
    expect(row).toMatchObject({
      origin: 'web',
      status: 'in_progress',
      contactEmail: email.toLowerCase(),
      creditRequested: 15_000_050,
      businessType: 'company',
      lastStep: null,
      referredBySupplierId: null,
    })
    expect(row.optinsAcceptedAt).toEqual(ctx.clock.now())
    expect(row.registerTokenExpiresAt.getTime() - ctx.clock.now().getTime()).toBe(30 * DAY)
    expect(row.registerTokenHash).not.toBe(token)
  })

  it('step 1 answers every validation message', async () => {
    const empty = await ctx.request('POST', '/api/register/step-1', { json: {} })
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.body.errors as object).sort()).toEqual(
      [
        'business_name',
        'business_type',
        'contact_email',
        'contact_name',
        'contact_phone',
        'credit_requested',
        'optin_data_protection',
        'optin_terms_and_conditions',
      ].sort(),
    )
    const bad = await ctx.request('POST', '/api/register/step-1', {
      json: step1Body({
        contact_phone: '5512345',
        contact_email: 'no-es-correo',
        business_type: 'sociedad',
        optin_data_protection: false,
        optin_terms_and_conditions: false,
        credit_requested: -5,
        extra: 1,
      }),
    })
    expect(bad.status).toBe(422)
    expect(firstErrors(bad.body)).toMatchObject({
      contact_phone: [REG_MSG.phoneLength],
      contact_email: [REG_MSG.invalidEmail],
      business_type: [REG_MSG.businessType],
      optin_data_protection: [REG_MSG.optin],
      optin_terms_and_conditions: [REG_MSG.optin],
      extra: [MSG.unknownField],
    })
    expect(firstErrors(bad.body).credit_requested).toHaveLength(1)
  })

  it('step 1 refuses the e-mail of an existing user and allows restarting with the same e-mail', async () => {
    const before = await ctx.tableCounts()
    const taken = await ctx.request('POST', '/api/register/step-1', {
      json: step1Body({ contact_email: ' Cliente@Demo.MX ' }),
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({ contact_email: [REG_MSG.emailTaken] })
    expect(await ctx.tableCounts()).toEqual(before)
    const email = freshEmail()
    const first = await startApplication(ctx, { contact_email: email })
    const second = await startApplication(ctx, { contact_email: email })
    expect(first).not.toBe(second)
  })

  it('caps applications per e-mail: the 6th within an hour is 429, an hour later it is fine', async () => {
    const email = freshEmail('insistente')
    for (let i = 0; i < 5; i++) await startApplication(ctx, { contact_email: email })
    const sixth = await ctx.request('POST', '/api/register/step-1', {
      json: step1Body({ contact_email: email }),
    })
    expect(sixth.status).toBe(429)
    expect(sixth.body).toEqual({ msg: REG_MSG.tooManyApplications })
    expect(Number(sixth.headers.get('retry-after'))).toBe(3600)
    const start = ctx.clock.now()
    ctx.clock.advance(61 * 60_000)
    try {
      await startApplication(ctx, { contact_email: email })
    } finally {
      ctx.clock.set(start)
    }
  })

  it('token errors: missing 422, mismatched header 422, unknown 404, expired 404', async () => {
    const token = await startApplication(ctx)
    const missing = await ctx.request('POST', '/api/register/step-2', {
      json: legalBody(token, { register_token: undefined }),
    })
    expect(missing.status).toBe(422)
    expect(firstErrors(missing.body)).toEqual({ register_token: [REG_MSG.required] })
    const mismatch = await ctx.request('POST', '/api/register/step-2', {
      headers: tokenHeader(await startApplication(ctx)),
      json: legalBody(token),
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.errors).toEqual({ register_token: [REG_MSG.verifyData] })
    const noHeaderGet = await ctx.request('GET', '/api/register/application')
    expect(noHeaderGet.status).toBe(422)
    for (const unknown of ['x'.repeat(43), 'corto']) {
      const res = await ctx.request('POST', '/api/register/step-2', { json: legalBody(unknown) })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ msg: REG_MSG.tokenInvalid })
    }
    const start = ctx.clock.now()
    ctx.clock.advance(30 * DAY)
    try {
      const expired = await ctx.request('POST', '/api/register/step-2', { json: legalBody(token) })
      expect(expired.status).toBe(404)
      expect((await snapshot(ctx, token)).status).toBe(404)
    } finally {
      ctx.clock.set(start)
    }
    expect((await applicationOf(ctx, token)).legalRepresentative).toBeNull()
  })

  it('step 2 stores the legal representative; a replay before submission overwrites it', async () => {
    const token = await startApplication(ctx)
    const res = await ctx.request('POST', '/api/register/step-2', {
      headers: tokenHeader(token),
      json: legalBody(token, { email: 'Luis@DelValle.test' }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: REG_MSG.stepSaved })
    expect((await applicationOf(ctx, token)).legalRepresentative).toMatchObject({
      name: 'Luis',
      email: 'luis@delvalle.test',
    })
    await ctx.request('POST', '/api/register/step-2', { json: legalBody(token, { name: 'Jorge' }) })
    expect((await snapshot(ctx, token)).body.legal_representative).toEqual({
      name: 'Jorge',
      last_name: 'Pérez',
      email: 'luis.perez@delvalle.test',
      phone: '525598765432',
    })
    const bad = await ctx.request('POST', '/api/register/step-2', {
      json: legalBody(token, { name: '', phone: '55', email: 'x', optin: false }),
    })
    expect(firstErrors(bad.body)).toEqual({
      name: [REG_MSG.required],
      phone: [REG_MSG.phoneLength],
      email: [REG_MSG.invalidEmail],
      optin: [REG_MSG.optin],
    })
  })

  it('step 5: payment user copied from the buyer, required otherwise, e-mails of users refused', async () => {
    const token = await startApplication(ctx)
    const buyer = userOf('Comprador')
    const same = await ctx.request('POST', '/api/register/step-5', {
      json: { buyer_user: buyer, is_payment_user_same_as_buyer: true, register_token: token },
    })
    expect(same.status).toBe(200)
    expect((await applicationOf(ctx, token)).users).toEqual({
      buyer_user: buyer,
      is_payment_user_same_as_buyer: true,
      payment_user: buyer,
    })
    for (const payment_user of [undefined, null, {}, { ...userOf('Pagos'), phone: '' }]) {
      const res = await ctx.request('POST', '/api/register/step-5', {
        json: {
          buyer_user: buyer,
          is_payment_user_same_as_buyer: false,
          payment_user,
          register_token: token,
        },
      })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ payment_user: [REG_MSG.paymentUserIncomplete] })
    }
    const badEmail = await ctx.request('POST', '/api/register/step-5', {
      json: {
        buyer_user: buyer,
        is_payment_user_same_as_buyer: false,
        payment_user: { ...userOf('Pagos'), email: 'pagos' },
        register_token: token,
      },
    })
    expect(badEmail.body.errors).toEqual({ 'payment_user.email': [REG_MSG.invalidEmail] })
    const taken = await ctx.request('POST', '/api/register/step-5', {
      json: {
        buyer_user: { ...buyer, email: 'comprador@demo.mx' },
        is_payment_user_same_as_buyer: false,
        payment_user: { ...userOf('Pagos'), email: 'PROVEEDOR@demo.mx' },
        register_token: token,
      },
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({
      'buyer_user.email': [REG_MSG.emailTaken],
      'payment_user.email': [REG_MSG.emailTaken],
    })
    const missing = await ctx.request('POST', '/api/register/step-5', { json: { register_token: token } })
    expect(Object.keys(missing.body.errors as object).sort()).toEqual([
      'buyer_user',
      'is_payment_user_same_as_buyer',
    ])
    const payment = userOf('Pagos')
    const separate = await ctx.request('POST', '/api/register/step-5', {
      json: {
        buyer_user: buyer,
        is_payment_user_same_as_buyer: false,
        payment_user: payment,
        register_token: token,
      },
    })
    expect(separate.status).toBe(200)
    expect((await snapshot(ctx, token)).body.users).toEqual({
      buyer_user: buyer,
      is_payment_user_same_as_buyer: false,
      payment_user: payment,
    })
  })

  it('step 6 accepts only the slots of its group and of the business type', async () => {
    const person = await startApplication(ctx, { business_type: 'person' })
    const acta = await declare(ctx, person, 'general-info', slotsFor(['constitutive_act']))
    expect(acta.status).toBe(422)
    expect(acta.body.errors).toEqual({ filesData: [REG_MSG.verifyData] })
    const bankInGeneral = await declare(ctx, person, 'general-info', slotsFor(['bank_statement_1']))
    expect(bankInGeneral.status).toBe(422)
    const generalInBank = await declare(ctx, person, 'bank-statements', slotsFor(['tax_address']))
    expect(generalInBank.status).toBe(422)
    const twice = await declare(ctx, person, 'general-info', [
      { prop: 'tax_address', hash: 'aaaaaaaa1' },
      { prop: 'tax_address', hash: 'aaaaaaaa2' },
    ])
    expect(twice.status).toBe(422)
    const unknown = await declare(ctx, person, 'general-info', [{ prop: 'passport', hash: 'x' }])
    expect(firstErrors(unknown.body)).toMatchObject({ 'filesData.0.prop': [REG_MSG.verifyData] })
    const none = await declare(ctx, person, 'general-info', [])
    expect(firstErrors(none.body)).toEqual({ filesData: [REG_MSG.fileRequired] })
    const ok = await declare(ctx, person, 'general-info', slotsFor(['tax_address', 'fiscal_situation']))
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({
      success: true,
      msg: REG_MSG.stepSaved,
      customer_id: (await applicationOf(ctx, person)).id,
    })
    const reused = await declare(ctx, person, 'bank-statements', [
      {
        prop: 'bank_statement_1',
        hash: (
          await ctx.db
            .select()
            .from(schema.registrationDocuments)
            .where(eq(schema.registrationDocuments.applicationId, ok.body.customer_id as number))
        )[0]!.hash,
      },
    ])
    expect(reused.status).toBe(422)
    const bank = await declare(
      ctx,
      person,
      'bank-statements',
      slotsFor(['bank_statement_1', 'bank_statement_2', 'bank_statement_3']),
    )
    expect(bank.status).toBe(200)
  })

  for (const type of ['company', 'person'] as const) {
    it(`the whole wizard for a ${type}: each step recorded only when complete, snapshots, submission`, async () => {
      const token = await startApplication(ctx, { business_type: type, contact_name: 'Ana López' })
      const first = await snapshot(ctx, token)
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({
        last_step: null,
        business_type: type,
        info: {
          business_name: 'Constructora Del Valle',
          contact_phone: '525512345678',
          credit_requested: 150000.5,
        },
        legal_representative: null,
        users: null,
        documents: [],
      })
      expect((await recordStep(ctx, token, 'info')).status).toBe(200)
      expect((await snapshot(ctx, token)).body.last_step).toBe('info')

      const general =
        type === 'company'
          ? [
              'official_identification_legal_representative',
              'constitutive_act',
              'fiscal_situation',
              'tax_address',
            ]
          : ['official_identification_legal_representative', 'fiscal_situation', 'tax_address']
      const early = await recordStep(ctx, token, 'files-company')
      expect(early.status).toBe(422)
      expect(early.body.errors).toEqual(Object.fromEntries(general.map((p) => [p, [REG_MSG.fileRequired]])))
      await uploadGroup(ctx, token, 'general-info', general.slice(0, 1))
      const partial = await recordStep(ctx, token, 'files-company')
      expect(Object.keys(partial.body.errors as object)).toEqual(general.slice(1))
      await uploadGroup(ctx, token, 'general-info', general.slice(1))
      expect((await recordStep(ctx, token, 'files-company')).status).toBe(200)
      const docs = (await snapshot(ctx, token)).body.documents as {
        prop: string
        name: string
        size: number
      }[]
      expect(docs.map((d) => d.prop).sort()).toEqual([...general].sort())
      expect(docs[0]).toEqual({ prop: general[0], name: `${general[0]}_0.pdf`, size: expect.any(Number) })

      const bankEarly = await recordStep(ctx, token, 'files-bank-statements')
      expect(bankEarly.body.errors).toEqual({
        bank_statement_1: [REG_MSG.fileRequired],
        bank_statement_2: [REG_MSG.fileRequired],
        bank_statement_3: [REG_MSG.fileRequired],
      })
      await uploadGroup(ctx, token, 'bank-statements', [
        'bank_statement_1',
        'bank_statement_2',
        'bank_statement_3',
      ])
      expect((await recordStep(ctx, token, 'files-bank-statements')).status).toBe(200)

      const legalEarly = await recordStep(ctx, token, 'legal-representative')
      expect(legalEarly.body.errors).toEqual({ legal_representative: [REG_MSG.completeRequired] })
      const usersEarly = await recordStep(ctx, token, 'users')
      expect(usersEarly.status).toBe(422)
      expect(usersEarly.body.errors).toEqual({
        legal_representative: [REG_MSG.completeRequired],
        users: [REG_MSG.completeRequired],
      })
      await ctx.request('POST', '/api/register/step-2', { json: legalBody(token) })
      expect((await recordStep(ctx, token, 'legal-representative')).status).toBe(200)
      expect((await snapshot(ctx, token)).body).toMatchObject({ last_step: 'legal-representative' })
      expect((await recordStep(ctx, token, 'users')).body.errors).toEqual({
        users: [REG_MSG.completeRequired],
      })
      const buyer = userOf('Comprador')
      await ctx.request('POST', '/api/register/step-5', {
        json: { buyer_user: buyer, is_payment_user_same_as_buyer: true, register_token: token },
      })
      expect((await snapshot(ctx, token)).body.users).toMatchObject({ buyer_user: buyer })

      const submitted = await recordStep(ctx, token, 'users')
      expect(submitted.status).toBe(200)
      expect(submitted.body).toMatchObject({ success: true, msg: REG_MSG.submitted })
      const quiz = submitted.body.questionnaire_token as string
      expect(quiz).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const row = await applicationOf(ctx, token)
      expect(row).toMatchObject({
        status: 'submitted',
        lastStep: 'users',
        questionnaireTokenHash: hashToken(quiz),
      })
      expect(row.submittedAt).toEqual(ctx.clock.now())
      const mail = await ctx.lastMailTo(row.contactEmail)
      expect(mail?.subject).toBe('Recibimos tu solicitud en Obrafiado')
      expect(mail?.text).toContain('48 horas hábiles')
      expect(mail?.text).toContain(`http://obrafiado.test/questionnaire/?token=${quiz}`)
    })
  }

  it('after submission every wizard call is 403 and changes nothing', async () => {
    const { token, id } = await completeApplication(ctx)
    expect((await recordStep(ctx, token, 'users')).status).toBe(200)
    const row = await applicationOf(ctx, token)
    const before = await ctx.tableCounts()
    const calls = [
      () => ctx.request('POST', '/api/register/step-2', { json: legalBody(token, { name: 'Otro' }) }),
      () =>
        ctx.request('POST', '/api/register/step-5', {
          json: { buyer_user: userOf('Otro'), is_payment_user_same_as_buyer: true, register_token: token },
        }),
      () => declare(ctx, token, 'general-info', slotsFor(['tax_address'])),
      () => declare(ctx, token, 'bank-statements', slotsFor(['bank_statement_1'])),
      () => recordStep(ctx, token, 'users'),
      () => recordStep(ctx, token, 'info'),
      () => snapshot(ctx, token),
      () => ctx.request('POST', '/api/register/step-1', { headers: tokenHeader(token), json: step1Body() }),
    ]
    for (const call of calls) {
      const res = await call()
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ msg: REG_MSG.alreadySubmitted })
    }
    expect(await applicationOf(ctx, token)).toEqual(row)
    expect(await ctx.tableCounts()).toEqual(before)
    expect(id).toBe(row.id)
  })

  it('step 1 with a token corrects the application; a new business type drops documents it no longer needs', async () => {
    const token = await startApplication(ctx, { business_type: 'company' })
    await uploadGroup(ctx, token, 'general-info', ['constitutive_act', 'tax_address'])
    const res = await ctx.request('POST', '/api/register/step-1', {
      headers: tokenHeader(token),
      json: step1Body({ business_type: 'person', business_name: 'Juan Obras', credit_requested: 20000 }),
    })
    expect(res.status).toBe(200)
    expect(res.body.register_token).toBe(token)
    const snap = await snapshot(ctx, token)
    expect(snap.body).toMatchObject({
      business_type: 'person',
      info: { business_name: 'Juan Obras', credit_requested: 20000 },
    })
    expect((snap.body.documents as { prop: string }[]).map((d) => d.prop)).toEqual(['tax_address'])
    const unknown = await ctx.request('POST', '/api/register/step-1', {
      headers: tokenHeader('y'.repeat(43)),
      json: step1Body(),
    })
    expect(unknown.status).toBe(404)
  })
})
