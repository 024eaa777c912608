import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { FILE_CSP } from '../files/serve'
import { isApiPath, namesFile } from './paths'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://*.sentry.io', 'https://*.ingest.sentry.io'],
  // Sentry session replay compresses in a blob: worker.
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies SecureHeadersOptions['contentSecurityPolicy']

const PAGE_HEADERS = {
  overwrite: false,
  contentSecurityPolicy: PAGE_CSP,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
} satisfies SecureHeadersOptions

/**
 * Headers for an SPA served from its own origin, reporting errors to Sentry. A response that sets one of these
 * headers itself keeps it (the public PDFs of /recursos have their own policy).
 */
const pageHeaders = secureHeaders(PAGE_HEADERS)

/**
 * The page a QA build serves for its local inspector (docs/architecture.md#inspector-qa): its presence in the
 * static directory is what tells the server it serves a QA build. A production build has no such page.
 */
export const LOCAL_INSPECTOR_PAGE = 'qa-inspector.html'

/**
 * A QA build's pages: what the XState inspector needs, and nothing more. No Cross-Origin-Opener-Policy, so
 * the window the hosted inspector opens keeps its link to the app; the local inspector's page framed by the
 * app's own pages (frame-ancestors and X-Frame-Options to the same origin); the hosted inspector in a frame
 * (frame-src), and the WebSocket inspector's local server (connect-src).
 */
const qaPageHeaders = secureHeaders({
  ...PAGE_HEADERS,
  crossOriginOpenerPolicy: false,
  contentSecurityPolicy: {
    ...PAGE_CSP,
    connectSrc: [...PAGE_CSP.connectSrc, 'ws://localhost:*', 'ws://127.0.0.1:*'],
    frameSrc: ["'self'", 'https://stately.ai'],
    frameAncestors: ["'self'"],
  },
  xFrameOptions: 'SAMEORIGIN',
})

/** Every header Hono's secureHeaders sets by default, off: each set below names what it keeps. */
const NO_PAGE_HEADERS = {
  overwrite: false,
  contentSecurityPolicy: undefined,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const

/**
 * The build's scripts and styles never render as a page: a page's policies (CSP, framing, referrer,
 * permissions, HSTS…) do nothing there and cost about 700 bytes on each of the dozens of responses a route
 * loads (docs/decisions.md#budgets). What applies to a subresource stays: no sniffing, same origin only.
 */
const subresourceHeaders = secureHeaders({
  ...NO_PAGE_HEADERS,
  crossOriginResourcePolicy: 'same-origin',
  xContentTypeOptions: true,
})

/**
 * An API answer in JSON is data, never a page (it goes out with nosniff): what OWASP asks of a JSON API, a
 * policy that loads nothing and is framed nowhere, no sniffing, same origin, HSTS. The page's other headers
 * only add bytes to every call. Files the API serves (PDFs, images) may be opened as a page: they keep the
 * page's set, or their own policy.
 */
const dataHeaders = secureHeaders({
  ...NO_PAGE_HEADERS,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginResourcePolicy: 'same-origin',
  strictTransportSecurity: true,
  xContentTypeOptions: true,
  xFrameOptions: 'DENY',
})

/**
 * The public files (logos, icons, help videos and captions, the manifest): subresources of a page, and
 * opened on their own (an SVG in a tab) the stored files' policy, under which nothing runs or loads.
 */
const withFilePolicy: MiddlewareHandler = async (c, next) => {
  await subresourceHeaders(c, next)
  if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', FILE_CSP)
}

const isBuiltSubresource = (path: string) => /^\/assets\/[^/]+\.(js|css)$/.test(path)
const isPublicFile = (path: string) => namesFile(path) && !/\.html?$/i.test(path)
const isJson = (contentType: string | null) => /^application\/json\b/i.test(contentType ?? '')
const afterTheAnswer = async () => {}

/**
 * Security headers by what a response is. `staticDir` is the built SPA's directory: a QA build there (one
 * with the local inspector's page) gets the QA page headers; looked for once the directory exists.
 */
export const securityHeaders = (staticDir: string): MiddlewareHandler => {
  let qaBuild: boolean | undefined
  const pageSet: MiddlewareHandler = (c, next) => {
    if (qaBuild === undefined && existsSync(staticDir))
      qaBuild = existsSync(join(staticDir, LOCAL_INSPECTOR_PAGE))
    return (qaBuild ? qaPageHeaders : pageHeaders)(c, next)
  }
  return async (c, next) => {
    if (isBuiltSubresource(c.req.path)) return subresourceHeaders(c, next)
    if (isPublicFile(c.req.path) && !isApiPath(c.req.path)) return withFilePolicy(c, next)
    if (!isApiPath(c.req.path)) return pageSet(c, next)
    await next()
    // Which set depends on what the route answered: applied once the answer is there.
    await (isJson(c.res.headers.get('Content-Type')) ? dataHeaders : pageSet)(c, afterTheAnswer)
  }
}
