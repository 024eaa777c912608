import { vendorOptions } from '@contract/vendors'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FormValues, fieldBinder, submitProps, visibleError } from '../shared/form'
import {
  type ClientFormValues,
  type ClientRegistrationMachine,
  clientFormErrors,
} from './clientRegistration.machine'
import {
  selectCanSubmit,
  selectCode,
  selectCodeError,
  selectError,
  selectIsCheckingCode,
  selectIsRegistered,
  selectIsStarting,
  selectIsSubmitting,
  selectLoadError,
  selectRegisteredEmail,
  selectShowsCodeForm,
  selectShowsForm,
  selectVendorRequired,
} from './clientRegistration.selectors'

/** Required fields of the client's form ('Crédito solicitado' is optional). */
const REQUIRED: readonly (keyof ClientFormValues)[] = [
  'business_name',
  'contact_name',
  'contact_phone',
  'contact_email',
  'business_type',
  'vendor_user_id',
]

/**
 * What 'Registrar mis clientes' renders (see docs/architecture.md, "Connect layer"): which screen shows (loading,
 * code, form, registered), the supplier's code, the client's fields and the buttons.
 */
export function connect(
  snapshot: SnapshotFrom<ClientRegistrationMachine>,
  send: SendOf<ClientRegistrationMachine>,
) {
  const { values, fieldErrors: serverErrors, touched, info, code } = snapshot.context
  const clientErrors = clientFormErrors(values, info, code)
  const submitting = selectIsSubmitting(snapshot)
  return {
    starting: selectIsStarting(snapshot),
    loadError: selectLoadError(snapshot),
    asksCode: selectShowsCodeForm(snapshot),
    showsForm: selectShowsForm(snapshot),
    registered: selectIsRegistered(snapshot),
    info,
    vendorRequired: selectVendorRequired(snapshot),
    /** The vendor select's options (each vendor as docs/decisions.md#vendors says). */
    vendorOptions: vendorOptions(info?.vendors ?? []),
    error: selectError(snapshot),
    submitting,
    registeredEmail: selectRegisteredEmail(snapshot),

    /** The code form (uncontrolled: the typed code is sent with the form). */
    code: {
      defaultValue: selectCode(snapshot),
      error: selectCodeError(snapshot),
      checking: selectIsCheckingCode(snapshot),
      submit: (values: FormValues) => send({ type: 'code.submit', code: values.code ?? '' }),
    },
    getFieldProps: fieldBinder<keyof ClientFormValues>({
      values,
      // The message of a field the person left, and every message once 'Confirmar' found some.
      errors: (name) => visibleError({ touched, clientErrors, serverErrors }, name),
      readOnly: false,
      required: (name) => REQUIRED.includes(name),
      // 'Figura jurídica' is a select: its value is one of its options.
      change: (patch) => send({ type: 'client.change', values: patch as Partial<ClientFormValues> }),
      blur: (field) => send({ type: 'client.blur', field }),
    }),
    onSubmit: () => send({ type: 'client.submit' }),
    getSubmitProps: () => submitProps({ valid: selectCanSubmit(snapshot), busy: submitting }),
    getRetryProps: () => ({ onClick: () => send({ type: 'form.retry' }) }),
    getRegisterAnotherProps: () => ({ onClick: () => send({ type: 'client.registerAnother' }) }),
  }
}

export type ClientRegistrationApi = ReturnType<typeof connect>
