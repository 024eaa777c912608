import type { SnapshotFrom } from 'xstate'
import type { ReservedLineDialogMachine } from './reservedLineDialog.machine'
import type { ReservedLinesMachine } from './reservedLines.machine'

type ListSnapshot = SnapshotFrom<ReservedLinesMachine>
type DialogSnapshot = SnapshotFrom<ReservedLineDialogMachine>

export const selectLines = (s: ListSnapshot) => s.context.lines
export const selectIsLoading = (s: ListSnapshot) => s.matches('loading')
export const selectLoadError = (s: ListSnapshot) => (s.matches('failed') ? s.context.error : null)
export const selectNotice = (s: ListSnapshot) => s.context.notice
/** The line in the confirm dialog (open while confirming or deactivating). */
export const selectRemoving = (s: ListSnapshot) =>
  s.hasTag('confirming') ? (s.context.lines.find((l) => l.id === s.context.removingId) ?? null) : null
export const selectIsDeactivating = (s: ListSnapshot) => s.matches({ ready: 'deactivating' })
export const selectRemoveError = (s: ListSnapshot) => s.context.removeError

export const selectDialogOpen = (s: DialogSnapshot) => s.hasTag('open')
export const selectDialogBusy = (s: DialogSnapshot) => s.hasTag('busy')
export const selectDialogError = (s: DialogSnapshot) => s.context.error
export const selectDialogNotice = (s: DialogSnapshot) => (s.matches('succeeded') ? s.context.notice : null)
