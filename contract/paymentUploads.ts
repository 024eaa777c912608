import { ACTION_MSG, INVOICE_MAX_FILES, PAYMENT_FILE_MAX_BYTES } from './paymentTexts'
import { SPEI_MSG } from './speiTexts'
import type { UploadRule } from './uploads'

// A module of its own: a rule object reads its messages when the module loads, so a page that imports
// paymentActions for a schema would carry every payment text with it.

const PAYMENT_FILE_MESSAGES = {
  required: ACTION_MSG.uploadFile,
  empty: ACTION_MSG.fileEmpty,
  tooLarge: ACTION_MSG.fileTooLarge,
}

/** The proof of a payment: one JPG, PNG or PDF up to 12 MB; required from customers, optional for suppliers. */
export const proofUploadRule = (required: boolean): UploadRule => ({
  accept: ['jpeg', 'png', 'pdf'],
  required,
  maxFiles: 1,
  maxTotalBytes: PAYMENT_FILE_MAX_BYTES,
  messages: { ...PAYMENT_FILE_MESSAGES, type: ACTION_MSG.proofType, tooMany: ACTION_MSG.oneFile },
})

/** An invoice: 1 to 5 PDF or XML (CFDI) files, 12 MB in all. */
export const INVOICE_UPLOAD_RULE: UploadRule = {
  accept: ['pdf', 'xml'],
  required: true,
  maxFiles: INVOICE_MAX_FILES,
  maxTotalBytes: PAYMENT_FILE_MAX_BYTES,
  messages: { ...PAYMENT_FILE_MESSAGES, type: ACTION_MSG.invoiceType, tooMany: ACTION_MSG.tooManyFiles },
}

/**
 * A CEP's XML given instead of typing the transfer ('Pagar'): one XML file. Its size and contents are judged by
 * the reader (server/domain/spei/cep.ts), which refuses anything that is not a CEP with the reason.
 */
export const CEP_UPLOAD_RULE: UploadRule = {
  accept: ['xml'],
  required: false,
  maxFiles: 1,
  maxTotalBytes: PAYMENT_FILE_MAX_BYTES,
  messages: { ...PAYMENT_FILE_MESSAGES, type: SPEI_MSG.cepNotXml, tooMany: ACTION_MSG.oneFile },
}
