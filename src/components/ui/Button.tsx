import { ark } from '@ark-ui/react/factory'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { type ButtonVariantProps, button } from '@/theme/recipes/button'
import { Spinner } from './Spinner'

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariantProps & {
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean
    /** Text shown instead of the children while loading (the children stay otherwise). */
    loadingText?: ReactNode
    /** Render the single child (e.g. a router <Link>) with the button styles. */
    asChild?: boolean
  }

// Keeps the label in the accessibility tree (and the width stable) while the spinner shows.
const hidden = css({ color: 'transparent' })
const overlay = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  disabled,
  type,
  className,
  children,
  asChild,
  ...rest
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className)
  if (asChild) {
    return (
      <ark.button asChild className={classes} {...rest}>
        {children}
      </ark.button>
    )
  }
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      className={classes}
      {...rest}
    >
      {loading && loadingText ? (
        <>
          <Spinner size="sm" decorative />
          {loadingText}
        </>
      ) : loading ? (
        <>
          <span className={overlay}>
            <Spinner size="sm" decorative />
          </span>
          <span className={hidden}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  )
}
