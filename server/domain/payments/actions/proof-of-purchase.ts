import { formatCentavos } from '@contract/money'
import { ACTION_MSG, type FileLink } from '@contract/paymentActions'
import { proofStatusLabel } from '@contract/paymentStatusLabels'
import { type Clock, mxDate } from '../../../clock'
import { downloadPath, signDownload } from '../../../files/links'
import type { AuthUser } from '../../auth/sessions'
import type { PaymentRow } from '../serialize'
import { loadOwnPayment } from './load'
import type { ActionDeps } from './run'

/** GET payments/generate-proof-purchase/{id} (either party, any status): a 5-minute link to the PDF. */
export async function purchaseProofLink(
  deps: ActionDeps & { linkKey: Buffer },
  auth: AuthUser,
  paymentId: number | null,
): Promise<FileLink> {
  const payment = await loadOwnPayment(deps.db, deps.clock, auth, paymentId, ACTION_MSG.paymentNotFound)
  return {
    url: downloadPath(signDownload(deps.linkKey, { kind: 'purchase', id: payment.id }, deps.clock)),
    inline: true,
  }
}

const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' })
/** A YYYY-MM-DD date as '10 de marzo de 2025'. */
const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`))
const days = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`

export const purchaseProofFileName = (paymentId: number) => `comprobante-de-compra-${paymentId}.pdf`

/**
 * The 'Comprobante de compra' of a payment, one letter page (pdfkit, Helvetica: WinAnsi covers Spanish).
 * Streams are left uncompressed: the document is small and its text stays searchable in the bytes.
 */
export async function renderPurchaseProof(
  row: PaymentRow,
  options: { brand: string; clock: Clock },
): Promise<Buffer> {
  // Loaded on first use (docs/architecture.md#runtime).
  const { default: PDFDocument } = await import('pdfkit')
  const p = row.payment
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: false,
    info: { Title: `Comprobante de compra ${p.id}`, Author: 'Obrafiado', Creator: 'Obrafiado' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const status = proofStatusLabel(p.statusId, options.brand)
  const term = p.extendedTerm > 0 ? `${days(p.term)} + ${days(p.extendedTerm)} de extensión` : days(p.term)
  const lines: [string, string][] = [
    ['Folio', String(p.id)],
    ['Fecha de compra', day(p.purchaseDate)],
    ['Proveedor', row.supplierName],
    ['Cliente', row.customerName],
    ['Monto', formatCentavos(p.amount)],
    ['Plazo', term],
    ['Vencimiento', day(p.expirationDate)],
    ['Referencia', p.reference ?? '—'],
    ['Estado', status],
  ]

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1f3a5f').text('Obrafiado')
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#555555')
  doc.text('Crédito para la construcción')
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).fillColor('#000000').text('Comprobante de compra')
  doc.moveDown(1)
  for (const [label, value] of lines) {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}:`, 56, y, { width: 150 })
    doc.font('Helvetica').fontSize(11).text(value, 210, y, { width: 340 })
    doc.moveDown(0.6)
  }
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555')
  doc.text(
    `Generado el ${day(mxDate(options.clock.now()))}. Este comprobante acredita la compra a crédito; no es una factura.`,
    56,
    doc.y,
    { width: 500 },
  )
  doc.end()
  return done
}
