import type { DashboardApi, SectionName } from '@machines/dashboard'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'

/** A section that could not load: the server's msg and a retry of that section only. */
export function SectionFailure({
  api,
  section,
  what,
  error,
}: {
  api: DashboardApi
  section: SectionName
  /** '… el disponible', '… las compras vencidas': what could not be loaded. */
  what: string
  error: string | null
}) {
  return (
    <Alert status="error" title={`No pudimos cargar ${what}`}>
      {error && <p>{error}</p>}
      <Button
        variant="outline"
        size="sm"
        className={css({ mt: '2' })}
        aria-label={`Reintentar cargar ${what}`}
        {...api.getRetryProps(section)}
      >
        Reintentar
      </Button>
    </Alert>
  )
}

/** A heading with a link to the payments list beside it ('Ver mas', 'Ver todas'). */
export function SectionHeader({
  id,
  title,
  level = 2,
  href,
  linkText,
  linkLabel,
}: {
  id: string
  title: string
  level?: 2 | 3
  href: string
  linkText: string
  linkLabel: string
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        flexWrap: 'wrap',
      })}
    >
      <Heading
        id={id}
        className={
          level === 2
            ? css({ fontSize: 'xl', fontWeight: 'semibold' })
            : css({ fontSize: 'lg', fontWeight: 'semibold' })
        }
      >
        {title}
      </Heading>
      <Button asChild variant="outline" size="sm">
        <Link href={href} aria-label={linkLabel}>
          {linkText}
        </Link>
      </Button>
    </div>
  )
}

export function SectionBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}
    >
      {children}
    </section>
  )
}

/** 'Anterior' / 'Siguiente' through a short list's pages (the dashboard lists show 2 or a few at a time). */
export function Pager({
  label,
  page,
  lastPage,
  onPage,
}: {
  label: string
  page: number
  lastPage: number
  onPage: (page: number) => void
}) {
  if (lastPage <= 1) return null
  return (
    <nav
      aria-label={label}
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3' })}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
        Página {page} de {lastPage}
      </span>
      <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </nav>
  )
}
