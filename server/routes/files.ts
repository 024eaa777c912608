import { ACTION_MSG } from '@contract/paymentActions'
import { Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
import { forbidden } from '../domain/errors'
import { fileLink } from '../files/access'
import { resolveDownload } from '../files/download'
import { downloadLinkKey, verifyDownload } from '../files/links'
import { attachmentDisposition } from '../files/names'
import { requireAuth } from '../http/auth'
import type { IdempotentEnv } from '../http/idempotency'
import { answer } from './payment-actions'

/** Stored files: short-lived signed download links for the parties of the object a file belongs to. */
export const filesRoutes = new Hono<IdempotentEnv>()
  // Public: the link itself is the permission (HMAC-signed, 5 minutes).
  .get('/download/:token', async (c) => {
    const { db, config, clock } = c.var.deps
    const target = verifyDownload(await downloadLinkKey(db, config, clock), c.req.param('token'), clock)
    if (!target) throw forbidden(ACTION_MSG.linkExpired)
    const download = await resolveDownload(db, config, clock, target)
    return new Response(download.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': download.contentType,
        'Content-Length': String(download.bytes.byteLength),
        'Content-Disposition': attachmentDisposition(download.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  })
  .get('/:id', requireAuth, async (c) => {
    const { db, config, clock } = c.var.deps
    const linkKey = await downloadLinkKey(db, config, clock)
    return answer(() => fileLink(db, clock, linkKey, c.var.auth, rowIdOf(c.req.param('id'))))
  })
