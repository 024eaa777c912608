import { DIRECTORY_MSG } from '@contract/directoryTexts'
import { connectSupplierProfile } from '@machines/suppliers'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { PanelSection, panelSection } from '@/components/layout/PanelSection'
import { Button } from '@/components/ui/Button'
import { ItemList } from '@/components/ui/ItemList'
import { linkStyles } from '@/components/ui/Link'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { formatDateShort, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { factList } from '@/theme/recipes/panel'
import { SupplierLogo } from './SupplierLogo'
import type { SupplierProfileActorRef } from './suppliersLogic'

const latestPurchaseRow = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '1',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
})

const facts = factList()

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

/** 'Volver': the browser's back when there is history, else /suppliers. */
function BackButton() {
  const [, navigate] = useLocation()
  return (
    <Button
      variant="outline"
      size="sm"
      className={css({ justifySelf: 'start' })}
      onClick={() => (window.history.length > 1 ? window.history.back() : navigate('/suppliers'))}
    >
      Volver
    </Button>
  )
}

/** /supplier/:id: the supplier's business information, its contact links, the builder's purchases and reserved line, bank accounts. */
export function SupplierProfileView({ actorRef }: { actorRef: SupplierProfileActorRef }) {
  const profile = useConnect(actorRef, connectSupplierProfile)
  const data = profile.data
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <BackButton />
      {(profile.loading || profile.failed) && <PageTitle>Proveedor</PageTitle>}
      {profile.loading && <Spinner label="Cargando proveedor" />}
      {profile.failed && (
        <LoadFailed title="No pudimos cargar el proveedor" error={profile.error} onRetry={profile.reload} />
      )}
      {profile.notFound && (
        <section aria-labelledby="supplier-not-found" className={panelSection}>
          <h1 id="supplier-not-found" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {DIRECTORY_MSG.supplierNotFound}
          </h1>
          <Link href="/suppliers" className={linkStyles()}>
            Ir a Mis proveedores
          </Link>
        </section>
      )}
      {profile.ready && data && (
        <>
          <header className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
            <SupplierLogo supplier={data} size={16} />
            <PageTitle className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>
              {data.business_name}
            </PageTitle>
          </header>
          {(profile.whatsappHref || profile.mapHref) && (
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              {profile.whatsappHref && (
                <Button asChild size="sm">
                  <a href={profile.whatsappHref} target="_blank" rel="noopener noreferrer">
                    Escribir por WhatsApp
                  </a>
                </Button>
              )}
              {profile.mapHref && (
                <Button asChild variant="outline" size="sm">
                  <a href={profile.mapHref} target="_blank" rel="noopener noreferrer">
                    Ver ubicación
                  </a>
                </Button>
              )}
            </div>
          )}
          <PanelSection id="supplier-business" title="Información del negocio">
            <dl className={facts}>
              <Fact label="Razón social">{data.business_name}</Fact>
              <Fact label="RFC">{data.tax_id}</Fact>
              <Fact label="Representante legal">{data.legally_responsible}</Fact>
              <Fact label="Dirección">{data.address}</Fact>
              <Fact label="Ciudad">{[data.city, data.state].filter(Boolean).join(', ')}</Fact>
              <Fact label="Contacto">{data.contact_name}</Fact>
              <Fact label="Teléfono">{data.phone}</Fact>
              <Fact label="Correo">{data.email}</Fact>
            </dl>
          </PanelSection>
          {data.purchases && (
            <PanelSection id="supplier-purchases" title="Tus compras">
              <dl className={facts}>
                <Fact label="Compras">{String(data.purchases.count)}</Fact>
                <Fact label="Por pagar">
                  {`${formatMoney(data.purchases.unpaid_amount)} (${data.purchases.unpaid_count} ${data.purchases.unpaid_count === 1 ? 'compra' : 'compras'})`}
                </Fact>
              </dl>
              <ItemList
                items={data.purchases.latest}
                empty={
                  <p className={css({ color: 'fg.muted' })}>Aún no tienes compras con este proveedor.</p>
                }
                aria-label="Últimas compras"
                className={css({ display: 'grid', gap: '2' })}
                itemKey={(purchase) => purchase.id}
                itemClassName={latestPurchaseRow}
              >
                {(purchase) => (
                  <>
                    <span className={css({ fontWeight: 'semibold' })}>Compra #{purchase.id}</span>
                    <span className={css({ fontWeight: 'semibold', textAlign: 'end' })}>
                      {formatMoney(purchase.amount)}
                    </span>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {formatDateShort(purchase.purchase_date)} · vence{' '}
                      {formatDateShort(purchase.expiration_date)}
                    </span>
                    <span className={css({ fontSize: 'sm', textAlign: 'end' })}>
                      {profile.statusLabelOf(purchase)}
                    </span>
                  </>
                )}
              </ItemList>
              <Link href="/payments" className={linkStyles()}>
                Ver todos mis pagos
              </Link>
            </PanelSection>
          )}
          {data.reserved_credit_line && (
            <PanelSection id="supplier-reserved" title="Línea de crédito reservada">
              <dl className={facts}>
                <Fact label="Disponible">{formatMoney(data.reserved_credit_line.available)}</Fact>
                <Fact label="Monto">{formatMoney(data.reserved_credit_line.amount)}</Fact>
                <Fact label="Vence">{formatDateShort(data.reserved_credit_line.expiration_date)}</Fact>
                <Fact label="Referencia">{data.reserved_credit_line.reference}</Fact>
              </dl>
            </PanelSection>
          )}
          <PanelSection id="supplier-banks" title="Cuentas bancarias">
            {data.bank_accounts.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>
                Este proveedor aún no ha registrado cuentas bancarias.
              </p>
            ) : (
              <ul className={css({ display: 'grid', gap: '2' })}>
                {data.bank_accounts.map((account) => (
                  <li
                    key={account.id}
                    className={css({ p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2' })}
                  >
                    <dl className={facts}>
                      <Fact label="Banco">{account.bank_name}</Fact>
                      <Fact label="Beneficiario">{account.beneficiary_name}</Fact>
                      <Fact label="CLABE">{account.account_key}</Fact>
                      <Fact label="Cuenta">{account.account_number}</Fact>
                      <Fact label="Moneda">{account.currency === 'usd' ? 'Dólares' : 'Pesos'}</Fact>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </PanelSection>
        </>
      )}
    </div>
  )
}
