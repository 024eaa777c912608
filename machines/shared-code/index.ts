export * from './sharedCode.machine'
export * from './sharedCode.selectors'
