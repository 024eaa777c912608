export { connect as connectDashboard, type DashboardApi } from './dashboard.connect'
export * from './dashboard.machine'
export * from './dashboard.selectors'
export * from './purchaseCard'
