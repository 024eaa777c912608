import type { ApplicationDetail } from '@contract/applications'
import { MSG } from '@contract/messages'
import { REG_MSG } from '@contract/registration'
import { ROLES } from '@contract/roles'
import { and, count, eq, isNull } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { DAY } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { emailTakenMsg } from '../../server/domain/applications/approve'
import { applicationRow, createApplication, mailsTo } from './applications-fixtures'
import { ACTOR_EMAILS, forEachDatabase } from './harness'

const TERMS = { credit_limit: 150_000.5, transaction_limit: 50_000, term_limit: 45 }

/** The token of the set-password link in a mail. */
const linkToken = (text: string) => /\/change-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1]

forEachDatabase(
  'applications: approval',
  (ctx) => {
    const approve = async (id: number, json: unknown = TERMS) =>
      ctx.request('POST', `/api/applications/${id}/approve`, { token: await ctx.as('admin'), json })
    const usersOfOrg = (organizationId: number) =>
      ctx.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.organizationId, organizationId))
        .orderBy(schema.users.id)

    it('creates the customer, its credit line and users, and mails each a 7-day set-password link', async () => {
      const fuerte = await ctx.organizationIdOf('proveedor@demo.mx')
      const application = await createApplication(ctx, { referredBy: fuerte, withFiles: true })
      const res = await approve(application.id)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: true, msg: REG_MSG.approved })
      const detail = res.body.data as ApplicationDetail
      const row = await applicationRow(ctx, application.id)
      expect(row).toMatchObject({
        status: 'approved',
        decidedAt: ctx.clock.now(),
        decidedBy: await ctx.userId(ACTOR_EMAILS.admin),
        referredBySupplierId: fuerte,
      })
      const organizationId = row.customerOrganizationId!
      expect(detail).toMatchObject({ status: 'approved', customer_organization_id: organizationId })

      const [org] = await ctx.db
        .select()
        .from(schema.organizations)
        .where(eq(schema.organizations.id, organizationId))
      expect(org).toMatchObject({
        kind: 'customer',
        businessName: detail.business_name,
        businessType: 'company',
        contactName: 'Patricia Ríos',
        contactPhone: '524421234567',
        email: application.contactEmail,
        legallyResponsible: 'Patricia Ríos Lozano',
        status: 'active',
      })
      const [line] = await ctx.db
        .select()
        .from(schema.creditLines)
        .where(eq(schema.creditLines.organizationId, organizationId))
      expect(line).toMatchObject({
        creditLimit: 15_000_050,
        transactionLimit: 5_000_000,
        termLimitDays: 45,
        used: 0,
      })

      const members = await usersOfOrg(organizationId)
      expect(members.map((u) => [u.email, u.roleId, u.name, u.lastName, u.phone, u.passwordHash])).toEqual([
        [application.buyerEmail, ROLES['admin-customer'], 'Gerardo', 'Nava', '524421234568', null],
        [application.paymentEmail, ROLES.customer, 'Irma', 'Salgado', '524421234569', null],
      ])
      for (const member of members) {
        const mails = await mailsTo(ctx, member.email)
        expect(mails).toHaveLength(1)
        const token = linkToken(mails[0]!.text)
        expect(mails[0]!.text).toContain(`http://obrafiado.test/change-password/${token}`)
        expect(mails[0]!.text).toContain('$150,000.50')
        expect(mails[0]!.text).toContain('7 días')
        const [reset] = await ctx.db
          .select()
          .from(schema.passwordResetTokens)
          .where(
            and(eq(schema.passwordResetTokens.userId, member.id), isNull(schema.passwordResetTokens.usedAt)),
          )
        expect(reset!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(7 * DAY)
      }
      // The contact got no user: it is told who got the links.
      const contactMails = await mailsTo(ctx, application.contactEmail)
      expect(contactMails).toHaveLength(1)
      expect(contactMails[0]!.text).toContain(application.buyerEmail)
    })

    it('lets the new admin set a password, sign in and see the whole limit available', async () => {
      const application = await createApplication(ctx)
      expect((await approve(application.id)).status).toBe(200)
      const token = linkToken((await ctx.lastMailTo(application.buyerEmail))!.text)!
      // No password yet: signing in fails until the link is used.
      const before = await ctx.request('POST', '/api/login', {
        json: { email: application.buyerEmail, password: 'Obra2025x' },
      })
      expect(before.status).toBe(403)
      const set = await ctx.request('POST', '/api/change-password', {
        json: { token, password: 'Obra2025x', password_confirmation: 'Obra2025x' },
      })
      expect(set.status).toBe(200)
      expect(set.body).toEqual({ success: true, msg: MSG.passwordChanged })
      const session = await ctx.login(application.buyerEmail, 'Obra2025x')
      const user = await ctx.request('GET', '/api/user', { token: session })
      expect(user.body).toMatchObject({ role_name: 'admin-customer' })
      const resume = await ctx.request('GET', '/api/payments/resume', { token: session })
      expect(resume.status).toBe(200)
      expect(resume.body.amount_available).toBe(150_000.5)
      // The payment user's link works too.
      const paymentToken = linkToken((await ctx.lastMailTo(application.paymentEmail))!.text)!
      const setPayment = await ctx.request('POST', '/api/change-password', {
        json: { token: paymentToken, password: 'Pagos2025x', password_confirmation: 'Pagos2025x' },
      })
      expect(setPayment.status).toBe(200)
      const payer = await ctx.login(application.paymentEmail, 'Pagos2025x')
      const payerUser = await ctx.request('GET', '/api/user', { token: payer })
      expect(payerUser.body).toMatchObject({ role_name: 'customer' })
    })

    it('creates one user when the payment user is the buyer, and none for the contact when it is the buyer', async () => {
      const application = await createApplication(ctx, { sameUser: true })
      expect((await approve(application.id)).status).toBe(200)
      const { customerOrganizationId } = await applicationRow(ctx, application.id)
      const members = await usersOfOrg(customerOrganizationId!)
      expect(members.map((u) => [u.email, u.roleId])).toEqual([
        [application.buyerEmail, ROLES['admin-customer']],
      ])

      const tag = Math.random().toString(36).slice(2)
      const contactIsBuyer = await createApplication(ctx, {
        contactEmail: `Dueno.${tag}@prueba.mx`,
        buyerEmail: `dueno.${tag}@prueba.mx`,
      })
      expect((await approve(contactIsBuyer.id)).status).toBe(200)
      expect(await mailsTo(ctx, `dueno.${tag}@prueba.mx`)).toHaveLength(1)
    })

    it('makes the contact the admin when the application has no users', async () => {
      const application = await createApplication(ctx, { noUsers: true })
      expect((await approve(application.id)).status).toBe(200)
      const { customerOrganizationId } = await applicationRow(ctx, application.id)
      const members = await usersOfOrg(customerOrganizationId!)
      expect(members.map((u) => [u.email, u.roleId, u.name])).toEqual([
        [application.contactEmail, ROLES['admin-customer'], 'Patricia Ríos'],
      ])
      expect(linkToken((await ctx.lastMailTo(application.contactEmail))!.text)).toBeDefined()
    })

    it('creates nothing when an e-mail was taken in the meantime', async () => {
      const application = await createApplication(ctx)
      await ctx.createUser({
        organizationId: await ctx.organizationIdOf('cliente@demo.mx'),
        role: 'customer',
        name: 'Ya existe',
        email: application.paymentEmail,
      })
      const token = await ctx.as('admin')
      const before = await ctx.tableCounts()
      const res = await ctx.request('POST', `/api/applications/${application.id}/approve`, {
        token,
        json: TERMS,
      })
      expect(res.status).toBe(409)
      expect(res.body).toEqual({ msg: emailTakenMsg(application.paymentEmail) })
      expect(await ctx.tableCounts()).toEqual(before)
      expect(await applicationRow(ctx, application.id)).toMatchObject({
        status: 'submitted',
        decidedAt: null,
        customerOrganizationId: null,
      })
      // It can still be declined.
      const declined = await ctx.request('POST', `/api/applications/${application.id}/decline`, {
        token,
        json: { reason: 'El correo de pagos ya tiene cuenta' },
      })
      expect(declined.status).toBe(200)
    })

    it('lets exactly one of racing decisions win and creates everything once', async () => {
      const application = await createApplication(ctx)
      const tokens = await Promise.all(Array.from({ length: 6 }, () => ctx.as('admin')))
      const results = await Promise.all(
        tokens.map((token, i) =>
          ctx.request('POST', `/api/applications/${application.id}/${i === 5 ? 'decline' : 'approve'}`, {
            token,
            json: i === 5 ? { reason: 'Compite con la aprobación' } : TERMS,
          }),
        ),
      )
      const won = results.filter((r) => r.status === 200)
      expect(won).toHaveLength(1)
      for (const lost of results.filter((r) => r.status !== 200)) {
        expect(lost.status).toBe(409)
        expect(lost.body).toEqual({ msg: REG_MSG.applicationDecided })
      }
      const row = await applicationRow(ctx, application.id)
      const [orgs] = await ctx.db
        .select({ n: count() })
        .from(schema.organizations)
        .where(eq(schema.organizations.businessName, row.businessName))
      const [buyers] = await ctx.db
        .select({ n: count() })
        .from(schema.users)
        .where(eq(schema.users.email, application.buyerEmail))
      const approved = row.status === 'approved'
      expect(won[0]!.body.msg).toBe(approved ? REG_MSG.approved : REG_MSG.declined)
      expect(orgs!.n).toBe(approved ? 1 : 0)
      expect(buyers!.n).toBe(approved ? 1 : 0)
      expect(await mailsTo(ctx, application.buyerEmail)).toHaveLength(approved ? 1 : 0)
      expect(await mailsTo(ctx, application.contactEmail)).toHaveLength(1)
    })

    it('lets exactly one of racing approvals win', async () => {
      const application = await createApplication(ctx)
      const tokens = await Promise.all(Array.from({ length: 8 }, () => ctx.as('admin')))
      const results = await Promise.all(
        tokens.map((token) =>
          ctx.request('POST', `/api/applications/${application.id}/approve`, { token, json: TERMS }),
        ),
      )
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
      // The losers lost the race on the application's status, not on a unique e-mail.
      for (const lost of results.filter((r) => r.status === 409)) {
        expect(lost.body).toEqual({ msg: REG_MSG.applicationDecided })
      }
      const [lines] = await ctx.db
        .select({ n: count() })
        .from(schema.creditLines)
        .innerJoin(schema.organizations, eq(schema.organizations.id, schema.creditLines.organizationId))
        .where(
          eq(schema.organizations.businessName, (await applicationRow(ctx, application.id)).businessName),
        )
      expect(lines!.n).toBe(1)
      expect(await mailsTo(ctx, application.paymentEmail)).toHaveLength(1)
    })
  },
  { poolMax: 12 },
)
