import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The profile's cards and fact lists (both tabs). */
export const section = css({
  display: 'grid',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  minW: '0',
})
export const heading = css({ fontSize: 'lg', fontWeight: 'semibold' })
export const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
  columnGap: '4',
  rowGap: '1',
  '& dt': { color: 'fg.muted', fontSize: 'sm' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
})

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </>
  )
}
