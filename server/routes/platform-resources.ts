import { platformResourcesRoutes } from '@contract/api/platform-resources'
import { RESOURCE_FILE_MAX_BYTES, RESOURCE_MSG, type ResourcesResponse } from '@contract/resources'
import type { UploadRule } from '@contract/uploads'
import { rowIdOf } from '../domain/customers'
import {
  addResource,
  legalDocument,
  listResources,
  type ResourceDownload,
  removeResource,
  resourceFile,
} from '../domain/resources/resources'
import { blobStoreOf } from '../files/blob-store'
import { serveFile } from '../files/serve'
import { mountRoutes } from '../http/declared'
import { formOf, uploadBodyLimit, uploadForm } from '../http/form'
import { validUpload } from '../http/upload'

/** A resource's file: one PDF up to 12 MB. */
const resourceRule: UploadRule = {
  accept: ['pdf'],
  required: true,
  maxFiles: 1,
  maxTotalBytes: RESOURCE_FILE_MAX_BYTES,
  messages: {
    required: RESOURCE_MSG.fileRequired,
    type: RESOURCE_MSG.fileType,
    empty: RESOURCE_MSG.fileEmpty,
    tooLarge: RESOURCE_MSG.fileTooLarge,
    tooMany: RESOURCE_MSG.oneFile,
  },
}

/**
 * A public PDF, opened in the browser's viewer with its name for saving, under the one rule for stored files
 * (docs/decisions.md#files). Cached by browsers and proxies, revalidated by ETag.
 */
const pdfResponse = (download: ResourceDownload, ifNoneMatch: string | undefined, maxAge: number): Response =>
  serveFile(
    { ...download, contentType: 'application/pdf' },
    { cacheControl: `public, max-age=${maxAge}`, etag: download.etag, ifNoneMatch },
  )

/** Resources ('Recursos'): the public list and files, and the operator's add and remove (`npm run ops`). */
export const platformResourcesRouter = mountRoutes(platformResourcesRoutes, {
  list: async (c) => c.json({ data: await listResources(c.var.deps.db) } satisfies ResourcesResponse, 200),
  legal: async (c, { params }) => {
    const { db, config } = c.var.deps
    const download = await legalDocument(db, config, params.document)
    // The document behind the name may be replaced by the operator: a shorter cache.
    return pdfResponse(download, c.req.header('if-none-match'), 300)
  },
  file: async (c, { params }) => {
    const { db, config } = c.var.deps
    const download = await resourceFile(db, config, rowIdOf(params.id))
    return pdfResponse(download, c.req.header('if-none-match'), 3600)
  },
  create: {
    use: [uploadBodyLimit(RESOURCE_FILE_MAX_BYTES, RESOURCE_MSG.fileTooLarge), uploadForm],
    handle: async (c) => {
      const checked = await validUpload(formOf(c), platformResourcesRoutes.create.multipart.fields, {
        fields: ['file'],
        errorKey: 'file',
        rule: resourceRule,
      })
      const { db, config, clock } = c.var.deps
      const resource = await addResource(
        { db, store: blobStoreOf(config), now: clock.now() },
        c.var.auth,
        { name: checked.fields.name, description: checked.fields.description },
        checked.uploads[0]!,
      )
      return c.json({ success: true, msg: RESOURCE_MSG.added, data: resource }, 200)
    },
  },
  delete: async (c, { params }) => {
    const { db, config } = c.var.deps
    const resource = await removeResource({ db, store: blobStoreOf(config) }, rowIdOf(params.id))
    return c.json({ success: true, msg: RESOURCE_MSG.removed, data: resource }, 200)
  },
})
