export { connectSupplierProfile, purchaseStatusLabel, type SupplierProfileApi } from './suppliers.connect'
export * from './suppliers.machine'
