import type { ReactNode } from 'react'
import { panelHeading, panelSection } from '@/components/layout/PanelSection'
import { factList } from '@/theme/recipes/panel'

/** The profile's cards and fact lists (both tabs). */
export const section = panelSection
export const heading = panelHeading
export const facts = factList()

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </>
  )
}
