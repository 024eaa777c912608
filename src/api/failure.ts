import type { ApiFailure } from '@machines/shared/failure'
import { FetchError } from 'ofetch'

/** ofetch's error → the ApiFailure machines understand. */
export const toApiFailure = (error: unknown): ApiFailure => {
  if (error instanceof FetchError && error.response) {
    const body = (error.data ?? {}) as {
      msg?: unknown
      message?: unknown
      errors?: unknown
      reason?: unknown
    }
    const msg =
      typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : undefined
    const errors =
      body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : undefined
    const reason = typeof body.reason === 'string' ? body.reason : undefined
    return { kind: 'http', status: error.response.status, msg, errors, ...(reason ? { reason } : {}) }
  }
  return { kind: 'network' }
}
