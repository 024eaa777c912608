import { cva } from 'styled-system/css'

/**
 * A small square button that holds only an icon (an alert's or a toast's ×, an upload's remove): the part that
 * uses it adds its hover and focus.
 */
export const iconButton = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    borderRadius: 'l1',
    color: 'fg.muted',
    cursor: 'pointer',
  },
  variants: {
    size: {
      sm: { width: '8', height: '8' },
      md: { width: '10', height: '10' },
    },
  },
  defaultVariants: { size: 'sm' },
})
