export * from './documents.machine'
export * from './registration.forms'
export * from './registration.machine'
export * from './registration.selectors'
