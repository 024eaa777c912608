import type { RoleName } from '@contract/roles'
import type { z } from 'zod/mini'

/**
 * One API route as both sides read it (docs/architecture.md#api-routes-declared-once): the server mounts it and
 * validates from it, the SPA calls through it, and /api/openapi.json is generated from it.
 */

/** Any zod schema, classic or mini. */
export type Schema = z.core.$ZodType

/** Who may call: anyone, any signed-in user, or the signed-in users of these roles. */
export type Access = 'public' | 'signed-in' | readonly RoleName[]

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An answer that is a file (an export, a PDF, a stored upload), not JSON. */
export interface FileAnswer {
  readonly file: readonly string[]
}

/** A multipart request: its text fields' schema and the names of its file fields. */
export interface MultipartBody<S extends Schema = Schema> {
  readonly fields: S
  readonly files: readonly string[]
}

export interface RouteSpec {
  readonly method: Method
  /** The path under /api, with `:name` parameters, exactly as the spec names it. */
  readonly path: string
  readonly access: Access
  /** One line for the reference, in Spanish. */
  readonly summary: string
  /** Path parameters, by name. Without one, each parameter is a non-empty string. */
  readonly params?: Schema
  readonly query?: Schema
  /** A JSON body. */
  readonly body?: Schema
  /** A multipart body (uploads). */
  readonly multipart?: MultipartBody
  /** The 200 answer: a JSON schema, or the media types of a file. */
  readonly answer: Schema | FileAnswer
}

/** Declares a route, keeping its literal path and schema types for the typed client and the server. */
export const route = <const R extends RouteSpec>(spec: R): R => spec

/** A module's routes by name. */
export type RouteTable = Readonly<Record<string, RouteSpec>>

/**
 * Declares one URL prefix's routes (a module per prefix, named after it: contract/api/shared-tokens.ts holds
 * /api/shared-tokens/…; tests/api/openapi.test.ts checks it).
 */
export const routes = <const T extends RouteTable>(table: T): T => table

/** The URL prefix a path lives under: '/shared-tokens/create' → 'shared-tokens'. */
export const prefixOf = (path: string): string => path.split('/')[1] ?? ''

export const isFileAnswer = (answer: RouteSpec['answer']): answer is FileAnswer => 'file' in answer

/** `'/payments/update-payment/:id'` → `'id'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type Output<S> = S extends Schema ? z.core.output<S> : never
type Input<S> = S extends Schema ? z.core.input<S> : never

/** What the server hands a handler once the request passed the declaration's checks. */
export type ValidInput<R extends RouteSpec> = {
  params: R['params'] extends Schema ? Output<R['params']> : Record<ParamNames<R['path']>, string>
  query: R['query'] extends Schema ? Output<R['query']> : Record<string, never>
  body: R['body'] extends Schema ? Output<R['body']> : undefined
}

/** What a client passes to call a route. */
export type CallInput<R extends RouteSpec> = ([ParamNames<R['path']>] extends [never]
  ? { params?: never }
  : {
      params: R['params'] extends Schema ? Input<R['params']> : Record<ParamNames<R['path']>, string | number>
    }) &
  (R['query'] extends Schema
    ? Partial<Input<R['query']>> extends Input<R['query']>
      ? { query?: Input<R['query']> }
      : { query: Input<R['query']> }
    : { query?: never }) &
  (R['body'] extends Schema ? { body: Input<R['body']> } : { body?: never }) &
  (R['multipart'] extends MultipartBody ? { form: FormData } : { form?: never })

/** The 200 answer of a JSON route. */
export type AnswerOf<R extends RouteSpec> = R['answer'] extends Schema ? Output<R['answer']> : never

/** The path with its parameters filled in, each one URL-encoded. */
export const pathOf = (path: string, params: Readonly<Record<string, string | number>> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`)
    return encodeURIComponent(String(value))
  })
