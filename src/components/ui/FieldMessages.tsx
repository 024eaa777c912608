import { FieldErrorText, FieldHelperText, FieldRoot, type FieldRootProps } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { field } from '@/theme/recipes/field'
import { AlertCircleIcon } from './icons'

/** Internal: helper/error texts inside an Ark Field.Root (FieldFrame's). */
function FieldMessages({ helperText, error }: { helperText?: ReactNode; error?: string | null | false }) {
  const s = field()
  const invalid = isInvalid(error)
  return (
    <>
      {helperText != null && !invalid && (
        <FieldHelperText className={s.helperText}>{helperText}</FieldHelperText>
      )}
      {invalid && (
        <FieldErrorText className={s.errorText}>
          <AlertCircleIcon size={16} style={{ marginTop: 2 }} />
          <span>{error}</span>
        </FieldErrorText>
      )}
    </>
  )
}

export const isInvalid = (error: unknown): boolean => typeof error === 'string' && error.length > 0

/** What a field passes to its frame: the texts under the control and the field's state. */
export type FieldFrameOptions = {
  /** Error message; the field is invalid (aria-invalid) only when this is a non-empty string. */
  error?: string | null | false
  helperText?: ReactNode
  disabled?: boolean
  required?: boolean
  readOnly?: boolean
  className?: string
}

export type FieldFrameProps = FieldRootProps & Pick<FieldFrameOptions, 'error' | 'helperText'>

/** Ark's field root around a control (Field, Select, Combobox, FileUpload), with its helper or error text after it. */
export function FieldFrame({ error, helperText, children, ...rest }: FieldFrameProps) {
  return (
    <FieldRoot invalid={isInvalid(error)} {...rest}>
      {children}
      <FieldMessages helperText={helperText} error={error} />
    </FieldRoot>
  )
}
