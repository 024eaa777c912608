import type { FieldProps } from '@machines/shared/form'
import { inputProps } from './useConnect'

/**
 * A connect layer's `getFieldProps` as the props of native inputs: `const input = inputsOf(api.getFieldProps)`,
 * then `<TextField label="Correo" {...input('email')} />` for each of the form's fields.
 */
export const inputsOf =
  <N extends string>(getFieldProps: (name: N) => FieldProps) =>
  (name: N) =>
    inputProps(getFieldProps(name))

/**
 * A connected field split between a `<Field>` and the control inside it: the field takes the message and the
 * state (Ark hands required, read-only and disabled down to its control), the control the name, value and
 * handlers: `<Field label="Notas" {...notes.field}><FieldTextarea {...notes.control} /></Field>`.
 */
export const fieldParts = (connected: FieldProps) => {
  const { error, required, readOnly, disabled, ...control } = inputProps(connected)
  return { field: { error, required, readOnly, disabled }, control }
}
