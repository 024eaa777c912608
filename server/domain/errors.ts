import type { FieldErrors } from '@contract/http'
import { MSG } from '@contract/messages'

/**
 * The one error type domain code throws. Each carries the HTTP status it answers with, the Spanish message
 * the user reads and, for 422, the field errors; `app.onError` turns it into the answer, once, for every
 * route (server/http/responses.ts `domainErrorResponse`):
 *
 * | constructor            | status | answer                                      |
 * |------------------------|--------|---------------------------------------------|
 * | refused(msg)           | 200    | `{success: false, msg}` (a business refusal) |
 * | badRequest(msg)        | 400    | `{msg}`                                     |
 * | unauthenticated(msg)   | 401    | `{msg}`                                     |
 * | forbidden(msg)         | 403    | `{msg}`                                     |
 * | notFound(msg)          | 404    | `{msg}` (unknown, or someone else's)         |
 * | conflict(msg)          | 409    | `{msg}`                                     |
 * | tooLarge(msg)          | 413    | `{msg}`                                     |
 * | invalid(errors, msg?)  | 422    | `{message, errors: {field: [msg]}}`         |
 * | tooMany(msg, seconds)  | 429    | `{msg}` with `Retry-After: seconds`         |
 *
 * Thrown inside a transaction it rolls back everything the transaction did, like any throw; code that must
 * answer a refusal from inside a transaction it opened (and do something after the rollback) catches it with
 * `isRefusal`. Anything that is not a DomainError is a bug: 500 `{msg}`, logged.
 */
export type DomainStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429

export class DomainError extends Error {
  readonly status: DomainStatus
  /** The Spanish text the user reads (for 422, the first field message unless given). */
  readonly msg: string
  /** 422 only: every message per field. */
  readonly errors: FieldErrors | undefined
  /** 429 only: seconds until a retry may succeed (the Retry-After header). */
  readonly retryAfter: number | undefined

  constructor(
    status: DomainStatus,
    msg: string,
    options: { errors?: FieldErrors; retryAfter?: number } = {},
  ) {
    super(msg)
    this.name = 'DomainError'
    this.status = status
    this.msg = msg
    this.errors = options.errors
    this.retryAfter = options.retryAfter
  }
}

/** 200 `{success: false, msg}`: the business says no (over the credit limit, already handled…). */
export const refused = (msg: string) => new DomainError(200, msg)

/** 400 `{msg}`: a request that cannot be read at all (a body that is not JSON). */
export const badRequest = (msg: string) => new DomainError(400, msg)

/** 401 `{msg}`: no live session. */
export const unauthenticated = (msg: string) => new DomainError(401, msg)

/** 403 `{msg}`: the caller may not do this (a paid payment, a submitted application, a role…). */
export const forbidden = (msg: string) => new DomainError(403, msg)

/** 404 `{msg}`: the object does not exist or belongs to someone else (never told apart). */
export const notFound = (msg: string) => new DomainError(404, msg)

/** 409 `{msg}`: the object is in a state that does not allow this now. */
export const conflict = (msg: string) => new DomainError(409, msg)

/** 413 `{msg}`: the upload is over its limit. */
export const tooLarge = (msg: string) => new DomainError(413, msg)

/** 422 `{message, errors}`: values the request or the object's state makes invalid, per field. */
export const invalid = (errors: FieldErrors, message?: string) =>
  new DomainError(422, message ?? Object.values(errors)[0]?.[0] ?? MSG.verifyData, { errors })

/** 429 `{msg}` with Retry-After: a limit per client or account; `retryAfterSeconds` is rounded up, ≥ 1. */
export const tooMany = (msg: string, retryAfterSeconds: number) =>
  new DomainError(429, msg, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) })

/** A business refusal (status 200): what code that catches refusals inside its transaction looks for. */
export const isRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.status === 200
