import type { SupplierSummary } from '@contract/sales'
import { connectResource } from '@machines/resource'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import type { SuppliersActorRef } from './purchaseCodeLogic'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** Customers only: the suppliers that sell on credit, each linking to the directory. */
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

/** The carousel itself, for screens that load the suppliers in their own machine (the customer dashboard). */
export function SuppliersCarouselList({ suppliers, loading, failed, onRetry }: SuppliersCarouselListProps) {
  return (
    <section
      aria-labelledby="suppliers-carousel-title"
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}
    >
      <h2 id="suppliers-carousel-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        Compra fiado con todos nuestros proveedores
      </h2>
      {loading && <Spinner label="Cargando proveedores" />}
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
        <ul
          className={css({
            display: 'flex',
            gap: '3',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: '2',
          })}
        >
          {suppliers.map((supplier) => (
            <li key={supplier.id} className={css({ flex: '0 0 auto', scrollSnapAlign: 'start' })}>
              <Link
                href="/where-buy"
                className={css({
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
                  _hover: { borderColor: 'accent' },
                })}
              >
                {supplier.logo_url ? (
                  <img
                    src={supplier.logo_url}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className={css({ w: '16', h: '16', objectFit: 'contain' })}
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className={css({
                      display: 'grid',
                      placeItems: 'center',
                      w: '16',
                      h: '16',
                      borderRadius: 'full',
                      bg: 'accent.subtle',
                      color: 'accent.text',
                      fontWeight: 'bold',
                    })}
                  >
                    {initials(supplier.business_name)}
                  </span>
                )}
                <span className={css({ lineClamp: '2' })}>{supplier.business_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
