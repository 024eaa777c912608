export { type CheckoutApi, connect as connectCheckout } from './checkout.connect'
export * from './checkout.machine'
export * from './checkout.selectors'
