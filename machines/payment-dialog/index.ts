export * from './dialogKinds'
export * from './paymentDialog.machine'
export * from './paymentDialog.selectors'
