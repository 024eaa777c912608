export { connect as connectSharedCode, type SharedCodeApi } from './sharedCode.connect'
export * from './sharedCode.machine'
export * from './sharedCode.selectors'
