import {
  type Access,
  isFileAnswer,
  prefixOf,
  type RouteSpec,
  type RouteTable,
  type ValidInput,
} from '@contract/api/route'
import { msgSchema, validationErrorSchema } from '@contract/http'
import { MSG } from '@contract/messages'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi'
import type { OpenAPIV3_1 } from 'openapi-types'
import { z } from 'zod/mini'
import { requireAuth, requireRole } from './auth'
import type { AppEnv } from './env'
import type { IdempotentEnv } from './idempotency'
import { validJson, validOrFail, validQuery } from './validate'

/*
 * Mounts a contract route module (contract/api/*) on the server: each declared route gets its access check,
 * the middleware its binding asks for, the validation of its params, query and JSON body from the declaration,
 * and its handler with the valid input. The same middleware carries the OpenAPI description hono-openapi
 * reads for /api/openapi.json. See docs/architecture.md#api-routes-declared-once.
 */

/** Public routes have no `auth`; the others run after requireAuth. */
export type EnvOf<R extends RouteSpec> = R['access'] extends 'public' ? AppEnv : IdempotentEnv

export type Handler<R extends RouteSpec> = (
  c: Context<EnvOf<R>>,
  input: ValidInput<R>,
) => Response | Promise<Response>

/** A handler, or a handler with the middleware that runs between the access check and the validation. */
export type Binding<R extends RouteSpec> =
  | Handler<R>
  | { readonly use: readonly MiddlewareHandler[]; readonly handle: Handler<R> }

export type Bindings<T extends RouteTable> = { readonly [K in keyof T]: Binding<T[K]> }

const accessGuards = (access: Access): MiddlewareHandler[] =>
  access === 'public'
    ? []
    : access === 'signed-in'
      ? [requireAuth as MiddlewareHandler]
      : [requireAuth as MiddlewareHandler, requireRole(...access) as MiddlewareHandler]

type Target = 'param' | 'query' | 'json'

/** A middleware that hono-openapi documents as validating `target` against `schema`. */
const documented = (middleware: MiddlewareHandler, target: Target, schema: z.core.$ZodType) =>
  Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } })

const INPUT = 'input'
type Parsed = { params: unknown; query: unknown; body: unknown }

const parsedOf = (c: Context): Parsed =>
  (c.get(INPUT as never) as Parsed | undefined) ?? { params: c.req.param(), query: {}, body: undefined }

const keep = (c: Context, patch: Partial<Parsed>) =>
  c.set(INPUT as never, { ...parsedOf(c), ...patch } as never)

/** A path's parameters as text, for a declaration that gives them no schema of its own. */
const textParams = (path: string) => {
  const names = [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '')
  return names.length === 0
    ? undefined
    : z.object(Object.fromEntries(names.map((name) => [name, z.string()])))
}

/** The checks a declaration asks for, in the order a request is read: path, query, body. */
const validators = (spec: RouteSpec): MiddlewareHandler[] => {
  const list: MiddlewareHandler[] = []
  const { query, body } = spec
  const params = spec.params ?? textParams(spec.path)
  if (params) {
    const check = createMiddleware(async (c, next) => {
      keep(c, { params: validOrFail(params, c.req.param()) })
      await next()
    })
    list.push(documented(check, 'param', params))
  }
  if (query) {
    const check = createMiddleware(async (c, next) => {
      keep(c, { query: validQuery(c, query) })
      await next()
    })
    list.push(documented(check, 'query', query))
  }
  if (body) {
    const check = createMiddleware(async (c, next) => {
      keep(c, { body: await validJson(c, body) })
      await next()
    })
    list.push(documented(check, 'json', body))
  }
  return list
}

const REFUSAL = z.object({ success: z.literal(false), msg: z.string() })

/**
 * With `checkAnswers` (the test suites): a 200 JSON answer that does not match its declared schema becomes a
 * 500 naming the mismatch, so every API test also checks the reference tells the truth.
 */
