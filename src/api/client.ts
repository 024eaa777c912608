import { ofetch } from 'ofetch'
import { API_BASE } from './base'
import { toApiFailure } from './failure'
import { sessionStore } from './sessionStore'

type UnauthorizedListener = () => void
const listeners = new Set<UnauthorizedListener>()

/** Called when any authenticated call answers 401: the session machine expires the session. */
export const onUnauthorized = (listener: UnauthorizedListener): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener the server refused the stored token. */
export const notifyUnauthorized = (): void => {
  for (const listener of listeners) listener()
}

const raw = ofetch.create({
  baseURL: API_BASE,
  retry: 0,
  timeout: 30_000,
  onRequest({ options }) {
    const token = sessionStore.token()
    if (token && !options.headers.has('Authorization'))
      options.headers.set('Authorization', `Bearer ${token}`)
    options.headers.set('Accept', 'application/json')
  },
  onResponseError({ response, options }) {
    const sentToken = new Headers(options.headers).get('Authorization')
    if (response.status === 401 && sentToken) notifyUnauthorized()
  },
})

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: object | FormData
  query?: Record<string, string | number | undefined>
  /** Overrides the stored token (used right after login, before the session is stored). */
  token?: string
  headers?: Record<string, string>
}

/** One HTTP call to the API; failures are thrown as ApiFailure. */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  try {
    const { token, headers, ...rest } = options
    const allHeaders = { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) }
    return await raw<T>(path, { ...rest, headers: allHeaders })
  } catch (error) {
    throw toApiFailure(error)
  }
}
