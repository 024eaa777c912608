export { connect as connectDetail } from './detail.connect'
export * from './detail.machine'
export {
  connect as connectProjectsList,
  type ProjectsDrawer,
  type ProjectsListApi,
  selectDrawer,
} from './projectsList.connect'
export * from './projectsList.machine'
