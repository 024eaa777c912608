import { MSG } from '@contract/messages'

/**
 * What an API actor throws. Actors injected from the view layer translate their HTTP client's errors into this
 * shape so machines decide on messages without knowing the client.
 */
export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; msg?: string; errors?: Record<string, string[]>; reason?: string }

export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  (value.kind === 'network' || value.kind === 'http')

/** First message per field of a 422, or an empty map. */
export const fieldErrorsOf = (failure: unknown): Record<string, string> => {
  if (!isApiFailure(failure) || failure.kind !== 'http' || !failure.errors) return {}
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(failure.errors)) if (messages[0]) out[field] = messages[0]
  return out
}

/**
 * Every message of one field of a 422, in the server's order and joined into one text; null when it has none.
 * For a field whose messages are all worth reading at once (the checks of an invoice's CFDI).
 */
export const allMessagesOf = (failure: unknown, field: string): string | null => {
  if (!isApiFailure(failure) || failure.kind !== 'http' || !failure.errors) return null
  const messages = failure.errors[field]?.filter((message) => message.trim() !== '') ?? []
  return messages.length > 0 ? messages.join(' ') : null
}

/** The server's msg when it sent one, else the given fallback; network failures get the connection text. */
export const messageOf = (failure: unknown, fallback: string = MSG.unexpected): string => {
  if (!isApiFailure(failure)) return fallback
  if (failure.kind === 'network') return MSG.connection
  return failure.msg ?? fallback
}

/** An answer of the server with one of these statuses (not a lost answer, not a bug in between). */
export const hasStatus = (
  failure: unknown,
  ...statuses: number[]
): failure is Extract<ApiFailure, { kind: 'http' }> =>
  isApiFailure(failure) && failure.kind === 'http' && statuses.includes(failure.status)

export const isUnauthorized = (failure: unknown): boolean => hasStatus(failure, 401)

/** The `reason` some answers carry beside `msg` (the customer lookup's 404/500), or null. */
export const reasonOf = (failure: unknown): string | null =>
  isApiFailure(failure) && failure.kind === 'http' && failure.reason ? failure.reason : null

/**
 * A 4xx answer: the server decided, and a retry with the same Idempotency-Key would only replay it, so a
 * retry takes a new key; after a 5xx or a lost answer the key is kept and the retry cannot do the thing twice.
 */
export const isAnswered = (failure: unknown): boolean =>
  isApiFailure(failure) && failure.kind === 'http' && failure.status < 500

export const isValidationFailure = (failure: unknown): boolean => hasStatus(failure, 422)
