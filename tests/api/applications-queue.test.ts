import { randomBytes } from 'node:crypto'
import type { ApplicationDetail, ApplicationSummary } from '@contract/applications'
import { APPLICATION_SEARCH_MAX, APPLICATIONS_PAGE_SIZE } from '@contract/applications'
import { INPUT_MSG } from '@contract/http'
import { REG_MSG } from '@contract/registration'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { MINUTE } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { applicationRow, createApplication } from './applications-fixtures'
import { ACTOR_EMAILS, firstErrors, forEachDatabase } from './harness'

const TERMS = { credit_limit: 150_000, transaction_limit: 50_000, term_limit: 30 }

/** The operator's console asks for the queue by status and by a search on the business name or the RFC. */
forEachDatabase('applications: the operator queue', (ctx) => {
  let operatorToken: string | undefined
  const operator = async () => {
    operatorToken ??= await ctx.as('admin')
    return operatorToken
  }
  const list = async (query: Record<string, string>) => {
    const res = await ctx.request('GET', `/api/applications?${new URLSearchParams(query)}`, {
      token: await operator(),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as unknown as {
      data: ApplicationSummary[]
      current_page: number
      last_page: number
      total: number
      per_page: number
    }
  }
  const ids = (page: { data: ApplicationSummary[] }) => page.data.map((a) => a.id)
  /** A word no other application of the suite holds. */
  const uniqueWord = () => `Obra${randomBytes(4).toString('hex')}`

  it('searches the business name without case or accents, in the status asked or in all', async () => {
    const word = uniqueWord()
    const name = `Construcciones Núñez Álvarez ${word}`
    const submitted = await createApplication(ctx, { businessName: name })
    ctx.clock.advance(MINUTE)
    const inProgress = await createApplication(ctx, { businessName: name, status: 'in_progress' })
    ctx.clock.advance(MINUTE)
    const declined = await createApplication(ctx, { businessName: `${name} Sur`, status: 'declined' })
    await createApplication(ctx, { businessName: `Otra constructora ${uniqueWord()}` })

    // The default status is 'submitted'.
    for (const search of [`nunez alvarez ${word}`, `NÚÑEZ ÁLVAREZ ${word.toUpperCase()}`, ` ${word} `])
      expect(ids(await list({ search })), search).toEqual([submitted.id])
    expect(ids(await list({ search: word, status: 'in_progress' }))).toEqual([inProgress.id])
    expect(ids(await list({ search: word, status: 'declined' }))).toEqual([declined.id])
    expect(ids(await list({ search: word, status: 'approved' }))).toEqual([])
    // Every status, newest first: by submission, or by creation while it was never submitted.
    const all = await list({ search: word, status: 'all' })
    expect(ids(all)).toEqual([declined.id, inProgress.id, submitted.id])
    expect(all).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: APPLICATIONS_PAGE_SIZE })
    expect(all.data.map((a) => a.status)).toEqual(['declined', 'in_progress', 'submitted'])
  })

  it('takes the search literally: LIKE wildcards match only themselves', async () => {
    const word = uniqueWord()
    const percent = await createApplication(ctx, { businessName: `Obras al 100% ${word}` })
    const underscore = await createApplication(ctx, { businessName: `Obras_${word}` })
    await createApplication(ctx, { businessName: `Obras 1000 ${word}` })
    expect(ids(await list({ search: `100% ${word}` }))).toEqual([percent.id])
    expect(ids(await list({ search: `s_${word}` }))).toEqual([underscore.id])
    expect(ids(await list({ search: '%%%%' }))).toEqual([])
  })

  it('finds an approved business by its RFC, which the summary carries', async () => {
    const word = uniqueWord()
    const application = await createApplication(ctx, { businessName: `Edificaciones ${word}` })
    const approved = await ctx.request('POST', `/api/applications/${application.id}/approve`, {
      token: await operator(),
      json: TERMS,
    })
    expect(approved.status).toBe(200)
    // The business gives its RFC later, on its profile.
    const rfc = `E${word.slice(4, 7).toUpperCase()}180910QX4`
    const organizationId = (await applicationRow(ctx, application.id)).customerOrganizationId!
    await ctx.db
      .update(schema.organizations)
      .set({ taxId: rfc })
      .where(eq(schema.organizations.id, organizationId))

    for (const search of [rfc, rfc.toLowerCase(), rfc.slice(0, 7)]) {
      const found = await list({ search, status: 'approved' })
      expect(ids(found), search).toEqual([application.id])
      expect(found.data[0]!.tax_id).toBe(rfc)
    }
    expect(ids(await list({ search: rfc, status: 'all' }))).toEqual([application.id])
    expect(ids(await list({ search: rfc }))).toEqual([])
  })

  it('answers who decided and when, in the list and the detail', async () => {
    const word = uniqueWord()
    const toApprove = await createApplication(ctx, { businessName: `Aprobable ${word}` })
    const toDecline = await createApplication(ctx, { businessName: `Rechazable ${word}` })
    const operatorId = await ctx.userId(ACTOR_EMAILS.admin)
    const operatorName = 'Sofía Castañeda'

    const undecided = await list({ search: word, status: 'all' })
    for (const summary of undecided.data)
      expect(summary).toMatchObject({ decided_at: null, decided_by: null, tax_id: null })

    ctx.clock.advance(5 * MINUTE)
    const approvedAt = ctx.clock.now().toISOString()
    const approve = await ctx.request('POST', `/api/applications/${toApprove.id}/approve`, {
      token: await operator(),
      json: TERMS,
    })
    expect(approve.body.data).toMatchObject({
      status: 'approved',
      decided_at: approvedAt,
      decided_by: { id: operatorId, name: operatorName },
      credit_line: { credit_limit: 150_000, transaction_limit: 50_000, term_limit: 30 },
    })

    ctx.clock.advance(7 * MINUTE)
    const declinedAt = ctx.clock.now().toISOString()
    const decline = await ctx.request('POST', `/api/applications/${toDecline.id}/decline`, {
      token: await operator(),
      json: { reason: 'El acta constitutiva no es legible.' },
    })
    expect(decline.body.data).toMatchObject({
      status: 'declined',
      decided_at: declinedAt,
      decided_by: { id: operatorId, name: operatorName },
      decline_reason: 'El acta constitutiva no es legible.',
      credit_line: null,
    })

    const approved = await list({ search: word, status: 'approved' })
    expect(approved.data).toEqual([
      expect.objectContaining({
        id: toApprove.id,
        decided_at: approvedAt,
        decided_by: { id: operatorId, name: operatorName },
      }),
    ])
    const declined = (
      await ctx.request('GET', `/api/applications/${toDecline.id}`, { token: await operator() })
    ).body as unknown as ApplicationDetail
    expect(declined).toMatchObject({
      decided_at: declinedAt,
      decided_by: { id: operatorId, name: operatorName },
    })

    // The credit line as it stands: a later change of the limit shows.
    const organizationId = (await applicationRow(ctx, toApprove.id)).customerOrganizationId!
    await ctx.db
      .update(schema.creditLines)
      .set({ creditLimit: 200_000_00 })
      .where(eq(schema.creditLines.organizationId, organizationId))
    const detail = (
      await ctx.request('GET', `/api/applications/${toApprove.id}`, { token: await operator() })
    ).body as unknown as ApplicationDetail
    expect(detail.credit_line).toEqual({ credit_limit: 200_000, transaction_limit: 50_000, term_limit: 30 })
  })

  it('pages the search by 20; a page beyond the last has no rows', async () => {
    const word = uniqueWord()
    for (let i = 0; i < APPLICATIONS_PAGE_SIZE + 1; i++)
      await createApplication(ctx, { businessName: `Serie ${word} ${i}` })
    const first = await list({ search: word })
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: APPLICATIONS_PAGE_SIZE + 1 })
    expect(first.data).toHaveLength(APPLICATIONS_PAGE_SIZE)
    const second = await list({ search: word, page: '2' })
    expect(second.data).toHaveLength(1)
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(APPLICATIONS_PAGE_SIZE + 1)
    const beyond = await list({ search: word, page: '3' })
    expect(beyond).toMatchObject({
      data: [],
      current_page: 3,
      last_page: 2,
      total: APPLICATIONS_PAGE_SIZE + 1,
    })
  })

  it('refuses a search too long and a filter it does not know with 422, changing nothing', async () => {
    await operator()
    const before = await ctx.tableCounts()
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { search: 'x'.repeat(APPLICATION_SEARCH_MAX + 1) },
        { search: [INPUT_MSG.tooLong(APPLICATION_SEARCH_MAX)] },
      ],
      [{ status: 'todas' }, { status: [REG_MSG.verifyData] }],
      [{ status: 'ALL' }, { status: [REG_MSG.verifyData] }],
      [{ search: 'rios', page: '0' }, { page: [REG_MSG.verifyData] }],
    ]
    for (const [query, errors] of cases) {
      const res = await ctx.request('GET', `/api/applications?${new URLSearchParams(query)}`, {
        token: await operator(),
      })
      expect(res.status, JSON.stringify(query)).toBe(422)
      expect(firstErrors(res.body), JSON.stringify(query)).toEqual(errors)
    }
    const controlChar = await ctx.request('GET', '/api/applications?search=r%00ios', {
      token: await operator(),
    })
    expect(controlChar.status).toBe(422)
    // A search of exactly the limit, and one of spaces (no search), are fine.
    await list({ search: 'x'.repeat(APPLICATION_SEARCH_MAX) })
    expect(await list({ search: '   ' })).toEqual(await list({}))
    expect(await ctx.tableCounts()).toEqual(before)
  })
})
