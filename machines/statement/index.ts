export { connectStatement, type StatementApi, type StatementRow, weekLabel } from './statement.connect'
export * from './statement.machine'
