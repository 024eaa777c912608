import { Field as ArkField } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { field } from '@/theme/recipes/field'
import { AlertCircleIcon } from './icons'

/** Internal: helper/error texts inside an Ark Field.Root (shared by Select, Combobox, DateInput, FileUpload). */
export function FieldMessages({
  helperText,
  error,
}: {
  helperText?: ReactNode
  error?: string | null | false
}) {
  const s = field()
  const invalid = typeof error === 'string' && error.length > 0
  return (
    <>
      {helperText != null && !invalid && (
        <ArkField.HelperText className={s.helperText}>{helperText}</ArkField.HelperText>
      )}
      {invalid && (
        <ArkField.ErrorText className={s.errorText}>
          <AlertCircleIcon size={16} style={{ marginTop: 2 }} />
          <span>{error}</span>
        </ArkField.ErrorText>
      )}
    </>
  )
}

export const isInvalid = (error: unknown): boolean => typeof error === 'string' && error.length > 0
