export * from './resource.machine'
