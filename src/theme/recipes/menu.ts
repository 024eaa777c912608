import { sva } from 'styled-system/css'

export const menu = sva({
  slots: ['positioner', 'content', 'item', 'separator', 'itemGroupLabel'],
  base: {
    positioner: { zIndex: 'dropdown' },
    // Over popupList (src/theme/recipes/popup-list.ts).
    content: { minWidth: '12rem', maxWidth: 'calc(100vw - 1rem)' },
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
