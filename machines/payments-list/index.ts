export { connect as connectPaymentsList, type PaymentsListApi } from './paymentsList.connect'
export * from './paymentsList.machine'
export * from './paymentsList.selectors'
