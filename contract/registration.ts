import { z } from 'zod/mini'
import { requiredText } from './auth'
import { rowIdField } from './http'
import { TEXT_MAX } from './limits'
import { DOCUMENT_PROPS, QUIZ_QUESTIONS, REG_MSG, REGISTER_STATUS_STEPS } from './registrationTexts'
import { amountSchema } from './sales'
import { succeededWith } from './succeeded'
import type { Vendor } from './vendors'

export { APPLICATION_STATUSES, type ApplicationStatus } from './applicationTexts'
export * from './registrationTexts'

/*
 * Registration wizard, quiz, client registration and approval (docs/decisions.md#registration;
 * docs/decisions.md#mexico). Forms hold 10-digit phones; the wire carries them with the 52 prefix.
 */

const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Registration e-mail: 'Debe ingresar un correo valido'. */
export const registrationEmail = (message: string = REG_MSG.invalidEmail) =>
  z.pipe(requiredText(TEXT_MAX.email), z.string().check(z.regex(EMAIL, message)))

/** A phone as typed in a form: 10 digits, digits only. */
export const formPhone = (lengthMessage: string = REG_MSG.phoneLength) =>
  z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: REG_MSG.required })
      .check(
        z.trim(),
        z.minLength(1, REG_MSG.required),
        z.regex(/^\d*$/, REG_MSG.phoneDigits),
        z.regex(/^\d{10}$/, lengthMessage),
      ),
  )
/** A phone on the wire: '52' + 10 digits. */
export const wirePhone = (lengthMessage: string = REG_MSG.phoneLength) =>
  z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: REG_MSG.required })
      .check(z.minLength(1, REG_MSG.required), z.regex(/^52\d{10}$/, lengthMessage)),
  )
export const withPrefix = (phone: string) => `52${phone}`
export const withoutPrefix = (phone: string | null | undefined) =>
  phone && /^52\d{10}$/.test(phone) ? phone.slice(2) : (phone ?? '')

const businessType = z.enum(['person', 'company'], { error: REG_MSG.businessType })
const optin = z.literal(true, { error: REG_MSG.optin })
const registerToken = requiredText(TEXT_MAX.token)

// ---- Step 1 (info) -------------------------------------------------------------------------------------

export const registerStep1RequestSchema = z.strictObject({
  business_name: requiredText(TEXT_MAX.businessName),
  contact_name: requiredText(TEXT_MAX.businessName),
  contact_phone: wirePhone(),
  contact_email: registrationEmail(),
  business_type: businessType,
  /** Pesos. */
  credit_requested: amountSchema,
  optin_data_protection: optin,
  optin_terms_and_conditions: optin,
})
export type RegisterStep1Request = z.infer<typeof registerStep1RequestSchema>
export const registerStep1ResponseSchema = succeededWith({ register_token: z.string() })
export type RegisterStep1Response = z.infer<typeof registerStep1ResponseSchema>

// ---- Step 2 (legal representative) ---------------------------------------------------------------------

/** A person the wizard names: the legal representative (step 2) and each user (step 5). */
export const registrationUserSchema = z.strictObject({
  name: requiredText(TEXT_MAX.personName),
  last_name: requiredText(TEXT_MAX.personName),
  email: registrationEmail(),
  phone: wirePhone(),
})
export type RegistrationUser = z.infer<typeof registrationUserSchema>

export const registerStep2RequestSchema = z.strictObject({
  ...registrationUserSchema.shape,
  optin,
  register_token: registerToken,
})
export type RegisterStep2Request = z.infer<typeof registerStep2RequestSchema>

// ---- Step 5 (users) ------------------------------------------------------------------------------------

/** payment_user is required (all four fields) unless is_payment_user_same_as_buyer; the server checks it. */
export const registerStep5RequestSchema = z.strictObject({
  buyer_user: registrationUserSchema,
  is_payment_user_same_as_buyer: z.boolean({ error: REG_MSG.required }),
  payment_user: z.optional(z.nullable(z.unknown())),
  register_token: registerToken,
})
export type RegisterStep5Request = {
  buyer_user: RegistrationUser
  is_payment_user_same_as_buyer: boolean
  payment_user?: RegistrationUser | null
  register_token: string
}

