import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Types Hono's table lacks: caption files are ignored by some browsers unless served as text/vtt. */
const EXTRA_TYPES: Record<string, string> = { '.vtt': 'text/vtt; charset=utf-8' }
const NOT_BUILT = 'The web app is not built: run `npm run build` (or `npm start`, which builds it).\n'

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')
/** A last path segment with a dot names a file; such paths never fall back to index.html. */
const namesFile = (path: string) => path.startsWith('/assets/') || /\.[^/]*$/.test(path)

/**
 * The built SPA: files under /assets are hashed by Vite and cached for a year; other existing files are
 * revalidated; a missing file is a 404; any other GET answers index.html (history fallback).
 * Register it last, for GET: API paths pass through to the JSON 404.
 */
export function spa(staticDir: string): MiddlewareHandler {
  let files: MiddlewareHandler | undefined
  const serveFile: MiddlewareHandler = async (c, next) => {
    // Made on first use: the directory may be built after the server started.
    if (!files && !existsSync(staticDir)) return next()
    files ??= serveStatic({ root: staticDir })
    const res = await files(c, next)
    if (res instanceof Response && res.ok) {
      res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
      const extra = EXTRA_TYPES[c.req.path.slice(c.req.path.lastIndexOf('.'))]
      if (extra) res.headers.set('Content-Type', extra)
    }
    return res
  }
  return async (c, next) => {
    const path = c.req.path
    if (isApi(path)) return next()
    if (namesFile(path)) return serveFile(c, next)
    let html: string
    try {
      html = await readFile(join(staticDir, 'index.html'), 'utf8')
    } catch {
      return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' })
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(html)
  }
}
