import { FieldTextarea as ArkFieldTextarea } from '@ark-ui/react/field'
import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { input } from '@/theme/recipes/field'
import { limitOf, useErrorDescribedBy } from './Field'

export type FieldTextareaProps = ComponentPropsWithRef<'textarea'>

/**
 * Multi-line text inside a <Field>. Its own file: a module's exports share one chunk, so a textarea exported from
 * Field.tsx would put Ark's auto-resize into every page with a form, /login included.
 */
export function FieldTextarea({
  className,
  rows = 3,
  'aria-describedby': describedBy,
  maxLength,
  ...rest
}: FieldTextareaProps) {
  return (
    <ArkFieldTextarea
      rows={rows}
      maxLength={limitOf(rest.name, maxLength)}
      aria-describedby={useErrorDescribedBy(describedBy)}
      className={cx(input({ kind: 'textarea' }), className)}
      {...rest}
    />
  )
}
