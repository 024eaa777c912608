export * from './dialogKinds'
export {
  connect as connectPaymentDialog,
  type FilePickerProps,
  type PaymentDialogApi,
} from './paymentDialog.connect'
export * from './paymentDialog.machine'
export * from './paymentDialog.selectors'
