import type { Element } from '@xmldom/xmldom'
import { attributeOf, childElements, childrenNamed, isNamed } from './elements'
import { CFDI_ANY_VERSION_NS_PREFIX, CFDI40_NS, TFD_NS } from './namespaces'
import { onlyChild, refuse, requiredDateTime, requiredRfc, requiredText, requiredUuid } from './reading'

/** A party of a CFDI: who issues it (emisor) or receives it (receptor). */
export type CfdiParty = { rfc: string; nombre: string }

/** What every CFDI 4.0 this app reads has, whatever its type: the comprobante's head, its parties and its stamp. */
export type ComprobanteReading = {
  version: '4.0'
  /** TipoDeComprobante: I ingreso (an invoice), E egreso, T traslado, N nómina, P pago. */
  tipo: string
  serie: string | null
  folio: string | null
  /** When the issuer made it (their local time, as written). */
  fecha: string
  emisor: CfdiParty
  receptor: CfdiParty
  /** The folio fiscal the PAC gave it, in capitals. */
  uuid: string
  /** When the PAC stamped it, Mexico City time as written (2022-01-12T12:39:34). */
  fechaTimbrado: string
}

/** The Comprobante root of a CFDI 4.0, refused when it is another document or another version. */
function comprobanteRoot(root: Element): Element {
  if (root.localName !== 'Comprobante' || !root.namespaceURI?.startsWith(CFDI_ANY_VERSION_NS_PREFIX))
    refuse('not-cfdi')
  if (root.namespaceURI !== CFDI40_NS || attributeOf(root, 'Version') !== '4.0') refuse('wrong-version')
  return root
}

const partyOf = (element: Element): CfdiParty => ({
  rfc: requiredRfc(element, 'Rfc'),
  nombre: requiredText(element, 'Nombre'),
})

/** The children of the Complemento (none when it is absent). */
export const complementsOf = (root: Element): Element[] =>
  childrenNamed(root, CFDI40_NS, 'Complemento').flatMap(childElements)

function stampOf(root: Element): Element {
  const stamps = complementsOf(root).filter((element) => isNamed(element, TFD_NS, 'TimbreFiscalDigital'))
  if (stamps.length === 0) refuse('no-timbre')
  if (stamps.length > 1) refuse('repeated', 'TimbreFiscalDigital')
  return stamps[0]!
}

/** Reads the parts every CFDI 4.0 has; refuses (see reading.ts) at the first that is missing or wrong. */
export function readComprobante(root: Element): ComprobanteReading & { root: Element } {
  const comprobante = comprobanteRoot(root)
  const stamp = stampOf(comprobante)
  return {
    root: comprobante,
    version: '4.0',
    tipo: requiredText(comprobante, 'TipoDeComprobante'),
    serie: attributeOf(comprobante, 'Serie'),
    folio: attributeOf(comprobante, 'Folio'),
    fecha: requiredDateTime(comprobante, 'Fecha'),
    emisor: partyOf(onlyChild(comprobante, CFDI40_NS, 'Emisor')),
    receptor: partyOf(onlyChild(comprobante, CFDI40_NS, 'Receptor')),
    uuid: requiredUuid(stamp, 'UUID'),
    fechaTimbrado: requiredDateTime(stamp, 'FechaTimbrado'),
  }
}
