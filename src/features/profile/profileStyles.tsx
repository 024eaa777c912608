import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { factList, panel } from '@/theme/recipes/panel'

/** The profile's cards and fact lists (both tabs). */
export const section = panel()
export const heading = css({ fontSize: 'lg', fontWeight: 'semibold' })
export const facts = factList()

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </>
  )
}
