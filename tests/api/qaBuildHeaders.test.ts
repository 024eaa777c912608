import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { PRODUCTION_PAGE_HEADERS, securityHeadersOf } from '../productionPageHeaders'
import { testConfig } from './harness'

const noDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('static serving touched the database')
  },
})

const builtSpa = async (files: string[]) => {
  const dir = await mkdtemp(join(tmpdir(), 'obrafiado-qa-headers-'))
  for (const file of files) await writeFile(join(dir, file), '<!doctype html><html><body></body></html>')
  return { dir, app: createApp({ db: noDatabase, config: testConfig({ STATIC_DIR: dir }) }) }
}

describe('the headers of a QA build and of a production build', () => {
  let production: Awaited<ReturnType<typeof builtSpa>>
  let qa: Awaited<ReturnType<typeof builtSpa>>
  beforeAll(async () => {
    production = await builtSpa(['index.html'])
    qa = await builtSpa(['index.html', 'qa-inspector.html'])
  })
  afterAll(async () => {
    await rm(production.dir, { recursive: true, force: true })
    await rm(qa.dir, { recursive: true, force: true })
  })

  it('a production build sends its pages exactly the headers it always has', async () => {
    for (const path of ['/', '/login', '/qa', '/qa-inspector.html'])
      expect(securityHeadersOf((await production.app.request(path)).headers), path).toEqual(
        PRODUCTION_PAGE_HEADERS,
      )
  })

  it('a QA build sends no opener policy, and lets its own pages frame the local inspector', async () => {
    for (const path of ['/login', '/front-desk', '/qa-inspector.html']) {
      const res = await qa.app.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull()
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain("frame-src 'self' https://stately.ai")
      expect(csp).toContain(
        "connect-src 'self' https://*.sentry.io https://*.ingest.sentry.io ws://localhost:* ws://127.0.0.1:*",
      )
      expect(csp).toContain("script-src 'self'")
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
  })

  it("a QA build's API answers keep the data policy", async () => {
    const res = await qa.app.request('/api/nothing-here')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })
})
