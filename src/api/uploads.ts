import { type AnswerOf, type MultipartBody, pathOf, type RouteSpec } from '@contract/api/route'
import type { ApiFailure } from '@machines/shared/failure'
import { API_BASE } from './base'
import { failureOf } from './failure'

export interface UploadHandlers<T> {
  /** 0–100, as the bytes leave the browser. */
  onProgress: (percent: number) => void
  onDone: (answer: T) => void
  onError: (failure: ApiFailure) => void
}

const refusalOf = (xhr: XMLHttpRequest): ApiFailure => {
  let body: unknown = {}
  try {
    body = JSON.parse(xhr.responseText || '{}')
  } catch {
    // not JSON: no msg
  }
  return failureOf(xhr.status, body)
}

/**
 * A declared multipart route called with upload progress (fetch reports none), its answer typed from the
 * declaration, failures in the ApiFailure shape of the ofetch client. Returns the abort function.
 */
export const uploadForm = <R extends RouteSpec & { multipart: MultipartBody }>(
  spec: R,
  form: FormData,
  handlers: UploadHandlers<AnswerOf<R>>,
  headers: Record<string, string> = {},
) => {
  const xhr = new XMLHttpRequest()
  xhr.open(spec.method, `${API_BASE}${pathOf(spec.path)}`)
  xhr.setRequestHeader('Accept', 'application/json')
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) handlers.onProgress((event.loaded / event.total) * 100)
  }
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) {
      try {
        handlers.onDone(JSON.parse(xhr.responseText))
      } catch {
        handlers.onError({ kind: 'http', status: xhr.status })
      }
    } else handlers.onError(refusalOf(xhr))
  }
  xhr.onerror = () => handlers.onError({ kind: 'network' })
  xhr.ontimeout = () => handlers.onError({ kind: 'network' })
  xhr.send(form)
  return () => {
    xhr.onload = xhr.onerror = xhr.ontimeout = null
    xhr.upload.onprogress = null
    xhr.abort()
  }
}
