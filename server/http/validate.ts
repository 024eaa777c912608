import { type FieldErrors, fieldErrors, inputIssueMessage } from '@contract/http'
import { MSG } from '@contract/messages'
import type { Context } from 'hono'
import { z } from 'zod/mini'
import { badRequest, invalid } from '../domain/errors'

/** Any zod schema, classic or mini (the contract uses zod/mini). */
export type Schema = z.core.$ZodType

/**
 * Checks request data: the data, or every problem per field. Schema messages win; checks without one get a
 * clear Spanish message (inputIssueMessage), never zod's text or the list of allowed values.
 */
export function checkInput<S extends Schema>(
  schema: S,
  value: unknown,
): { success: true; data: z.core.output<S> } | { success: false; errors: FieldErrors } {
  const result = z.safeParse(schema, value, { error: inputIssueMessage })
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error) }
}

/** Validates a value; on failure throws the 422 `{message, errors: {field: [msg]}}`. */
export function validOrFail<S extends Schema>(schema: S, value: unknown): z.core.output<S> {
  const result = checkInput(schema, value)
  if (!result.success) throw invalid(result.errors)
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
      throw badRequest(MSG.malformedJson)
    }
  }
  return validOrFail(schema, value)
}

/**
 * The query string without empty values: `?status=&page=1` is `{page: '1'}`. The SPA sends an empty value
 * for "no filter", and an empty optional parameter means its default.
 */
export const nonEmptyQuery = (query: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''))

/** Validates the query string (single values as strings: use pipes for numbers); empty values are absent. */
export const validQuery = <S extends Schema>(c: Context, schema: S): z.core.output<S> =>
  validOrFail(schema, nonEmptyQuery(c.req.query()))
