export { connect as connectLogin, type LoginApi } from './session.connect'
export * from './session.machine'
export * from './session.selectors'
