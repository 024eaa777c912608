import { type FieldBinding, type FieldErrors, fieldBinder, visibleError } from './form'

/** A form that shows a field's own message once the field is left or a send was tried, the server's at once. */
export interface LeftOrSentForm<N extends string> {
  values: { readonly [K in N]?: string }
  touched: string[]
  /** A send was tried: every message shows. */
  submitted: boolean
  serverErrors: FieldErrors
}

/** The message each field of such a form shows: the server's, else the form's own once left or sent. */
export const leftOrSentErrors =
  <N extends string>(form: Omit<LeftOrSentForm<N>, 'values'>, clientErrors: FieldErrors) =>
  (key: N): string | undefined =>
    visibleError({ ...form, clientErrors }, key, form.submitted)

/** The `getFieldProps(key)` of such a form: its values, and each field's message as `leftOrSentErrors` says. */
export const leftOrSentFieldBinder = <N extends string>(
  form: NoInfer<LeftOrSentForm<N>>,
  clientErrors: FieldErrors,
  binding: Omit<FieldBinding<N>, 'values' | 'errors'>,
) => fieldBinder<N>({ ...binding, values: form.values, errors: leftOrSentErrors<N>(form, clientErrors) })
