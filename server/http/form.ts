import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { msgResponse } from './responses'
import { parseJsonBody } from './validate'

/** Room for the multipart boundaries and the other fields around the files. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * Route-level body limit of an upload route: the files' limit plus the multipart overhead (the app-level
 * limit is the largest of all, 64 MB). Answers 413 `{msg}` with the route's own text.
 */
export const uploadBodyLimit = (maxFileBytes: number, msg: string): MiddlewareHandler =>
  bodyLimit({ maxSize: maxFileBytes + MULTIPART_OVERHEAD_BYTES, onError: () => msgResponse(413, msg) })

/** A form's values by field name, each field's values in order (text, or File for file parts). */
export type FormValues = Record<string, (string | File)[]>

/**
 * The fields of a multipart or urlencoded body (a JSON object is accepted too, for the text fields). A body
 * that cannot be parsed counts as empty, so its fields come out as missing (422), never as a 500.
 */
export async function readForm(c: Context): Promise<FormValues> {
  const type = c.req.header('content-type')?.toLowerCase() ?? ''
  // Keyed by what the client sent: a field named `constructor` or `__proto__` is a plain entry (refused later).
  const values: FormValues = Object.create(null)
  const add = (name: string, value: string | File) => {
    values[name] = [...(Object.hasOwn(values, name) ? (values[name] ?? []) : []), value]
  }
  try {
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await c.req.formData()
      form.forEach((value, name) => {
        add(name, value)
      })
    } else if (type.startsWith('application/json')) {
      const body = parseJsonBody(await c.req.text())
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [name, value] of Object.entries(body)) {
          add(name, typeof value === 'string' ? value : JSON.stringify(value))
        }
      }
    }
  } catch {
    return {}
  }
  return values
}

/**
 * The form as one object for a strict schema: text fields by their first value, file fields as `true`
 * (they are checked by checkUploads), so unknown field names are refused like unknown JSON fields.
 */
export const formObject = (values: FormValues, fileFields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([name, list]) => [
      name,
      fileFields.includes(name) ? true : typeof list[0] === 'string' ? list[0] : '',
    ]),
  )

const forms = new WeakMap<Context, FormValues>()

/** The form uploadForm read for this request (empty when it did not run). */
export const formOf = (c: Context): FormValues => forms.get(c) ?? {}

/**
 * A stable text of a form for the Idempotency-Key fingerprint: the fields in order, files by name, size and
 * sha256. The raw multipart body will not do: a client's retry serialises the same form with a new boundary.
 */
async function canonicalForm(values: FormValues): Promise<string> {
  const entries: unknown[] = []
  for (const [name, list] of Object.entries(values)) {
    for (const value of list) {
      if (typeof value === 'string') {
        entries.push([name, value])
      } else {
        const sha256 = createHash('sha256')
          .update(new Uint8Array(await value.arrayBuffer()))
          .digest('hex')
        entries.push([name, { file: value.name, size: value.size, sha256 }])
      }
    }
  }
  return JSON.stringify(entries)
}

/**
 * Reads an upload route's form once (see formOf) and goes before `idempotency`. With an Idempotency-Key,
 * the request body that middleware fingerprints becomes the canonical text of the form, so a retry of the
 * same form replays the first answer whatever its multipart boundary (and a file's bytes are never decoded
 * as UTF-8 text).
 */
export const uploadForm: MiddlewareHandler = async (c, next) => {
  const values = await readForm(c)
  forms.set(c, values)
  if (c.req.header('idempotency-key') !== undefined) {
    const headers = new Headers(c.req.raw.headers)
    headers.set('content-type', 'application/json')
    headers.delete('content-length')
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: await canonicalForm(values),
    })
    c.req.bodyCache = {}
  }
  await next()
}
