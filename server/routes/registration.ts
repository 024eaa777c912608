import { toCentavos } from '@contract/money'
import {
  REG_MSG,
  type RegisterStatusStep,
  registerStep1RequestSchema,
  registerStep2RequestSchema,
  registerStep5RequestSchema,
  registerStep6RequestSchema,
  statusCustomerRequestSchema,
} from '@contract/registration'
import { type Context, Hono } from 'hono'
import { invalid } from '../domain/errors'
import { createApplication } from '../domain/registration/applications'
import { type DocumentGroup, declareDocuments } from '../domain/registration/documents'
import { registrationSnapshot } from '../domain/registration/snapshot'
import { recordStep } from '../domain/registration/status'
import { saveLegalRepresentative, saveUsers, updateInfo } from '../domain/registration/steps'
import { blobStoreOf } from '../files/blob-store'
import type { AppEnv } from '../http/env'
import { rateLimit } from '../http/rate-limit'
import { validJson } from '../http/validate'

/**
 * The register token of a wizard call: the body's (or form's, or for a GET the query's) and the
 * Register_Token header must agree when both are sent. A missing token is a 422 field error like any other
 * missing field; an unknown or expired one is a 404 (the domain decides).
 */
export function registerTokenOf(c: Context, fromBody?: string): string {
  const header = c.req.header('register_token')?.trim() || undefined
  const given = fromBody?.trim() || undefined
  if (header && given && header !== given) throw invalid({ register_token: [REG_MSG.verifyData] })
  const token = given ?? header
  if (!token) throw invalid({ register_token: [REG_MSG.required] })
  return token
}

const store = (c: Context<AppEnv>) => blobStoreOf(c.var.deps.config)

const stepSaved = (c: Context) => c.json({ success: true, msg: REG_MSG.stepSaved }, 200)

const declare = (group: DocumentGroup) => async (c: Context<AppEnv>) => {
  const request = await validJson(c, registerStep6RequestSchema)
  const token = registerTokenOf(c, request.register_token)
  const { db, clock } = c.var.deps
  const id = await declareDocuments({ db, clock, store: store(c) }, token, group, request.filesData)
  return c.json({ success: true, msg: REG_MSG.stepSaved, customer_id: id }, 200)
}

/** The registration wizard: register/step-1, step-2, step-5, step-6-*, register/application (docs/decisions.md#registration). */
export const registrationRoutes = new Hono<AppEnv>()
  .post('/step-1', rateLimit('registration', { bodyField: 'contact_email' }), async (c) => {
    const request = await validJson(c, registerStep1RequestSchema)
    const { db, clock } = c.var.deps
    // With a token the prospect completes an application that exists (one a supplier registered, or
    // their own after going back); without, a new one starts.
    const token = c.req.header('register_token')?.trim()
    if (token) {
      await updateInfo({ db, clock, store: store(c) }, token, request)
      return c.json({ success: true, msg: REG_MSG.stepSaved, register_token: token }, 200)
    }
    const created = await createApplication(
      { db, clock },
      {
        origin: 'web',
        businessName: request.business_name,
        businessType: request.business_type,
        contactName: request.contact_name,
        contactPhone: request.contact_phone,
        contactEmail: request.contact_email,
        creditRequested: toCentavos(request.credit_requested),
        optinsAcceptedAt: clock.now(),
      },
    )
    return c.json({ success: true, msg: REG_MSG.stepSaved, register_token: created.registerToken }, 200)
  })
  .post('/step-2', async (c) => {
    const request = await validJson(c, registerStep2RequestSchema)
    const token = registerTokenOf(c, request.register_token)
    const { db, clock } = c.var.deps
    await saveLegalRepresentative({ db, clock }, token, request)
    return stepSaved(c)
  })
  .post('/step-5', async (c) => {
    const request = await validJson(c, registerStep5RequestSchema)
    const token = registerTokenOf(c, request.register_token)
    const { db, clock } = c.var.deps
    await saveUsers({ db, clock }, token, request)
    return stepSaved(c)
  })
  .post('/step-6-general-info', declare('general'))
  .post('/step-6-bank-statements', declare('bank'))
  .get('/application', async (c) => {
    const token = registerTokenOf(c, c.req.query('register_token'))
    const { db, clock } = c.var.deps
    return c.json(await registrationSnapshot(db, clock, token), 200)
  })

/** POST status-customer/create: records a complete step; the last one submits the application. */
export const statusCustomerRoutes = new Hono<AppEnv>().post('/create', async (c) => {
  const request = await validJson(c, statusCustomerRequestSchema)
  const token = registerTokenOf(c, request.register_token)
  const { db, clock, config, mailer } = c.var.deps
  const outcome = await recordStep(
    { db, clock, appUrl: config.appUrl },
    token,
    request.step as RegisterStatusStep,
  )
  if (!outcome.submitted) return stepSaved(c)
  mailer.notify()
  return c.json(
    { success: true, msg: REG_MSG.submitted, questionnaire_token: outcome.questionnaireToken },
    200,
  )
})
