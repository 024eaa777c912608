import { secureHeaders } from 'hono/secure-headers'

/**
 * Headers for an SPA served from its own origin, reporting errors to Sentry. A response that sets one of these
 * headers itself keeps it (the public PDFs of /recursos have their own policy).
 */
export const securityHeaders = secureHeaders({
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