// ---- Step 6 (documents) and uploads ----------------------------------------------------------------------

const documentProp = z.enum(DOCUMENT_PROPS as [string, ...string[]], { error: REG_MSG.verifyData })
/** A client-made id of one chosen file (hex or uuid), tying the declared slot to the uploaded bytes. */
export const fileHash = z
  .string({ error: REG_MSG.required })
  .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, REG_MSG.verifyData))

/**
 * POST register/step-6-general-info and step-6-bank-statements (header Register_Token): declares which file
 * (hash) goes in which slot; answers the application id the uploads name as customer_id.
 */
export const registerStep6RequestSchema = z.strictObject({
  filesData: z
    .array(z.strictObject({ prop: documentProp, hash: fileHash }))
    .check(z.minLength(1, REG_MSG.fileRequired)),
  register_token: registerToken,
})
export type RegisterStep6Request = { filesData: { prop: string; hash: string }[]; register_token: string }
export const registerStep6ResponseSchema = succeededWith({ customer_id: z.number() })
export type RegisterStep6Response = z.infer<typeof registerStep6ResponseSchema>

/**
 * POST media/files, multipart: `files` (one or more), `register_token`, `customer_id`, `hashNames` (a JSON
 * array of the declared hashes, in the order of `files`). Answers the stored documents.
 */
export const mediaFilesFormSchema = z.strictObject({
  files: z.literal(true, { error: REG_MSG.fileRequired }),
  register_token: registerToken,
  customer_id: z.pipe(requiredText(12), z.string().check(z.regex(/^[1-9]\d{0,9}$/, REG_MSG.verifyData))),
  hashNames: requiredText(TEXT_MAX.hashList),
})
export const uploadedDocumentSchema = z.object({ prop: z.string(), name: z.string(), size: z.number() })
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>
export const mediaFilesResponseSchema = succeededWith({ files: z.array(uploadedDocumentSchema) })
export type MediaFilesResponse = z.infer<typeof mediaFilesResponseSchema>

// ---- Step bookkeeping and restore ------------------------------------------------------------------------

/** POST status-customer/create {step, register_token} (token also as header): records a complete step. */
export const statusCustomerRequestSchema = z.strictObject({
  step: z.enum(Object.values(REGISTER_STATUS_STEPS) as [string, ...string[]], { error: REG_MSG.verifyData }),
  register_token: registerToken,
})
export type StatusCustomerRequest = { step: string; register_token: string }
/** The last step ('users') submits the application; its answer carries the quiz token. */
export const statusCustomerResponseSchema = succeededWith({ questionnaire_token: z.optional(z.string()) })
export type StatusCustomerResponse = z.infer<typeof statusCustomerResponseSchema>

const storedUserSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
})

/** GET register/application (header Register_Token): what the wizard needs to resume after a reload. */
export const registrationSnapshotSchema = z.object({
  customer_id: z.number(),
  /** The last step recorded with status-customer/create, null before the first. */
  last_step: z.nullable(z.string()),
  business_type: z.enum(['person', 'company']),
  info: z.object({
    business_name: z.string(),
    contact_name: z.string(),
    contact_phone: z.string(),
    contact_email: z.string(),
    credit_requested: z.number(),
  }),
  legal_representative: z.nullable(storedUserSchema),
  users: z.nullable(
    z.object({
      buyer_user: storedUserSchema,
      is_payment_user_same_as_buyer: z.boolean(),
      payment_user: z.nullable(storedUserSchema),
    }),
  ),
  documents: z.array(uploadedDocumentSchema),
})
export type RegistrationSnapshot = z.infer<typeof registrationSnapshotSchema>

// ---- Quiz ------------------------------------------------------------------------------------------------

