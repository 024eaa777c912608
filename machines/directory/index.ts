export { connect as connectDirectory, type DirectoryApi } from './directory.connect'
export * from './directory.machine'
export { connect as connectRecommend, type RecommendApi } from './recommend.connect'
export * from './recommend.machine'
