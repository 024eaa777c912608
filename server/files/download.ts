import { ACTION_MSG } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { files } from '../db/schema'
import { notFound } from '../domain/errors'
import { purchaseProofFileName, renderPurchaseProof } from '../domain/payments/actions/proof-of-purchase'
import { loadPayment } from '../domain/payments/serialize'
import { blobStoreOf } from './blob-store'
import type { DownloadTarget } from './links'

export type Download = { bytes: Uint8Array; contentType: string; name: string }

async function storedFile(db: Db, config: Pick<Config, 'dataDir'>, id: number): Promise<Download> {
  const [file] = await db.select().from(files).where(eq(files.id, id))
  if (!file) throw notFound(ACTION_MSG.fileNotFound)
  try {
    const bytes = await blobStoreOf(config).read(file.storageKey)
    return { bytes, contentType: file.contentType, name: file.originalName }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(ACTION_MSG.fileNotFound)
    throw error
  }
}

/** The bytes a verified download link stands for: a stored file, or a freshly made proof of purchase. */
export async function resolveDownload(
  db: Db,
  config: Pick<Config, 'dataDir' | 'factoringBrand'>,
  clock: Clock,
  target: DownloadTarget,
): Promise<Download> {
  if (target.kind === 'file') return storedFile(db, config, target.id)
  const row = await loadPayment(db, target.id)
  if (!row) throw notFound(ACTION_MSG.paymentNotFound)
  const bytes = await renderPurchaseProof(row, { brand: config.factoringBrand, clock })
  return { bytes, contentType: 'application/pdf', name: purchaseProofFileName(row.payment.id) }
}
