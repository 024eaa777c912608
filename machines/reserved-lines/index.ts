export * from './reservedLineDialog.machine'
export * from './reservedLines.machine'
export * from './reservedLines.selectors'
