import type { DialogFieldsOf } from '../DialogFields'
import { InvoiceFields, PayFields } from './PaymentFileFields'

/** The fields of the 'files' kinds (fields/kinds.ts): a proof of payment or an invoice. */
export const FILE_FIELDS: DialogFieldsOf = {
  pay: PayFields,
  informPayment: PayFields,
  attachInvoice: InvoiceFields,
}
