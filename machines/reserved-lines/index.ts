export {
  connect as connectReservedLineDialog,
  type ReservedLineDialogApi,
} from './reservedLineDialog.connect'
export * from './reservedLineDialog.machine'
export { connect as connectReservedLines, type ReservedLinesApi } from './reservedLines.connect'
export * from './reservedLines.machine'
export * from './reservedLines.selectors'
