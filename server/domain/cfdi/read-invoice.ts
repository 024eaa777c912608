import type { Centavos } from '@contract/money'
import { Comprobante40 } from '@nodecfdi/cfdi-expresiones'
import { type ComprobanteReading, readComprobante } from './comprobante'
import { attributeOf } from './elements'
import {
  type CfdiReadOptions,
  type CfdiReadResult,
  readCfdi,
  requiredCentavos,
  requiredText,
} from './reading'

/** A CFDI 4.0 as read for checking it against a sale (docs/invoices.md). */
export type InvoiceReading = ComprobanteReading & {
  moneda: string
  total: Centavos
  subtotal: Centavos
  /** PUE (una sola exhibición) or PPD (en parcialidades o diferido); absent on some types. */
  metodoPago: string | null
  formaPago: string | null
  /** The last 8 characters of the issuer's seal, as the printed version and the SAT's verification show them. */
  selloCfdLast8: string
  /** The SAT's verification page for this CFDI (the QR code's URL, Anexo 20), built by @nodecfdi/cfdi-expresiones. */
  verificationUrl: string
}

/** Reads a stamped CFDI 4.0 from untrusted bytes, or says why not; never throws. */
export const readInvoice = (
  bytes: Uint8Array,
  options: CfdiReadOptions = {},
): CfdiReadResult<InvoiceReading> =>
  readCfdi(bytes, options, (root) => {
    const { root: comprobante, ...head } = readComprobante(root)
    const totalText = requiredText(comprobante, 'Total')
    const sello = requiredText(comprobante, 'Sello')
    return {
      ...head,
      moneda: requiredText(comprobante, 'Moneda'),
      total: requiredCentavos(comprobante, 'Total'),
      subtotal: requiredCentavos(comprobante, 'SubTotal'),
      metodoPago: attributeOf(comprobante, 'MetodoPago'),
      formaPago: attributeOf(comprobante, 'FormaPago'),
      selloCfdLast8: sello.slice(-8),
      verificationUrl: new Comprobante40().format({
        id: head.uuid,
        re: head.emisor.rfc,
        rr: head.receptor.rfc,
        tt: totalText,
        fe: sello,
      }),
    }
  })
