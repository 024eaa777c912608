import { readdirSync } from 'node:fs'
import { ROUTE_MODULES } from '@contract/api'
import { isFileAnswer, prefixOf, type RouteSpec } from '@contract/api/route'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, test } from 'vitest'
import { forEachDatabase } from './harness'

type Operation = {
  parameters?: { in: string; name: string }[]
  requestBody?: { content: Record<string, { schema?: unknown }> }
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}
type Document = { paths: Record<string, Record<string, Operation>> }

const DECLARED: RouteSpec[] = Object.values(ROUTE_MODULES).flatMap((table) => Object.values(table))
const keyOf = (method: string, path: string) => `${method} ${path}`
/** The reference's own routes: the document and the page that shows it. */
const REFERENCE = /^\/api\/(openapi\.json|reference(\/.*)?)$/
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`

describe('route modules', () => {
  test('each module is named after the URL prefix of its paths, in contract/api and server/routes', () => {
    const contractFiles = readdirSync('contract/api').map((file) => file.replace(/\.ts$/, ''))
    const serverFiles = readdirSync('server/routes').map((file) => file.replace(/\.ts$/, ''))
    for (const [prefix, table] of Object.entries(ROUTE_MODULES)) {
      expect(contractFiles, prefix).toContain(prefix)
      expect(serverFiles, prefix).toContain(prefix)
      for (const spec of Object.values(table)) {
        if (prefix !== 'root') expect(prefixOf(spec.path), spec.path).toBe(prefix)
        else {
          // root.ts: the one-word paths (/api/login, /api/health) of no prefix of their own.
          expect(spec.path, spec.path).toMatch(/^\/[^/]+$/)
          expect(Object.keys(ROUTE_MODULES), spec.path).not.toContain(prefixOf(spec.path))
        }
      }
    }
  })
  test('no two declarations name the same method and path', () => {
    const keys = DECLARED.map((spec) => keyOf(spec.method, spec.path))
    expect(keys.length).toBe(new Set(keys).size)
  })
})

forEachDatabase('the OpenAPI document', (ctx) => {
  const documentOf = async (): Promise<Document> => {
    const res = await ctx.request('GET', '/api/openapi.json')
    expect(res.status).toBe(200)
    return res.body as unknown as Document
  }

  test('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf()
    const result = await new Validator().validate(document as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect((document as unknown as { openapi: string }).openapi).toMatch(/^3\.1\./)
  })

  test('every route the app serves is declared, and every declaration is in the document with its schemas', async () => {
    const document = await documentOf()
    const declared = new Map(DECLARED.map((spec) => [keyOf(spec.method, `/api${spec.path}`), spec]))
    const served = ctx.app.routes.filter(
      (r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !REFERENCE.test(r.path),
    )
    const undeclared = [...new Set(served.map((r) => keyOf(r.method, r.path)))].filter(
      (k) => !declared.has(k),
    )
    expect.soft(undeclared).toEqual([])
    for (const spec of DECLARED) {
      const where = keyOf(spec.method, spec.path)
      const operation = document.paths[openApiPath(spec.path)]?.[spec.method.toLowerCase()]
      expect(operation, where).toBeDefined()
      if (!operation) continue
      const ok = operation.responses['200']?.content ?? {}
      expect(Object.keys(ok), where).toEqual(
        isFileAnswer(spec.answer) ? [...spec.answer.file] : ['application/json'],
      )
      for (const media of Object.values(ok)) expect(media.schema, where).toBeDefined()
      const parameters = operation.parameters ?? []
      for (const name of [...spec.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1])) {
        if (spec.params)
          expect(
            parameters.some((p) => p.in === 'path' && p.name === name),
            `${where} :${name}`,
          ).toBe(true)
      }
      if (spec.query)
        expect(
          parameters.some((p) => p.in === 'query'),
          `${where} query`,
        ).toBe(true)
      if (spec.body) expect(operation.requestBody?.content['application/json']?.schema, where).toBeDefined()
      if (spec.multipart)
        expect(operation.requestBody?.content['multipart/form-data']?.schema, where).toBeDefined()
    }
  })

  test('the reference page and its files come from our own origin', async () => {
    const page = await ctx.request('GET', '/api/reference')
    expect(page.status).toBe(200)
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(sources.length).toBeGreaterThan(2)
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/reference\//)
      expect((await ctx.request('GET', source)).status, source).toBe(200)
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
  })
})
