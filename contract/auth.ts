import { z } from 'zod/mini'
import { INPUT_MSG } from './http'
import { TEXT_MAX } from './limits'
import { MSG } from './messages'
import { ROLE_NAMES } from './roles'

// zod/mini keeps the SPA's route chunks small (docs/decisions.md#budgets); the server uses the same schemas.

/** A missing or null field reads as an empty string, so it fails with "required" rather than a type error. */
const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)

/** Required text, trimmed: 'El campo es requerido' when empty. */
export const requiredText = (max = 255) =>
  z.pipe(
    z.transform(orEmpty),
    z.pipe(
      z.string({ error: MSG.required }).check(z.trim()),
      z.string().check(z.minLength(1, MSG.required), z.maxLength(max, INPUT_MSG.tooLong(max))),
    ),
  )

export const loginRequestSchema = z.strictObject({
  email: requiredText(TEXT_MAX.email),
  password: z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: MSG.required })
      .check(
        z.minLength(1, MSG.required),
        z.maxLength(TEXT_MAX.password, INPUT_MSG.tooLong(TEXT_MAX.password)),
      ),
  ),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const loginResponseSchema = z.object({ token: z.string() })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const userSchema = z.object({
  id: z.number().check(z.int()),
  role_name: z.enum(ROLE_NAMES),
  role_id: z.number().check(z.int()),
  owner_type: z.string(),
  owner_id: z.number().check(z.int()),
  business_name: z.string(),
  business_type: z.nullable(z.enum(['person', 'company'])),
  contact_phone: z.nullable(z.string()),
  has_rewards: z.number().check(z.int()),
  can_select_vendor: z.boolean(),
  use_factoring: z.boolean(),
  factoring: z.object({ show_select: z.boolean(), can_request: z.boolean(), brand: z.string() }),
  name: z.string(),
  email: z.string(),
})
export type User = z.infer<typeof userSchema>

export const forgotPasswordRequestSchema = z.strictObject({
  email: z.pipe(requiredText(TEXT_MAX.email), z.email(MSG.invalidEmailForgot)),
})
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

/** Password rules of docs/decisions.md#sign-in-and-sessions. */
export const passwordSchema = z.pipe(
  z.transform(orEmpty),
  z
    .string({ error: MSG.required })
    .check(
      z.minLength(1, MSG.required),
      z.minLength(8, MSG.passwordMin),
      z.maxLength(TEXT_MAX.password, INPUT_MSG.tooLong(TEXT_MAX.password)),
      z.regex(/[A-ZÁÉÍÓÚÑ]/, MSG.passwordUpper),
      z.regex(/\d/, MSG.passwordDigit),
    ),
)

export const changePasswordRequestSchema = z
  .strictObject({
    token: requiredText(TEXT_MAX.token),
    password: passwordSchema,
    password_confirmation: z.pipe(
      z.transform(orEmpty),
      z
        .string({ error: MSG.required })
        .check(
          z.minLength(1, MSG.required),
          z.maxLength(TEXT_MAX.password, INPUT_MSG.tooLong(TEXT_MAX.password)),
        ),
    ),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      message: MSG.passwordMismatch,
      path: ['password_confirmation'],
      when: (payload) => payload.issues.length === 0,
    }),
  )
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

export const messageResponseSchema = z.object({ success: z.boolean(), msg: z.string() })
