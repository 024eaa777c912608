export {
  connect as connectProjectPurchases,
  type ProjectPurchasesApi,
  type PurchaseChip,
  purchaseDateOf,
  supplierNameOf,
} from './projectPurchases.connect'
export * from './projectPurchases.machine'