export const quizAnswerSchema = z.strictObject({
  title: requiredText(TEXT_MAX.quizText),
  answer: requiredText(TEXT_MAX.quizText),
})
export const saveQuizAnswersRequestSchema = z
  .strictObject({
    questionnaire_token: requiredText(TEXT_MAX.token),
    quiz_answers: z.array(quizAnswerSchema),
  })
  .check(
    z.refine(
      (v) =>
        v.quiz_answers.length === QUIZ_QUESTIONS.length &&
        QUIZ_QUESTIONS.every((q, i) => {
          const a = v.quiz_answers[i]
          return a?.title === q.title && (q.options as readonly string[]).includes(a.answer)
        }),
      { message: REG_MSG.quizAnswer, path: ['quiz_answers'] },
    ),
  )
export type SaveQuizAnswersRequest = z.infer<typeof saveQuizAnswersRequestSchema>

/** GET customers/quiz?questionnaire_token=…: what the quiz's link holds (404 when it holds no application). */
export const quizStatusQuerySchema = z.object({ questionnaire_token: requiredText(TEXT_MAX.token) })
export type QuizStatusQuery = z.infer<typeof quizStatusQuerySchema>
/**
 * Nothing of the applicant: only whether the quiz was answered, and the day (YYYY-MM-DD, in Mexico City) the
 * answers arrived; null while it waits for them.
 */
export const quizStatusSchema = z.object({ answered_on: z.nullable(z.string()) })
export type QuizStatus = z.infer<typeof quizStatusSchema>

// ---- Supplier-side client registration -------------------------------------------------------------------

/** POST register/client: step 1 without opt-ins, with the supplier's referral code (public). */
export const registerClientRequestSchema = z.strictObject({
  business_name: requiredText(TEXT_MAX.businessName),
  contact_name: requiredText(TEXT_MAX.businessName),
  contact_phone: wirePhone(REG_MSG.clientPhone),
  contact_email: registrationEmail(REG_MSG.clientEmail),
  business_type: businessType,
  credit_requested: z.optional(z.nullable(amountSchema)),
  supplier_referral_code: requiredText(TEXT_MAX.referralCode),
  vendor_user_id: z.optional(z.nullable(rowIdField(REG_MSG.vendorInvalid, REG_MSG.vendorInvalid))),
  origin: z.optional(z.literal('frontdesk')),
  continueRegistration: z.optional(z.boolean()),
})
export type RegisterClientRequest = z.infer<typeof registerClientRequestSchema>
export const registerClientResponseSchema = succeededWith({})
export type RegisterClientResponse = z.infer<typeof registerClientResponseSchema>

export type { Vendor }

/**
 * GET register/client-form?supplier_referral_code=… (public), or with a supplier's bearer token and no code:
 * who the clients will be referred to and whether a vendor must be chosen.
 */
export const clientFormInfoSchema = z.object({
  supplier_referral_code: z.string(),
  business_name: z.string(),
  can_select_vendor: z.boolean(),
  vendors: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
})
export type ClientFormInfo = z.infer<typeof clientFormInfoSchema>

// ---- Approval (platform operator, role 1) ----------------------------------------------------------------

/** The operator's view of an application (schemas in applications.ts). */

export const approveApplicationRequestSchema = z
  .strictObject({
    credit_limit: amountSchema,
    transaction_limit: amountSchema,
    term_limit: z
      .number({ error: REG_MSG.termInvalid })
      .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 365, REG_MSG.termInvalid)),
  })
  .check(
    z.refine((v) => v.transaction_limit <= v.credit_limit, {
      message: REG_MSG.transactionOverCredit,
      path: ['transaction_limit'],
      // Once both amounts are valid, whatever the term: the console shows it as soon as they are typed.
      when: (payload) =>
        !payload.issues.some(
          (issue) => issue.path?.[0] === 'credit_limit' || issue.path?.[0] === 'transaction_limit',
        ),
    }),
  )
export type ApproveApplicationRequest = z.infer<typeof approveApplicationRequestSchema>

export const declineApplicationRequestSchema = z.strictObject({ reason: requiredText(TEXT_MAX.reason) })
export type DeclineApplicationRequest = z.infer<typeof declineApplicationRequestSchema>
