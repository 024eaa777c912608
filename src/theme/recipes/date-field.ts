import { sva } from 'styled-system/css'

/** The date field's parts around its text input (src/components/ui/DateField.tsx); its calendar button is `inputEndButton`. */
export const dateField = sva({
  slots: ['control', 'picker'],
  base: {
    control: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    // The browser's own date input, only as the anchor of its calendar: invisible, out of the way and of the
    // tab order, at the bottom of the button so the calendar opens below the field.
    picker: {
      position: 'absolute',
      insetInlineEnd: '0',
      bottom: '0',
      width: '1px',
      height: '1px',
      p: '0',
      borderWidth: '0',
      opacity: '0',
      pointerEvents: 'none',
    },
  },
})
