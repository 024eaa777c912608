import { cva } from 'styled-system/css'

/** A bordered surface that groups one part of a screen (profile cards, rewards, statement summary). */
export const panel = cva({
  base: {
    display: 'grid',
    p: '4',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    minW: '0',
  },
  variants: {
    spacing: {
      compact: { gap: '2' },
      comfortable: { gap: '3' },
    },
  },
  defaultVariants: { spacing: 'comfortable' },
})

/** A `<dl>` of label/value facts: stacked on phones, two columns from `sm`. */
export const factList = cva({
  base: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
    columnGap: '4',
    rowGap: '1',
    '& dt': { color: 'fg.muted', fontSize: 'sm' },
    '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
  },
})
