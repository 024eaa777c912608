import { mediaRoutes } from '@contract/api/media'
import { REG_MSG, REGISTRATION_UPLOAD_RULE } from '@contract/registration'
import { invalid } from '../domain/errors'
import { parseHashNames, saveDocumentFiles } from '../domain/registration/uploads'
import { blobStoreOf } from '../files/blob-store'
import { mountRoutes } from '../http/declared'
import { formOf, uploadBodyLimit, uploadForm } from '../http/form'
import { registerTokenOf } from '../http/register-token'
import { validUpload } from '../http/upload'

/** POST media/files: the registration wizard's document uploads. */
export const mediaRouter = mountRoutes(mediaRoutes, {
  files: {
    use: [
      uploadBodyLimit(REGISTRATION_UPLOAD_RULE.maxTotalBytes, REGISTRATION_UPLOAD_RULE.messages.tooLarge),
      uploadForm,
    ],
    handle: async (c) => {
      const { fields, uploads } = await validUpload(formOf(c), mediaRoutes.files.multipart.fields, {
        fields: ['files'],
        errorKey: 'files',
        rule: REGISTRATION_UPLOAD_RULE,
      })
      const hashes = parseHashNames(fields.hashNames, uploads.length)
      if (!hashes) throw invalid({ hashNames: [REG_MSG.verifyData] })
      const token = registerTokenOf(c, fields.register_token)
      const { db, clock, config } = c.var.deps
      const files = await saveDocumentFiles(
        { db, clock, store: blobStoreOf(config) },
        token,
        Number(fields.customer_id),
        uploads,
        hashes,
      )
      return c.json({ success: true, msg: REG_MSG.filesSaved, files }, 200)
    },
  },
})
