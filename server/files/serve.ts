import { attachmentDisposition, inlineDisposition } from './names'

/**
 * The policy of a stored file opened on its own (docs/decisions.md#files): nothing in it runs, loads from
 * elsewhere or frames it; `img-src 'self'` and inline styles are what Chromium's PDF viewer and image page
 * need to show it (without them the viewer stays grey).
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

/** The types a browser shows in the tab itself; anything else (a CFDI's XML) is downloaded. */
const VIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg'])

/** Whether a file of this type opens in the tab (`inline`) rather than downloading. */
export const opensInline = (contentType: string): boolean => VIEWABLE.has(contentType)

export interface ServedFile {
  bytes: Uint8Array
  contentType: string
  name: string
}

export interface ServeOptions {
  cacheControl: string
  etag?: string
  /** The request's If-None-Match: a matching ETag answers 304 without the bytes. */
  ifNoneMatch?: string
}

/**
 * One rule for every stored file the API hands out (payment files, proofs of purchase, public resources):
 * PDFs and images inline, everything else as an attachment, always with the file's own name, never sniffed
 * (`nosniff`) and under FILE_CSP.
 */
export function serveFile(file: ServedFile, options: ServeOptions): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Disposition': opensInline(file.contentType)
      ? inlineDisposition(file.name)
      : attachmentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': options.cacheControl,
    ...(options.etag ? { ETag: options.etag } : {}),
  }
  if (options.etag && options.ifNoneMatch?.split(',').some((tag) => tag.trim() === options.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(file.bytes.byteLength) },
  })
}
