import type { SnapshotFrom } from 'xstate'
import { visibleError } from '../shared/form'
import { type ChangeField, type ChangePasswordMachine, changeErrors } from './changePassword.machine'

type Snapshot = SnapshotFrom<ChangePasswordMachine>

export const selectChangeIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectChangeIsDone = (s: Snapshot) => s.hasTag('done')
export const selectChangeValues = (s: Snapshot) => s.context.values
/** What a password field shows: the server's message, else its local one once the field was left. */
export const selectChangeFieldError = (s: Snapshot, field: ChangeField) =>
  visibleError(
    {
      touched: s.context.touched,
      clientErrors: changeErrors(s.context),
      serverErrors: s.context.fieldErrors,
    },
    field,
  )
/** The submit is enabled only for a valid form (docs/decisions.md#validation). */
export const selectChangeIsValid = (s: Snapshot) => Object.keys(changeErrors(s.context)).length === 0
export const selectChangeError = (s: Snapshot) => s.context.error
export const selectChangeNotice = (s: Snapshot) => s.context.notice
