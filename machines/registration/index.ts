export { connect as connectDocuments, type DocumentsApi, type SlotOptions } from './documents.connect'
export * from './documents.machine'
export {
  connect as connectRegistration,
  type PersonGroup,
  type RegistrationApi,
} from './registration.connect'
export * from './registration.forms'
export * from './registration.machine'
export * from './registration.selectors'
