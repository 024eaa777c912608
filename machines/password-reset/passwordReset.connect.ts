import type { SnapshotFrom } from 'xstate'
import { fieldBinder, submitProps } from '../shared/form'
import type { PasswordResetEvent, PasswordResetMachine, ResetField } from './passwordReset.machine'
import {
  selectError,
  selectFieldError,
  selectIsBusy,
  selectIsDone,
  selectIsValid,
  selectNotice,
  selectValues,
} from './passwordReset.selectors'

type Snapshot = SnapshotFrom<PasswordResetMachine>
type Send = (event: PasswordResetEvent) => void

/**
 * What 'Recuperar contraseña' and 'Cambiar contraseña' render (see docs/architecture.md, "Connect layer"): the
 * form until it is done, then the notice; the red text, each field (its message once left, or the server's),
 * and the submit, disabled until the form is valid, that asks for the link or sets the new password.
 */
export function connect(snapshot: Snapshot, send: Send) {
  const values = selectValues(snapshot)
  const busy = selectIsBusy(snapshot)
  return {
    done: selectIsDone(snapshot),
    notice: selectNotice(snapshot),
    error: selectError(snapshot),
    getFieldProps: fieldBinder<ResetField>({
      values,
      errors: (name) => selectFieldError(snapshot, name),
      readOnly: busy,
      change: (patch) => send({ type: 'reset.change', values: patch }),
      blur: (field) => send({ type: 'reset.blur', field }),
    }),
    /** The form was sent: /forgot-password asks for the link, /change-password sets the password. */
    onSubmit: () =>
      send({ type: snapshot.context.token === '' ? 'reset.requestLink' : 'reset.changePassword' }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      ...submitProps({ valid: selectIsValid(snapshot), busy }),
    }),
  }
}

export type PasswordResetApi = ReturnType<typeof connect>
