import type { FieldProps } from '@machines/shared/form'
import { DateInput, type DateInputProps } from '@/components/ui/DateInput'

/** A date input over a connected field. */
export function ConnectedDateInput({
  field,
  ...rest
}: { field: FieldProps<string | null> } & Omit<
  DateInputProps,
  'name' | 'value' | 'onValueChange' | 'error' | 'readOnly'
>) {
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={field.value}
      onValueChange={field.onChange}
      error={field.error}
      readOnly={field.readOnly}
    />
  )
}
