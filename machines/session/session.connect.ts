import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FormValues, uncontrolledFieldBinder } from '../shared/form'
import type { SessionMachine } from './session.machine'
import {
  selectFieldErrors,
  selectIsAuthenticated,
  selectIsBusy,
  selectLoginError,
  selectUser,
} from './session.selectors'

/**
 * What /login renders (see docs/architecture.md, "Connect layer"): the red text, the e-mail and password fields
 * (their text stays in the inputs; each shows its message), the submit that signs in, and the signed-in user the
 * page sends home.
 */
export function connect(snapshot: SnapshotFrom<SessionMachine>, send: SendOf<SessionMachine>) {
  const fieldErrors = selectFieldErrors(snapshot)
  const user = selectUser(snapshot)
  return {
    /** The user once signed in, else null. */
    signedInUser: selectIsAuthenticated(snapshot) ? user : null,
    error: selectLoginError(snapshot),
    getFieldProps: uncontrolledFieldBinder<'email' | 'password'>(fieldErrors),
    getFormProps: () => ({
      onSubmit: (values: FormValues) =>
        send({ type: 'session.signIn', email: values.email ?? '', password: values.password ?? '' }),
    }),
    getSubmitProps: () => ({ type: 'submit' as const, loading: selectIsBusy(snapshot) }),
  }
}

export type LoginApi = ReturnType<typeof connect>
