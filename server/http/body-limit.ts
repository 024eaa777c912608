import { MSG } from '@contract/messages'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MULTIPART_OVERHEAD_BYTES } from './form'
import { msgResponse } from './responses'

export const JSON_BODY_LIMIT = 100 * 1024
/**
 * The largest upload anywhere (a 64 MB registration file, docs/decisions.md#limits) plus its multipart
 * framing, so a file of
 * exactly 64 MB fits and the route itself answers a larger one with its own message; upload routes tighten it
 * with `uploadLimit`.
 */
export const MAX_UPLOAD_LIMIT = 64 * 1024 * 1024 + MULTIPART_OVERHEAD_BYTES

export const uploadLimit = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: () => msgResponse(413, MSG.payloadTooLarge) })

const jsonLimit = uploadLimit(JSON_BODY_LIMIT)
const multipartLimit = uploadLimit(MAX_UPLOAD_LIMIT)

/** 100 KB for every API body except multipart uploads. */
export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')
    ? multipartLimit(c, next)
    : jsonLimit(c, next)
