import type { ApplicationDetail, ApplicationSummary } from '@contract/applications'
import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registration'
import { SALE_MSG } from '@contract/sales'
import { and, eq, isNotNull } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { DEMO_REFERRAL_CODES } from '../../server/seed/demo'
import { DEMO_APPLICATION } from '../../server/seed/demo-application'
import { seedDemoFiles } from '../../server/seed/demo-files'
import { applicationRow, createApplication, mailsTo, VALID_ANSWERS } from './applications-fixtures'
import { ACTOR_EMAILS, ACTORS, firstErrors, forEachDatabase } from './harness'

const TERMS = { credit_limit: 150_000, transaction_limit: 50_000, term_limit: 30 }

forEachDatabase('applications (operator)', (ctx) => {
  // One session for the suite, so that counting rows before and after a request sees no new session.
  let operatorToken: string | undefined
  const operator = async () => {
    operatorToken ??= await ctx.as('admin')
    return operatorToken
  }
  const get = async (path: string) => ctx.request('GET', path, { token: await operator() })
  const post = async (path: string, json: unknown) =>
    ctx.request('POST', path, { token: await operator(), json })

  it('lists submitted applications newest first, with the referring supplier', async () => {
    const fuerte = await ctx.organizationIdOf('proveedor@demo.mx')
    const t = ctx.clock.now().getTime()
    const older = await createApplication(ctx, { submittedAt: new Date(t + 1000), referredBy: fuerte })
    const newer = await createApplication(ctx, { submittedAt: new Date(t + 2000) })
    await createApplication(ctx, { status: 'in_progress' })
    const res = await get('/api/applications')
    expect(res.status).toBe(200)
    const data = res.body.data as ApplicationSummary[]
    expect(data.every((a) => a.status === 'submitted')).toBe(true)
    expect(data.slice(0, 2).map((a) => a.id)).toEqual([newer.id, older.id])
    expect(data.find((a) => a.id === older.id)).toEqual({
      id: older.id,
      business_name: expect.stringMatching(/^Constructora Prueba/),
      business_type: 'company',
      contact_name: 'Patricia Ríos',
      contact_email: older.contactEmail,
      credit_requested: 250_000,
      status: 'submitted',
      last_step: 'users',
      origin: 'web',
      referred_by: 'Materiales El Fuerte',
      created_at: ctx.clock.now().toISOString(),
      submitted_at: new Date(t + 1000).toISOString(),
      tax_id: null,
      decided_at: null,
      decided_by: null,
    })
    expect(res.body).toMatchObject({ current_page: 1, last_page: 1, total: data.length, per_page: 20 })
  })

  it('filters by status and pages by 20', async () => {
    for (let i = 0; i < 21; i++) await createApplication(ctx, { status: 'in_progress' })
    const first = await get('/api/applications?status=in_progress')
    const total = first.body.total as number
    expect(total).toBeGreaterThanOrEqual(21)
    expect(first.body.last_page).toBe(Math.ceil(total / 20))
    expect((first.body.data as ApplicationSummary[]).every((a) => a.status === 'in_progress')).toBe(true)
    const second = await get('/api/applications?status=in_progress&page=2')
    expect(second.body.current_page).toBe(2)
    expect((second.body.data as unknown[]).length).toBe(Math.min(20, total - 20))
    const ids = new Set(
      [...(first.body.data as { id: number }[]), ...(second.body.data as { id: number }[])].map((a) => a.id),
    )
    expect(ids.size).toBe(Math.min(total, 40))
  })

  it('rejects an unknown status or page with 422', async () => {
    for (const query of ['status=pending', 'page=0', 'page=dos']) {
      const res = await get(`/api/applications?${query}`)
      expect(res.status, query).toBe(422)
      expect(res.body.message).toBe(REG_MSG.verifyData)
    }
    // An empty parameter is an absent one (every list reads it so): the default status.
    const empty = await get('/api/applications?status=')
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual((await get('/api/applications')).body)
  })

  it('shows everything an application sent', async () => {
    const application = await createApplication(ctx, { withFiles: true, quizAnswered: true })
    const res = await get(`/api/applications/${application.id}`)
    expect(res.status).toBe(200)
    const detail = res.body as ApplicationDetail
    expect(detail).toMatchObject({
      id: application.id,
      contact_phone: '524421234567',
      legal_representative: {
        name: 'Patricia',
        last_name: 'Ríos Lozano',
        email: application.contactEmail,
        phone: '524421234567',
      },
      users: {
        buyer_user: {
          name: 'Gerardo',
          last_name: 'Nava',
          email: application.buyerEmail,
          phone: '524421234568',
        },
        is_payment_user_same_as_buyer: false,
        payment_user: {
          name: 'Irma',
          last_name: 'Salgado',
          email: application.paymentEmail,
          phone: '524421234569',
        },
      },
      quiz_answers: VALID_ANSWERS,
      decline_reason: null,
      customer_organization_id: null,
      credit_line: null,
    })
    expect(detail.documents.map((d) => d.file_id)).toEqual(application.fileIds)
    expect(detail.documents[0]).toEqual({
      prop: 'official_identification_legal_representative',
      name: 'identificacion.png',
      size: expect.any(Number),
      file_id: application.fileIds[0],
    })
    expect(QUIZ_QUESTIONS).toHaveLength(detail.quiz_answers!.length)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      for (const [method, path, json] of [
        ['GET', `/api/applications/${id}`, undefined],
        ['POST', `/api/applications/${id}/approve`, TERMS],
        ['POST', `/api/applications/${id}/decline`, { reason: 'No' }],
      ] as const) {
        const res = await ctx.request(method, path, { token: await operator(), json })
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.body).toEqual({ msg: REG_MSG.applicationNotFound })
      }
    }
  })

  it('validates the approval terms with the contract messages and changes nothing', async () => {
    const application = await createApplication(ctx)
    const before = await ctx.tableCounts()
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          credit_limit: [MSG.required],
          transaction_limit: [MSG.required],
          term_limit: [REG_MSG.termInvalid],
        },
      ],
      [{ ...TERMS, credit_limit: 0 }, { credit_limit: [SALE_MSG.amountPositive] }],
      [{ ...TERMS, credit_limit: -5 }, { credit_limit: [SALE_MSG.amountPositive] }],
      [{ ...TERMS, credit_limit: 1000.123 }, { credit_limit: [SALE_MSG.amountDecimals] }],
      [{ ...TERMS, credit_limit: '150000' }, { credit_limit: ['El valor no es válido'] }],
      [{ ...TERMS, transaction_limit: 150_000.01 }, { transaction_limit: [REG_MSG.transactionOverCredit] }],
      // Both amounts valid: the per-sale limit is checked against the credit limit whatever the term says.
      [
        { credit_limit: 1000, transaction_limit: 5000 },
        { transaction_limit: [REG_MSG.transactionOverCredit], term_limit: [REG_MSG.termInvalid] },
      ],
      [{ ...TERMS, term_limit: 0 }, { term_limit: [REG_MSG.termInvalid] }],
      [{ ...TERMS, term_limit: 366 }, { term_limit: [REG_MSG.termInvalid] }],
      [{ ...TERMS, term_limit: 7.5 }, { term_limit: [REG_MSG.termInvalid] }],
      [{ ...TERMS, status: 'approved' }, { status: [MSG.unknownField] }],
    ]
    for (const [json, errors] of cases) {
      const res = await post(`/api/applications/${application.id}/approve`, json)
      expect(res.status, JSON.stringify(json)).toBe(422)
      expect(firstErrors(res.body), JSON.stringify(json)).toEqual(errors)
    }
    expect(await ctx.tableCounts()).toEqual(before)
    expect((await applicationRow(ctx, application.id)).status).toBe('submitted')
  })

  it('validates the decline reason', async () => {
    const application = await createApplication(ctx)
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { reason: [MSG.required] }],
      [{ reason: '   ' }, { reason: [MSG.required] }],
      [{ reason: 'x'.repeat(1001) }, { reason: ['Caracteres excedidos. Máximo: 1000'] }],
      [{ reason: 'No', notify: false }, { notify: [MSG.unknownField] }],
    ]
    for (const [json, errors] of cases) {
      const res = await post(`/api/applications/${application.id}/decline`, json)
      expect(res.status).toBe(422)
      expect(firstErrors(res.body)).toEqual(errors)
    }
    expect((await applicationRow(ctx, application.id)).status).toBe('submitted')
  })

  it('cannot decide an application still in progress', async () => {
    const application = await createApplication(ctx, { status: 'in_progress' })
    const before = await ctx.tableCounts()
    for (const [action, json] of [
      ['approve', TERMS],
      ['decline', { reason: 'Faltan documentos' }],
    ] as const) {
      const res = await post(`/api/applications/${application.id}/${action}`, json)
      expect(res.status).toBe(409)
      expect(res.body).toEqual({ msg: REG_MSG.applicationNotSubmitted })
    }
    expect(await ctx.tableCounts()).toEqual(before)
  })

  it('declines with the reason, mails it to the contact, and cannot decide again', async () => {
    const application = await createApplication(ctx)
    const reason = 'Los estados de cuenta no muestran ingresos suficientes.'
    const res = await post(`/api/applications/${application.id}/decline`, { reason: `  ${reason} ` })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, msg: REG_MSG.declined })
    expect((res.body.data as ApplicationDetail).decline_reason).toBe(reason)
    const row = await applicationRow(ctx, application.id)
    expect(row).toMatchObject({
      status: 'declined',
      declineReason: reason,
      decidedAt: ctx.clock.now(),
      decidedBy: await ctx.userId(ACTOR_EMAILS.admin),
      customerOrganizationId: null,
    })
    const mails = await mailsTo(ctx, application.contactEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(`Motivo: ${reason}`)
    expect(mails[0]!.html).toContain(reason)
    expect(await mailsTo(ctx, application.buyerEmail)).toHaveLength(0)

    const before = await ctx.tableCounts()
    for (const [action, json] of [
      ['approve', TERMS],
      ['decline', { reason: 'Otra vez' }],
    ] as const) {
      const again = await post(`/api/applications/${application.id}/${action}`, json)
      expect(again.status).toBe(409)
      expect(again.body).toEqual({ msg: REG_MSG.applicationDecided })
    }
    expect(await ctx.tableCounts()).toEqual(before)
    expect((await applicationRow(ctx, application.id)).declineReason).toBe(reason)
  })

  it('lets only the operator fetch registration documents', async () => {
    const application = await createApplication(ctx, { withFiles: true })
    const [fileId] = application.fileIds
    const res = await get(`/api/files/${fileId}`)
    expect(res.status).toBe(200)
    const download = await ctx.request('GET', res.body.url as string)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/png')
    for (const actor of ACTORS) {
      if (actor === 'admin' || actor === 'anonymous') continue
      const other = await ctx.request('GET', `/api/files/${fileId}`, { token: await ctx.as(actor) })
      expect(other.status, actor).toBe(404)
      expect(other.body).toEqual({ msg: ACTION_MSG.fileNotFound })
    }
    expect((await ctx.request('GET', `/api/files/${fileId}`)).status).toBe(401)
  })

  it('seeds a waiting application with its documents, and a referral code per demo supplier', async () => {
    const list = await get('/api/applications')
    const demo = (list.body.data as ApplicationSummary[]).find(
      (a) => a.business_name === DEMO_APPLICATION.businessName,
    )
    expect(demo).toMatchObject({
      status: 'submitted',
      referred_by: 'Materiales El Fuerte',
      credit_requested: 300_000,
    })
    await seedDemoFiles(ctx.db, ctx.config)
    const detail = (await get(`/api/applications/${demo!.id}`)).body as ApplicationDetail
    expect(detail.documents.map((d) => d.prop).sort()).toEqual(
      [
        'official_identification_legal_representative',
        'constitutive_act',
        'fiscal_situation',
        'tax_address',
        'bank_statement_1',
        'bank_statement_2',
        'bank_statement_3',
      ].sort(),
    )
    expect(detail.quiz_answers).toHaveLength(QUIZ_QUESTIONS.length)
    expect(detail.legal_representative?.name).toBe('Patricia')
    expect(detail.users?.payment_user?.email).toBe(DEMO_APPLICATION.payment.email)
    const png = await get(`/api/files/${detail.documents.find((d) => d.name.endsWith('.png'))!.file_id}`)
    const bytes = await ctx.request('GET', png.body.url as string)
    expect(bytes.headers.get('content-type')).toBe('image/png')
    // Seeding files twice stores nothing more for the application.
    await seedDemoFiles(ctx.db, ctx.config)
    const registrationFiles = await ctx.db
      .select({ id: schema.registrationDocuments.id })
      .from(schema.registrationDocuments)
      .where(
        and(
          eq(schema.registrationDocuments.applicationId, demo!.id),
          isNotNull(schema.registrationDocuments.fileId),
        ),
      )
    expect(registrationFiles).toHaveLength(7)

    for (const [email, code] of Object.entries(DEMO_REFERRAL_CODES)) {
      const [org] = await ctx.db
        .select({ code: schema.organizations.referralCode })
        .from(schema.organizations)
        .where(eq(schema.organizations.id, await ctx.organizationIdOf(email)))
      expect(org?.code).toBe(code)
    }
    expect(await ctx.userId(ACTOR_EMAILS.admin)).toBeGreaterThan(0)
  })
})
