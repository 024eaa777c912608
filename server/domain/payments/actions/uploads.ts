export { INVOICE_UPLOAD_RULE as invoiceRule, proofUploadRule as proofRule } from '@contract/paymentUploads'
