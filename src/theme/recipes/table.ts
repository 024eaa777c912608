import { sva } from 'styled-system/css'

export const table = sva({
  slots: ['wrapper', 'root', 'caption', 'head', 'header', 'body', 'row', 'cell', 'footer', 'empty'],
  base: {
    wrapper: {
      width: 'full',
      overflowX: 'auto',
      WebkitOverflowScrolling: 'touch',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      borderRadius: 'l3',
    },
    root: { width: 'full', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
    caption: { srOnly: true },
    head: { bg: 'bg.subtle' },
    header: {
      px: '3',
      py: '2.5',
      textAlign: 'start',
      fontWeight: 'semibold',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      borderBottomWidth: '1px',
      borderColor: 'border',
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-align=center]': { textAlign: 'center' },
    },
    body: {},
    row: {
      borderBottomWidth: '1px',
      borderColor: 'border.subtle',
      _last: { borderBottomWidth: '0' },
      '&[data-interactive]': { cursor: 'pointer', _hover: { bg: 'bg.subtle' } },
    },
    cell: {
      px: '3',
      py: '2.5',
      verticalAlign: 'middle',
      color: 'fg',
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-align=center]': { textAlign: 'center' },
    },
    footer: { bg: 'bg.subtle', fontWeight: 'semibold' },
    empty: { px: '4', py: '10', textAlign: 'center', color: 'fg.muted' },
  },
})
