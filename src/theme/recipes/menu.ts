import { sva } from 'styled-system/css'

export const menu = sva({
  slots: ['positioner', 'content', 'item', 'separator', 'itemGroupLabel'],
  base: {
    positioner: { zIndex: 'dropdown' },
    content: {
      // Zag copies the content's z-index onto the positioner (inline --z-index), which wins over a class there.
      zIndex: 'dropdown',
      display: 'flex',
      flexDirection: 'column',
      minWidth: '12rem',
      maxWidth: 'calc(100vw - 1rem)',
      py: '1',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      borderRadius: 'l2',
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'fadeIn 120ms ease-out' },
      _closed: { animation: 'fadeOut 100ms ease-in' },
      _hidden: { display: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      px: '3',
      fontSize: 'md',
      color: 'fg',
      textDecoration: 'none',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
      '&[data-danger]': { color: 'danger.text' },
    },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border' },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  },
})
