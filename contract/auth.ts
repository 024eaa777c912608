import { z } from 'zod'
import { MSG } from './messages'
import { ROLE_NAMES } from './roles'

const required = (schema: z.ZodString = z.string()) => schema.trim().min(1, MSG.required)
/** Accepts a missing or null field as "required" rather than a type error. */
const requiredString = () =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: MSG.required }).trim().min(1, MSG.required),
  )

export const loginRequestSchema = z.strictObject({
  email: requiredString().pipe(z.string().max(254, MSG.required)),
  password: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  ),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const loginResponseSchema = z.object({ token: z.string() })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const userSchema = z.object({
  id: z.number().int(),
  role_name: z.enum(ROLE_NAMES),
  role_id: z.number().int(),
  owner_type: z.string(),
  owner_id: z.number().int(),
  business_name: z.string(),
  business_type: z.enum(['person', 'company']).nullable(),
  contact_phone: z.string().nullable(),
  has_rewards: z.number().int(),
  can_select_vendor: z.boolean(),
  use_factoring: z.boolean(),
  factoring: z.object({ show_select: z.boolean(), can_request: z.boolean() }),
  name: z.string(),
  email: z.string(),
})
export type User = z.infer<typeof userSchema>

export const forgotPasswordRequestSchema = z.strictObject({
  email: requiredString().pipe(z.email(MSG.invalidEmailForgot).max(254, MSG.invalidEmailForgot)),
})
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

/** Password rules of sales-registration-projects.md §5. */
export const passwordSchema = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(8, MSG.passwordMin)
  .max(200)
  .regex(/[A-ZÁÉÍÓÚÑ]/, MSG.passwordUpper)
  .regex(/\d/, MSG.passwordDigit)

export const changePasswordRequestSchema = z
  .strictObject({
    token: required(),
    password: passwordSchema,
    password_confirmation: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: MSG.passwordMismatch,
    path: ['password_confirmation'],
  })
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

export const messageResponseSchema = z.object({ success: z.boolean(), msg: z.string() })
