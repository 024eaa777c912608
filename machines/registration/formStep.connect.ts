import { type FieldProps, fieldBinder } from '../shared/form'

/** A ticked box of the form: required, with its message as the invalid mark. */
export interface CheckboxProps {
  name: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled: boolean
  required?: boolean
  invalid?: boolean
}

/**
 * The text fields of a registration step: every one required, disabled while the step sends, its message
 * shown once edited or left (`blur`), the server's until it is edited.
 */
export const requiredFields = (form: {
  values: Readonly<Record<string, string>>
  errors: Readonly<Record<string, string | undefined>>
  busy: boolean
  change: (patch: Record<string, string>) => void
  blur: (field: string) => void
}) => {
  const bind = fieldBinder({ values: form.values, errors: form.errors, readOnly: false, change: form.change })
  return (name: string): FieldProps => ({
    ...bind(name),
    onBlur: () => form.blur(name),
    required: true,
    disabled: form.busy,
  })
}

/** A required opt-in of a step ('Acepto…'): ticked or not, its message as the invalid mark, off while it sends. */
export const requiredOptin = (optin: {
  name: string
  checked: boolean
  error: string | undefined
  busy: boolean
  change: (checked: boolean) => void
}): CheckboxProps => ({
  name: optin.name,
  required: true,
  disabled: optin.busy,
  checked: optin.checked,
  invalid: Boolean(optin.error),
  onCheckedChange: optin.change,
})
