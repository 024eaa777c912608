import { DATE_MSG } from './dates'
import { MSG } from './messages'

/**
 * SPEI transfer proofs ('Pagar'): limits, the Banxico link and Spanish texts, without zod and without the CLABE
 * tables (a view may import these; the rules are in spei.ts). docs/transfers.md.
 */

/** A clave de rastreo: 1 to 30 letters and digits (docs/transfers.md#clave-de-rastreo). */
export const TRACKING_KEY_MAX = 30

/** How old a transfer may be when it is given as a proof, in calendar days before today (Mexico City). */
export const TRANSFER_MAX_AGE_DAYS = 90

/**
 * Banxico's CEP page. Its form posts the search (date, clave, sending and receiving participant, account,
 * amount) to `valida.do` behind a captcha and reads no URL parameters, so the link is the page itself.
 */
export const BANXICO_CEP_URL = 'https://www.banxico.org.mx/cep/'

export const SPEI_MSG = {
  required: MSG.required,
  trackingKeyChars: 'La clave de rastreo solo lleva letras y números',
  trackingKeyLength: `La clave de rastreo tiene como máximo ${TRACKING_KEY_MAX} caracteres`,
  operationDate: 'La fecha de operación no es válida',
  operationDateFuture: DATE_MSG.notAfterToday,
  operationDateTooOld: `La transferencia debe ser de los últimos ${TRANSFER_MAX_AGE_DAYS} días`,
  sendingBank: 'Selecciona el banco desde el que transferiste',
  sendingBankUnknown: 'El banco no está en el catálogo de bancos',
  /** A clave de rastreo (with its sending bank and date) already proves another payment. */
  alreadyUsed: 'Esta transferencia ya se usó como comprobante de otro pago.',

  /** Reading a CEP (the XML Banxico issues for a SPEI transfer). */
  cepNotXml: 'El archivo no es el XML de un CEP. Descárgalo en banxico.org.mx/cep en formato XML.',
  cepNotCep: 'El XML no es un CEP de Banxico (Comprobante Electrónico de Pago).',
  cepIncomplete: (what: string) => `El CEP no trae ${what} o no es válido.`,
  cepAccount: (cep: string, shown: string) =>
    `La cuenta beneficiaria del CEP (${cep}) no es la CLABE que te mostramos (${shown}).`,
  cepNoAccount: (shown: string) =>
    `El CEP no muestra una cuenta beneficiaria; la transferencia debe ir a la CLABE que te mostramos (${shown}).`,
  cepAmount: (cep: string, expected: string) => `El monto del CEP (${cep}) no es el del pago (${expected}).`,
} as const

/** What the dialogs call the transfer's data: 'Pagar' asks for it, the supplier reads it beside 'Confirmar'. */
export const SPEI_LABELS = {
  transfer: 'Transferencia SPEI',
  trackingKey: 'Clave de rastreo',
  operationDate: 'Fecha de operación',
  sendingBank: 'Banco emisor',
  chooseBank: 'Selecciona tu banco',
  amount: 'Monto transferido',
  banxicoLink: 'Verificar en Banxico (CEP)',
} as const

/** What each part of a CEP is called in `SPEI_MSG.cepIncomplete`. */
export const CEP_PART_NAMES = {
  claveRastreo: 'la clave de rastreo',
  fechaOperacion: 'la fecha de operación',
  hora: 'la hora de la operación',
  monto: 'el monto',
  ordenante: 'los datos del ordenante',
  beneficiario: 'los datos del beneficiario',
} as const
export type CepPart = keyof typeof CEP_PART_NAMES
