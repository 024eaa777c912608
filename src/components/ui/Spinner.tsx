import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { type SpinnerVariantProps, spinner } from '@/theme/recipes/spinner'

export type SpinnerProps = Omit<ComponentPropsWithRef<'span'>, 'children'> &
  SpinnerVariantProps & {
    /** Accessible name; default 'Cargando'. Ignored when `decorative`. */
    label?: string
    /** Hide from assistive tech (e.g. inside a button that already says aria-busy). */
    decorative?: boolean
  }

export function Spinner({ size, label = 'Cargando', decorative = false, className, ...rest }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label }
  return <span {...a11y} {...rest} className={cx(spinner({ size }), className)} />
}
