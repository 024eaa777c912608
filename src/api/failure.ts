import type { ApiFailure } from '@machines/shared/failure'
import { FetchError } from 'ofetch'
import { z } from 'zod/mini'

/** A field of a refusal's body, or nothing when it is absent or not what it should be. */
const either = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** What a refusal's body may carry: `{msg}`, `{message, errors}` (docs/decisions.md#api-conventions), a reason. */
const refusalBody = z.catch(
  z.object({
    msg: either(z.string()),
    message: either(z.string()),
    errors: either(z.record(z.string(), z.array(z.string()))),
    reason: either(z.string()),
  }),
  {},
)

/** The one reading of a refused answer: its status and body → the ApiFailure machines understand. */
export const failureOf = (status: number, body: unknown): ApiFailure => {
  const { msg, message, errors, reason } = z.parse(refusalBody, body ?? {})
  return { kind: 'http', status, msg: msg ?? message, errors, ...(reason ? { reason } : {}) }
}

/** ofetch's error → an ApiFailure: the server's refusal, or the network's. */
export const toApiFailure = (error: unknown): ApiFailure =>
  error instanceof FetchError && error.response
    ? failureOf(error.response.status, error.data)
    : { kind: 'network' }
