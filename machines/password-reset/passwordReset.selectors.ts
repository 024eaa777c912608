import type { SnapshotFrom } from 'xstate'
import type { PasswordResetMachine } from './passwordReset.machine'

type Snapshot = SnapshotFrom<PasswordResetMachine>

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsDone = (s: Snapshot) => s.hasTag('done')
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors
export const selectError = (s: Snapshot) => s.context.error
export const selectNotice = (s: Snapshot) => s.context.notice
