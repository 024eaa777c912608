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
      // On a phone the tabs share the row and a long label wraps onto a second line, so every tab is on screen
      // whole ('Información del negocio' and 'Cuentas bancarias' do not fit 360 px on one line each). A label
      // whose longest word cannot fit still keeps its width: the list then scrolls sideways.
      flex: { base: '1 1 0', sm: '0 0 auto' },
      minH: '11',
      px: '3',
      py: { base: '1', sm: '0' },
      textAlign: 'center',
      lineHeight: { base: '1.25', sm: 'inherit' },
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      bg: 'transparent',
      cursor: 'pointer',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      mb: '-1px',
      whiteSpace: { base: 'normal', sm: 'nowrap' },
      _hover: { color: 'fg' },
      _selected: { color: 'accent.text', borderColor: 'accent' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    content: { minW: '0', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } },
  },
})
