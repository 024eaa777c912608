import type { ApiFailure } from '@machines/shared/failure'
import { FetchError } from 'ofetch'

/*
 * The one reading of a refused answer (ofetch, downloads and uploads). Written without zod on purpose: every page
 * loads it, /login included, and zod is not in the entry (docs/decisions.md#budgets).
 */

type Fields = Record<string, string[]>

const textOf = (body: object, key: 'msg' | 'message' | 'reason'): string | undefined => {
  const value: unknown = Reflect.get(body, key)
  return typeof value === 'string' ? value : undefined
}

/** `{field: [msg, …]}`, kept only when it has that shape. */
const fieldsOf = (body: object): Fields | undefined => {
  const errors: unknown = Reflect.get(body, 'errors')
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined
  const entries = Object.entries(errors)
  const valid = entries.every(([, list]) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  return valid ? Object.fromEntries(entries) : undefined
}

/** A refused answer's status and body → the ApiFailure machines understand (`{msg}` or `{message, errors}`). */
export const failureOf = (status: number, body: unknown): ApiFailure => {
  const shape = typeof body === 'object' && body !== null ? body : {}
  const reason = textOf(shape, 'reason')
  return {
    kind: 'http',
    status,
    msg: textOf(shape, 'msg') ?? textOf(shape, 'message'),
    errors: fieldsOf(shape),
    ...(reason ? { reason } : {}),
  }
}

/** ofetch's error → an ApiFailure: the server's refusal, or the network's. */
export const toApiFailure = (error: unknown): ApiFailure =>
  error instanceof FetchError && error.response
    ? failureOf(error.response.status, error.data)
    : { kind: 'network' }
