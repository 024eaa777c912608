import { MSG } from '@contract/messages'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { DomainError } from '../domain/errors'

/** 401/403/404/413/429/500 answers: `{msg}` (docs/decisions.md). */
export const msgResponse = (status: ContentfulStatusCode, msg: string): Response =>
  Response.json({ msg }, { status })

/** 422 answer: `{message, errors: {field: [msg]}}`; message is the first error unless given. */
export function validationResponse(errors: Record<string, string[]>, message?: string): Response {
  const first = Object.values(errors)[0]?.[0]
  return Response.json({ message: message ?? first ?? MSG.verifyData, errors }, { status: 422 })
}

/** The one place a DomainError becomes an answer (app.onError calls it). */
export function domainErrorResponse(error: DomainError): Response {
  switch (error.status) {
    case 200:
      return Response.json({ success: false, msg: error.msg }, { status: 200 })
    case 422:
      return validationResponse(error.errors ?? {}, error.msg)
    case 429: {
      const res = msgResponse(429, error.msg)
      if (error.retryAfter !== undefined) res.headers.set('Retry-After', String(error.retryAfter))
      return res
    }
    default:
      return msgResponse(error.status, error.msg)
  }
}

/** Action result: 200 `{success: true, msg}`. */
export const actionOk = (c: Context, msg: string) => c.json({ success: true, msg }, 200)
