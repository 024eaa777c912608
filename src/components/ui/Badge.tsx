import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { type BadgeVariantProps, badge } from '@/theme/recipes/badge'

export type BadgePalette = 'primary' | 'warning' | 'success' | 'red' | 'info' | 'neutral'

export type BadgeProps = ComponentPropsWithRef<'span'> & BadgeVariantProps

/** Status pill. `palette` may come from a variable (all palettes are always generated). */
export function Badge({ palette, size, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ palette, size }), className)} {...rest} />
}

/** Alias of Badge (spec wording). */
export const Chip = Badge
