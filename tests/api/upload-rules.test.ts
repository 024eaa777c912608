import { INVOICE_UPLOAD_RULE, proofUploadRule } from '@contract/paymentUploads'
import { QUOTE_ANSWER_UPLOAD_RULE } from '@contract/quoteUploads'
import { REGISTRATION_UPLOAD_RULE } from '@contract/registrationTexts'
import { acceptAttribute, acceptOf, FILE_KINDS, type FileKind, type UploadRule } from '@contract/uploads'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { invoiceFilesError, proofFileError } from '../../machines/payment-dialog'
import { fileProblem } from '../../machines/registration'
import { answerErrorsOf } from '../../machines/supplier-quotes'
import { checkUploads } from '../../server/files/uploads'

/**
 * One upload rule, two readers (contract/uploads.ts): a dialog (payments, the registration's documents, a
 * quote's answer) checks the files it is given by name,
 * declared type and size; the server checks the same files by size and by their bytes. For files whose bytes
 * are what their name and type say, both must answer alike: nothing, or the same message. Over lists of files
 * of every kind, empty ones and sizes around the limits. A file here holds its kind's first bytes and says
 * the size it is given (as a File whose size is read before any byte: both sides sum sizes first).
 */

const MAGIC: Record<FileKind, string> = {
  jpeg: '\xff\xd8\xff\xe0',
  png: '\x89PNG\r\n\x1a\n',
  pdf: '%PDF-1.7\n',
  xml: '<?xml version="1.0"?>',
}

/**
 * A file of this kind, named with one of its extensions and typed with one of the types browsers give it
 * (`variant` picks which), that says it is `size` bytes long.
 */
const fileOf = (kind: FileKind, size: number, n: number, variant = 0): File => {
  const { extensions, declaredTypes } = FILE_KINDS[kind]
  const bytes = size === 0 ? [] : [Buffer.from(MAGIC[kind], 'latin1')]
  const file = new File(bytes, `archivo-${n}.${extensions[variant % extensions.length]}`, {
    type: declaredTypes[variant % declaredTypes.length],
  })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const serverAnswer = async (files: File[], rule: UploadRule) => {
  const checked = await checkUploads(files, rule)
  return checked.ok ? null : checked.msg
}

const KINDS = Object.keys(FILE_KINDS) as FileKind[]
const sizeArb = (max: number) =>
  fc.oneof(
    fc.constantFrom(0, 1, max, max + 1, max / 2, max / 2 + 1, Math.floor(max / 5)),
    fc.integer({ min: 1, max: max + 1 }),
  )
const fileArb = (rule: UploadRule) =>
  fc.record({
    kind: fc.constantFrom(...KINDS),
    size: sizeArb(rule.maxTotalBytes),
    variant: fc.nat({ max: 3 }),
  })
const filesArb = (rule: UploadRule) =>
  fc.array(fileArb(rule), {
    minLength: 1,
    maxLength: rule.maxFiles + 1,
  })
const filesOf = (specs: Array<{ kind: FileKind; size: number; variant: number }>) =>
  specs.map(({ kind, size, variant }, n) => fileOf(kind, size, n, variant))

describe('a dialog and the server answer the same files alike', () => {
  const proofRule = proofUploadRule(true)
  test.prop([fileArb(proofRule)], {
    numRuns: 200,
  })("a proof of payment ('Pagar', 'Informar pago')", async (spec) => {
    const [file] = filesOf([spec])
    expect(proofFileError(file!)).toBe(await serverAnswer([file!], proofRule))
  })

  const oneFile = fileArb

  test.prop([oneFile(REGISTRATION_UPLOAD_RULE)], { numRuns: 200 })(
    "a registration document (the wizard's 'Documentos')",
    async (spec) => {
      const [file] = filesOf([spec])
      expect(fileProblem(file!)).toBe(await serverAnswer([file!], REGISTRATION_UPLOAD_RULE))
    },
  )

  test.prop([oneFile(QUOTE_ANSWER_UPLOAD_RULE)], { numRuns: 200 })(
    "a quote's answer ('Enviar cotización')",
    async (spec) => {
      const [file] = filesOf([spec])
      expect(answerErrorsOf(file!, { amount: '', note: '' }).file ?? null).toBe(
        await serverAnswer([file!], QUOTE_ANSWER_UPLOAD_RULE),
      )
    },
  )

  test.prop([filesArb(INVOICE_UPLOAD_RULE)], { numRuns: 200 })(
    "invoices ('Adjuntar factura')",
    async (specs) => {
      const files = filesOf(specs)
      expect(invoiceFilesError(files)).toBe(await serverAnswer(files, INVOICE_UPLOAD_RULE))
    },
  )
})

describe("a file picker offers what the rule accepts (its 'accept')", () => {
  test('by declared type and extension', () => {
    expect(acceptOf(INVOICE_UPLOAD_RULE)).toEqual({
      'application/pdf': ['.pdf'],
      'application/xml': ['.xml'],
      'text/xml': ['.xml'],
    })
    expect(acceptOf(REGISTRATION_UPLOAD_RULE)).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'application/pdf': ['.pdf'],
    })
    expect(acceptAttribute(QUOTE_ANSWER_UPLOAD_RULE)).toBe('application/pdf,.pdf')
  })
})
