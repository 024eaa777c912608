/**
 * The form toolkit every flow shares: how typed text becomes a number, which errors go when a field is edited,
 * which error a field shows, and the plain props a connect function hands the view for one field. Framework-free:
 * a view adapts `onChange(value)` to its own inputs (see docs/architecture.md, "Connect layer").
 */

/** What the user typed, per field. */
export type FormValues = Record<string, string>
/** First message per field ('_' for the form as a whole). */
export type FieldErrors = Record<string, string>

/** The state of a form as machines keep it: values, the fields the user left, local and server messages. */
export interface FormState<V = FormValues> {
  values: V
  touched: string[]
  clientErrors: FieldErrors
  serverErrors: FieldErrors
}

export interface ParseAmountOptions {
  /** Accept a leading minus ('-5' → -5) so the schema, not the parser, says why it is refused. */
  signed?: boolean
}

/**
 * Typed money or counts: spaces, thousands commas and '$' are dropped ('$ 1,250.50' → 1250.5); '' → undefined
 * (the caller decides between required and optional); any other text → NaN, so the schema gives its message.
 */
export const parseAmount = (
  text: string | undefined,
  options: ParseAmountOptions = {},
): number | undefined => {
  const clean = (text ?? '').replace(/[\s,$]/g, '')
  if (clean === '') return undefined
  const shape = options.signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/
  return shape.test(clean) ? Number(clean) : Number.NaN
}

export interface ClearEditedOptions {
  /** Also clear nested messages whose last segment is an edited field ('buyer.email' when 'email' is edited). */
  nested?: boolean
  /** Also clear the whole-form message ('_'). */
  general?: boolean
}

/** The errors left once the user edits `edited`: an edited field's message goes, the others stay. */
export const clearEdited = (
  errors: FieldErrors,
  edited: readonly string[],
  options: ClearEditedOptions = {},
): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) =>
        !edited.some((field) => key === field || (options.nested === true && key.endsWith(`.${field}`))) &&
        !(options.general === true && key === '_'),
    ),
  )

/** A form once the user typed `edited`: the new values in, the server's messages for those fields gone. */
export const withEdits = <V>(form: { values: V; serverErrors: FieldErrors }, edited: Partial<V>) => ({
  values: { ...form.values, ...edited },
  serverErrors: clearEdited(form.serverErrors, Object.keys(edited)),
})

/** The errors left once a whole group is replaced: its own message ('payment_user') and its fields' ('payment_user.email'). */
export const clearGroup = (errors: FieldErrors, group: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== group && !key.startsWith(`${group}.`)))

/** The touched list with `fields` added once. */
export const touch = (touched: readonly string[], fields: readonly string[]): string[] => [
  ...new Set([...touched, ...fields]),
]

/**
 * What one field shows: the server's message for it, else its local message once the user left the field (or
 * tried to send the form).
 */
export const visibleError = (
  state: Pick<FormState<unknown>, 'touched' | 'clientErrors' | 'serverErrors'>,
  field: string,
  showAll = false,
): string | undefined =>
  state.serverErrors[field] ??
  (showAll || state.touched.includes(field) ? state.clientErrors[field] : undefined)

/** The props a view needs for one field; `onChange` takes the new value, not a DOM event. */
export interface FieldProps<V = string> {
  name: string
  value: V
  onChange: (value: V) => void
  error: string | undefined
  readOnly: boolean
  disabled?: boolean
  required?: boolean
  onBlur?: () => void
}

/** A change of one field: `{[key]: value}` (any string key when the form's keys are not listed). */
export type FieldPatch<N extends string> = string extends N ? Record<string, string> : { [K in N]?: string }

/** What `fieldBinder` reads of a form whose fields are the keys `N` of its values. */
export interface FieldBinding<N extends string> {
  values: NoInfer<{ readonly [K in N]?: string }>
  /** Each field's message: a table by name (with `prefix`), or a rule such as `visibleError` (by key). */
  errors: Readonly<Record<string, string | undefined>> | ((key: N) => string | undefined)
  readOnly: boolean
  /** The typed text, as a patch of the values (`{[key]: value}`). */
  change: (patch: NoInfer<FieldPatch<N>>) => void
  /** The user left a field (its key, and its name in the form): forms that show a local message from then on. */
  blur?: (key: N, name: string) => void
  /** The whole field off, not only its text (a select, a wizard while it saves). */
  disabled?: boolean
  /** Every field required, or the rule of which ones. */
  required?: boolean | ((key: N) => boolean)
  /** The field's name in the form and in the server's messages is the prefix and its key ('buyer_user.email'). */
  prefix?: string
}

/**
 * A `getFieldProps(key)` over a string form: value from `values` ('' when absent), error from `errors`,
 * read-only while `readOnly`, each change handed to `change({[key]: value})`; and, for the forms that say so,
 * a blur, disabled and required.
 */
export const fieldBinder =
  <N extends string = string>(form: FieldBinding<N>) =>
  (key: N): FieldProps => {
    const name = `${form.prefix ?? ''}${key}`
    const { errors, blur, disabled, required } = form
    return {
      name,
      value: form.values[key] ?? '',
      onChange: (value: string) => form.change({ [key]: value } as FieldPatch<N>),
      error: typeof errors === 'function' ? errors(key) : errors[name],
      readOnly: form.readOnly,
      ...(blur ? { onBlur: () => blur(key, name) } : {}),
      ...(disabled === undefined ? {} : { disabled }),
      ...(required === undefined
        ? {}
        : { required: typeof required === 'function' ? required(key) : required }),
    } satisfies FieldProps
  }

/**
 * A `getFieldProps(name)` for inputs that keep their own text (the form hands its values over when sent, see
 * `Form` in src/components/ui): the name and its message only.
 */
export const uncontrolledFieldBinder =
  <N extends string = string>(errors: Readonly<Record<string, string | undefined>>) =>
  (name: N): Pick<FieldProps, 'name' | 'error'> => ({ name, error: errors[name] })

/** The props of a form's submit button. */
export interface SubmitProps {
  disabled: boolean
  loading: boolean
}

/**
 * One rule for every form's submit (docs/decisions.md#validation): disabled until the form is valid, busy while
 * it sends. A disabled default button also stops Enter in a field from sending the form.
 */
export const submitProps = (form: { valid: boolean; busy: boolean }): SubmitProps => ({
  disabled: !form.valid,
  loading: form.busy,
})
