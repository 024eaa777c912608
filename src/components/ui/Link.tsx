import { ark } from '@ark-ui/react/factory'
import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { type LinkVariantProps, link } from '@/theme/recipes/typography'

export { link as linkStyles }

export type TextLinkProps = ComponentPropsWithRef<'a'> & LinkVariantProps & { asChild?: boolean }

/**
 * Styled anchor. For client routing wrap the router's link: <TextLink asChild><RouterLink href="/x">…</RouterLink></TextLink>,
 * or use `className={linkStyles()}` on it.
 */
export function TextLink({ variant, className, ...rest }: TextLinkProps) {
  return <ark.a className={cx(link({ variant }), className)} {...rest} />
}
