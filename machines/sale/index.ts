export { connect as connectSale, type SaleApi } from './sale.connect'
export * from './sale.machine'
export * from './sale.selectors'
