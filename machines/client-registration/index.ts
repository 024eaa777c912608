export {
  type ClientRegistrationApi,
  connect as connectClientRegistration,
} from './clientRegistration.connect'
export * from './clientRegistration.machine'
export * from './clientRegistration.selectors'
