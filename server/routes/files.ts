import { ACTION_MSG } from '@contract/paymentActions'
import { Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
import { forbidden } from '../domain/errors'
import { fileLink } from '../files/access'
import { resolveDownload } from '../files/download'
import { downloadLinkKey, verifyDownload } from '../files/links'
import { serveFile } from '../files/serve'
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
    // PDFs and images open in the tab, an XML downloads (docs/decisions.md#files).
    return serveFile(await resolveDownload(db, config, clock, target), { cacheControl: 'private, no-store' })
  })
  .get('/:id', requireAuth, async (c) => {
    const { db, config, clock } = c.var.deps
    const linkKey = await downloadLinkKey(db, config, clock)
    return answer(() => fileLink(db, clock, linkKey, c.var.auth, rowIdOf(c.req.param('id'))))
  })
