import { existsSync } from 'node:fs'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { isApiPath, namesFile } from './paths'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Types Hono's table lacks: caption files are ignored by some browsers unless served as text/vtt. */
const EXTRA_TYPES: Record<string, string> = { '.vtt': 'text/vtt; charset=utf-8' }
const NOT_BUILT = 'The web app is not built: run `npm run build` (or `npm start`, which builds it).\n'

/**
 * The built SPA: files under /assets are hashed by Vite and cached for a year; other existing files are
 * revalidated; a missing file is a 404; any other GET answers index.html (history fallback), never cached.
 * Text files go out as the build pre-compressed them, brotli or gzip as the client accepts (`precompressed`),
 * with `Vary: Accept-Encoding` (docs/architecture.md#runtime). Register it last, for GET: API paths pass
 * through to the JSON 404.
 */
export function spa(staticDir: string): MiddlewareHandler {
  let files: MiddlewareHandler | undefined
  let indexHtml: MiddlewareHandler | undefined
  const finish = (c: Context, res: Awaited<ReturnType<MiddlewareHandler>>, cacheControl: string) => {
    if (res instanceof Response && res.ok) {
      res.headers.set('Cache-Control', cacheControl)
      const extra = EXTRA_TYPES[c.req.path.slice(c.req.path.lastIndexOf('.'))]
      if (extra) res.headers.set('Content-Type', extra)
      const vary = res.headers.get('Vary')
      // A compressible type may go out as one of the build's .br or .gz files, chosen by Accept-Encoding.
      if (
        COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') &&
        !/accept-encoding/i.test(vary ?? '')
      )
        res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    return res
  }
  const notBuilt = (c: Context) => c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' })
  return async (c, next) => {
    const path = c.req.path
    if (isApiPath(path)) return next()
    // Made on first use: the directory may be built after the server started.
    if (namesFile(path)) {
      if (!files && !existsSync(staticDir)) return next()
      files ??= serveStatic({ root: staticDir, precompressed: true })
      const res = await files(c, next)
      return finish(c, res, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    }
    if (!indexHtml && !existsSync(staticDir)) return notBuilt(c)
    indexHtml ??= serveStatic({ root: staticDir, path: 'index.html', precompressed: true })
    let missing = false
    const res = await indexHtml(c, async () => {
      missing = true
    })
    return missing ? notBuilt(c) : finish(c, res, 'no-cache')
  }
}
