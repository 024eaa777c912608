export { connectResources, type ResourcesApi } from './resources.connect'
export * from './resources.machine'
