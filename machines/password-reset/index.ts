export { connect as connectPasswordReset, type PasswordResetApi } from './passwordReset.connect'
export * from './passwordReset.machine'
export * from './passwordReset.selectors'
