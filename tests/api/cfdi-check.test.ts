import { describe, expect, it } from 'vitest'
import { checkInvoiceAgainstSale, type SaleToInvoice } from '../../server/domain/cfdi/check-invoice'
import {
  checkComplementAgainstPayment,
  complementDueDate,
  type PaymentToComplement,
} from '../../server/domain/cfdi/check-payment-complement'
import { readInvoice } from '../../server/domain/cfdi/read-invoice'
import { readPaymentComplement } from '../../server/domain/cfdi/read-payment-complement'
import {
  BUILDER,
  bytesOf,
  type ComplementOptions,
  complementXml,
  INVOICE_UUID,
  type InvoiceOptions,
  invoiceXml,
  SUPPLIER,
} from '../fixtures/cfdi/build'

/** The sale of the built invoice, uploaded on 5 Dec 2026 at noon in Mexico City (the invoice was stamped on the 4th). */
const SALE: SaleToInvoice = {
  amount: 125000,
  supplier: SUPPLIER,
  builder: BUILDER,
  uploadedAt: new Date('2026-12-05T18:00:00Z'),
}

const PAYMENT: PaymentToComplement = {
  invoiceUuid: INVOICE_UUID,
  amount: 125000,
  paidOn: '2027-01-15',
  supplier: SUPPLIER,
  builder: BUILDER,
}

function invoiceFailures(options: InvoiceOptions, sale: Partial<SaleToInvoice> = {}) {
  const read = readInvoice(bytesOf(invoiceXml(options)))
  if (!read.ok) throw new Error(`not read: ${read.reason}`)
  return checkInvoiceAgainstSale(read.reading, { ...SALE, ...sale })
}

function complementFailures(options: ComplementOptions, payment: Partial<PaymentToComplement> = {}) {
  const read = readPaymentComplement(bytesOf(complementXml(options)))
  if (!read.ok) throw new Error(`not read: ${read.reason}`)
  return checkComplementAgainstPayment(read.reading, { ...PAYMENT, ...payment })
}

describe('checkInvoiceAgainstSale', () => {
  it('finds nothing wrong with the invoice of the sale', () => {
    expect(invoiceFailures({})).toEqual([])
  })

  it('compares RFCs without regard to case or spaces', () => {
    expect(invoiceFailures({}, { builder: { ...BUILDER, rfc: ' robc800101ab1 ' } })).toEqual([])
  })

  it('names both RFCs when the invoice is not to the builder', () => {
    expect(invoiceFailures({ receptorRfc: 'XAXX010101000' })).toEqual([
      {
        field: 'receptor.rfc',
        message: 'El RFC del receptor (XAXX010101000) no es el de Constructora Robles (ROBC800101AB1).',
      },
    ])
  })

  it('names both RFCs when the invoice is not from the supplier', () => {
    expect(invoiceFailures({ emisorRfc: 'OTR010101AB1' })).toEqual([
      {
        field: 'emisor.rfc',
        message: 'El RFC del emisor (OTR010101AB1) no es el de Materiales Acero del Centro (MAC050101AB1).',
      },
    ])
  })

  it('wants the total to the centavo', () => {
    expect(invoiceFailures({ total: '1234.00' })).toEqual([
      {
        field: 'total',
        message: 'El total de la factura ($1,234.00) no es el monto de la venta ($1,250.00).',
      },
    ])
    expect(invoiceFailures({ total: '1250.01' }).map((f) => f.field)).toEqual(['total'])
  })

  it('refuses PUE with its reason, and any method but PPD', () => {
    expect(invoiceFailures({ metodoPago: 'PUE' })).toEqual([
      {
        field: 'metodoPago',
        message:
          'La factura es de pago en una sola exhibición (PUE); una venta a crédito se factura con método de pago PPD.',
      },
    ])
    expect(invoiceFailures({ metodoPago: null })).toEqual([
      {
        field: 'metodoPago',
        message:
          'La factura no indica el método de pago PPD (indica ninguno); una venta a crédito se factura con método de pago PPD.',
      },
    ])
  })

  it('wants an invoice (tipo I) in pesos', () => {
    expect(invoiceFailures({ tipo: 'E', moneda: 'USD' })).toEqual([
      {
        field: 'tipo',
        message: 'El CFDI es de tipo E; una venta se factura con un CFDI de ingreso (tipo I).',
      },
      { field: 'moneda', message: 'La factura está en USD; debe estar en pesos (MXN).' },
    ])
  })

  it('takes an invoice stamped on the upload day or the 3 days before it, Mexico City calendar', () => {
    const stampedOn = (fechaTimbrado: string) => invoiceFailures({ fechaTimbrado }).map((f) => f.field)
    // Uploaded 2026-12-05 12:00 in Mexico City.
    expect(stampedOn('2026-12-05T11:59:00')).toEqual([])
    expect(stampedOn('2026-12-02T00:00:00')).toEqual([])
    expect(stampedOn('2026-12-01T23:59:59')).toEqual(['fechaTimbrado'])
    expect(stampedOn('2026-12-06T08:00:00')).toEqual(['fechaTimbrado'])
    expect(invoiceFailures({ fechaTimbrado: '2026-11-20T09:30:00' })).toEqual([
      {
        field: 'fechaTimbrado',
        message: 'La factura se timbró el 20/11/2026 09:30; debe ser de los 3 días anteriores a la carga.',
      },
    ])
  })

  it('reads the upload day in Mexico City, not in UTC', () => {
    // 2026-12-06 02:00 UTC is still 5 December in Mexico City: a stamp of 2 December is in time.
    const late = { uploadedAt: new Date('2026-12-06T02:00:00Z') }
    expect(invoiceFailures({ fechaTimbrado: '2026-12-02T10:00:00' }, late)).toEqual([])
  })

  it('lists every mismatch at once, in a reader’s order', () => {
    expect(
      invoiceFailures({ receptorRfc: 'XAXX010101000', total: '1.00', metodoPago: 'PUE' }).map((f) => f.field),
    ).toEqual(['receptor.rfc', 'total', 'metodoPago'])
  })
})

