export * from './sale.machine'
export * from './sale.selectors'
