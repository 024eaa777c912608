import { z } from 'zod/mini'
import { MSG } from './messages'

/** 422 body: `{message, errors: {field: [msg]}}` (docs/decisions.md#api-conventions). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationError = z.infer<typeof validationErrorSchema>

/** 401/403/404/413/429/500 body. */
export const msgSchema = z.object({ msg: z.string() })
export type MsgBody = z.infer<typeof msgSchema>

/** Result of an action: 200 `{success, msg}`. */
export const actionResultSchema = z.object({ success: z.boolean(), msg: z.string() })
export type ActionResult = z.infer<typeof actionResultSchema>

export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    per_page: z.number(),
  })

/**
 * Field messages for the checks a schema leaves without its own text (an enum, a pattern, a type, a length):
 * clear Spanish, never zod's wording, its type names or the list of allowed values. Messages a schema sets
 * always win over these.
 */
export const INPUT_MSG = {
  invalid: 'El valor no es válido',
  notAllowed: 'Valor no permitido',
  format: 'El formato no es válido',
  tooLong: (max: number | bigint) => `Caracteres excedidos. Máximo: ${max}`,
  tooShort: (min: number | bigint) => `Debe tener al menos ${min} caracteres`,
  tooBig: (max: number | bigint) => `El valor debe ser como máximo ${max}`,
  tooSmall: (min: number | bigint) => `El valor debe ser al menos ${min}`,
  tooManyItems: (max: number | bigint) => `Se permiten como máximo ${max} elementos`,
  controlChars: 'Contiene caracteres no permitidos',
  tooDeep: 'Los datos tienen demasiados niveles anidados',
} as const

/** The largest id a row can have: ids are int4 (serial) columns. */
export const MAX_ROW_ID = 2_147_483_647

/** A value that says nothing: the field was left out or sent empty. */
export const isBlankInput = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/**
 * The message of an id field's issue: `required` only when the field is missing or empty; any value that is
 * there and is not an id ("abc", "1.5", -3, 1.5, true) is `invalid`.
 */
export const blankOr = (required: string, invalid: string) => (issue: z.core.$ZodRawIssue) =>
  isBlankInput(issue.input) ? required : invalid

/**
 * An id the server looks up and answers "not found" for when no row has it: a positive safe integer; a
 * missing one is `required` (422), any other value `invalid` (422). One beyond int4 is well formed and names
 * nothing: the domain answers it (404, a refusal) without asking the database.
 */
export const lookupIdField = (required: string, invalid: string = INPUT_MSG.invalid) =>
  z
    .number({ error: blankOr(required, invalid) })
    .check(z.refine((n) => Number.isSafeInteger(n) && n > 0, invalid))

/** An id sent as a JSON number: a positive integer within int4; missing is `required`, anything else `invalid`. */
export const rowIdField = (required: string, invalid: string = INPUT_MSG.invalid) =>
  z
    .number({ error: blankOr(required, invalid) })
    .check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID, invalid))

/**
 * An id sent as text (a query parameter, a multipart field): up to 10 digits naming a positive number up to
 * `max` (an int4 by default; a lookup may take more and answer "not found"), read as a number. Empty is
 * `required`; anything else that is not such digits is `invalid`.
 */
export const textIdField = (required: string, invalid: string = INPUT_MSG.invalid, max = MAX_ROW_ID) =>
  z.pipe(
    z.string({ error: blankOr(required, invalid) }).check(
      z.trim(),
      z.minLength(1, { message: required, abort: true }),
      z.refine((s) => /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= max, invalid),
    ),
    z.transform((s: string) => Number(s)),
  )

/**
 * The error map of every parse of request data (pass it as `{ error: inputIssueMessage }`): zod uses it
 * only for issues whose schema sets no message of its own.
 */
export function inputIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? MSG.required : INPUT_MSG.invalid
    case 'invalid_value':
      return INPUT_MSG.notAllowed
    case 'invalid_format':
      return INPUT_MSG.format
    case 'too_big':
      if (issue.origin === 'string') return INPUT_MSG.tooLong(issue.maximum)
      if (issue.origin === 'array' || issue.origin === 'set') return INPUT_MSG.tooManyItems(issue.maximum)
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? INPUT_MSG.tooBig(issue.maximum)
        : INPUT_MSG.invalid
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? MSG.required : INPUT_MSG.tooShort(issue.minimum)
      }
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.required
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint'
        ? INPUT_MSG.tooSmall(issue.minimum)
        : INPUT_MSG.invalid
    case 'unrecognized_keys':
      return MSG.unknownField
    default:
      return INPUT_MSG.invalid
  }
}

/** The `errors` of a 422: every message per field. */
export type FieldErrors = Record<string, string[]>

/** Turns a zod error into the 422 field map, every message per path; an unknown field is named as such. */
export const fieldErrors = (error: z.core.$ZodError): FieldErrors => {
  // Keyed by what the client sent: a field named `constructor` or `__proto__` is a plain entry here.
  const out: Record<string, string[]> = Object.create(null)
  const add = (key: string, message: string) => {
    out[key] = [...(Object.hasOwn(out, key) ? (out[key] ?? []) : []), message]
  }
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, MSG.unknownField)
    } else {
      add(base || '_', issue.message)
    }
  }
  return out
}
