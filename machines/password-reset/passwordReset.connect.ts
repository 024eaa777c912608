import type { SnapshotFrom } from 'xstate'
import type { FormValues } from '../shared/form'
import type { PasswordResetEvent, PasswordResetMachine } from './passwordReset.machine'
import {
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsDone,
  selectNotice,
} from './passwordReset.selectors'

type Snapshot = SnapshotFrom<PasswordResetMachine>
type Send = (event: PasswordResetEvent) => void
type Field = 'email' | 'password' | 'password_confirmation'

/**
 * What 'Recuperar contraseña' and 'Cambiar contraseña' render (see docs/architecture.md, "Connect layer"): the
 * form until it is done, then the notice; the red text, each field's message (the text stays in the inputs), and
 * the submit that asks for the link or sets the new password.
 */
export function connect(snapshot: Snapshot, send: Send) {
  const fieldErrors = selectFieldErrors(snapshot)
  return {
    done: selectIsDone(snapshot),
    notice: selectNotice(snapshot),
    error: selectError(snapshot),
    getFieldProps: (name: Field) => ({ name, error: fieldErrors[name] }),
    /** The form of /forgot-password: the link goes to the e-mail typed. */
    getRequestLinkFormProps: () => ({
      onSubmit: (values: FormValues) => send({ type: 'reset.requestLink', email: values.email ?? '' }),
    }),
    /** The form of /change-password/:token. */
    getChangePasswordFormProps: () => ({
      onSubmit: (values: FormValues) =>
        send({
          type: 'reset.changePassword',
          password: values.password ?? '',
          passwordConfirmation: values.password_confirmation ?? '',
        }),
    }),
    getSubmitProps: () => ({ type: 'submit' as const, loading: selectIsBusy(snapshot) }),
  }
}

export type PasswordResetApi = ReturnType<typeof connect>
