export * from './passwordReset.machine'
export * from './passwordReset.selectors'
