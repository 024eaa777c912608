import type { SupplierSummary } from '@contract/sales'
import { connectResource } from '@machines/resource'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '@/components/ui/Button'
import { TextLink } from '@/components/ui/Link'
import { SupplierLogo } from '@/features/suppliers/SupplierLogo'
import { useConnect } from '@/lib/useConnect'
import type { SuppliersActorRef } from './purchaseCodeLogic'

/** Customers only: the suppliers that sell on credit; the heading and each card link to the directory. */
export function SuppliersCarousel({ actorRef }: { actorRef: SuppliersActorRef }) {
  const suppliers = useConnect(actorRef, connectResource)
  return (
    <SuppliersCarouselList
      suppliers={suppliers.data}
      loading={suppliers.loading}
      failed={suppliers.failed}
      onRetry={suppliers.reload}
    />
  )
}

export type SuppliersCarouselListProps = {
  suppliers: SupplierSummary[] | null
  loading: boolean
  failed: boolean
  onRetry: () => void
}

const row = css({ display: 'flex', gap: '3', overflowX: 'auto', scrollSnapType: 'x mandatory', pb: '2' })
const item = css({ flex: '0 0 auto', scrollSnapAlign: 'start' })
const card = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '2',
  w: '32',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
})
const logo = css({ w: '16', h: '16', borderRadius: 'full' })
/**
 * Two lines for every name, one or two long: the row is as high loaded as while it loads. A word wider than
 * the card ('Impermeabilizantes') is hyphenated (the page is es-MX) rather than run into the border.
 */
const name = css({ lineClamp: '2', minH: '2lh', w: 'full', hyphens: 'auto', overflowWrap: 'anywhere' })

/**
 * While the suppliers load, cards of the loaded size without content: the page under the carousel does not
 * move when they arrive (layout shift; docs/decisions.md#dashboards).
 */
function PlaceholderRow() {
  return (
    <div role="status" aria-label="Cargando proveedores">
      <ul aria-hidden="true" className={row}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={item}>
            <span className={card}>
              <span className={cx(logo, css({ bg: 'bg.muted' }))} />
              <span className={cx(name, css({ bg: 'bg.muted', borderRadius: 'l1' }))} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The carousel itself, for screens that load the suppliers in their own machine (the customer dashboard). */
export function SuppliersCarouselList({ suppliers, loading, failed, onRetry }: SuppliersCarouselListProps) {
  return (
    <section
      aria-labelledby="suppliers-carousel-title"
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}
    >
      {/* The heading itself goes to the supplier directory, like each card under it. */}
      <h2 id="suppliers-carousel-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <TextLink asChild>
          <Link href="/where-buy">Compra fiado con todos nuestros proveedores</Link>
        </TextLink>
      </h2>
      {loading && <PlaceholderRow />}
      {failed && (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          No pudimos cargar los proveedores.{' '}
          <Button variant="link" size="sm" onClick={onRetry}>
            Reintentar
          </Button>
        </p>
      )}
      {suppliers && suppliers.length === 0 && (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Aún no hay proveedores para mostrar.</p>
      )}
      {suppliers && suppliers.length > 0 && (
        <ul className={row}>
          {suppliers.map((supplier) => (
            <li key={supplier.id} className={item}>
              <Link href="/where-buy" className={cx(card, css({ _hover: { borderColor: 'accent' } }))}>
                <SupplierLogo supplier={supplier} size={16} />
                <span className={name}>{supplier.business_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
