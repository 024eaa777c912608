import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { FILE_CSP } from '../files/serve'
import { isApiPath, namesFile } from './paths'

/**
 * Headers for an SPA served from its own origin, reporting errors to Sentry. A response that sets one of these
 * headers itself keeps it (the public PDFs of /recursos have their own policy).
 */
const pageHeaders = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: {
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
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
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

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (isBuiltSubresource(c.req.path)) return subresourceHeaders(c, next)
  if (isPublicFile(c.req.path) && !isApiPath(c.req.path)) return withFilePolicy(c, next)
  if (!isApiPath(c.req.path)) return pageHeaders(c, next)
  await next()
  // Which set depends on what the route answered: applied once the answer is there.
  await (isJson(c.res.headers.get('Content-Type')) ? dataHeaders : pageHeaders)(c, afterTheAnswer)
}
