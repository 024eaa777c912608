import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { type HeadingVariantProps, heading, type TextVariantProps, text } from '@/theme/recipes/typography'

export type HeadingProps = ComponentPropsWithRef<'h2'> &
  HeadingVariantProps & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }

export function Heading({ as: Tag = 'h2', size, className, ...rest }: HeadingProps) {
  return <Tag className={cx(heading({ size }), className)} {...rest} />
}

export type TextProps = ComponentPropsWithRef<'p'> &
  TextVariantProps & { as?: 'p' | 'span' | 'div' | 'strong' | 'small' }

export function Text({ as = 'p', tone, size, weight, numeric, className, ...rest }: TextProps) {
  const Tag = as as 'p'
  return <Tag className={cx(text({ tone, size, weight, numeric }), className)} {...rest} />
}
