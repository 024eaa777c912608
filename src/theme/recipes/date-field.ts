import { sva } from 'styled-system/css'

/** The date field's parts around its text input (src/components/ui/DateField.tsx). */
export const dateField = sva({
  slots: ['control', 'trigger', 'picker'],
  base: {
    control: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    trigger: {
      position: 'absolute',
      insetInlineEnd: '0',
      insetBlock: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '11',
      color: 'fg.muted',
      borderRadius: 'l2',
      cursor: 'pointer',
      _hover: { color: 'fg' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
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
