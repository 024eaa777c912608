import type { SnapshotFrom } from 'xstate'
import { visibleError } from '../shared/form'
import { type PasswordResetMachine, type ResetField, resetErrors } from './passwordReset.machine'

type Snapshot = SnapshotFrom<PasswordResetMachine>

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsDone = (s: Snapshot) => s.hasTag('done')
export const selectValues = (s: Snapshot) => s.context.values
/** What a field shows: the server's message, else its local one once the field was left. */
export const selectFieldError = (s: Snapshot, field: ResetField) =>
  visibleError(
    { touched: s.context.touched, clientErrors: resetErrors(s.context), serverErrors: s.context.fieldErrors },
    field,
  )
/** The submit is enabled only for a valid form (docs/decisions.md#validation). */
export const selectIsValid = (s: Snapshot) => Object.keys(resetErrors(s.context)).length === 0
export const selectError = (s: Snapshot) => s.context.error
export const selectNotice = (s: Snapshot) => s.context.notice
