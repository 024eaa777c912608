import { REG_MSG, registerClientRequestSchema } from '@contract/registration'
import { SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { clientFormByCode, ownClientForm, registerClient } from '../domain/registration/client'
import { requireAuth, requireRole } from '../http/auth'
import type { AppEnv } from '../http/env'
import { rateLimit } from '../http/rate-limit'
import { validJson } from '../http/validate'

/** Supplier-side client registration: GET register/client-form, POST register/client (issue 5). */
export const clientRegistrationRoutes = new Hono<AppEnv>()
  .get(
    '/client-form',
    async (c, next) => {
      const code = c.req.query('supplier_referral_code')?.trim()
      // With a code the form is public; without one it is the signed-in supplier's own (made if missing).
      if (!code) return next()
      const { db } = c.var.deps
      return c.json(await clientFormByCode(db, code), 200)
    },
    requireAuth,
    requireRole(...SUPPLIER_ROLES),
    async (c) => {
      const { db } = c.var.deps
      return c.json(await ownClientForm(db, c.var.auth.organizationId), 200)
    },
  )
  .post('/client', rateLimit('registration', { bodyField: 'contact_email' }), async (c) => {
    const request = await validJson(c, registerClientRequestSchema)
    const { db, clock, config, mailer } = c.var.deps
    await registerClient({ db, clock, appUrl: config.appUrl }, request)
    mailer.notify()
    return c.json({ success: true, msg: REG_MSG.clientRegistered }, 200)
  })
