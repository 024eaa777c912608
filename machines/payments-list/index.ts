export * from './paymentsList.machine'
export * from './paymentsList.selectors'
