import { ACTION_MSG } from '@contract/paymentActions'
import { isNull } from 'drizzle-orm'
import { payments } from '../../../db/schema'
import type { BlobStore } from '../../../files/blob-store'
import { insertFileRows, type StagedFile, withStagedUploads } from '../../../files/stored-files'
import type { Upload } from '../../../files/uploads'
import type { AuthUser } from '../../auth/sessions'
import type { InvoiceReading } from '../../cfdi/read-invoice'
import { checkedInvoiceXml, recordInvoiceCfdi } from './invoice-cfdi'
import { lifecycleRefusal } from './lifecycle'
import { loadOwnPayment } from './load'
import { type ActionDeps, type PaymentAction, refusalOf, runOnPayment } from './run'
import { transition } from './transition'

/** The payment's invoice is the first PDF (a CFDI comes as PDF + XML), else the first file. */
const mainIndex = (staged: readonly StagedFile[]) =>
  Math.max(
    0,
    staged.findIndex((f) => f.kind === 'pdf'),
  )

/**
 * POST payments/attach-invoice (supplier): 1 to 5 PDF/XML files; the bytes stay only if it commits. An XML is
 * read and checked against the sale first (docs/invoices.md): a refusal is a 422 and stores nothing.
 */
export async function attachInvoice(
  deps: ActionDeps & { store: BlobStore },
  auth: AuthUser,
  paymentId: number,
  uploads: readonly Upload[],
) {
  const payment = await loadOwnPayment(deps.db, deps.clock, auth, paymentId, ACTION_MSG.paymentNotFound)
  const actionWith = (staged: StagedFile[], invoice: InvoiceReading | null = null): PaymentAction => ({
    refuse: lifecycleRefusal('attachInvoice', deps.clock),
    apply: async (tx, p) => {
      const ids = await insertFileRows(tx, staged, {
        purpose: 'invoice',
        paymentId: p.id,
        uploadedBy: auth.userId,
        now: deps.clock.now(),
      })
      const invoiceFileId = ids[mainIndex(staged)]
      await transition(tx, { auth, clock: deps.clock }, p, {
        action: 'attachInvoice',
        kind: 'invoice_attached',
        set: { invoiceFileId },
        guards: [isNull(payments.invoiceFileId)],
        data: { file_ids: ids },
      })
      const xmlIndex = staged.findIndex((f) => f.kind === 'xml')
      if (invoice && xmlIndex >= 0) await recordInvoiceCfdi(tx, p.id, invoice, ids[xmlIndex]!)
      return { msg: ACTION_MSG.invoiceAttached }
    },
  })
  const refused = refusalOf(payment, actionWith([]))
  if (refused) return refused
  const invoice = await checkedInvoiceXml(deps, payment, uploads)
  return withStagedUploads(
    deps.store,
    uploads,
    (staged) => runOnPayment(deps, auth, payment, actionWith(staged, invoice)),
    (answer) => answer.success,
  )
}
