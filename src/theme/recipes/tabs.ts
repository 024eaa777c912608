import { sva } from 'styled-system/css'

export const tabs = sva({
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', width: 'full', minW: '0' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border',
      overflowX: 'auto',
    },
    trigger: {
      flex: { base: '1', sm: '0 0 auto' },
      minH: '11',
      px: '3',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      bg: 'transparent',
      cursor: 'pointer',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      mb: '-1px',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg' },
      _selected: { color: 'accent.text', borderColor: 'accent' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    content: { minW: '0', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } },
  },
})
