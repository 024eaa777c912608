import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { panel } from '@/theme/recipes/panel'

export const panelSection = panel()
export const panelHeading = css({ fontSize: 'lg', fontWeight: 'semibold' })

/** A bordered part of a screen named by its own heading (the cards of a profile). */
export function PanelSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelSection}>
      <h2 id={id} className={panelHeading}>
        {title}
      </h2>
      {children}
    </section>
  )
}
