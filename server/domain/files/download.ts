import { ACTION_MSG } from '@contract/paymentActions'
import type { Clock } from '../../clock'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { DownloadTarget } from '../../files/links'
import type { ServedFile } from '../../files/serve'
import { readStoredFile } from '../../files/stored-files'
import { notFound } from '../errors'
import { purchaseProofFileName, renderPurchaseProof } from '../payments/actions/proof-of-purchase'
import { loadPayment } from '../payments/serialize'

/** The bytes a verified download link stands for: a stored file, or a freshly made proof of purchase. */
export async function resolveDownload(
  db: Db,
  config: Pick<Config, 'dataDir' | 'factoringBrand'>,
  clock: Clock,
  target: DownloadTarget,
): Promise<ServedFile> {
  if (target.kind === 'file') {
    const file = await readStoredFile(db, config, target.id)
    if (!file) throw notFound(ACTION_MSG.fileNotFound)
    return file
  }
  const row = await loadPayment(db, target.id)
  if (!row) throw notFound(ACTION_MSG.paymentNotFound)
  const bytes = await renderPurchaseProof(row, { brand: config.factoringBrand, clock })
  return { bytes, contentType: 'application/pdf', name: purchaseProofFileName(row.payment.id) }
}
