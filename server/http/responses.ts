import { MSG } from '@contract/messages'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** 401/403/404/413/429/500 answers: `{msg}` (DESIGN.md §3). */
export const msgResponse = (status: ContentfulStatusCode, msg: string): Response =>
  Response.json({ msg }, { status })

/** 422 answer: `{message, errors: {field: [msg]}}`; message is the first error unless given. */
export function validationResponse(errors: Record<string, string[]>, message?: string): Response {
  const first = Object.values(errors)[0]?.[0]
  return Response.json({ message: message ?? first ?? MSG.verifyData, errors }, { status: 422 })
}

/** Stops the request with a ready answer; app.onError sends it as is. */
export const fail = (response: Response): never => {
  throw new HTTPException(response.status as ContentfulStatusCode, { res: response })
}

/** Action result: 200 `{success: true, msg}`. */
export const actionOk = (c: Context, msg: string) => c.json({ success: true, msg }, 200)
