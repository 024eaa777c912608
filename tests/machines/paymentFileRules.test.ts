import { ACTION_MSG, INVOICE_MAX_FILES, PAYMENT_FILE_MAX_BYTES } from '@contract/paymentTexts'
import { DIALOGS, invoiceFilesError, proofFileError } from '@machines/payment-dialog'
import { describe, expect, it } from 'vitest'
import { fileOf as file } from './paymentDialog.fixtures'

/**
 * The files a payment dialog takes (spec: 'Pagar' and 'Informar pago' take a JPG, PNG or PDF proof, 'Adjuntar
 * factura' PDF or XML invoices, up to 5; no file empty, at most 12 MB in a request, the server's rule of
 * contract/uploads.ts), as tables: by type or by name, the limits themselves and one beyond.
 */

const MAX = PAYMENT_FILE_MAX_BYTES

describe('a proof of payment', () => {
  it.each([
    ['comprobante', 'image/jpeg', 10, null],
    ['comprobante', 'image/png', 10, null],
    ['comprobante', 'application/pdf', 10, null],
    ['SPEI.PDF', '', 10, null],
    ['foto.jpeg', 'application/octet-stream', 10, null],
    ['foto.JPG', '', 10, null],
    ['captura.png', '', 10, null],
    ['comprobante.pdf.exe', 'application/octet-stream', 10, ACTION_MSG.proofType],
    ['comprobante.xml', 'text/xml', 10, ACTION_MSG.proofType],
    ['pdf', '', 10, ACTION_MSG.proofType],
    ['comprobante.pdf', 'application/pdf', 0, ACTION_MSG.fileEmpty],
    ['comprobante.pdf', 'application/pdf', 1, null],
    ['comprobante.pdf', 'application/pdf', MAX, null],
    ['comprobante.pdf', 'application/pdf', MAX + 1, ACTION_MSG.fileTooLarge],
  ] as const)('named %j, of type %j, %i bytes: %j', (name, type, size, problem) => {
    expect(proofFileError(file(name, type, size))).toBe(problem)
  })
})

describe('an invoice', () => {
  it.each([
    ['factura', 'application/pdf', 10, null],
    ['factura', 'application/xml', 10, null],
    ['factura', 'text/xml', 10, null],
    ['CFDI.XML', '', 10, null],
    ['factura.pdf', 'application/octet-stream', 10, null],
    ['factura.png', 'image/png', 10, ACTION_MSG.invoiceType],
    ['factura.xml.zip', 'application/zip', 10, ACTION_MSG.invoiceType],
    ['factura.pdf', 'application/pdf', 0, ACTION_MSG.fileEmpty],
    ['factura.pdf', 'application/pdf', MAX, null],
    ['factura.pdf', 'application/pdf', MAX + 1, ACTION_MSG.fileTooLarge],
  ] as const)('named %j, of type %j, %i bytes: %j', (name, type, size, problem) => {
    expect(invoiceFilesError([file(name, type, size)])).toBe(problem)
  })

  it('Adjuntar factura takes one to five files and names the first refused one', () => {
    const validate = (files: File[]) =>
      DIALOGS.attachInvoice.validate(
        {},
        files,
        { kind: 'attachInvoice', payment: null } as never,
        null as never,
      )
    const pdf = (n: number) => file(`factura-${n}.pdf`, 'application/pdf', 10)
    expect(validate([])).toEqual({ files: ACTION_MSG.selectFile })
    expect(validate([pdf(1)])).toEqual({})
    expect(validate(Array.from({ length: INVOICE_MAX_FILES }, (_, i) => pdf(i)))).toEqual({})
    expect(validate(Array.from({ length: INVOICE_MAX_FILES + 1 }, (_, i) => pdf(i)))).toEqual({
      files: ACTION_MSG.tooManyFiles,
    })
    expect(validate([pdf(1), file('foto.png', 'image/png', 10)])).toEqual({ files: ACTION_MSG.invoiceType })
  })

  it('takes 12 MB of invoices in all, as the server does: two files under the limit can be over it together', () => {
    const half = (n: number, size: number) => file(`factura-${n}.pdf`, 'application/pdf', size)
    expect(invoiceFilesError([half(1, MAX / 2), half(2, MAX / 2)])).toBeNull()
    expect(invoiceFilesError([half(1, MAX / 2), half(2, MAX / 2 + 1)])).toBe(ACTION_MSG.fileTooLarge)
    expect(invoiceFilesError([half(1, 10), half(2, 0)])).toBe(ACTION_MSG.fileEmpty)
  })
})
