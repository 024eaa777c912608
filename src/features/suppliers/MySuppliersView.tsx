import { DIRECTORY_MSG } from '@contract/directoryTexts'
import { connectResource } from '@machines/resource'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '@/components/ui/Button'
import { ItemList } from '@/components/ui/ItemList'
import { linkStyles } from '@/components/ui/Link'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import { SupplierLogo } from './SupplierLogo'
import type { MySuppliersActorRef } from './suppliersLogic'

const supplierCard = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
})

/** 'Mis proveedores': one card per supplier (logo, name, 'Ver perfil'); empty → the directory. */
export function MySuppliersView({ actorRef }: { actorRef: MySuppliersActorRef }) {
  const suppliers = useConnect(actorRef, connectResource)
  return (
    <section aria-label="Proveedores" className={css({ display: 'grid', gap: '3' })}>
      {suppliers.loading && <Spinner label="Cargando proveedores" />}
      {suppliers.failed && (
        <LoadFailed
          title="No pudimos cargar tus proveedores"
          error={suppliers.error}
          onRetry={suppliers.reload}
        />
      )}
      {suppliers.data && (
        <ItemList
          items={suppliers.data}
          empty={
            <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
              <p>{DIRECTORY_MSG.emptySuppliers}</p>
              <Link href="/where-buy" className={linkStyles()}>
                Busca proveedores en ¿Donde comprar?
              </Link>
            </div>
          }
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          })}
          itemKey={(supplier) => supplier.id}
          itemClassName={supplierCard}
        >
          {(supplier) => (
            <>
              <SupplierLogo supplier={supplier} />
              <h2 className={css({ flex: '1', minW: '0', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                {supplier.business_name}
              </h2>
              <Button asChild variant="outline" size="sm">
                <Link
                  href={`/supplier/${supplier.id}`}
                  aria-label={`Ver perfil de ${supplier.business_name}`}
                >
                  Ver perfil
                </Link>
              </Button>
            </>
          )}
        </ItemList>
      )}
    </section>
  )
}
