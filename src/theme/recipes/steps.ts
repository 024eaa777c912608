import { sva } from 'styled-system/css'

export const steps = sva({
  slots: ['root', 'list', 'item', 'trigger', 'indicator', 'title', 'separator', 'status', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', width: 'full' },
    list: { display: 'flex', alignItems: 'center', gap: '2', width: 'full' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      flex: '1',
      minWidth: '0',
      _last: { flex: '0 0 auto' },
      // On a phone the other steps keep their circle and a piece of line (shrinking below that drew the line
      // across the next circles); the current step takes the rest, its title wrapping if it must.
      mdDown: { minWidth: 'auto', '&:has(> [data-current])': { flex: '1 1 auto', minWidth: '0' } },
    },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minWidth: '0',
      minH: '11',
      bg: 'transparent',
      textAlign: 'start',
      cursor: 'default',
      borderRadius: 'l2',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '8',
      height: '8',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg.muted',
      fontSize: 'sm',
      fontWeight: 'semibold',
      '&[data-current]': { borderColor: 'accent', color: 'accent.text' },
      '&[data-complete]': { borderColor: 'accent', bg: 'accent', color: 'accent.fg' },
    },
    title: {
      display: { base: 'none', md: 'block' },
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '[data-current] > &': { display: 'block', color: 'fg', fontWeight: 'semibold' },
      mdDown: { '[data-current] > &': { whiteSpace: 'normal' } },
    },
    separator: {
      flex: '1',
      minWidth: '3',
      height: '2px',
      bg: 'border',
      '&[data-complete]': { bg: 'accent' },
    },
    status: { srOnly: true },
    content: { outline: 'none' },
  },
  variants: {
    placement: {
      /** Across the top at every width (the sale wizard). */
      top: {},
      /**
       * Across the top on a phone; from md a column beside the form (the registration wizard): every step with
       * its title, joined by a vertical line under each circle.
       */
      side: {
        list: { md: { flexDirection: 'column', alignItems: 'stretch', gap: '0' } },
        item: {
          md: { flexDirection: 'column', alignItems: 'stretch', gap: '0', flex: '0 0 auto' },
        },
        title: {
          md: { display: 'block', whiteSpace: 'normal' },
        },
        separator: {
          md: {
            flex: '0 0 auto',
            width: '2px',
            minWidth: '0',
            height: '6',
            // Centred under the 2rem circle.
            marginInlineStart: 'calc(1rem - 1px)',
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'top' },
})
