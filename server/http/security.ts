import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

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

/**
 * The build's scripts and styles never render as a page: a page's policies (CSP, framing, referrer,
 * permissions, HSTS…) do nothing there and cost about 700 bytes on each of the dozens of responses a route
 * loads (docs/decisions.md#budgets). What applies to a subresource stays: no sniffing, same origin only.
 */
const subresourceHeaders = secureHeaders({
  crossOriginResourcePolicy: 'same-origin',
  xContentTypeOptions: true,
  contentSecurityPolicy: undefined,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

const isBuiltSubresource = (path: string) => /^\/assets\/[^/]+\.(js|css)$/.test(path)

export const securityHeaders: MiddlewareHandler = (c, next) =>
  isBuiltSubresource(c.req.path) ? subresourceHeaders(c, next) : pageHeaders(c, next)
