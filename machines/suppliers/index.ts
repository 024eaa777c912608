export { connectSupplierProfile, type SupplierProfileApi } from './suppliers.connect'
export * from './suppliers.machine'
