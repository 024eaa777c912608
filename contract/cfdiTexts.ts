import { type Centavos, formatCentavos } from './money'

/**
 * What the server says about a CFDI it read (an invoice or a payment complement): why it could not read it,
 * and each field that does not match the sale or the payment (docs/invoices.md). Zod-free, like the other texts.
 */

/** 2022-01-12T12:39:34 or 2022-01-12 → 12/01/2022 12:39 or 12/01/2022, as the date fields write days. */
const shownDateTime = (value: string) => {
  const [day = '', time = ''] = value.split('T')
  const shownDay = day.split('-').reverse().join('/')
  return time ? `${shownDay} ${time.slice(0, 5)}` : shownDay
}

const where = (field?: string) => (field ? ` (${field})` : '')

/** Why a CFDI could not be read, by refusal reason; `field` names the element or attribute when there is one. */
export const CFDI_READ_MSG = {
  empty: () => 'El archivo XML está vacío.',
  'too-large': () => 'El archivo XML es demasiado grande para ser un CFDI.',
  'not-utf8': () => 'El archivo XML no está en UTF-8, la codificación de los CFDI.',
  pdf: () => 'El archivo es un PDF; se necesita el XML del CFDI.',
  doctype: () => 'El XML declara un DOCTYPE, que un CFDI no lleva; no se lee.',
  'not-xml': () => 'El archivo no es un XML.',
  malformed: () => 'El XML está dañado o incompleto.',
  'not-cfdi': () => 'El XML no es un CFDI del SAT.',
  'wrong-version': () => 'El CFDI no es de la versión 4.0.',
  missing: (field?: string) => `Al CFDI le falta un dato obligatorio${where(field)}.`,
  invalid: (field?: string) => `Un dato del CFDI no es válido${where(field)}.`,
  repeated: (field?: string) => `Un dato del CFDI aparece más de una vez${where(field)}.`,
  'no-timbre': () => 'El CFDI no está timbrado: no tiene el Timbre Fiscal Digital.',
  'not-payment-complement': () => 'El CFDI no tiene el complemento de recepción de pagos 2.0.',
} as const satisfies Record<string, (field?: string) => string>

/** A field of a CFDI that does not match the sale or the payment: what it says and what it should say. */
export const CFDI_CHECK_MSG = {
  invoiceType: (tipo: string) =>
    `El CFDI es de tipo ${tipo}; una venta se factura con un CFDI de ingreso (tipo I).`,
  complementType: (tipo: string) =>
    `El CFDI es de tipo ${tipo}; un complemento de recepción de pagos es de tipo P.`,
  emisorRfc: (rfc: string, name: string, expected: string) =>
    `El RFC del emisor (${rfc}) no es el de ${name} (${expected}).`,
  receptorRfc: (rfc: string, name: string, expected: string) =>
    `El RFC del receptor (${rfc}) no es el de ${name} (${expected}).`,
  invoiceCurrency: (moneda: string) => `La factura está en ${moneda}; debe estar en pesos (MXN).`,
  paymentCurrency: (moneda: string) =>
    `El pago del complemento está en ${moneda}; debe estar en pesos (MXN).`,
  total: (total: Centavos, amount: Centavos) =>
    `El total de la factura (${formatCentavos(total)}) no es el monto de la venta (${formatCentavos(amount)}).`,
  pue: 'La factura es de pago en una sola exhibición (PUE); una venta a crédito se factura con método de pago PPD.',
  notPpd: (metodoPago: string | null) =>
    `La factura no indica el método de pago PPD (indica ${metodoPago ?? 'ninguno'}); una venta a crédito se factura con método de pago PPD.`,
  stampDate: (fechaTimbrado: string) =>
    `La factura se timbró el ${shownDateTime(fechaTimbrado)}; debe ser de los 3 días anteriores a la carga.`,
  uuidUsed: (uuid: string) => `La factura con folio fiscal ${uuid} ya se cargó en otra venta.`,
  oneXml: 'Adjunta una sola factura XML por venta (y, si quieres, su PDF).',
  /** The supplier (the caller's own business) has no RFC on file: its administrator registers it in 'Perfil'. */
  supplierRfcMissing: (name: string) =>
    `${name} no tiene RFC registrado, y sin él no se puede revisar la factura XML: el administrador de tu empresa debe registrarlo en 'Perfil'.`,
  /** The builder has no RFC on file: its own administrator registers it in its 'Perfil'. */
  builderRfcMissing: (name: string) =>
    `${name} no tiene RFC registrado, y sin él no se puede revisar la factura XML: su administrador debe registrarlo en su 'Perfil'.`,
  invoiceNotPaid: (uuid: string) =>
    `El complemento de pago no relaciona la factura con folio fiscal ${uuid} entre los documentos pagados.`,
  paidAmount: (paid: Centavos, amount: Centavos) =>
    `El importe pagado de la factura en el complemento (${formatCentavos(paid)}) no es el monto del pago (${formatCentavos(amount)}).`,
  paymentDate: (fechaPago: string, paidOn: string) =>
    `La fecha de pago del complemento (${shownDateTime(fechaPago.slice(0, 10))}) no es la del pago (${shownDateTime(paidOn)}).`,
} as const
