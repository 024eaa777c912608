import { formatCentavos } from '@contract/money'
import { PAYMENT_STATUS } from '@contract/payments'
import { and, inArray, isNull } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { payments } from '../db/schema'
import { attachPaymentFile, storeFile } from '../files/stored-files'
import { seedDemoApplicationFiles } from './demo-application'
import { demoPdf as pdfOf } from './demo-pdf'
import { seedDemoQuoteAnswers } from './demo-quotes'
import { seedDemoResources } from './demo-resources'

/** The demo's transfer receipts and invoices. */
const demoPdf = (title: string, lines: string[]) =>
  pdfOf(title, lines, 'Documento de demostración: sin validez fiscal.')

/**
 * Files for the demo payments, stored like uploads: a SPEI receipt on every payment waiting for confirmation
 * or paid, an invoice on the paid ones and every other pending one, and the documents of the application
 * waiting for evaluation (not for a tagged world: only its payments). Runs after the seed's transaction (the file store writes to disk); payments and
 * document slots that already have files are left as they are.
 */
export async function seedDemoFiles(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  onlyPaymentIds?: number[],
): Promise<number> {
  // A tagged world (server/seed/world.ts) files only its own payments and has no application.
  const only = onlyPaymentIds ? inArray(payments.id, onlyPaymentIds) : undefined
  let stored = 0
  const withProof = await db
    .select({ id: payments.id, amount: payments.amount, statusId: payments.statusId })
    .from(payments)
    .where(
      and(
        inArray(payments.statusId, [PAYMENT_STATUS.to_confirm, PAYMENT_STATUS.paid]),
        isNull(payments.proofFileId),
        only,
      ),
    )
  for (const p of withProof) {
    const bytes = await demoPdf('Comprobante de transferencia SPEI', [
      `Pago de la compra ${p.id}`,
      `Importe: ${formatCentavos(p.amount)}`,
      `Banco emisor: BBVA México · Clave de rastreo: DEMO${String(p.id).padStart(8, '0')}`,
    ])
    const fileId = await storeFile(db, config, {
      bytes,
      originalName: `comprobante-spei-${p.id}.pdf`,
      purpose: 'proof',
      paymentId: p.id,
    })
    await attachPaymentFile(db, p.id, fileId, 'proof')
    stored++
  }
  const invoiceable = await db
    .select({ id: payments.id, amount: payments.amount, statusId: payments.statusId })
    .from(payments)
    .where(
      and(
        inArray(payments.statusId, [PAYMENT_STATUS.pending, PAYMENT_STATUS.paid]),
        isNull(payments.invoiceFileId),
        only,
      ),
    )
  for (const p of invoiceable) {
    if (p.statusId === PAYMENT_STATUS.pending && p.id % 2 === 1) continue
    const bytes = await demoPdf('Factura', [
      `Venta ${p.id}`,
      `Total: ${formatCentavos(p.amount)}`,
      'Uso CFDI: G01',
    ])
    const fileId = await storeFile(db, config, {
      bytes,
      originalName: `factura-${p.id}.pdf`,
      purpose: 'invoice',
      paymentId: p.id,
    })
    await attachPaymentFile(db, p.id, fileId, 'invoice')
    stored++
  }
  if (onlyPaymentIds) return stored
  // The base demo's quote answers (a tagged world stores its own: seedTaggedWorld) and the guides of /recursos
  // (shared by every world).
  return (
    stored +
    (await seedDemoApplicationFiles(db, config)) +
    (await seedDemoQuoteAnswers(db, config)) +
    (await seedDemoResources(db, config))
  )
}
