import type { SnapshotFrom } from 'xstate'
import { type FieldProps, submitProps } from '../shared/form'
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
    getFieldProps: (name: ResetField): FieldProps => ({
      name,
      value: values[name],
      onChange: (value) => send({ type: 'reset.change', values: { [name]: value } }),
      onBlur: () => send({ type: 'reset.blur', field: name }),
      error: selectFieldError(snapshot, name),
      readOnly: busy,
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
