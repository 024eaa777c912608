export { connect as connectPaymentFile, type PaymentFileApi } from './paymentFile.connect'
export * from './paymentFile.machine'
export * from './paymentFile.selectors'
export { connect as connectPaymentsList, type PaymentsListApi } from './paymentsList.connect'
export * from './paymentsList.machine'
export * from './paymentsList.selectors'
export {
  connect as connectPaymentsListDialogs,
  type PaymentsListDialogsApi,
} from './paymentsListDialogs.connect'
export * from './paymentsListDialogs.machine'
export * from './paymentsListDialogs.selectors'
