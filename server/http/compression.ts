import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/** Smaller answers gain less than the gzip framing adds and the work costs. */
export const API_COMPRESS_THRESHOLD = 1024

const gzip = compress({ threshold: API_COMPRESS_THRESHOLD })
const isJson = (res: Response) => /^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')

/**
 * API answers of compressible types (JSON, CSV…) above the threshold go out gzipped, or deflated, to a client
 * that accepts it, with `Vary: Accept-Encoding` (Hono's compress; Node's CompressionStream has no brotli).
 * Hono's `c.json` sets no Content-Length, and without one compress() treats every answer as large: the JSON,
 * already in memory, is measured first so that the threshold applies (docs/architecture.md#runtime).
 */
export const apiCompression: MiddlewareHandler = (c, next) =>
  gzip(c, async () => {
    await next()
    const res = c.res
    if (res.body && isJson(res) && !res.headers.has('Content-Length')) {
      const bytes = await res.arrayBuffer()
      c.res = new Response(bytes, res)
      c.res.headers.set('Content-Length', String(bytes.byteLength))
    }
  })
