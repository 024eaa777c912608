import { Pagination as ArkPagination } from '@ark-ui/react/pagination'
import { cx } from 'styled-system/css'
import { pagination } from '@/theme/recipes/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from './controlIcons'

export type PaginationProps = {
  /** Current page, 1-based (API `current_page`). */
  page: number
  /** Total number of items (API `total`). */
  total: number
  /** Items per page (API `per_page`). */
  pageSize: number
  onPageChange: (page: number) => void
  /** Max page links shown at once (default 6). */
  maxLinks?: number
  /** Shows 'Página x de y' under the links. */
  showSummary?: boolean
  label?: string
  className?: string
}

/** Sliding window of at most `maxLinks` consecutive pages around the current one. */
export function pageWindow(page: number, totalPages: number, maxLinks: number): number[] {
  const size = Math.min(maxLinks, totalPages)
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), Math.max(1, totalPages - size + 1))
  return Array.from({ length: size }, (_, i) => start + i)
}

/** Ark Pagination (buttons) with Spanish labels; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  total,
  pageSize,
  onPageChange,
  maxLinks = 6,
  showSummary = false,
  label = 'Paginación',
  className,
}: PaginationProps) {
  const s = pagination()
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
  if (totalPages <= 1) return null
  const current = Math.min(Math.max(1, page), totalPages)
  return (
    <ArkPagination.Root
      page={current}
      count={total}
      pageSize={pageSize}
      onPageChange={(d) => onPageChange(d.page)}
      translations={{
        rootLabel: label,
        prevTriggerLabel: 'Página anterior',
        nextTriggerLabel: 'Página siguiente',
        firstTriggerLabel: 'Primera página',
        lastTriggerLabel: 'Última página',
        itemLabel: ({ page: p, totalPages: n }) => (p === n ? `Página ${p}, última página` : `Página ${p}`),
      }}
      className={cx(s.root, className)}
    >
      <div className={s.list}>
        <ArkPagination.PrevTrigger className={s.trigger}>
          <ChevronLeftIcon />
        </ArkPagination.PrevTrigger>
        {pageWindow(current, totalPages, maxLinks).map((p) => (
          <ArkPagination.Item key={p} type="page" value={p} className={s.item}>
            {p}
          </ArkPagination.Item>
        ))}
        <ArkPagination.NextTrigger className={s.trigger}>
          <ChevronRightIcon />
        </ArkPagination.NextTrigger>
      </div>
      {showSummary && (
        <p className={s.summary}>
          Página {current} de {totalPages}
        </p>
      )}
    </ArkPagination.Root>
  )
}
