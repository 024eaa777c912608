import type { SnapshotFrom } from 'xstate'
import { visibleError } from '../shared/form'
import { type ForgotField, type ForgotPasswordMachine, forgotErrors } from './forgotPassword.machine'

type Snapshot = SnapshotFrom<ForgotPasswordMachine>

export const selectForgotIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectForgotIsDone = (s: Snapshot) => s.hasTag('done')
export const selectForgotValues = (s: Snapshot) => s.context.values
/** What the e-mail shows: the server's message, else its local one once the field was left. */
export const selectForgotFieldError = (s: Snapshot, field: ForgotField) =>
  visibleError(
    {
      touched: s.context.touched,
      clientErrors: forgotErrors(s.context.values),
      serverErrors: s.context.fieldErrors,
    },
    field,
  )
/** The submit is enabled only for a valid e-mail (docs/decisions.md#validation). */
export const selectForgotIsValid = (s: Snapshot) => Object.keys(forgotErrors(s.context.values)).length === 0
export const selectForgotError = (s: Snapshot) => s.context.error
export const selectForgotNotice = (s: Snapshot) => s.context.notice
