import { type FieldErrors, fieldErrors, INPUT_MSG, inputIssueMessage } from '@contract/http'
import { MSG } from '@contract/messages'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod/mini'
import { badRequest, type DomainError, invalid, notFound } from '../domain/errors'

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
  const hostile = edgeProblems(value)
  if (hostile) return { success: false, errors: hostile }
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
  return validOrFail(schema, parseJsonBody(await c.req.text()))
}

/**
 * The one JSON reader of request bodies: blank is `{}`, anything JSON.parse refuses (including nesting too
 * deep for it) is the 400 `{msg}`. Keys stay own data properties (JSON.parse never calls the `__proto__`
 * setter); edgeProblems then refuses prototype keys like any unknown field.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(MSG.malformedJson)
  }
}

/*
 * Edge rules every request value obeys before any schema sees it (bodies, forms, query strings, path
 * parameters), so input that cannot be valid never reaches the database:
 * - text holds no control characters: C0 but tab, line feed and carriage return (text areas keep their lines),
 *   DEL, C1, and no lone UTF-16 surrogates. PostgreSQL refuses NUL in text; the rest is never typed by a person.
 *   One-line values (query strings, path parameters) refuse tab and line breaks too.
 * - object keys are plain names: `__proto__`, `constructor` and `prototype` are unknown fields (422), as are
 *   keys with control characters.
 * - nesting is at most MAX_DEPTH levels (request bodies are flat: an object, a list of objects at most).
 * Numbers are held to their domain by the schemas (contract rowIdField, isWholeCentavos, bounded days and pages).
 */
/** Cc is C0, DEL and C1; Cs in a `u` pattern matches only a surrogate without its pair. */
const CONTROL = /(?![\t\n\r])\p{Cc}|\p{Cs}/u
const LINE_CONTROL = /\p{Cc}|\p{Cs}/u
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
export const MAX_DEPTH = 8
/** Enough to name the problems without echoing a 100 KB body back. */
const MAX_REPORTED = 20

/** Whether a text may be stored: no control characters (`oneLine`: no tab or line break either). */
export const isCleanText = (text: string, oneLine = false): boolean =>
  !(oneLine ? LINE_CONTROL : CONTROL).test(text)

/** A key as it may appear in an answer: control characters shown as U+FFFD. */
const shownKey = (key: string) => key.replace(/\p{Cc}|\p{Cs}/gu, '\uFFFD').slice(0, 100)

/** Every edge problem of a request value by field (as fieldErrors names them), or null when there is none. */
export function edgeProblems(value: unknown, options: { oneLine?: boolean } = {}): FieldErrors | null {
  const errors: FieldErrors = Object.create(null)
  let reported = 0
  const add = (path: string[], message: string) => {
    const field = path.length ? path.join('.') : '_'
    if (!Object.hasOwn(errors, field)) reported++
    errors[field] = [...(Object.hasOwn(errors, field) ? (errors[field] ?? []) : []), message]
  }
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  while (stack.length > 0 && reported < MAX_REPORTED) {
    const item = stack.pop() as { value: unknown; path: string[] }
    if (typeof item.value === 'string') {
      if (!isCleanText(item.value, options.oneLine)) add(item.path, INPUT_MSG.controlChars)
      continue
    }
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.path.length >= MAX_DEPTH) {
      add(item.path, INPUT_MSG.tooDeep)
      continue
    }
    const entries = Array.isArray(item.value)
      ? item.value.map((element, index) => [String(index), element] as const)
      : Object.keys(item.value).map((key) => [key, (item.value as Record<string, unknown>)[key]] as const)
    for (const [key, child] of entries) {
      const path = [...item.path, shownKey(key)]
      if (PROTOTYPE_KEYS.has(key)) add(path, MSG.unknownField)
      else if (!isCleanText(key, true)) add(path, INPUT_MSG.controlChars)
      else stack.push({ value: child, path })
    }
  }
  return reported > 0 ? errors : null
}

/**
 * The edge rules for what every /api request carries outside its body: a path with a control character names
 * nothing (404 `{msg}`); a query parameter with one, or a prototype name, is a 422 naming it. Runs before the
 * routes, so a route reading `c.req.query()` or a path parameter never sees such a value.
 */
export const edgeGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  for (const segment of url.pathname.split('/')) {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // Not percent-decodable: the router answers it (404).
    }
    if (!isCleanText(decoded, true)) throw notFound(MSG.notFound)
  }
  for (const [key, value] of url.searchParams) {
    // A repeated parameter has each of its values checked.
    const problems = edgeProblems({ [key]: value }, { oneLine: true })
    if (problems) throw invalid(problems)
  }
  await next()
}

/** PostgreSQL's data exceptions (class 22: a NUL in text, a number out of range, an invalid literal…). */
const isDataException = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/**
 * Last resort for a value the edge rules missed: the database refusing request data is a 422, not a 500 (its
 * transaction rolled back, so nothing was written). Returns the DomainError to answer, or null.
 */
export const inputRefusedByDatabase = (error: unknown): DomainError | null =>
  isDataException(error) ? invalid({ _: [INPUT_MSG.invalid] }, MSG.verifyData) : null

/**
 * The query string without empty values: `?status=&page=1` is `{page: '1'}`. The SPA sends an empty value
 * for "no filter", and an empty optional parameter means its default.
 */
export const nonEmptyQuery = (query: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''))

/** Validates the query string (single values as strings: use pipes for numbers); empty values are absent. */
export const validQuery = <S extends Schema>(c: Context, schema: S): z.core.output<S> =>
  validOrFail(schema, nonEmptyQuery(c.req.query()))
