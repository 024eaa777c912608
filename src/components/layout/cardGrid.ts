import { cva } from 'styled-system/css'

/** Cards in one column, in two from md on: the lists of cards and the dashboard's summary (the wider gap). */
export const cardGrid = cva({
  base: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  },
  variants: {
    gap: {
      normal: { gap: '3' },
      wide: { gap: '4' },
    },
  },
  defaultVariants: { gap: 'normal' },
})
