import { connectProfile, type ProfileApi } from '@machines/profile'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { PanelSection } from '@/components/layout/PanelSection'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { linkStyles } from '@/components/ui/Link'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { Tabs } from '@/components/ui/Tabs'
import { formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { ProfileActorRef } from './profileLogic'
import { Fact, facts } from './profileStyles'

// Loaded on demand: the contact dialog on its first open, the supplier's accounts (with the CLABE tables) on
// the first visit to their tab (docs/decisions.md#budgets).
const ContactDialog = lazy(() => import('./ContactDialog'))
const SupplierAccounts = lazy(() => import('./SupplierAccounts'))

/** A credit term the supplier sets none of (docs/decisions.md#supplier-credit-terms). */
const NO_LIMIT = 'Sin límite'
const note = css({ fontSize: 'sm', color: 'fg.muted' })

const phoneOf = (phone: string | null) =>
  phone && /^52\d{10}$/.test(phone) ? `${phone.slice(2, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}` : phone

function BusinessInfo({ api }: { api: ProfileApi }) {
  const data = api.data!
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {api.notice && (
        <Alert status="success" title="Listo">
          {api.notice}
        </Alert>
      )}
      <PanelSection id="profile-business" title="Datos del negocio">
        <dl className={facts}>
          <Fact label="Razón social">{data.business_name}</Fact>
          <Fact label="RFC">{data.tax_id}</Fact>
          <Fact label="Representante legal">{data.legally_responsible}</Fact>
        </dl>
      </PanelSection>
      <PanelSection id="profile-contact" title="Contacto">
        <dl className={facts}>
          <Fact label="Contacto">{data.contact_name}</Fact>
          <Fact label="Teléfono">{phoneOf(data.phone)}</Fact>
          <Fact label="Correo">{data.email}</Fact>
          <Fact label="Dirección">{data.address}</Fact>
        </dl>
        {api.canEditContact && (
          <Button
            variant="outline"
            className={css({ justifySelf: 'start' })}
            {...api.contact.getOpenerProps()}
          >
            Editar datos de contacto
          </Button>
        )}
      </PanelSection>
      {api.isSupplier && (
        <PanelSection id="profile-terms" title="Condiciones comerciales">
          <dl className={facts}>
            <Fact label="Límite de crédito por cliente">
              {data.credit_limit === null ? NO_LIMIT : formatMoney(data.credit_limit)}
            </Fact>
            <Fact label="Límite por venta">
              {data.transaction_limit === null ? NO_LIMIT : formatMoney(data.transaction_limit)}
            </Fact>
            <Fact label="Plazo máximo">
              {data.term_limit === null ? NO_LIMIT : `${data.term_limit} días`}
            </Fact>
            <Fact label="Penalización por atraso">
              {data.penalty_percentage === null ? null : `${data.penalty_percentage} %`}
            </Fact>
          </dl>
          <p className={note}>Cada cliente compra, además, dentro de su propia línea de crédito.</p>
        </PanelSection>
      )}
      {api.contact.open && (
        <Suspense fallback={<Spinner label="Cargando formulario" />}>
          <ContactDialog api={api.contact} />
        </Suspense>
      )}
    </div>
  )
}

/** A builder has no accounts of its own here: it pays each supplier into the accounts on its profile. */
function BuilderAccounts() {
  return (
    <PanelSection id="profile-banks" title="Cuentas bancarias">
      <p>
        Tus proveedores registran sus cuentas para que les pagues por transferencia: las ves en el perfil de
        cada proveedor.
      </p>
      <Link href="/suppliers" className={linkStyles()}>
        Ver mis proveedores
      </Link>
    </PanelSection>
  )
}

/** /profile: the load's outcome, then the two tabs. */
export function ProfileView({ actorRef }: { actorRef: ProfileActorRef }) {
  const api = useConnect(actorRef, connectProfile)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{api.data?.business_name ?? 'Perfil'}</PageTitle>
      {api.loading && <Spinner label="Cargando perfil" />}
      {api.failed && (
        <LoadFailed title="No pudimos cargar tu perfil" error={api.error} onRetry={api.reload} />
      )}
      {api.ready && api.data && (
        <Tabs
          lazyMount
          label="Perfil del negocio"
          value={api.tab}
          onValueChange={api.selectTab}
          items={[
            { value: 'info', label: 'Información del negocio', content: <BusinessInfo api={api} /> },
            {
              value: 'banks',
              label: 'Cuentas bancarias',
              content: api.isSupplier ? (
                <Suspense fallback={<Spinner label="Cargando cuentas" />}>
                  <SupplierAccounts accounts={api.data.bank_accounts} canManage={api.canManageAccounts} />
                </Suspense>
              ) : (
                <BuilderAccounts />
              ),
            },
          ]}
        />
      )}
    </div>
  )
}
