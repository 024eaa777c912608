export { connect as connectDocuments, type DocumentsApi, type SlotOptions } from './documents.connect'
export * from './documents.machine'
export * from './formStep'
export type { CheckboxProps } from './formStep.connect'
export {
  connect as connectInfoStep,
  type InfoOptin,
  type InfoStepApi,
  type InfoText,
} from './infoStep.connect'
export * from './infoStep.machine'
export { connect as connectLegalStep, type LegalStepApi } from './legalStep.connect'
export * from './legalStep.machine'
export { connect as connectRegistration, type RegistrationApi } from './registration.connect'
export * from './registration.forms'
export * from './registration.machine'
export * from './registration.selectors'
export { connect as connectUsersStep, type UserGroup, type UsersStepApi } from './usersStep.connect'
export * from './usersStep.machine'
