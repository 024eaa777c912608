import { gunzipSync, inflateSync } from 'node:zlib'
import { beforeAll, expect, it } from 'vitest'
import { API_COMPRESS_THRESHOLD } from '../../server/http/compression'
import { forEachDatabase } from './harness'

/** API answers on the wire: compressed above the threshold for a client that accepts it (docs/architecture.md#runtime). */
forEachDatabase('API compression', (ctx) => {
  let builder: string
  beforeAll(async () => {
    builder = await ctx.as('admin-customer')
  })
  const get = (path: string, acceptEncoding?: string) =>
    ctx.app.request(path, {
      headers: {
        authorization: `Bearer ${builder}`,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    })
  const DIRECTORY = '/api/suppliers/get-suppliers-to-show?page=1'

  it('gzips a JSON answer above the threshold for a browser, and it reads the same', async () => {
    const plain = await get(DIRECTORY)
    const raw = Buffer.from(await plain.arrayBuffer())
    expect(raw.byteLength).toBeGreaterThan(API_COMPRESS_THRESHOLD)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-length')).toBe(String(raw.byteLength))
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')

    const zipped = await get(DIRECTORY, 'gzip, deflate, br, zstd')
    expect(zipped.status).toBe(200)
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding')
    expect(zipped.headers.get('content-type')).toContain('application/json')
    expect(zipped.headers.get('cache-control')).toBe('no-store')
    const body = Buffer.from(await zipped.arrayBuffer())
    expect(body.byteLength).toBeLessThan(raw.byteLength / 2)
    expect(gunzipSync(body).equals(raw)).toBe(true)
  })

  it('deflates for a client that accepts only deflate, and sends it raw to one that refuses both', async () => {
    const deflated = await get(DIRECTORY, 'deflate')
    expect(deflated.headers.get('content-encoding')).toBe('deflate')
    const raw = Buffer.from(await (await get(DIRECTORY)).arrayBuffer())
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).equals(raw)).toBe(true)
    for (const refused of ['identity', 'gzip;q=0, deflate;q=0', 'br']) {
      const res = await get(DIRECTORY, refused)
      expect(res.headers.get('content-encoding'), refused).toBeNull()
      expect(Buffer.from(await res.arrayBuffer()).equals(raw), refused).toBe(true)
    }
  })

  it('leaves a small answer and an error answer below the threshold as they are', async () => {
    const small = await get('/api/health', 'gzip, deflate, br')
    expect(small.status).toBe(200)
    expect(small.headers.get('content-encoding')).toBeNull()
    const text = await small.text()
    expect(text.length).toBeLessThan(API_COMPRESS_THRESHOLD)
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
    const missing = await get('/api/projects/999999', 'gzip')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-encoding')).toBeNull()
    expect(JSON.parse(await missing.text())).toHaveProperty('msg')
  })
})
