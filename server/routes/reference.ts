import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Hono } from 'hono'
import { generateSpecs } from 'hono-openapi'
import type { AppEnv } from '../http/env'

/*
 * The API reference (docs/architecture.md#api-routes-declared-once): /api/openapi.json is generated from the
 * declared routes by hono-openapi; /api/reference is Swagger UI, its files served from our own origin (no CDN),
 * so the page works offline and under the pages' Content-Security-Policy (scripts from 'self' only).
 */

export const OPENAPI_PATH = '/api/openapi.json'
export const REFERENCE_PATH = '/api/reference'

const DOCUMENTATION = {
  openapi: '3.1.0',
  info: {
    title: 'Obrafiado API',
    version: '1',
    description:
      'Crédito comercial para materiales de construcción. Autenticación: `Authorization: Bearer <token>` de ' +
      '`POST /api/login`. Errores: `{msg}` (401, 403, 404, 413, 429) y `{message, errors}` (422).',
  },
  components: {
    securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } },
  },
}

const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Obrafiado · Referencia de la API</title>
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${REFERENCE_PATH}/contrast.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${REFERENCE_PATH}/init.js"></script>
  </body>
</html>
`

/** Swagger UI's badges are white on light colours: darker ones, for a 4.5:1 contrast (WCAG AA). */
const CONTRAST = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5f96 }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #12734a }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00 }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #a8231b }
.swagger-ui .info .title small { background: #4b5563 }
.swagger-ui .info .title small.version-stamp { background: #3d6b00 }
.swagger-ui .info .url, .swagger-ui .info a { color: #1d5f96 }
.swagger-ui .btn.authorize { color: #12734a; border-color: #12734a }
.swagger-ui .btn.authorize svg { fill: #12734a }
`

/** No inline script (the pages' policy forbids it): the page starts Swagger UI from this file. */
const INIT = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: false })\n`

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
}

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The OpenAPI document of every declared route of `app`. */
export const openApiDocument = (app: Hono<AppEnv>) =>
  generateSpecs(app, { documentation: DOCUMENTATION, exclude: [OPENAPI_PATH, /^\/api\/reference/] })

/** Adds the document and its reference page to the app, once every route module is mounted. */
export function mountReference(app: Hono<AppEnv>): void {
  // The routes never change once mounted: the document is generated once, on its first request.
  let document: ReturnType<typeof openApiDocument> | undefined
  app.get(OPENAPI_PATH, async (c) => {
    document ??= openApiDocument(app)
    return c.json(await document, 200)
  })
  app.get(REFERENCE_PATH, (c) => c.html(PAGE))
  app.get(`${REFERENCE_PATH}/init.js`, (c) => c.body(INIT, 200, { 'Content-Type': ASSETS['init.js'] ?? '' }))
  app.get(`${REFERENCE_PATH}/contrast.css`, (c) =>
    c.body(CONTRAST, 200, { 'Content-Type': ASSETS['swagger-ui.css'] ?? '' }),
  )
  app.get(`${REFERENCE_PATH}/:asset`, async (c) => {
    const asset = c.req.param('asset')
    const type = Object.hasOwn(ASSETS, asset) ? ASSETS[asset] : undefined
    if (!type || asset === 'init.js') return c.notFound()
    const bytes = await readFile(join(SWAGGER_UI_DIR, asset))
    return c.body(bytes, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' })
  })
}
