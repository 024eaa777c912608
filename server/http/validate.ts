import { fieldErrors } from '@contract/http'
import { MSG } from '@contract/messages'
import type { Context } from 'hono'
import { z } from 'zod/mini'
import { fail, msgResponse, validationResponse } from './responses'

/** Schema messages win; zod's own messages (type errors and the like) come out in Spanish. */
const spanish = z.locales.es().localeError

/** Any zod schema, classic or mini (the contract uses zod/mini). */
export type Schema = z.core.$ZodType

/** Validates a value; on failure stops the request with 422 `{message, errors: {field: [msg]}}`. */
export function validOrFail<S extends Schema>(schema: S, value: unknown): z.core.output<S> {
  const result = z.safeParse(schema, value, { error: spanish })
  if (!result.success) return fail(validationResponse(fieldErrors(result.error)))
  return result.data
}

/**
 * Reads the JSON body and validates it. An empty body counts as `{}` (so missing fields get
 * "El campo es requerido"); a body that is not JSON is a 400 `{msg}`. Unknown fields are a 422
 * when the schema is a strictObject (contract request schemas are).
 */
export async function validJson<S extends Schema>(c: Context, schema: S): Promise<z.core.output<S>> {
  const text = await c.req.text()
  let value: unknown = {}
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text)
    } catch {
      return fail(msgResponse(400, MSG.malformedJson))
    }
  }
  return validOrFail(schema, value)
}

/** Validates the query string (single values as strings: use z.coerce or pipes for numbers). */
export const validQuery = <S extends Schema>(c: Context, schema: S): z.core.output<S> =>
  validOrFail(schema, c.req.query())
