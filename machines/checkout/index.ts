export * from './checkout.machine'
export * from './checkout.selectors'
