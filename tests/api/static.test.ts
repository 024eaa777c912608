import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { testConfig } from './harness'

/** Serving files never touches the database. */
const noDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('static serving touched the database')
  },
})

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>'

describe('static SPA', () => {
  let dir: string
  let app: ReturnType<typeof createApp>
  const get = (path: string, method = 'GET') => app.request(path, { method })

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'obrafiado-static-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), INDEX)
    await writeFile(join(dir, 'assets', 'app-1a2b.js'), 'console.log("hola")')
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    app = createApp({ db: noDatabase, config: testConfig({ STATIC_DIR: dir }) })
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('serves index.html at / and for client routes, never cached without revalidation', async () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard-supplier',
      '/change-password/abc_DEF-123',
      '/payments?status=paid',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(INDEX)
    }
  })

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/app-1a2b.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe('console.log("hola")')
  })

  it('serves other files revalidated', async () => {
    const res = await get('/favicon.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 404, not index.html, for a missing file', async () => {
    for (const path of [
      '/assets/app-old.js',
      '/assets/',
      '/assets/sub/x',
      '/robots.txt',
      '/login/logo.png',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable')
      expect(await res.text()).not.toContain('<div id="root">')
    }
  })

  it('does not leave the static folder', async () => {
    for (const path of [
      '/assets/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/..%2fpackage.json',
      '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
    ]) {
      const text = await (await get(path)).text()
      expect(text, path).not.toContain('root:')
      expect(text, path).not.toContain('"name"')
    }
  })

  it('answers only GET and HEAD', async () => {
    expect((await get('/login', 'HEAD')).status).toBe(200)
    expect((await get('/login', 'POST')).status).toBe(404)
  })

  it('sets the security headers on pages', async () => {
    const res = await get('/login')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("connect-src 'self' https://*.sentry.io https://*.ingest.sentry.io")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers 503 with a hint when the SPA is not built', async () => {
    const unbuilt = createApp({ db: noDatabase, config: testConfig({ STATIC_DIR: join(dir, 'missing') }) })
    const res = await unbuilt.request('/login')
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(await res.text()).toContain('npm run build')
    expect((await unbuilt.request('/assets/app.js')).status).toBe(404)
  })
})
