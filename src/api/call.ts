import { type AnswerOf, type CallInput, type FileAnswer, pathOf, type RouteSpec } from '@contract/api/route'
import { type RequestOptions, request } from './client'
import { type DownloadedFile, requestFile } from './download'

/*
 * The SPA's one way to reach the API: a route declared in contract/api/ and its input, typed from the
 * declaration (docs/architecture.md#api-routes-declared-once). No path is written here or in the api modules.
 */

export type CallOptions = Pick<RequestOptions, 'token' | 'headers'>

/** Any route's input, as the one place that sends it reads it. */
type AnyInput = {
  params?: Readonly<Record<string, string | number>>
  query?: Readonly<Record<string, string | number | undefined>>
  body?: object
  form?: FormData
}

type Args<R extends RouteSpec> =
  Record<string, never> extends CallInput<R>
    ? [input?: CallInput<R> & AnyInput, options?: CallOptions]
    : [input: CallInput<R> & AnyInput, options?: CallOptions]

/** Calls a JSON route; the answer has the declaration's type, failures are thrown as ApiFailure. */
export const call = <R extends RouteSpec>(spec: R, ...[input, options]: Args<R>): Promise<AnswerOf<R>> => {
  const given: AnyInput = input ?? {}
  return request<AnswerOf<R>>(pathOf(spec.path, given.params), {
    method: spec.method,
    ...(given.query ? { query: given.query } : {}),
    ...(given.form ? { body: given.form } : given.body ? { body: given.body } : {}),
    ...options,
  })
}

/** Calls a route that answers a file (an export): its bytes and the name the server gave it. */
export const download = <R extends RouteSpec & { answer: FileAnswer }>(
  spec: R,
  fallbackName: string,
  ...[input]: Args<R>
): Promise<DownloadedFile> => {
  const given: AnyInput = input ?? {}
  return requestFile(spec.method, pathOf(spec.path, given.params), given.body ?? null, fallbackName)
}
