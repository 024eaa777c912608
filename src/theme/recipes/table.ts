import { sva } from 'styled-system/css'
import type { SystemStyleObject } from 'styled-system/types'

/**
 * Visually hidden below a breakpoint (max-width only), still read by screen readers (Panda's srOnly): above it the
 * header keeps its own styles (a view's sticky column among them).
 */
const hiddenBelow = (down: Down): SystemStyleObject => ({
  position: { [down]: 'absolute' },
  left: { [down]: '0' },
  width: { [down]: '1px' },
  height: { [down]: '1px' },
  padding: { [down]: '0' },
  margin: { [down]: '-1px' },
  overflow: { [down]: 'hidden' },
  clip: { [down]: 'rect(0, 0, 0, 0)' },
  whiteSpace: { [down]: 'nowrap' },
  borderWidth: { [down]: '0' },
})

type Slot = 'wrapper' | 'root' | 'head' | 'header' | 'body' | 'row' | 'cell' | 'value'
type Up = 'md' | 'lg'
type Down = 'mdDown' | 'lgDown'

/** The cards layout below `up` (`down` is the same breakpoint, as a max-width condition). */
const cardsBelow = (up: Up, down: Down): Partial<Record<Slot, SystemStyleObject>> => ({
  wrapper: {
    overflowX: { base: 'visible', [up]: 'auto' },
    bg: { base: 'transparent', [up]: 'bg.surface' },
    borderWidth: { base: '0', [up]: '1px' },
    borderRadius: { base: '0', [up]: 'l3' },
  },
  root: { display: { base: 'block', [up]: 'table' } },
  head: {
    display: { base: 'block', [up]: 'table-header-group' },
    // Holds the visually hidden headers (else they stick out of the page on the right).
    position: { [down]: 'relative' },
    bg: { base: 'transparent', [up]: 'bg.subtle' },
    // On a phone the sortable headers stay as a row of sort buttons above the cards.
    '& > tr': {
      display: { base: 'flex', [up]: 'table-row' },
      flexWrap: 'wrap',
      gap: { base: '1', [up]: '0' },
      mb: { base: '1', [up]: '0' },
      // Not a card: only sort buttons (or nothing visible) on a phone.
      p: { [down]: '0' },
      bg: { [down]: 'transparent' },
      borderWidth: { [down]: '0' },
    },
  },
  header: {
    display: { base: 'block', [up]: 'table-cell' },
    px: { base: '1', [up]: '3' },
    py: { base: '1', [up]: '2.5' },
    borderBottomWidth: { base: '0', [up]: '1px' },
    '&:not(:has(button))': hiddenBelow(down),
  },
  body: { display: { base: 'grid', [up]: 'table-row-group' }, gap: '3' },
  row: {
    display: { base: 'grid', [up]: 'table-row' },
    gap: '1',
    p: { base: '3', [up]: '0' },
    bg: { base: 'bg.surface', [up]: 'transparent' },
    // Longhands only: a shorthand would override the table's bottom border from md on.
    borderTopWidth: { base: '1px', [up]: '0' },
    borderInlineWidth: { base: '1px', [up]: '0' },
    borderBottomWidth: '1px',
    borderStyle: 'solid',
    borderColor: { base: 'border', [up]: 'border.subtle' },
    borderRadius: { base: 'l3', [up]: '0' },
    // md only: a base value here would also draw a line under the phone's header row (its last row).
    _last: { borderBottomWidth: { [up]: '0' } },
  },
  cell: {
    display: { base: 'flex', [up]: 'table-cell' },
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '3',
    px: { base: '0', [up]: '3' },
    py: { base: '0.5', [up]: '2.5' },
    _before: {
      content: { base: 'attr(data-label)', [up]: 'none' },
      flexShrink: '0',
      maxW: '45%',
      color: 'fg.muted',
      fontWeight: 'medium',
      textAlign: 'start',
    },
    '&[data-actions]': {
      display: { base: 'block', [up]: 'table-cell' },
      mt: { base: '2', [up]: '0' },
      pt: { base: '3', [up]: '2.5' },
      borderTopWidth: { base: '1px', [up]: '0' },
      borderColor: 'border.subtle',
    },
  },
  value: {
    display: { base: 'flex', [up]: 'block' },
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: '1',
    flex: '1',
    minW: '0',
    textAlign: { base: 'end', [up]: 'inherit' },
    overflowWrap: { base: 'anywhere', [up]: 'normal' },
    '[data-actions] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: '2',
      '& > *': { flex: { base: '1 1 auto', [up]: 'initial' } },
    },
  },
})

/** A header or cell aligned by its `data-align` (end or center; start by default). */
const alignable = {
  '&[data-align=end]': { textAlign: 'end' },
  '&[data-align=center]': { textAlign: 'center' },
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
      ...alignable,
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
      ...alignable,
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
      cards: cardsBelow('md', 'mdDown'),
      // Wider tables (reserved lines): cards up to lg.
      cardsUntilLg: cardsBelow('lg', 'lgDown'),
    },
  },
  defaultVariants: { layout: 'scroll' },
})
