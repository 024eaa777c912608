export { connect as connectPurchaseCode, type PurchaseCodeApi } from './purchaseCode.connect'
export * from './purchaseCode.machine'
export * from './purchaseCode.selectors'
