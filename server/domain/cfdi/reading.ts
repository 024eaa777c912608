import { CFDI_READ_MSG } from '@contract/cfdiTexts'
import { isCalendarDate } from '@contract/dates'
import type { Centavos } from '@contract/money'
import { Rfc } from '@nodecfdi/rfc'
import type { Element } from '@xmldom/xmldom'
import { parseSafeXml, type XmlRefusal } from '../xml/safe-xml'
import { centavosOf } from './amounts'
import { attributeOf, childrenNamed } from './elements'

/** Why a CFDI could not be read: the XML's own refusals, then what a CFDI 4.0 must have. */
export type CfdiRefusalReason =
  | XmlRefusal
  /** The root is not a `Comprobante` of a CFDI namespace (another document, or the right names in the wrong namespace). */
  | 'not-cfdi'
  /** A CFDI of another version (3.3 in `cfd/3`, or a `cfd/4` root whose Version is not 4.0). */
  | 'wrong-version'
  /** A required element or attribute is absent (in its namespace) or blank. */
  | 'missing'
  /** An attribute that is there but not what it must be (an amount, a date, an RFC, a UUID). */
  | 'invalid'
  /** An element that may appear once appears more than once. */
  | 'repeated'
  /** No TimbreFiscalDigital: the CFDI was never stamped by a PAC, so it has no UUID and is not valid. */
  | 'no-timbre'
  /** A CFDI without a Pagos 2.0 complement, read as a payment complement. */
  | 'not-payment-complement'

/** `field` names where the problem is, as `Element@Attribute` or `Element` ('Comprobante@Total', 'Emisor'). */
export type CfdiRefusal = { ok: false; reason: CfdiRefusalReason; field?: string }

/** The Spanish message of a refusal, naming the element or attribute when there is one. */
export const cfdiRefusalMessage = (refusal: CfdiRefusal): string =>
  CFDI_READ_MSG[refusal.reason](refusal.field)

export type CfdiReadResult<Reading> = { ok: true; reading: Reading } | CfdiRefusal

/** The largest CFDI read: far above an invoice of hundreds of lines, far below what would tie up the server. */
export const CFDI_MAX_BYTES = 2 * 1024 * 1024

export type CfdiReadOptions = { maxBytes?: number }

/** Thrown inside a reading to stop at the first problem; `readCfdi` turns it into the refusal. */
class Refused extends Error {
  constructor(
    readonly reason: CfdiRefusalReason,
    readonly field?: string,
  ) {
    super(reason)
  }
}

export const refuse = (reason: CfdiRefusalReason, field?: string): never => {
  throw new Refused(reason, field)
}

/**
 * Parses the bytes safely and reads them with `read`, which refuses by calling the helpers below. Never throws:
 * any other error in a reading (a bug, or input nobody foresaw) is a `malformed` refusal rather than a 500.
 */
export function readCfdi<Reading>(
  bytes: Uint8Array,
  options: CfdiReadOptions,
  read: (root: Element) => Reading,
): CfdiReadResult<Reading> {
  const parsed = parseSafeXml(bytes, { maxBytes: options.maxBytes ?? CFDI_MAX_BYTES })
  if (!parsed.ok) return { ok: false, reason: parsed.reason }
  try {
    return { ok: true, reading: read(parsed.document.documentElement!) }
  } catch (error) {
    if (error instanceof Refused)
      return error.field === undefined
        ? { ok: false, reason: error.reason }
        : { ok: false, reason: error.reason, field: error.field }
    return { ok: false, reason: 'malformed' }
  }
}

const fieldOf = (element: Element, attribute?: string) =>
  attribute ? `${element.localName}@${attribute}` : `${element.localName}`

export const requiredText = (element: Element, attribute: string): string =>
  attributeOf(element, attribute) ?? refuse('missing', fieldOf(element, attribute))

/** A required attribute that must match `pattern`. */
export function matching(element: Element, attribute: string, pattern: RegExp): string {
  const value = requiredText(element, attribute)
  return pattern.test(value) ? value : refuse('invalid', fieldOf(element, attribute))
}

export const requiredCentavos = (element: Element, attribute: string): Centavos =>
  centavosOf(requiredText(element, attribute)) ?? refuse('invalid', fieldOf(element, attribute))

/** A date and time as CFDIs write them (t_FechaH: 2022-01-12T12:39:08, no zone), on a real calendar day. */
export function requiredDateTime(element: Element, attribute: string): string {
  const value = matching(element, attribute, /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
  return isCalendarDate(value.slice(0, 10)) ? value : refuse('invalid', fieldOf(element, attribute))
}

/** An RFC as the SAT writes them (12 or 13 characters, the generic and foreign ones included). */
export const requiredRfc = (element: Element, attribute: string): string => {
  const value = requiredText(element, attribute)
  return Rfc.isValid(value) ? value : refuse('invalid', fieldOf(element, attribute))
}

/** A folio fiscal (UUID), in capitals: SAT's own answers and most PACs write it so, some in lower case. */
export const requiredUuid = (element: Element, attribute: string): string =>
  matching(
    element,
    attribute,
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  ).toUpperCase()

/** The one child element of that name, refused when absent or repeated. */
export function onlyChild(parent: Element, namespace: string, localName: string): Element {
  const found = childrenNamed(parent, namespace, localName)
  if (found.length === 0) refuse('missing', localName)
  if (found.length > 1) refuse('repeated', localName)
  return found[0]!
}
