import { formatCentavos } from '@contract/money'
import { PAYMENT_STATUS } from '@contract/payments'
import { and, eq, inArray, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm'
import { manualClock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { organizations, paymentCfdis, payments } from '../db/schema'
import { checkedInvoiceXml, recordInvoiceCfdi } from '../domain/payments/actions/invoice-cfdi'
import { attachPaymentFile, storeFile } from '../files/stored-files'
import { seedDemoApplicationFiles } from './demo-application'
import { demoInvoiceUuid, demoInvoiceXml } from './demo-cfdi'
import { demoPdf as pdfOf } from './demo-pdf'
import { seedDemoQuoteAnswers } from './demo-quotes'
import { seedDemoResources } from './demo-resources'

/** The demo's transfer receipts and invoices. */
const demoPdf = (title: string, lines: string[]) =>
  pdfOf(title, lines, 'Documento de demostración: sin validez fiscal.')

type DemoPayment = { id: number; amount: number; statusId: number }

/** What a kind of demo payment file is: the payments that get one, and each one's PDF (null: none). */
type DemoPaymentFiling = {
  purpose: 'proof' | 'invoice'
  statuses: number[]
  documentOf: (payment: DemoPayment) => { title: string; lines: string[]; originalName: string } | null
}

/** The files of seedDemoFiles' payments: their SPEI receipts, then their invoices. */
const DEMO_PAYMENT_FILES: DemoPaymentFiling[] = [
  {
    purpose: 'proof',
    statuses: [PAYMENT_STATUS.to_confirm, PAYMENT_STATUS.paid],
    documentOf: (p) => ({
      title: 'Comprobante de transferencia SPEI',
      lines: [
        `Pago de la compra ${p.id}`,
        `Importe: ${formatCentavos(p.amount)}`,
        `Banco emisor: BBVA México · Clave de rastreo: DEMO${String(p.id).padStart(8, '0')}`,
      ],
      originalName: `comprobante-spei-${p.id}.pdf`,
    }),
  },
  {
    purpose: 'invoice',
    statuses: [PAYMENT_STATUS.pending, PAYMENT_STATUS.paid],
    documentOf: (p) =>
      p.statusId === PAYMENT_STATUS.pending && p.id % 2 === 1
        ? null
        : {
            title: 'Factura',
            lines: [`Venta ${p.id}`, `Total: ${formatCentavos(p.amount)}`, 'Uso CFDI: G01'],
            originalName: `factura-${p.id}.pdf`,
          },
  },
]

const FILE_COLUMNS = { proof: payments.proofFileId, invoice: payments.invoiceFileId }

/** Stores the filing's PDF on each of its payments (within `only`) that has none yet; answers how many. */
async function fileDemoPayments(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  { purpose, statuses, documentOf }: DemoPaymentFiling,
  only: SQL | undefined,
): Promise<number> {
  const unfiled = await db
    .select({ id: payments.id, amount: payments.amount, statusId: payments.statusId })
    .from(payments)
    .where(and(inArray(payments.statusId, statuses), isNull(FILE_COLUMNS[purpose]), only))
  let stored = 0
  for (const p of unfiled) {
    const document = documentOf(p)
    if (!document) continue
    const bytes = await demoPdf(document.title, document.lines)
    const fileId = await storeFile(db, config, {
      bytes,
      originalName: document.originalName,
      purpose,
      paymentId: p.id,
    })
    await attachPaymentFile(db, p.id, fileId, purpose)
    stored++
  }
  return stored
}

/**
 * A CFDI 4.0 XML beside the PDF on two of every three demo invoices (demo-cfdi.ts), read and checked against
 * the sale by the upload's own code as if attached on its purchase day, so the chip shows serie-folio and the
 * UUID and the payment offers 'Verificar en el SAT'. Answers how many it stored.
 */
async function fileDemoInvoiceXmls(db: Db, config: Pick<Config, 'dataDir'>, only: SQL | undefined) {
  const unread = await db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.invoiceFileId),
        sql`${payments.id} % 3 <> 0`,
        notExists(db.select().from(paymentCfdis).where(eq(paymentCfdis.paymentId, payments.id))),
        only,
      ),
    )
  for (const p of unread) {
    const [supplier, builder] = await Promise.all(
      [p.supplierOrganizationId, p.customerOrganizationId].map(async (id) => {
        const [row] = await db
          .select({ name: organizations.businessName, rfc: organizations.taxId })
          .from(organizations)
          .where(eq(organizations.id, id))
        return { name: row!.name, rfc: row!.rfc ?? '' }
      }),
    )
    const bytes = demoInvoiceXml({
      uuid: demoInvoiceUuid(p.id),
      serie: 'A',
      folio: String(p.id),
      supplier: supplier!,
      builder: builder!,
      total: p.amount,
      stampedAt: `${p.purchaseDate}T12:00:00`,
    })
    const upload = {
      bytes,
      kind: 'xml' as const,
      contentType: 'application/xml',
      name: `factura-${p.id}.xml`,
    }
    // Attached at noon of its purchase day (Mexico City), when the demo says it was invoiced.
    const clock = manualClock(`${p.purchaseDate}T18:00:00.000Z`)
    const reading = await checkedInvoiceXml({ db, clock }, p, [upload])
    const fileId = await storeFile(db, config, {
      bytes,
      originalName: upload.name,
      purpose: 'invoice',
      paymentId: p.id,
    })
    await recordInvoiceCfdi(db, p.id, reading!, fileId)
  }
  return unread.length
}

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
  for (const filing of DEMO_PAYMENT_FILES) stored += await fileDemoPayments(db, config, filing, only)
  stored += await fileDemoInvoiceXmls(db, config, only)
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