describe('checkComplementAgainstPayment', () => {
  it('finds nothing wrong with the complement of the payment', () => {
    expect(complementFailures({})).toEqual([])
  })

  it('finds the invoice among several payments and documents, whatever the UUID’s case', () => {
    const others = { idDocumento: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', impPagado: '10.00' }
    const options = {
      payments: [
        { documents: [others] },
        { documents: [others, { idDocumento: INVOICE_UUID.toLowerCase() }] },
      ],
    }
    expect(complementFailures(options, { invoiceUuid: INVOICE_UUID.toLowerCase() })).toEqual([])
  })

  it('says when the complement does not pay the sale’s invoice', () => {
    expect(
      complementFailures({
        payments: [{ documents: [{ idDocumento: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' }] }],
      }),
    ).toEqual([
      {
        field: 'idDocumento',
        message: `El complemento de pago no relaciona la factura con folio fiscal ${INVOICE_UUID} entre los documentos pagados.`,
      },
    ])
  })

  it('wants ImpPagado to be the amount paid, to the centavo', () => {
    expect(complementFailures({ payments: [{ documents: [{ impPagado: '625.00' }] }] })).toEqual([
      {
        field: 'impPagado',
        message:
          'El importe pagado de la factura en el complemento ($625.00) no es el monto del pago ($1,250.00).',
      },
    ])
  })

  it('wants the payment’s day, in pesos, of type P, between the same parties', () => {
    expect(
      complementFailures({
        tipo: 'I',
        receptorRfc: 'XAXX010101000',
        payments: [{ fechaPago: '2027-01-14T18:00:00', monedaP: 'USD' }],
      }),
    ).toEqual([
      { field: 'tipo', message: 'El CFDI es de tipo I; un complemento de recepción de pagos es de tipo P.' },
      {
        field: 'receptor.rfc',
        message: 'El RFC del receptor (XAXX010101000) no es el de Constructora Robles (ROBC800101AB1).',
      },
      { field: 'monedaP', message: 'El pago del complemento está en USD; debe estar en pesos (MXN).' },
      {
        field: 'fechaPago',
        message: 'La fecha de pago del complemento (14/01/2027) no es la del pago (15/01/2027).',
      },
    ])
  })

  it('puts the complement’s deadline on the 5th of the month after the payment (RMF 2.7.1.32)', () => {
    expect(complementDueDate('2027-01-15')).toBe('2027-02-05')
    expect(complementDueDate('2027-01-31')).toBe('2027-02-05')
    expect(complementDueDate('2026-12-01')).toBe('2027-01-05')
  })
})
