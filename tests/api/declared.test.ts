import { route, routes } from '@contract/api/route'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { z } from 'zod/mini'
import { DomainError } from '../../server/domain/errors'
import { mountRoutes } from '../../server/http/declared'
import type { AppDeps, AppEnv } from '../../server/http/env'
import { domainErrorResponse } from '../../server/http/responses'
import { silentLogger } from '../../server/logger'
import { testConfig } from './harness'

/** server/http/declared.ts on its own: a route mounted from a declaration validates and answers by it. */
const table = routes({
  echo: route({
    method: 'POST',
    path: '/echo/:id',
    access: 'public',
    summary: 'Devuelve lo recibido.',
    params: z.object({ id: z.string().check(z.regex(/^\d+$/, 'El valor no es válido')) }),
    body: z.strictObject({ amount: z.number() }),
    answer: z.object({ id: z.string(), amount: z.number() }),
  }),
  wrong: route({
    method: 'GET',
    path: '/echo/wrong',
    access: 'public',
    summary: 'Responde fuera de su declaración.',
    answer: z.object({ ok: z.boolean() }),
  }),
})

const appWith = (checkAnswers: boolean) => {
  const app = new Hono<AppEnv>()
  const deps = { config: { ...testConfig(), checkAnswers }, logger: silentLogger } as unknown as AppDeps
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.route(
    '/api',
    mountRoutes(table, {
      echo: (c, { params, body }) => c.json({ id: params.id, amount: body.amount }, 200),
      wrong: (c) => c.json({ ok: 'sí' }, 200),
    }),
  )
  app.onError((error) =>
    error instanceof DomainError ? domainErrorResponse(error) : new Response(null, { status: 599 }),
  )
  return app
}

const post = (app: Hono<AppEnv>, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  })

describe('a route mounted from its declaration', () => {
  test('hands the handler the declared params and body, once valid', async () => {
    const res = await post(appWith(true), '/api/echo/7', { amount: 12.5 })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: '7', amount: 12.5 })
  })

  test('refuses a bad path parameter or body with 422 and the field, before the handler', async () => {
    const badParam = await post(appWith(true), '/api/echo/x', { amount: 1 })
    expect(badParam.status).toBe(422)
    expect((await badParam.json()).errors).toEqual({ id: ['El valor no es válido'] })
    const badBody = await post(appWith(true), '/api/echo/7', { amount: 'mucho', extra: 1 })
    expect(badBody.status).toBe(422)
    expect(Object.keys((await badBody.json()).errors).sort()).toEqual(['amount', 'extra'])
  })

  test('with checkAnswers, an answer outside its declaration is a 500 naming the route', async () => {
    const res = await appWith(true).request('/api/echo/wrong')
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ declaration: 'GET /api/echo/wrong' })
  })

  test('without checkAnswers the answer goes out as the handler wrote it', async () => {
    const res = await appWith(false).request('/api/echo/wrong')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: 'sí' })
  })
})
