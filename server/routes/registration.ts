import { requiredText } from '@contract/auth'
import {
  REG_MSG,
  REGISTRATION_UPLOAD_RULE,
  type RegisterStatusStep,
  statusCustomerRequestSchema,
} from '@contract/registration'
import { type Context, Hono } from 'hono'
import { z } from 'zod/mini'
import { invalid, tooLarge } from '../domain/errors'
import { recordStep } from '../domain/registration/status'
import { parseHashNames, saveDocumentFiles } from '../domain/registration/uploads'
import { blobStoreOf } from '../files/blob-store'
import { formObject, formOf, uploadBodyLimit, uploadForm } from '../files/form'
import { checkUploads } from '../files/uploads'
import type { AppEnv } from '../http/env'
import { checkInput, validJson } from '../http/validate'

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

/** The text fields of POST media/files (the files are checked by REGISTRATION_UPLOAD_RULE). */
const mediaFormSchema = z.strictObject({
  files: z.literal(true, { error: REG_MSG.fileRequired }),
  register_token: requiredText(200),
  customer_id: z.pipe(requiredText(12), z.string().check(z.regex(/^[1-9]\d{0,9}$/, REG_MSG.verifyData))),
  hashNames: requiredText(8000),
})

/** POST media/files: the wizard's document uploads. */
export const mediaRoutes = new Hono<AppEnv>().post(
  '/files',
  uploadBodyLimit(REGISTRATION_UPLOAD_RULE.maxTotalBytes, REGISTRATION_UPLOAD_RULE.messages.tooLarge),
  uploadForm,
  async (c) => {
    const form = formOf(c)
    const fields = checkInput(mediaFormSchema, formObject(form, ['files']))
    const uploads = await checkUploads(form.files ?? [], REGISTRATION_UPLOAD_RULE)
    if (!uploads.ok && uploads.status === 413) throw tooLarge(uploads.msg)
    const errors = fields.success ? {} : fields.errors
    if (!uploads.ok) errors.files = [uploads.msg]
    if (!fields.success || !uploads.ok) throw invalid(errors)
    const hashes = parseHashNames(fields.data.hashNames, uploads.uploads.length)
    if (!hashes) throw invalid({ hashNames: [REG_MSG.verifyData] })
    const token = registerTokenOf(c, fields.data.register_token)
    const { db, clock } = c.var.deps
    const files = await saveDocumentFiles(
      { db, clock, store: store(c) },
      token,
      Number(fields.data.customer_id),
      uploads.uploads,
      hashes,
    )
    return c.json({ success: true, msg: REG_MSG.filesSaved, files }, 200)
  },
)

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
