import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FieldProps, fieldBinder, submitProps } from '../shared/form'
import type { ForgotField, ForgotPasswordMachine } from './forgotPassword.machine'
import {
  selectForgotError,
  selectForgotFieldError,
  selectForgotIsBusy,
  selectForgotIsDone,
  selectForgotIsValid,
  selectForgotNotice,
  selectForgotValues,
} from './forgotPassword.selectors'

/**
 * What 'Recuperar contraseña' renders (see docs/architecture.md, "Connect layer"): the form until the link is
 * asked for, then the notice; the red text, the e-mail (its message once left, or the server's), and the submit,
 * disabled until the e-mail is valid.
 */
export function connect(snapshot: SnapshotFrom<ForgotPasswordMachine>, send: SendOf<ForgotPasswordMachine>) {
  const busy = selectForgotIsBusy(snapshot)
  const field = fieldBinder({
    values: { ...selectForgotValues(snapshot) },
    errors: { email: selectForgotFieldError(snapshot, 'email') },
    readOnly: busy,
    change: (values) => send({ type: 'reset.change', values }),
  })
  return {
    done: selectForgotIsDone(snapshot),
    notice: selectForgotNotice(snapshot),
    error: selectForgotError(snapshot),
    getFieldProps: (name: ForgotField): FieldProps => ({
      ...field(name),
      onBlur: () => send({ type: 'reset.blur', field: name }),
    }),
    /** The form was sent: ask for the link. */
    onSubmit: () => send({ type: 'reset.requestLink' }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      ...submitProps({ valid: selectForgotIsValid(snapshot), busy }),
    }),
  }
}

export type ForgotPasswordApi = ReturnType<typeof connect>
