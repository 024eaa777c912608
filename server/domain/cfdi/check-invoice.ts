import { CFDI_CHECK_MSG } from '@contract/cfdiTexts'
import type { Centavos } from '@contract/money'
import { daysBetween, mxDate } from '../../clock'
import { type Counterpart, type FieldFailure, MXN, partyFailures } from './check-parties'
import type { InvoiceReading } from './read-invoice'

/** The sale an invoice is uploaded for: one invoice covers exactly one sale (docs/invoices.md). */
export type SaleToInvoice = {
  amount: Centavos
  supplier: Counterpart
  builder: Counterpart
  uploadedAt: Date
}

export type InvoiceField =
  | 'tipo'
  | 'emisor.rfc'
  | 'receptor.rfc'
  | 'moneda'
  | 'total'
  | 'metodoPago'
  | 'fechaTimbrado'

/** How many calendar days (Mexico City) before the upload an invoice may have been stamped. */
export const INVOICE_STAMP_MAX_DAYS = 3

/** Stamped on the upload's day or one of the 3 before, both as Mexico City calendar days (FechaTimbrado is that time). */
function stampedInTime(fechaTimbrado: string, uploadedAt: Date): boolean {
  const days = daysBetween(fechaTimbrado.slice(0, 10), mxDate(uploadedAt))
  return days >= 0 && days <= INVOICE_STAMP_MAX_DAYS
}

function paymentMethodFailure(metodoPago: string | null): FieldFailure<'metodoPago'>[] {
  if (metodoPago === 'PPD') return []
  return [
    {
      field: 'metodoPago',
      message: metodoPago === 'PUE' ? CFDI_CHECK_MSG.pue : CFDI_CHECK_MSG.notPpd(metodoPago),
    },
  ]
}

/**
 * Every field of the invoice that does not match the sale, in the order a reader checks them; none when it
 * matches. Whether its UUID is already used by another sale needs the database: CFDI_CHECK_MSG.uuidUsed.
 */
export function checkInvoiceAgainstSale(
  reading: InvoiceReading,
  sale: SaleToInvoice,
): FieldFailure<InvoiceField>[] {
  const failures: FieldFailure<InvoiceField>[] = []
  if (reading.tipo !== 'I')
    failures.push({ field: 'tipo', message: CFDI_CHECK_MSG.invoiceType(reading.tipo) })
  failures.push(...partyFailures(reading, sale.supplier, sale.builder))
  if (reading.moneda !== MXN)
    failures.push({ field: 'moneda', message: CFDI_CHECK_MSG.invoiceCurrency(reading.moneda) })
  if (reading.total !== sale.amount)
    failures.push({ field: 'total', message: CFDI_CHECK_MSG.total(reading.total, sale.amount) })
  failures.push(...paymentMethodFailure(reading.metodoPago))
  if (!stampedInTime(reading.fechaTimbrado, sale.uploadedAt))
    failures.push({ field: 'fechaTimbrado', message: CFDI_CHECK_MSG.stampDate(reading.fechaTimbrado) })
  return failures
}
