import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fieldErrors, INPUT_MSG, inputIssueMessage } from '@contract/http'
import { MSG } from '@contract/messages'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { newToken } from '../../server/domain/auth/tokens'
import {
  badRequest,
  conflict,
  DomainError,
  forbidden,
  invalid,
  isRefusal,
  notFound,
  refused,
  tooLarge,
  tooMany,
  unauthenticated,
} from '../../server/domain/errors'
import { silentLogger } from '../../server/logger'
import { forEachDatabase, testConfig } from './harness'

/** A database that fails every call, as when PostgreSQL goes away. */
const brokenDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 secret-detail')
  },
})

describe('unexpected errors', () => {
  const logged: string[] = []
  const logger = {
    ...silentLogger,
    error: (message: string, fields?: Record<string, unknown>) =>
      void logged.push(`${message} ${JSON.stringify(fields)}`),
  }
  const app = createApp({ db: brokenDatabase, config: testConfig(), logger })

  it('answers 500 {msg} without leaking the error, and logs it', async () => {
    const res = await app.request('/api/user', { headers: { authorization: `Bearer ${newToken()}` } })
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ msg: MSG.unexpected })
    expect(text).not.toContain('ECONNREFUSED')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(
      logged.some((line) => line.includes('GET /api/user failed') && line.includes('ECONNREFUSED')),
    ).toBe(true)
  })

  it('answers the health check with 503 while the database is down', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ msg: MSG.unexpectedShort })
  })
})

