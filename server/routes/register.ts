import { registerRoutes } from '@contract/api/register'
import { toCentavos } from '@contract/money'
import { REG_MSG } from '@contract/registration'
import { SUPPLIER_ROLES } from '@contract/roles'
import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod/mini'
import { createApplication } from '../domain/registration/applications'
import { clientFormByCode, ownClientForm, registerClient } from '../domain/registration/client'
import { type DocumentGroup, declareDocuments } from '../domain/registration/documents'
import { registrationSnapshot } from '../domain/registration/snapshot'
import { saveLegalRepresentative, saveUsers, updateInfo } from '../domain/registration/steps'
import { blobStoreOf } from '../files/blob-store'
import { requireAuth, requireRole } from '../http/auth'
import { mountRoutes } from '../http/declared'
import type { AppEnv, AuthEnv } from '../http/env'
import { rateLimit } from '../http/rate-limit'
import { registerTokenOf } from './registration'

const store = (c: Context<AppEnv>) => blobStoreOf(c.var.deps.config)
const stepSaved = (c: Context) => c.json({ success: true, msg: REG_MSG.stepSaved }, 200)

type Step6Body = z.infer<typeof registerRoutes.generalInfoDocuments.body>
const declare =
  (group: DocumentGroup) =>
  async (c: Context<AppEnv>, { body }: { body: Step6Body }) => {
    const token = registerTokenOf(c, body.register_token)
    const { db, clock } = c.var.deps
    const id = await declareDocuments({ db, clock, store: store(c) }, token, group, body.filesData)
    return c.json({ success: true as const, msg: REG_MSG.stepSaved, customer_id: id }, 200)
  }

const codeOf = (c: Context) => c.req.query('supplier_referral_code')?.trim()

/** With a referral code the client form is public; without one it is the signed-in supplier's own. */
const signedInSupplierUnlessCode: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (codeOf(c)) return next()
  const supplierOnly = requireRole(...SUPPLIER_ROLES)
  return requireAuth(c, async () => {
    const refused = await supplierOnly(c, next)
    if (refused) c.res = refused
  })
}

export const registerRouter = mountRoutes(registerRoutes, {
  step1: {
    use: [rateLimit('registration', { bodyField: 'contact_email' })],
    handle: async (c, { body }) => {
      const { db, clock } = c.var.deps
      // With a token the prospect completes an application that exists (one a supplier registered, or
      // their own after going back); without, a new one starts.
      const token = c.req.header('register_token')?.trim()
      if (token) {
        await updateInfo({ db, clock, store: store(c) }, token, body)
        return c.json({ success: true, msg: REG_MSG.stepSaved, register_token: token }, 200)
      }
      const created = await createApplication(
        { db, clock },
        {
          origin: 'web',
          businessName: body.business_name,
          businessType: body.business_type,
          contactName: body.contact_name,
          contactPhone: body.contact_phone,
          contactEmail: body.contact_email,
          creditRequested: toCentavos(body.credit_requested),
          optinsAcceptedAt: clock.now(),
        },
      )
      return c.json({ success: true, msg: REG_MSG.stepSaved, register_token: created.registerToken }, 200)
    },
  },
  step2: async (c, { body }) => {
    const token = registerTokenOf(c, body.register_token)
    const { db, clock } = c.var.deps
    await saveLegalRepresentative({ db, clock }, token, body)
    return stepSaved(c)
  },
  step5: async (c, { body }) => {
    const token = registerTokenOf(c, body.register_token)
    const { db, clock } = c.var.deps
    await saveUsers({ db, clock }, token, body)
    return stepSaved(c)
  },
  generalInfoDocuments: declare('general'),
  bankStatementDocuments: declare('bank'),
  application: async (c, { query }) => {
    const token = registerTokenOf(c, query.register_token)
    const { db, clock } = c.var.deps
    return c.json(await registrationSnapshot(db, clock, token), 200)
  },
  clientForm: {
    use: [signedInSupplierUnlessCode as MiddlewareHandler],
    handle: async (c) => {
      const code = codeOf(c)
      const { db } = c.var.deps
      if (code) return c.json(await clientFormByCode(db, code), 200)
      // Past signedInSupplierUnlessCode without a code: a supplier's session.
      const { auth } = (c as unknown as Context<AuthEnv>).var
      return c.json(await ownClientForm(db, auth.organizationId), 200)
    },
  },
  client: {
    use: [rateLimit('registration', { bodyField: 'contact_email' })],
    handle: async (c, { body }) => {
      const { db, clock, config, mailer } = c.var.deps
      await registerClient({ db, clock, appUrl: config.appUrl }, body)
      mailer.notify()
      return c.json({ success: true, msg: REG_MSG.clientRegistered }, 200)
    },
  },
})
