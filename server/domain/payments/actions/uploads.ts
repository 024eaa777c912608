import { ACTION_MSG, INVOICE_MAX_FILES, PAYMENT_FILE_MAX_BYTES } from '@contract/paymentActions'
import type { UploadRule } from '../../../files/uploads'

const messages = {
  required: ACTION_MSG.uploadFile,
  empty: ACTION_MSG.fileEmpty,
  tooLarge: ACTION_MSG.fileTooLarge,
}

/** The proof of a payment: one JPG, PNG or PDF up to 12 MB; required from customers, optional for suppliers. */
export const proofRule = (required: boolean): UploadRule => ({
  accept: ['jpeg', 'png', 'pdf'],
  required,
  maxFiles: 1,
  maxTotalBytes: PAYMENT_FILE_MAX_BYTES,
  messages: { ...messages, type: ACTION_MSG.proofType, tooMany: ACTION_MSG.oneFile },
})

/** An invoice: 1 to 5 PDF or XML (CFDI) files, 12 MB in all. */
export const invoiceRule: UploadRule = {
  accept: ['pdf', 'xml'],
  required: true,
  maxFiles: INVOICE_MAX_FILES,
  maxTotalBytes: PAYMENT_FILE_MAX_BYTES,
  messages: { ...messages, type: ACTION_MSG.invoiceType, tooMany: ACTION_MSG.tooManyFiles },
}
