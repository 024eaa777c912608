import { readFileSync } from 'node:fs'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { readInvoice } from '../../server/domain/cfdi/read-invoice'
import { readPaymentComplement } from '../../server/domain/cfdi/read-payment-complement'
import { cfdiRefusalMessage } from '../../server/domain/cfdi/reading'
import {
  BUILDER,
  bytesOf,
  COMPLEMENT_UUID,
  complementXml,
  INVOICE_UUID,
  invoiceXml,
  SUPPLIER,
} from '../fixtures/cfdi/build'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/cfdi/${name}`, import.meta.url))
const refusalOf = (result: { ok: boolean; reason?: string; field?: string }) =>
  result.ok ? 'ok' : [result.reason, result.field].filter(Boolean).join(' ')

describe('readInvoice', () => {
  it('reads an invoice we build, amounts as exact centavos', () => {
    expect(readInvoice(bytesOf(invoiceXml()))).toEqual({
      ok: true,
      reading: {
        version: '4.0',
        tipo: 'I',
        serie: 'F',
        folio: '1024',
        fecha: '2026-12-04T10:00:00',
        emisor: { rfc: SUPPLIER.rfc, nombre: 'MATERIALES ACERO DEL CENTRO' },
        receptor: { rfc: BUILDER.rfc, nombre: 'CONSTRUCTORA ROBLES' },
        moneda: 'MXN',
        total: 125000,
        subtotal: 107759,
        metodoPago: 'PPD',
        formaPago: '99',
        uuid: INVOICE_UUID,
        fechaTimbrado: '2026-12-04T10:15:00',
        selloCfdLast8: 'ZWQxMjM=',
        verificationUrl:
          'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=6F8B2A1C-3D4E-4F50-8A9B-0C1D2E3F4A5B&re=MAC050101AB1&rr=ROBC800101AB1&tt=1250.0&fe=ZWQxMjM=',
      },
    })
  })

  it('reads a real CFDI 4.0 stamped by a PAC, with the verification URL its library expects', () => {
    const result = readInvoice(fixture('nodecfdi-cfdi40-real.xml'))
    expect(result.ok && result.reading).toMatchObject({
      tipo: 'I',
      emisor: { rfc: 'CSM190311AH6', nombre: 'CREATIVITY AND SOMETHING MORE SAS DE CV' },
      receptor: { rfc: 'MCI7306249Y1' },
      moneda: 'MXN',
      total: 45936,
      subtotal: 39600,
      metodoPago: 'PUE',
      formaPago: '01',
      uuid: '04BF2854-FE7D-4377-9196-71248F060ABB',
      fechaTimbrado: '2022-01-12T12:39:34',
      selloCfdLast8: '5tSZhA==',
      // The expression nodecfdi/cfdi-expresiones' own test expects of this file.
      verificationUrl:
        'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=04BF2854-FE7D-4377-9196-71248F060ABB&re=CSM190311AH6&rr=MCI7306249Y1&tt=459.36&fe=5tSZhA==',
    })
  })

  it('reads amounts exactly from their decimal text', () => {
    const totalOf = (total: string) => {
      const result = readInvoice(bytesOf(invoiceXml({ total })))
      return result.ok ? result.reading.total : refusalOf(result)
    }
    expect(totalOf('1250.000000')).toBe(125000)
    expect(totalOf('0.29')).toBe(29)
    expect(totalOf('1.1')).toBe(110)
    expect(totalOf('4503599627370.49')).toBe(450359962737049)
    expect(totalOf('1250.005')).toBe('invalid Comprobante@Total')
    expect(totalOf('1.25e3')).toBe('invalid Comprobante@Total')
    expect(totalOf('-1250.00')).toBe('invalid Comprobante@Total')
  })

  it('upper-cases the UUID and accepts any prefix for the right namespaces', () => {
    const lower = invoiceXml({ uuid: INVOICE_UUID.toLowerCase() })
      .replaceAll('cfdi:', 'c:')
      .replace('xmlns:cfdi=', 'xmlns:c=')
    const result = readInvoice(bytesOf(lower))
    expect(result.ok && result.reading.uuid).toBe(INVOICE_UUID)
  })

  it.each([
    ['a CFDI 3.3', invoiceXml({ cfdiNs: 'http://www.sat.gob.mx/cfd/3', version: '3.3' }), 'wrong-version'],
    ['a cfd/4 root of version 3.3', invoiceXml({ version: '3.3' }), 'wrong-version'],
    ['the CFDI names in a foreign namespace', invoiceXml({ cfdiNs: 'http://example.com/cfd/4' }), 'not-cfdi'],
    ['another document', '<?xml version="1.0"?><factura total="1250.00"/>', 'not-cfdi'],
    ['no TimbreFiscalDigital', invoiceXml({ stamped: false }), 'no-timbre'],
    ['a timbre in a foreign namespace', invoiceXml({ tfdNs: 'http://example.com/tfd' }), 'no-timbre'],
    ['a UUID that is not one', invoiceXml({ uuid: 'not-a-uuid' }), 'invalid TimbreFiscalDigital@UUID'],
    ['an RFC that is not one', invoiceXml({ emisorRfc: 'ACME' }), 'invalid Emisor@Rfc'],
    ['a blank RFC', invoiceXml({ receptorRfc: ' ' }), 'missing Receptor@Rfc'],
    ['no Total', invoiceXml().replace(/ Total="[^"]*"/, ''), 'missing Comprobante@Total'],
    ['a date that does not exist', invoiceXml({ fecha: '2026-02-30T10:00:00' }), 'invalid Comprobante@Fecha'],
    [
      'an Emisor outside the CFDI namespace',
      invoiceXml().replace('<cfdi:Emisor', '<x:Emisor xmlns:x="urn:x"'),
      'missing Emisor',
    ],
    [
      'a second Receptor',
      invoiceXml().replace(
        '<cfdi:Conceptos>',
        `${'<cfdi:Receptor Rfc="XAXX010101000" Nombre="X"/>'}<cfdi:Conceptos>`,
      ),
      'repeated Receptor',
    ],
  ])('refuses %s', (_, xml, refusal) => {
    expect(refusalOf(readInvoice(bytesOf(xml)))).toBe(refusal)
  })

  it.each([
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE c [<!ENTITY x SYSTEM "file:///etc/passwd">]><c>&x;</c>',
      'doctype',
    ],
    ['truncated XML', invoiceXml().slice(0, 700), 'malformed'],
    ['a PDF renamed .xml', '%PDF-1.7\n%âãÏÓ\n', 'pdf'],
    ['nothing', '', 'empty'],
  ])('refuses %s before reading it as a CFDI', (_, text, refusal) => {
    expect(refusalOf(readInvoice(bytesOf(text)))).toBe(refusal)
  })

  it('refuses a 64 MB document by its size', () => {
    const huge = new Uint8Array(64 * 1024 * 1024).fill(0x20)
    huge.set(bytesOf(invoiceXml()))
    expect(readInvoice(huge)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('says each refusal in Spanish, naming the field', () => {
    expect(cfdiRefusalMessage({ ok: false, reason: 'missing', field: 'Comprobante@Total' })).toBe(
      'Al CFDI le falta un dato obligatorio (Comprobante@Total).',
    )
    expect(cfdiRefusalMessage({ ok: false, reason: 'no-timbre' })).toBe(
      'El CFDI no está timbrado: no tiene el Timbre Fiscal Digital.',
    )
  })

  test.prop([fc.uint8Array({ maxLength: 3000 })])(
    'any bytes give a reading or a refusal, never a throw',
    (bytes) => {
      const result = readInvoice(bytes)
      expect(result.ok || typeof result.reason === 'string').toBe(true)
    },
  )

  test.prop([fc.nat({ max: 5000 }), fc.string({ maxLength: 20 })])(
    'an invoice cut or spliced anywhere gives a reading or a refusal, never a throw',
    (at, text) => {
      const xml = invoiceXml()
      const cut = at % xml.length
      for (const variant of [xml.slice(0, cut), xml.slice(0, cut) + text + xml.slice(cut)]) {
        const result = readInvoice(bytesOf(variant))
        expect(result.ok || typeof result.reason === 'string').toBe(true)
      }
    },
  )
})

describe('readPaymentComplement', () => {
  it('reads a complement we build', () => {
    expect(readPaymentComplement(bytesOf(complementXml()))).toEqual({
      ok: true,
      reading: {
        version: '4.0',
        tipo: 'P',
        serie: 'P',
        folio: '77',
        fecha: '2027-01-16T09:00:00',
        emisor: { rfc: SUPPLIER.rfc, nombre: 'MATERIALES ACERO DEL CENTRO' },
        receptor: { rfc: BUILDER.rfc, nombre: 'CONSTRUCTORA ROBLES' },
        uuid: COMPLEMENT_UUID,
        fechaTimbrado: '2026-12-04T10:15:00',
        payments: [
          {
            fechaPago: '2027-01-15T12:00:00',
            monto: 125000,
            monedaP: 'MXN',
            documents: [
              {
                idDocumento: INVOICE_UUID,
                monedaDR: 'MXN',
                numParcialidad: 1,
                impSaldoAnt: 125000,
                impPagado: 125000,
                impSaldoInsoluto: 0,
              },
            ],
          },
        ],
      },
    })
  })

  it('refuses a published Pagos 2.0 complement that was never stamped, and reads it once stamped', () => {
    const published = fixture('cfdiutils-cfdi40-pago20-valid.xml')
    expect(readPaymentComplement(published)).toEqual({ ok: false, reason: 'no-timbre' })
    const stamped = published
      .toString('utf8')
      .replace(
        '</cfdi:Complemento>',
        `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${COMPLEMENT_UUID.toLowerCase()}" FechaTimbrado="2023-06-13T14:20:00"/></cfdi:Complemento>`,
      )
    const result = readPaymentComplement(bytesOf(stamped))
    expect(result.ok && result.reading).toMatchObject({
      tipo: 'P',
      emisor: { rfc: 'EKU9003173C9', nombre: 'ESCUELA KEMPER URGATE' },
      receptor: { rfc: 'COSC8001137NA', nombre: 'CARLOS CORTES SOTO' },
      uuid: COMPLEMENT_UUID,
      payments: [
        {
          fechaPago: '2023-06-12T17:18:19',
          monto: 1500000,
          monedaP: 'MXN',
          documents: [
            {
              idDocumento: '00000000-1111-2222-3333-00000000000A',
              numParcialidad: 2,
              impSaldoAnt: 1200000,
              impPagado: 1200000,
              impSaldoInsoluto: 0,
            },
            {
              idDocumento: '00000000-1111-2222-3333-00000000000B',
              numParcialidad: 1,
              impSaldoAnt: 1000000,
              impPagado: 300000,
              impSaldoInsoluto: 700000,
            },
          ],
        },
      ],
    })
  })

  it('reads several payments and documents, upper-casing every IdDocumento', () => {
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'
    const result = readPaymentComplement(
      bytesOf(
        complementXml({
          payments: [{}, { monto: '100.50', documents: [{ idDocumento: other, impPagado: '100.50' }] }],
        }),
      ),
    )
    expect(result.ok && result.reading.payments.map((p) => [p.monto, p.documents[0]?.idDocumento])).toEqual([
      [125000, INVOICE_UUID],
      [10050, other.toUpperCase()],
    ])
  })

  it.each([
    ['an invoice', invoiceXml(), 'not-payment-complement'],
    [
      'a Pagos complement in a foreign namespace',
      complementXml({ pagosNs: 'http://www.sat.gob.mx/Pagos' }),
      'not-payment-complement',
    ],
    ['a Pagos complement of version 1.0', complementXml({ pagosVersion: '1.0' }), 'not-payment-complement'],
    [
      'a payment without documents',
      complementXml({ payments: [{ documents: [] }] }),
      'missing DoctoRelacionado',
    ],
    ['no payment', complementXml({ payments: [] }), 'missing Pago'],
    [
      'an ImpPagado that is not an amount',
      complementXml({ payments: [{ documents: [{ impPagado: '12,50' }] }] }),
      'invalid DoctoRelacionado@ImpPagado',
    ],
    [
      'a NumParcialidad that is not a number',
      complementXml({ payments: [{ documents: [{ numParcialidad: 'uno' }] }] }),
      'invalid DoctoRelacionado@NumParcialidad',
    ],
    [
      'an IdDocumento that is not a UUID',
      complementXml({ payments: [{ documents: [{ idDocumento: 'F-1024' }] }] }),
      'invalid DoctoRelacionado@IdDocumento',
    ],
    [
      'a FechaPago without time',
      complementXml({ payments: [{ fechaPago: '2027-01-15' }] }),
      'invalid Pago@FechaPago',
    ],
    ['no timbre', complementXml({ stamped: false }), 'no-timbre'],
  ])('refuses %s', (_, xml, refusal) => {
    expect(refusalOf(readPaymentComplement(bytesOf(xml)))).toBe(refusal)
  })

  test.prop([fc.uint8Array({ maxLength: 3000 })])(
    'any bytes give a reading or a refusal, never a throw',
    (bytes) => {
      const result = readPaymentComplement(bytes)
      expect(result.ok || typeof result.reason === 'string').toBe(true)
    },
  )
})
