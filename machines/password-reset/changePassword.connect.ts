import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FieldProps, fieldBinder, submitProps } from '../shared/form'
import type { ChangeField, ChangePasswordMachine } from './changePassword.machine'
import {
  selectChangeError,
  selectChangeFieldError,
  selectChangeIsBusy,
  selectChangeIsDone,
  selectChangeIsValid,
  selectChangeNotice,
  selectChangeValues,
} from './changePassword.selectors'

/**
 * What 'Cambiar contraseña' renders (see docs/architecture.md, "Connect layer"): the form until the password is
 * changed, then the notice; the red text, both passwords (a message once left, or the server's), and the submit,
 * disabled until the form is valid.
 */
export function connect(snapshot: SnapshotFrom<ChangePasswordMachine>, send: SendOf<ChangePasswordMachine>) {
  const busy = selectChangeIsBusy(snapshot)
  const field = fieldBinder({
    values: { ...selectChangeValues(snapshot) },
    errors: {
      password: selectChangeFieldError(snapshot, 'password'),
      password_confirmation: selectChangeFieldError(snapshot, 'password_confirmation'),
    },
    readOnly: busy,
    change: (values) => send({ type: 'reset.change', values }),
  })
  return {
    done: selectChangeIsDone(snapshot),
    notice: selectChangeNotice(snapshot),
    error: selectChangeError(snapshot),
    getFieldProps: (name: ChangeField): FieldProps => ({
      ...field(name),
      onBlur: () => send({ type: 'reset.blur', field: name }),
    }),
    /** The form was sent: set the new password. */
    onSubmit: () => send({ type: 'reset.changePassword' }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      ...submitProps({ valid: selectChangeIsValid(snapshot), busy }),
    }),
  }
}

export type ChangePasswordApi = ReturnType<typeof connect>
