import { CFDI_CHECK_MSG } from '@contract/cfdiTexts'
import type { Centavos } from '@contract/money'
import { type Counterpart, type FieldFailure, MXN, partyFailures } from './check-parties'
import type { PaymentComplementReading } from './read-payment-complement'

/** The payment a complement is uploaded for: which invoice it paid, how much and on which day. */
export type PaymentToComplement = {
  /** The folio fiscal of the sale's invoice. */
  invoiceUuid: string
  amount: Centavos
  /** The day the builder paid (YYYY-MM-DD). */
  paidOn: string
  supplier: Counterpart
  builder: Counterpart
}

export type ComplementField =
  | 'tipo'
  | 'emisor.rfc'
  | 'receptor.rfc'
  | 'idDocumento'
  | 'monedaP'
  | 'impPagado'
  | 'fechaPago'

/**
 * The last day to issue the complement of a payment received on `paidOn` (YYYY-MM-DD): the 5th of the next
 * month (RMF regla 2.7.1.32).
 */
export function complementDueDate(paidOn: string): string {
  const [year, month] = paidOn.split('-').map(Number) as [number, number]
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 }
  return `${next.year}-${String(next.month).padStart(2, '0')}-05`
}

/**
 * Every field of the complement that does not match the payment; none when it matches. The payment is the
 * complement's Pago that relates the sale's invoice (a DoctoRelacionado whose IdDocumento is its UUID).
 */
export function checkComplementAgainstPayment(
  reading: PaymentComplementReading,
  payment: PaymentToComplement,
): FieldFailure<ComplementField>[] {
  const failures: FieldFailure<ComplementField>[] = []
  if (reading.tipo !== 'P')
    failures.push({ field: 'tipo', message: CFDI_CHECK_MSG.complementType(reading.tipo) })
  failures.push(...partyFailures(reading, payment.supplier, payment.builder))
  const invoiceUuid = payment.invoiceUuid.trim().toUpperCase()
  const pago = reading.payments.find((p) => p.documents.some((d) => d.idDocumento === invoiceUuid))
  const document = pago?.documents.find((d) => d.idDocumento === invoiceUuid)
  if (!pago || !document) {
    failures.push({ field: 'idDocumento', message: CFDI_CHECK_MSG.invoiceNotPaid(invoiceUuid) })
    return failures
  }
  if (pago.monedaP !== MXN)
    failures.push({ field: 'monedaP', message: CFDI_CHECK_MSG.paymentCurrency(pago.monedaP) })
  if (document.impPagado !== payment.amount)
    failures.push({
      field: 'impPagado',
      message: CFDI_CHECK_MSG.paidAmount(document.impPagado, payment.amount),
    })
  if (pago.fechaPago.slice(0, 10) !== payment.paidOn)
    failures.push({ field: 'fechaPago', message: CFDI_CHECK_MSG.paymentDate(pago.fechaPago, payment.paidOn) })
  return failures
}
