import { FieldErrorText, FieldHelperText } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { field } from '@/theme/recipes/field'
import { AlertCircleIcon } from './icons'

/** Internal: helper/error texts inside an Ark Field.Root (shared by Field, Select, Combobox, FileUpload). */
export function FieldMessages({
  helperText,
  error,
}: {
  helperText?: ReactNode
  error?: string | null | false
}) {
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
