export * from './purchaseCode.machine'
export * from './purchaseCode.selectors'
