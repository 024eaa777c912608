import { css } from 'styled-system/css'

/** The looks the dialog bodies share. */
export const grid = css({ display: 'grid', gap: '4' })
export const twoColumns = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
})
export const summary = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'l2',
  p: '3',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'medium', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
})
/** The transfer beside 'Confirmar': its data, then the link to verify it. */
export const transferBox = css({
  display: 'grid',
  gap: '2',
  justifyItems: 'start',
  '& > dl': { width: 'full' },
})
/** 'Pagar''s transfer fields, grouped under their legend. */
export const transferFieldset = css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0', minW: '0' })
export const clabeBox = css({
  display: 'grid',
  gap: '1',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  p: '3',
})
export const clabeDigits = css({
  fontFamily: 'mono',
  fontSize: { base: 'lg', sm: 'xl' },
  fontWeight: 'bold',
  letterSpacing: '0.08em',
  userSelect: 'all',
  wordBreak: 'break-all',
})
export const muted = css({ fontSize: 'sm', color: 'fg.muted' })
/** Room for the '$' of an `InputPrefix`. */
export const prefixedInput = css({ ps: '7' })
