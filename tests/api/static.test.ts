import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { FILE_CSP } from '../../server/files/serve'
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
  const get = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
    app.request(path, { method, headers })
  const APP_JS = 'console.log("hola")'

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'obrafiado-static-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), INDEX)
    await writeFile(join(dir, 'assets', 'app-1a2b.js'), APP_JS)
    // What the build writes beside each text file (vite.config.ts).
    for (const [file, text] of [
      ['index.html', INDEX],
      [join('assets', 'app-1a2b.js'), APP_JS],
    ] as const) {
      await writeFile(join(dir, `${file}.br`), brotliCompressSync(text))
      await writeFile(join(dir, `${file}.gz`), gzipSync(text))
    }
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

  it('sends the pre-compressed file the browser accepts, brotli first, with Vary', async () => {
    const chromium = 'gzip, deflate, br, zstd'
    for (const [path, text, cache] of [
      ['/assets/app-1a2b.js', APP_JS, 'public, max-age=31536000, immutable'],
      ['/login', INDEX, 'no-cache'],
      ['/', INDEX, 'no-cache'],
    ] as const) {
      const br = await get(path, 'GET', { 'accept-encoding': chromium })
      expect(br.status, path).toBe(200)
      expect(br.headers.get('content-encoding'), path).toBe('br')
      expect(br.headers.get('vary'), path).toContain('Accept-Encoding')
      expect(br.headers.get('cache-control'), path).toBe(cache)
      expect(br.headers.get('content-type'), path).toMatch(path.endsWith('.js') ? /javascript/ : /text\/html/)
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), path).toBe(text)

      const gz = await get(path, 'GET', { 'accept-encoding': 'gzip, deflate' })
      expect(gz.headers.get('content-encoding'), path).toBe('gzip')
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), path).toBe(text)

      const plain = await get(path)
      expect(plain.headers.get('content-encoding'), path).toBeNull()
      expect(plain.headers.get('vary'), path).toContain('Accept-Encoding')
      expect(await plain.text(), path).toBe(text)
    }
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

  it("sends a script only the headers a subresource uses, not the page's policies", async () => {
    for (const encoding of ['br', '']) {
      const res = await get('/assets/app-1a2b.js', 'GET', { 'Accept-Encoding': encoding })
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      for (const pageOnly of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'permissions-policy',
        'strict-transport-security',
        'cross-origin-opener-policy',
      ])
        expect(res.headers.get(pageOnly), pageOnly).toBeNull()
    }
  })

  it("sends a public file the stored files' policy: opened on its own, nothing in it runs", async () => {
    const res = await get('/favicon.svg')
    expect(res.headers.get('content-security-policy')).toBe(FILE_CSP)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(res.headers.get('referrer-policy')).toBeNull()
    // The app's pages keep theirs, whatever their path.
    expect((await get('/index.html')).headers.get('content-security-policy')).toContain("script-src 'self'")
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

/** The committed files under public/ that Vite copies into the build (docs/decisions.md#app-icon-and-manifest). */
describe('app icon and manifest', () => {
  const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))
  const app = createApp({ db: noDatabase, config: testConfig({ STATIC_DIR: publicDir }) })
  const get = (path: string) => app.request(path)

  it('serves /favicon.ico as an icon, and the SVG and PNG icons', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/icon.svg', 'image/svg+xml'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/icon-maskable-512.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toContain(type)
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(100)
    }
    // An .ico file starts with reserved 0 and type 1 (icon).
    const ico = new Uint8Array(await (await get('/favicon.ico')).arrayBuffer())
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })

  it('serves the manifest as application/manifest+json, naming icons that exist at their sizes', async () => {
    const res = await get('/manifest.webmanifest')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/manifest+json')
    const manifest = JSON.parse(await res.text())
    expect(manifest).toMatchObject({
      name: 'Obrafiado',
      short_name: 'Obrafiado',
      lang: 'es-MX',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#ffffff',
    })
    const purposes = new Set<string>()
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]) {
      const file = await get(icon.src)
      expect(file.status, icon.src).toBe(200)
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type)
      if (icon.type === 'image/png') {
        const bytes = new Uint8Array(await file.arrayBuffer())
        const view = new DataView(bytes.buffer)
        // PNG IHDR: width and height at bytes 16 and 20.
        expect(`${view.getUint32(16)}x${view.getUint32(20)}`, icon.src).toBe(icon.sizes)
      }
      purposes.add(icon.purpose ?? 'any')
    }
    expect([...purposes].sort()).toEqual(['any', 'maskable'])
  })

  it('index.html links the icons, the manifest and the theme colour', async () => {
    const html = await readFile(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8')
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48" />')
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml" />')
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    expect(html).toContain('<meta name="theme-color" content="#c2410c" />')
  })
})
