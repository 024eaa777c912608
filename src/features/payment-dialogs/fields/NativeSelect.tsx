import type { FieldProps } from '@machines/shared/form'
import type { ReactNode } from 'react'
import { Field, FieldNativeSelect } from '@/components/ui/Field'
import { inputProps } from '@/lib/useConnect'

/** A labelled native select over a connected field (the whole field is disabled while sending). */
export function NativeSelect({
  label,
  field,
  helperText,
  children,
}: {
  label: string
  field: FieldProps
  helperText?: ReactNode
  children: ReactNode
}) {
  const { error, disabled, readOnly: _readOnly, ...select } = inputProps(field)
  return (
    <Field label={label} error={error} helperText={helperText} disabled={disabled === true}>
      <FieldNativeSelect {...select}>{children}</FieldNativeSelect>
    </Field>
  )
}
