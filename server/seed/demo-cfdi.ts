import type { Centavos } from '@contract/money'

/**
 * CFDI 4.0 invoices for the demo sales: the XML a supplier's invoicing system would give it, with a fake
 * TimbreFiscalDigital (a UUID of our own, 'DEMO' seals). Nothing here is signed or was ever stamped by a PAC:
 * the documents exist so that the invoice's chip, its UUID and 'Verificar en el SAT' show in the demo (the SAT
 * will answer that it does not know the CFDI). They are read and checked by the same code as an upload.
 */

export type DemoInvoice = {
  uuid: string
  serie: string
  folio: string
  supplier: { rfc: string; name: string }
  builder: { rfc: string; name: string }
  total: Centavos
  /** Mexico City time, as CFDIs write it: 2025-03-05T12:00:00. */
  stampedAt: string
}

const DEMO_SEAL = 'REVNTy1TRUxMTy1TSU4tVkFMSURFWi1GSVNDQUwtREVNTw=='

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const decimal = (centavos: number) => (centavos / 100).toFixed(2)

/** The UUID of a demo sale's invoice: 'DE' marks it, the payment id makes it unique on the platform. */
export const demoInvoiceUuid = (paymentId: number) =>
  `DE000000-0000-4000-8000-${String(paymentId).padStart(12, '0')}`

/** A PPD invoice in pesos for the whole sale: one line of materials, its IVA at 16 % included in the total. */
export function demoInvoiceXml(invoice: DemoInvoice): Uint8Array {
  const subtotal = Math.round(invoice.total / 1.16)
  const iva = invoice.total - subtotal
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="${escaped(invoice.serie)}" Folio="${escaped(invoice.folio)}" Fecha="${invoice.stampedAt}" Sello="${DEMO_SEAL}" FormaPago="99" NoCertificado="00000000000000000000" Certificado="REVNTw==" SubTotal="${decimal(subtotal)}" Moneda="MXN" Total="${decimal(invoice.total)}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PPD" LugarExpedicion="44100">
  <cfdi:Emisor Rfc="${invoice.supplier.rfc}" Nombre="${escaped(invoice.supplier.name.toUpperCase())}" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${invoice.builder.rfc}" Nombre="${escaped(invoice.builder.name.toUpperCase())}" DomicilioFiscalReceptor="44100" RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="30111601" Cantidad="1" ClaveUnidad="E48" Descripcion="Materiales de construcción (demostración)" ValorUnitario="${decimal(subtotal)}" Importe="${decimal(subtotal)}" ObjetoImp="02">
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="${decimal(subtotal)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${decimal(iva)}"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="${decimal(iva)}"><cfdi:Traslados><cfdi:Traslado Base="${decimal(subtotal)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${decimal(iva)}"/></cfdi:Traslados></cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${invoice.uuid}" FechaTimbrado="${invoice.stampedAt}" RfcProvCertif="SPR190613I52" SelloCFD="${DEMO_SEAL}" NoCertificadoSAT="00000000000000000000" SelloSAT="REVNTw=="/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`
  return new TextEncoder().encode(xml)
}
