import { sva } from 'styled-system/css'

export const switchRecipe = sva({
  slots: ['root', 'input', 'control', 'thumb', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      minH: '11',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    // The real control: invisible, focusable, announced as a switch; the track below draws its state.
    input: { srOnly: true },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      width: '11',
      height: '6',
      p: '0.5',
      bg: 'ink.300',
      borderRadius: 'full',
      transition: 'background-color 150ms',
      _checked: { bg: 'accent' },
      _peerFocusVisible: {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
    },
    thumb: {
      width: '5',
      height: '5',
      bg: 'white',
      borderRadius: 'full',
      boxShadow: 'sm',
      transition: 'transform 150ms',
      _checked: { transform: 'translateX(1.25rem)' },
    },
    label: { fontSize: 'md', color: 'fg' },
  },
})

export const checkbox = sva({
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '3',
      minH: '11',
      py: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      bg: 'bg.surface',
      color: 'accent.fg',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'l1',
      _checked: { bg: 'accent', borderColor: 'accent' },
      _indeterminate: { bg: 'accent', borderColor: 'accent' },
      _invalid: { borderColor: 'danger' },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
    },
    indicator: { display: 'inline-flex' },
    label: { fontSize: 'md', color: 'fg', lineHeight: '1.4' },
  },
})
