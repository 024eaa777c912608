import type { ApiFailure } from '@machines/shared/failure'
import { API_BASE } from './base'
import { notifyUnauthorized } from './client'
import { failureOf } from './failure'
import { sessionStore } from './sessionStore'

export type DownloadedFile = { blob: Blob; filename: string }

/** `attachment; filename="pagos.xlsx"` or RFC 5987 `filename*=UTF-8''…` → the name, else the fallback. */
export const filenameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition)?.[1]
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ''))
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition)
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim()
  return name === '' ? fallback : name
}

const refusalOf = async (response: Response): Promise<ApiFailure> => {
  let body: unknown = {}
  try {
    body = await response.json()
  } catch {
    // not JSON: no msg
  }
  return failureOf(response.status, body)
}

/**
 * A call that answers a file (the .xlsx exports), with or without a JSON body. Same token, 401
 * and failure handling as client.ts's `request`, with the raw response kept for its blob and
 * Content-Disposition.
 */
export const requestFile = async (
  method: string,
  path: string,
  body: object | null,
  fallbackName: string,
): Promise<DownloadedFile> => {
  const token = sessionStore.token()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        Accept: 'application/json, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  } catch {
    throw { kind: 'network' } satisfies ApiFailure
  }
  if (!response.ok) {
    if (response.status === 401 && token) notifyUnauthorized()
    throw await refusalOf(response)
  }
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    // A refusal sent as 200 {success: false, msg}: no file.
    throw await refusalOf(response)
  }
  let blob: Blob
  try {
    blob = await response.blob()
  } catch {
    throw { kind: 'network' } satisfies ApiFailure
  }
  return { blob, filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName) }
}
