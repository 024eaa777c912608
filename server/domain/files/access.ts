import { ACTION_MSG, type FileLink } from '@contract/paymentActions'
import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { files, payments } from '../../db/schema'
import { downloadPath, signDownload } from '../../files/links'
import { opensInline } from '../../files/serve'
import type { AuthUser } from '../auth/sessions'
import { isRowId } from '../customers'
import { notFound } from '../errors'
import { isParty, ownsPayment, scopeOf } from '../scope'

/** The file, when the caller may download it: its payment's parties, or the operator for registration files. */
async function visibleFile(
  db: Db,
  auth: AuthUser,
  fileId: number,
): Promise<{ id: number; contentType: string } | undefined> {
  // A prospect's registration documents are for the platform operator's evaluation only.
  if (auth.roleName === 'admin') {
    const [file] = await db
      .select({ id: files.id, contentType: files.contentType })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.purpose, 'registration')))
    return file
  }
  const scope = scopeOf(auth)
  if (!isParty(scope)) return undefined
  const [file] = await db
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .innerJoin(payments, eq(payments.id, files.paymentId))
    .where(and(eq(files.id, fileId), ownsPayment(scope)))
  return file
}

/**
 * GET /api/files/{id}: a 5-minute download link, for the two parties of the payment the file belongs to
 * (its supplier's and its customer's users), and for the platform operator (role admin) when it is a
 * registration document. Anyone else, and files of neither kind, get 404 fileNotFound.
 */
export async function fileLink(
  db: Db,
  clock: Clock,
  linkKey: Buffer,
  auth: AuthUser,
  fileId: number | null,
): Promise<FileLink> {
  if (fileId === null || !isRowId(fileId)) throw notFound(ACTION_MSG.fileNotFound)
  const file = await visibleFile(db, auth, fileId)
  if (!file) throw notFound(ACTION_MSG.fileNotFound)
  return {
    url: downloadPath(signDownload(linkKey, { kind: 'file', id: file.id }, clock)),
    inline: opensInline(file.contentType),
  }
}
