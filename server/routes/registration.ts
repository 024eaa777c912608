import { REG_MSG, type RegisterStatusStep, statusCustomerRequestSchema } from '@contract/registration'
import { type Context, Hono } from 'hono'
import { invalid } from '../domain/errors'
import { recordStep } from '../domain/registration/status'
import type { AppEnv } from '../http/env'
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

const stepSaved = (c: Context) => c.json({ success: true, msg: REG_MSG.stepSaved }, 200)

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
