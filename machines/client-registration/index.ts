export * from './clientRegistration.machine'
export * from './clientRegistration.selectors'
