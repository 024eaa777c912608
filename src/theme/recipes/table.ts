import { sva } from 'styled-system/css'

/**
 * Visually hidden below md (mdDown only), still read by screen readers (Panda's srOnly): from md on the
 * header keeps its own styles (a view's sticky column among them).
 */
const hiddenOnPhone = {
  position: { mdDown: 'absolute' },
  left: { mdDown: '0' },
  width: { mdDown: '1px' },
  height: { mdDown: '1px' },
  padding: { mdDown: '0' },
  margin: { mdDown: '-1px' },
  overflow: { mdDown: 'hidden' },
  clip: { mdDown: 'rect(0, 0, 0, 0)' },
  whiteSpace: { mdDown: 'nowrap' },
  borderWidth: { mdDown: '0' },
} as const

export const table = sva({
  slots: ['wrapper', 'root', 'caption', 'head', 'header', 'body', 'row', 'cell', 'value', 'footer', 'empty'],
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
    value: {},
    footer: { bg: 'bg.subtle', fontWeight: 'semibold' },
    empty: { px: '4', py: '10', textAlign: 'center', color: 'fg.muted' },
  },
  variants: {
    /**
     * 'scroll': one table at every width, scrolling sideways inside its box on a phone. 'cards': below md each
     * row is a card of 'label: value' lines (the label from the cell's data-label) with its actions full width
     * at the bottom; from md on, the same table. Same DOM at every width (docs/decisions.md#phones-first).
     */
    layout: {
      scroll: {},
      cards: {
        wrapper: {
          overflowX: { base: 'visible', md: 'auto' },
          bg: { base: 'transparent', md: 'bg.surface' },
          borderWidth: { base: '0', md: '1px' },
          borderRadius: { base: '0', md: 'l3' },
        },
        root: { display: { base: 'block', md: 'table' } },
        head: {
          display: { base: 'block', md: 'table-header-group' },
          // Holds the visually hidden headers (else they stick out of the page on the right).
          position: { mdDown: 'relative' },
          bg: { base: 'transparent', md: 'bg.subtle' },
          // On a phone the sortable headers stay as a row of sort buttons above the cards.
          '& > tr': {
            display: { base: 'flex', md: 'table-row' },
            flexWrap: 'wrap',
            gap: { base: '1', md: '0' },
            mb: { base: '1', md: '0' },
            // Not a card: only sort buttons (or nothing visible) on a phone.
            p: { mdDown: '0' },
            bg: { mdDown: 'transparent' },
            borderWidth: { mdDown: '0' },
          },
        },
        header: {
          display: { base: 'block', md: 'table-cell' },
          px: { base: '1', md: '3' },
          py: { base: '1', md: '2.5' },
          borderBottomWidth: { base: '0', md: '1px' },
          '&:not(:has(button))': hiddenOnPhone,
        },
        body: { display: { base: 'grid', md: 'table-row-group' }, gap: '3' },
        row: {
          display: { base: 'grid', md: 'table-row' },
          gap: '1',
          p: { base: '3', md: '0' },
          bg: { base: 'bg.surface', md: 'transparent' },
          // Longhands only: a shorthand would override the table's bottom border from md on.
          borderTopWidth: { base: '1px', md: '0' },
          borderInlineWidth: { base: '1px', md: '0' },
          borderBottomWidth: '1px',
          borderStyle: 'solid',
          borderColor: { base: 'border', md: 'border.subtle' },
          borderRadius: { base: 'l3', md: '0' },
          // md only: a base value here would also draw a line under the phone's header row (its last row).
          _last: { borderBottomWidth: { md: '0' } },
        },
        cell: {
          display: { base: 'flex', md: 'table-cell' },
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: '3',
          px: { base: '0', md: '3' },
          py: { base: '0.5', md: '2.5' },
          _before: {
            content: { base: 'attr(data-label)', md: 'none' },
            flexShrink: '0',
            maxW: '45%',
            color: 'fg.muted',
            fontWeight: 'medium',
            textAlign: 'start',
          },
          '&[data-actions]': {
            display: { base: 'block', md: 'table-cell' },
            mt: { base: '2', md: '0' },
            pt: { base: '3', md: '2.5' },
            borderTopWidth: { base: '1px', md: '0' },
            borderColor: 'border.subtle',
          },
        },
        value: {
          display: { base: 'flex', md: 'block' },
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: '1',
          flex: '1',
          minW: '0',
          textAlign: { base: 'end', md: 'inherit' },
          overflowWrap: { base: 'anywhere', md: 'normal' },
          '[data-actions] > &': {
            flexDirection: 'row',
            flexWrap: 'wrap',
            gap: '2',
            '& > *': { flex: { base: '1 1 auto', md: 'initial' } },
          },
        },
      },
    },
  },
  defaultVariants: { layout: 'scroll' },
})
