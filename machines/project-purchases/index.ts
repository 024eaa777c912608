export {
  connect as connectProjectPurchases,
  type ProjectPurchasesApi,
  type PurchaseChip,
} from './projectPurchases.connect'
export * from './projectPurchases.machine'
