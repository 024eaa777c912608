import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** A centred card under the brand, for the pages without the navigation bar (login, password, checkout). */
export function CenteredPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        placeItems: 'start center',
        px: '4',
        py: { base: '8', md: '16' },
        bg: 'bg.canvas',
      })}
    >
      <div
        className={css({
          w: 'full',
          maxW: '28rem',
          bg: 'bg',
          borderRadius: 'l3',
          boxShadow: 'md',
          p: { base: '5', md: '8' },
          display: 'grid',
          gap: '4',
        })}
      >
        <p className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'accent.text' })}>Obrafiado</p>
        {title && <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>}
        {children}
      </div>
    </main>
  )
}
