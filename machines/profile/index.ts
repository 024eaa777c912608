export { connect as connectProfile, type ProfileApi } from './profile.connect'
export * from './profile.machine'
