import type { Centavos } from '@contract/money'
import type { Element } from '@xmldom/xmldom'
import { type ComprobanteReading, complementsOf, readComprobante } from './comprobante'
import { attributeOf, childrenNamed, isNamed } from './elements'
import { PAGOS20_NS } from './namespaces'
import {
  type CfdiReadOptions,
  type CfdiReadResult,
  matching,
  readCfdi,
  refuse,
  requiredCentavos,
  requiredDateTime,
  requiredText,
  requiredUuid,
} from './reading'

/** One invoice a payment pays (pago20:DoctoRelacionado). Amounts are in the invoice's currency (MonedaDR). */
export type RelatedDocumentReading = {
  /** The paid invoice's folio fiscal, in capitals. */
  idDocumento: string
  monedaDR: string
  numParcialidad: number
  impSaldoAnt: Centavos
  impPagado: Centavos
  impSaldoInsoluto: Centavos
}

/** One payment received (pago20:Pago). */
export type PaymentReading = {
  /** When the money was received, as written (2021-12-15T00:00:00). */
  fechaPago: string
  monto: Centavos
  monedaP: string
  documents: RelatedDocumentReading[]
}

/** A CFDI 4.0 of type P with its Pagos 2.0 complement (a REP, recibo electrónico de pago). */
export type PaymentComplementReading = ComprobanteReading & { payments: PaymentReading[] }

const relatedDocumentOf = (docto: Element): RelatedDocumentReading => ({
  idDocumento: requiredUuid(docto, 'IdDocumento'),
  monedaDR: requiredText(docto, 'MonedaDR'),
  numParcialidad: Number(matching(docto, 'NumParcialidad', /^[1-9]\d{0,2}$/)),
  impSaldoAnt: requiredCentavos(docto, 'ImpSaldoAnt'),
  impPagado: requiredCentavos(docto, 'ImpPagado'),
  impSaldoInsoluto: requiredCentavos(docto, 'ImpSaldoInsoluto'),
})

function paymentOf(pago: Element): PaymentReading {
  const doctos = childrenNamed(pago, PAGOS20_NS, 'DoctoRelacionado')
  if (doctos.length === 0) refuse('missing', 'DoctoRelacionado')
  return {
    fechaPago: requiredDateTime(pago, 'FechaPago'),
    monto: requiredCentavos(pago, 'Monto'),
    monedaP: requiredText(pago, 'MonedaP'),
    documents: doctos.map(relatedDocumentOf),
  }
}

/** The one pago20:Pagos of Version 2.0 (Pagos 1.0 was the complement of CFDI 3.3, in another namespace). */
function pagos20Of(root: Element): Element {
  const found = complementsOf(root).filter((element) => isNamed(element, PAGOS20_NS, 'Pagos'))
  if (found.length === 0) refuse('not-payment-complement')
  if (found.length > 1) refuse('repeated', 'Pagos')
  if (attributeOf(found[0]!, 'Version') !== '2.0') refuse('not-payment-complement')
  return found[0]!
}

/** Reads a stamped CFDI 4.0 with a Pagos 2.0 complement from untrusted bytes, or says why not; never throws. */
export const readPaymentComplement = (
  bytes: Uint8Array,
  options: CfdiReadOptions = {},
): CfdiReadResult<PaymentComplementReading> =>
  readCfdi(bytes, options, (root) => {
    const { root: comprobante, ...head } = readComprobante(root)
    const pagos = childrenNamed(pagos20Of(comprobante), PAGOS20_NS, 'Pago')
    if (pagos.length === 0) refuse('missing', 'Pago')
    return { ...head, payments: pagos.map(paymentOf) }
  })