describe('domain errors: each kind answers its wire shape, from app.onError', () => {
  const app = createApp({ db: brokenDatabase, config: testConfig(), logger: silentLogger })
  const KINDS: Record<string, () => never> = {
    refused: () => {
      throw refused('El monto supera el crédito disponible')
    },
    badRequest: () => {
      throw badRequest(MSG.malformedJson)
    },
    unauthenticated: () => {
      throw unauthenticated(MSG.unauthenticated)
    },
    forbidden: () => {
      throw forbidden(MSG.forbidden)
    },
    notFound: () => {
      throw notFound('Pago no encontrado')
    },
    conflict: () => {
      throw conflict('Ya fue decidida')
    },
    tooLarge: () => {
      throw tooLarge(MSG.payloadTooLarge)
    },
    invalid: () => {
      throw invalid({ amount: ['El campo es requerido', 'Otro'], term: ['Valor no permitido'] })
    },
    tooMany: () => {
      throw tooMany(MSG.tooManyAttempts, 59.2)
    },
    bug: () => {
      throw new TypeError('undefined is not a function')
    },
  }
  // A route added to the real app: what reaches the client is what app.onError made of the throw.
  app.post('/api/test-throw/:kind', (c) => KINDS[c.req.param('kind')]!())
  const thrown = async (kind: string) => {
    const res = await app.request(`/api/test-throw/${kind}`, { method: 'POST' })
    return { status: res.status, body: await res.json(), headers: res.headers }
  }

  it.each([
    ['refused', 200, { success: false, msg: 'El monto supera el crédito disponible' }],
    ['badRequest', 400, { msg: MSG.malformedJson }],
    ['unauthenticated', 401, { msg: MSG.unauthenticated }],
    ['forbidden', 403, { msg: MSG.forbidden }],
    ['notFound', 404, { msg: 'Pago no encontrado' }],
    ['conflict', 409, { msg: 'Ya fue decidida' }],
    ['tooLarge', 413, { msg: MSG.payloadTooLarge }],
    [
      'invalid',
      422,
      {
        message: 'El campo es requerido',
        errors: { amount: ['El campo es requerido', 'Otro'], term: ['Valor no permitido'] },
      },
    ],
    ['tooMany', 429, { msg: MSG.tooManyAttempts }],
    ['bug', 500, { msg: MSG.unexpected }],
  ])('%s → %i', async (kind, status, body) => {
    const res = await thrown(kind)
    expect(res.status).toBe(status)
    expect(res.body).toEqual(body)
    expect(res.headers.get('retry-after')).toBe(kind === 'tooMany' ? '60' : null)
  })

  it('the error carries status, message and field errors', () => {
    const error = invalid({ email: ['Correo no válido'] })
    expect(error).toBeInstanceOf(DomainError)
    expect([error.status, error.msg, error.errors]).toEqual([
      422,
      'Correo no válido',
      { email: ['Correo no válido'] },
    ])
    expect(invalid({}).msg).toBe(MSG.verifyData)
    expect(isRefusal(refused('No'))).toBe(true)
    expect(isRefusal(notFound('No'))).toBe(false)
    expect(tooMany('Espera', 0).retryAfter).toBe(1)
  })

  it('no route file maps errors itself: they throw, app.onError answers', async () => {
    const dir = fileURLToPath(new URL('../../server/routes', import.meta.url))
    for (const name of await readdir(dir)) {
      const source = await readFile(join(dir, name), 'utf8')
      expect(source, name).not.toMatch(/instanceof|refusalResponse|answerRegistration|validationResponse\(/)
    }
  })
})

describe('validator messages', () => {
  it('checks without their own message say it in Spanish; a schema message wins', () => {
    const schema = z.strictObject({
      order: z.optional(z.enum(['updated', 'created'])),
      page: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
      name: z.string().check(z.maxLength(3)),
      kind: z.enum(['a', 'b'], 'Seleccione un tipo'),
    })
    const parsed = z.safeParse(
      schema,
      { order: '', page: 'x', name: 'abcd', kind: 'c', extra: 1 },
      {
        error: inputIssueMessage,
      },
    )
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(fieldErrors(parsed.error)).toEqual({
      order: [INPUT_MSG.notAllowed],
      page: [INPUT_MSG.format],
      name: [INPUT_MSG.tooLong(3)],
      kind: ['Seleccione un tipo'],
      extra: [MSG.unknownField],
    })
    const missing = z.safeParse(z.object({ name: z.string() }), {}, { error: inputIssueMessage })
    expect(missing.success || fieldErrors(missing.error)).toEqual({ name: [MSG.required] })
  })
})

/** Words of zod's own messages (English, or its Spanish locale naming types and patterns). */
const FOREIGN =
  /\b(invalid|expected|received|string|number|input|option|must|should|undefined|pattern|se esperaba|recibido|entrada)\b/i
/** A raw list of allowed values ("a"|"b"), a regular expression or quoted enum members. */
const RAW_LIST = /["|]|\/\^|\[/

const expectSpanishFieldErrors = (label: string, body: Record<string, unknown>) => {
  const errors = body.errors as Record<string, string[]>
  const messages = [String(body.message), ...Object.values(errors).flat()]
  for (const message of messages) {
    expect(message, `${label}: ${message}`).not.toMatch(FOREIGN)
    expect(message, `${label}: ${message}`).not.toMatch(RAW_LIST)
  }
}

forEachDatabase('query parameters', (ctx) => {
  it('an empty optional parameter means its default', async () => {
    const supplier = await ctx.as('admin-supplier')
    const customer = await ctx.as('customer')
    for (const token of [supplier, customer]) {
      const res = await ctx.request('GET', '/api/payments/get-term-extensions?accepted=&page=1&order=', {
        token,
      })
      expect(res.status, res.text).toBe(200)
      const plain = await ctx.request('GET', '/api/payments/get-term-extensions?page=1', { token })
      expect(res.body).toEqual(plain.body)
    }
    const list = await ctx.request(
      'GET',
      '/api/payments?status=&id=&counterpart_id=&start=&end=&order_by=&order_by_condition=&paginate=&page=',
      { token: supplier },
    )
    expect(list.status, list.text).toBe(200)
    expect(list.body).toEqual((await ctx.request('GET', '/api/payments', { token: supplier })).body)
  })

  it('no 422 of the term extensions or the payments list speaks English or lists raw values', async () => {
    const token = await ctx.as('admin-supplier')
    const bad = [
      '/api/payments/get-term-extensions?accepted=maybe',
      '/api/payments/get-term-extensions?order=sideways',
      '/api/payments/get-term-extensions?page=abc',
      '/api/payments/get-term-extensions?page=-1',
      '/api/payments/get-term-extensions?page=9999999',
      '/api/payments/get-term-extensions?accepted=x&order=y&page=z',
      '/api/payments?status=foo',
      '/api/payments?id=abc',
      '/api/payments?counterpart_id=-1',
      '/api/payments?reserved_credit_line_id=0',
      '/api/payments?start=2025-13-01',
      '/api/payments?end=ayer',
      '/api/payments?start=2025-03-10&end=2025-03-01',
      '/api/payments?order_by=name',
      '/api/payments?order_by_condition=up',
      '/api/payments?paginate=1000',
      '/api/payments?page=0',
      '/api/payments?status=x&id=y&order_by=z&order_by_condition=w&paginate=v&page=u',
    ]
    for (const path of bad) {
      const res = await ctx.request('GET', path, { token })
      expect(res.status, path).toBe(422)
      expectSpanishFieldErrors(path, res.body)
    }
  })
})
