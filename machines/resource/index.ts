export { connect as connectResource } from './resource.connect'
export * from './resource.machine'
