import { ACTION_MSG, type FileLink } from '@contract/paymentActions'
import { and, eq } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { files, payments } from '../db/schema'
import type { AuthUser } from '../domain/auth/sessions'
import { isRowId } from '../domain/customers'
import { ownPaymentCondition } from '../domain/payments/actions/load'
import { NotFound } from '../domain/rejection'
import { downloadPath, signDownload } from './links'

/**
 * GET /api/files/{id}: a 5-minute download link, for the two parties of the payment the file belongs to
 * (its supplier's and its customer's users). Anyone else, and files of no payment, get 404 fileNotFound:
 * a registration document will need its own rule here.
 */
export async function fileLink(
  db: Db,
  clock: Clock,
  linkKey: Buffer,
  auth: AuthUser,
  fileId: number | null,
): Promise<FileLink> {
  const own = ownPaymentCondition(auth)
  if (fileId === null || !isRowId(fileId) || !own) throw new NotFound(ACTION_MSG.fileNotFound)
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .innerJoin(payments, eq(payments.id, files.paymentId))
    .where(and(eq(files.id, fileId), own))
  if (!file) throw new NotFound(ACTION_MSG.fileNotFound)
  return { url: downloadPath(signDownload(linkKey, { kind: 'file', id: file.id }, clock)) }
}
