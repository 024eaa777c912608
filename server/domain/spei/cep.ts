import { checkClabe } from '@contract/clabe'
import { isCalendarDate } from '@contract/dates'
import { type Centavos, formatCentavos, toCentavos } from '@contract/money'
import {
  CEP_PART_NAMES,
  type CepPart,
  operationDateError,
  SPEI_MSG,
  type TransferIdentity,
  trackingKeyError,
  transferIdentity,
} from '@contract/spei'
import type { Element } from '@xmldom/xmldom'
import { parseSafeXml, type XmlRefusal } from '../xml/safe-xml'

/*
 * Reading a CEP (Comprobante Electrónico de Pago): the XML Banxico's https://www.banxico.org.mx/cep/ serves for a
 * SPEI transfer, and checking it against the payment it should prove (docs/transfers.md). The format, as Banxico
 * writes it (samples in tests/fixtures/cep/):
 *
 *   <SPEI_Tercero FechaOperacion="2024-11-08" Hora="10:53:36" ClaveSPEI="90723" claveRastreo="…"
 *                 sello="…" numeroCertificado="…" cadenaCDA="||…">
 *     <Beneficiario BancoReceptor="…" Nombre="…" TipoCuenta="40" Cuenta="…" RFC="…" Concepto="…" IVA="0.00"
 *                   MontoPago="3414.95"/>
 *     <Ordenante BancoEmisor="…" Nombre="…" TipoCuenta="40" Cuenta="…" RFC="…"/>
 *   </SPEI_Tercero>
 *
 * Banxico writes 'NA' or 'ND' for a value it does not have (an RFC, the account of a payment to a bank itself),
 * and amounts with up to 2 decimals, older CEPs zero-padded ('000000000000008.17').
 */

/** A CEP is about 1.5 KB; anything far beyond is not one and is refused before it is decoded. */
export const CEP_MAX_BYTES = 64 * 1024

/** One side of the transfer. `null` where the CEP says 'NA' or 'ND' or leaves the value empty. */
export type CepParty = {
  /** The bank's name as the CEP writes it ('BBVA BANCOMER', 'STP'). */
  banco: string
  /** The bank's 3-digit code of the CLABE catalogue, when the account is a valid CLABE. */
  claveBanco: string | null
  nombre: string | null
  /** 40 a CLABE, 3 a debit card, 10 a phone number (SPEI's account types). */
  tipoCuenta: string | null
  cuenta: string | null
  /** An RFC, or the CURP a person may give instead. */
  rfc: string | null
}

export type CepReading = {
  /** As the CEP writes it (case kept); compare with `normalizeTrackingKey`. */
  claveRastreo: string
  /** YYYY-MM-DD. */
  fechaOperacion: string
  /** HH:MM:SS, Mexico City. */
  hora: string
  montoCentavos: Centavos
  ordenante: CepParty
  beneficiario: CepParty
  concepto: string
  /** The receiving participant's 5-digit SPEI code ('40012'). */
  claveSpei: string | null
  /** Banxico's signature (base64) and its certificate's number, when present. */
  sello: string | null
  numeroCertificado: string | null
}

export type CepRefusal =
  /** The bytes are not XML we read (a PDF, not UTF-8, a DOCTYPE, too large, malformed…). */
  | { reason: 'xml'; xml: XmlRefusal; message: string }
  /** XML, but not a CEP's root element. */
  | { reason: 'not-cep'; message: string }
  /** A CEP without one of the parts a proof needs, or with one that is not valid. */
  | { reason: 'incomplete'; part: CepPart; message: string }

export type CepRead = { ok: true; cep: CepReading } | ({ ok: false } & CepRefusal)

const incomplete = (part: CepPart): CepRead => ({
  ok: false,
  reason: 'incomplete',
  part,
  message: SPEI_MSG.cepIncomplete(CEP_PART_NAMES[part]),
})

/** An attribute's trimmed value; null when absent, empty, or Banxico's 'NA' / 'ND'. */
function given(element: Element, name: string): string | null {
  const value = element.getAttribute(name)?.trim() ?? ''
  return value === '' || value === 'NA' || value === 'ND' ? null : value
}

/** The one child element of that name, or null when there is none or more than one. */
function onlyChild(parent: Element, name: string): Element | null {
  const found: Element[] = []
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE && node.nodeName === name) found.push(node as Element)
  }
  return found.length === 1 ? (found[0] ?? null) : null
}

const TIME_RE = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/

/** A CEP amount ('3414.95', '000000000000008.17') in centavos, exactly from the text; null unless > 0. */
function centavosOf(text: string | null): Centavos | null {
  if (text === null || !/^\d+(?:\.\d{1,2})?$/.test(text)) return null
  const cents = toCentavos(text)
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null
}

