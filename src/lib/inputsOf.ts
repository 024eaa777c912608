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