const answerCheck = (spec: RouteSpec): MiddlewareHandler =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    const answer = spec.answer
    if (!c.var.deps.config.checkAnswers || isFileAnswer(answer) || c.res.status !== 200) return
    if (!(c.res.headers.get('Content-Type') ?? '').includes('application/json')) return
    const value: unknown = await c.res.clone().json()
    const result = z.safeParse(answer, value)
    if (result.success || z.safeParse(REFUSAL, value).success) return
    const where = `${spec.method} /api${spec.path}`
    c.var.deps.logger.error(`${where} answered outside its declaration`, { issues: result.error.issues })
    c.res = Response.json(
      { msg: MSG.unexpected, declaration: where, issues: result.error.issues },
      { status: 500 },
    )
  })

/** The OpenAPI description of what a route answers and who may call it. */
export const describeSpec = (spec: RouteSpec, tag: string) =>
  describeRoute({
    tags: [tag],
    summary: spec.summary,
    ...(spec.access === 'public' ? { security: [] } : { security: [{ bearer: [] }] }),
    ...(Array.isArray(spec.access) ? { description: `Roles: ${(spec.access as string[]).join(', ')}.` } : {}),
    ...(spec.multipart ? { requestBody: multipartBody(spec.multipart) } : {}),
    responses: {
      200: isFileAnswer(spec.answer)
        ? {
            description: 'El archivo.',
            content: Object.fromEntries(spec.answer.file.map((type) => [type, { schema: BINARY }])),
          }
        : {
            description: 'Hecho (o `{success: false, msg}` cuando la regla de negocio lo rechaza).',
            content: { 'application/json': { schema: resolver(spec.answer) } },
          },
      ...errorAnswers(spec),
    },
  })

const msgAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(msgSchema) } },
})

const BINARY = { type: 'string' as const, format: 'binary' }

const errorAnswers = (spec: RouteSpec) => ({
  ...(spec.access === 'public'
    ? {}
    : {
        401: msgAnswer('Sin sesión.'),
        ...(Array.isArray(spec.access) ? { 403: msgAnswer('Rol sin permiso.') } : {}),
      }),
  404: msgAnswer('No existe, o es de otra organización.'),
  ...(spec.params || spec.query || spec.body || spec.multipart
    ? {
        422: {
          description: 'Datos no válidos, con el mensaje de cada campo.',
          content: { 'application/json': { schema: resolver(validationErrorSchema) } },
        },
      }
    : {}),
  429: msgAnswer('Demasiados intentos; `Retry-After` dice cuándo volver.'),
})

const multipartBody = (multipart: NonNullable<RouteSpec['multipart']>) => {
  const fields = z.toJSONSchema(multipart.fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, OpenAPIV3_1.SchemaObject>
    required?: string[]
  }
  const files: Record<string, OpenAPIV3_1.SchemaObject> = Object.fromEntries(
    multipart.files.map((name) => [name, { type: 'array', items: BINARY }]),
  )
  const schema: OpenAPIV3_1.SchemaObject = {
    type: 'object',
    properties: { ...fields.properties, ...files },
    required: fields.required ?? [],
  }
  return { required: true, content: { 'multipart/form-data': { schema } } }
}

/**
 * The Hono router of one route module: every declared route with its binding, under /api. `tag` groups them in
 * the reference (by default the URL prefix).
 */
export function mountRoutes<T extends RouteTable>(
  table: T,
  bindings: Bindings<T>,
  tag?: string,
): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const spec = table[name] as RouteSpec
    const binding = bindings[name] as Binding<RouteSpec>
    const { use, handle } = typeof binding === 'function' ? { use: [], handle: binding } : binding
    const run: MiddlewareHandler = async (c) =>
      handle(c as never, parsedOf(c) as ValidInput<RouteSpec>) as Promise<Response>
    router.on(
      spec.method,
      spec.path,
      describeSpec(spec, tag ?? prefixOf(spec.path)),
      answerCheck(spec),
      ...accessGuards(spec.access),
      ...use,
      ...validators(spec),
      run,
    )
  }
  return router
}