function partyOf(element: Element, bankAttribute: 'BancoEmisor' | 'BancoReceptor'): CepParty | null {
  const banco = given(element, bankAttribute)
  if (banco === null) return null
  const tipoCuenta = given(element, 'TipoCuenta')
  const cuenta = given(element, 'Cuenta')
  const isClabe = cuenta !== null && checkClabe(cuenta).ok
  return {
    banco,
    claveBanco: isClabe ? cuenta.slice(0, 3) : null,
    nombre: given(element, 'Nombre'),
    tipoCuenta,
    cuenta,
    rfc: given(element, 'RFC'),
  }
}

function cepOf(root: Element): CepRead {
  if (root.nodeName !== 'SPEI_Tercero' || root.namespaceURI)
    return { ok: false, reason: 'not-cep', message: SPEI_MSG.cepNotCep }
  const claveRastreo = given(root, 'claveRastreo')
  if (claveRastreo === null || trackingKeyError(claveRastreo) !== null) return incomplete('claveRastreo')
  const fechaOperacion = given(root, 'FechaOperacion')
  if (fechaOperacion === null || !isCalendarDate(fechaOperacion)) return incomplete('fechaOperacion')
  const hora = given(root, 'Hora')
  if (hora === null || !TIME_RE.test(hora)) return incomplete('hora')
  const beneficiarioElement = onlyChild(root, 'Beneficiario')
  const beneficiario = beneficiarioElement && partyOf(beneficiarioElement, 'BancoReceptor')
  if (!beneficiarioElement || !beneficiario) return incomplete('beneficiario')
  const montoCentavos = centavosOf(given(beneficiarioElement, 'MontoPago'))
  if (montoCentavos === null) return incomplete('monto')
  const ordenanteElement = onlyChild(root, 'Ordenante')
  const ordenante = ordenanteElement && partyOf(ordenanteElement, 'BancoEmisor')
  if (!ordenante) return incomplete('ordenante')
  return {
    ok: true,
    cep: {
      claveRastreo,
      fechaOperacion,
      hora,
      montoCentavos,
      ordenante,
      beneficiario,
      concepto: beneficiarioElement.getAttribute('Concepto')?.trim() ?? '',
      claveSpei: given(root, 'ClaveSPEI'),
      sello: given(root, 'sello'),
      numeroCertificado: given(root, 'numeroCertificado'),
    },
  }
}

/**
 * Reads a CEP's XML, or says why it is not one. Never throws: the XML is parsed by `parseSafeXml` (no DTD, no
 * entities, CEP_MAX_BYTES at most), and every part a proof needs is checked before it is returned.
 */
export function readCep(bytes: Uint8Array): CepRead {
  const parsed = parseSafeXml(bytes, { maxBytes: CEP_MAX_BYTES })
  if (!parsed.ok) return { ok: false, reason: 'xml', xml: parsed.reason, message: SPEI_MSG.cepNotXml }
  const root = parsed.document.documentElement
  return root ? cepOf(root) : { ok: false, reason: 'not-cep', message: SPEI_MSG.cepNotCep }
}

/**
 * The transfer a CEP proves, as stored to refuse a second use; null when the ordering party's account is not a
 * CLABE (a debit card), so the sending bank must be asked.
 */
export const cepTransferIdentity = (cep: CepReading): TransferIdentity | null =>
  cep.ordenante.claveBanco === null
    ? null
    : transferIdentity(cep.ordenante.claveBanco, cep.fechaOperacion, cep.claveRastreo)

/** What 'Pagar' showed and expects: the CLABE to pay into, and the amount when the proof must match it. */
export type CepExpectation = {
  clabe: string
  amountCentavos?: Centavos
  /** Today in Mexico City (YYYY-MM-DD): when given, the transfer's date must pass `operationDateError`. */
  today?: string
}

export type CepFailure = { field: 'cuenta' | 'monto' | 'fechaOperacion'; message: string }

/** The ways a read CEP does not prove the payment, in Spanish; empty when it does. */
export function checkCepAgainstPayment(cep: CepReading, expected: CepExpectation): CepFailure[] {
  const failures: CepFailure[] = []
  const shown = expected.clabe.trim()
  const account = cep.beneficiario.cuenta
  if (account === null) failures.push({ field: 'cuenta', message: SPEI_MSG.cepNoAccount(shown) })
  else if (account !== shown) failures.push({ field: 'cuenta', message: SPEI_MSG.cepAccount(account, shown) })
  if (expected.amountCentavos !== undefined && expected.amountCentavos !== cep.montoCentavos) {
    const message = SPEI_MSG.cepAmount(
      formatCentavos(cep.montoCentavos),
      formatCentavos(expected.amountCentavos),
    )
    failures.push({ field: 'monto', message })
  }
  const dateError =
    expected.today === undefined ? null : operationDateError(cep.fechaOperacion, expected.today)
  if (dateError) failures.push({ field: 'fechaOperacion', message: dateError })
  return failures
}
