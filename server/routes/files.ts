import { filesRoutes } from '@contract/api/files'
import { ACTION_MSG } from '@contract/paymentActions'
import { rowIdOf } from '../domain/customers'
import { forbidden } from '../domain/errors'
import { fileLink } from '../domain/files/access'
import { resolveDownload } from '../domain/files/download'
import { downloadLinkKey, verifyDownload } from '../files/links'
import { serveFile } from '../files/serve'
import { mountRoutes } from '../http/declared'

/** Stored files: short-lived signed download links for the parties of the object a file belongs to. */
export const filesRouter = mountRoutes(filesRoutes, {
  download: async (c, { params }) => {
    const { db, config, clock } = c.var.deps
    const target = verifyDownload(await downloadLinkKey(db, config, clock), params.token, clock)
    if (!target) throw forbidden(ACTION_MSG.linkExpired)
    // PDFs and images open in the tab, an XML downloads (docs/decisions.md#files).
    return serveFile(await resolveDownload(db, config, clock, target), { cacheControl: 'private, no-store' })
  },
  link: async (c, { params }) => {
    const { db, config, clock } = c.var.deps
    const linkKey = await downloadLinkKey(db, config, clock)
    return c.json(await fileLink(db, clock, linkKey, c.var.auth, rowIdOf(params.id)), 200)
  },
})
