/** A page's headers as a production build has always sent them: the QA build's must not leak into these. */
export const PRODUCTION_PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; connect-src 'self' https://*.sentry.io https://*.ingest.sentry.io; " +
    "worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}

/** A response's security headers: all but those that say what the body is and how it is cached. */
export const securityHeadersOf = (headers: Iterable<[string, string]>) =>
  Object.fromEntries(
    [...headers].filter(
      ([name]) =>
        ![
          'cache-control',
          'connection',
          'content-encoding',
          'content-length',
          'content-type',
          'date',
          'etag',
          'keep-alive',
          'last-modified',
          'transfer-encoding',
          'vary',
        ].includes(name),
    ),
  )
