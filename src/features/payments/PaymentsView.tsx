import type { PaymentListStatus } from '@contract/payments'
import { canCustomersReport, canExport } from '@contract/roles'
import { connectPaymentsList, type PaymentsListApi } from '@machines/payments-list'
import { type ComponentType, lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { SpreadRow } from '@/components/layout/SpreadRow'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Pagination } from '@/components/ui/Pagination'
import { Spinner } from '@/components/ui/Spinner'
import { preloadOnReach } from '@/features/payment-dialogs/lazy'
import { loadOnce, loadOnReach } from '@/lib/loadOnce'
import { useConnect } from '@/lib/useConnect'
import type { DialogViewer, PaymentDialogProps } from '../payment-dialogs/types'
import { PaymentFileNotice } from './PaymentFileNotice'
import { PaymentsListDialog } from './PaymentsListDialog'
import { PaymentsTable } from './PaymentsTable'
import type { PaymentsListActorRef } from './paymentsListLogic'
import { paymentsHref } from './paymentsRoute'

const loadFilterPanel = loadOnce(() => import('./FilterPanel'))
const FilterPanel = lazy(loadFilterPanel)
/** Must match FilterPanel's form id (kept here so the panel's chunk loads only when opened). */
const FILTERS_ID = 'payments-filters'

/** The status chips of docs/decisions.md#payment-statuses, in the product's order. */
export const STATUS_CHIPS: ReadonlyArray<{ status: PaymentListStatus; label: string }> = [
  { status: 'pending', label: 'Pendientes' },
  { status: 'to_confirm', label: 'A confirmar' },
  { status: 'paid', label: 'Pagadas' },
  { status: 'expired', label: 'Vencidas' },
  { status: 'about_to_expire', label: 'Por vencer' },
]

/** The info banner explaining 'Ver acciones' (it differs by role, docs/decisions.md#payments-list). */
export const ACTIONS_BANNER = {
  supplier: {
    title: 'Acciones de cada venta',
    text:
      "En 'Ver acciones' de cada venta puedes informar un pago, confirmar o rechazar el comprobante que " +
      'subió tu cliente, reportar un impago, extender el plazo, adjuntar la factura, editar la venta o ' +
      'solicitar factoraje. Solo aparecen las acciones que permite el estado de cada pago; también puedes ' +
      'ver la factura y los comprobantes de pago y de compra.',
  },
  customer: {
    title: 'Acciones de cada compra',
    text:
      "En 'Ver acciones' de cada compra puedes pagar y subir tu comprobante, solicitar una extensión de " +
      'plazo o asignarla a un proyecto. Solo aparecen las acciones que permite el estado de cada pago; ' +
      'también puedes ver la factura y los comprobantes de pago y de compra. Si una compra está vencida, ' +
      'el monto incluye el recargo por atraso.',
  },
} as const

const chipLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: '0',
  minH: '9',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'bg.surface',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  '&[aria-current=page]': { bg: 'accent', color: 'accent.fg', borderColor: 'accent' },
})

function StatusChips({ api }: { api: PaymentsListApi }) {
  const { applied } = api
  return (
    <nav aria-label="Estado de los pagos">
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          listStyle: 'none',
          // Wrapped at every width: on a phone the selected chip ('Por vencer', the last) stays on screen.
          flexWrap: 'wrap',
        })}
      >
        {STATUS_CHIPS.map(({ status, label }) => (
          <li key={status}>
            <Link
              href={paymentsHref(status, applied.reservedLineId)}
              replace
              className={chipLink}
              aria-current={applied.status === status ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Toolbar({ api, viewer }: { api: PaymentsListApi; viewer: DialogViewer }) {
  const { filtersShown: shown, openDialog: open } = api
  return (
    <div
      className={css({
        display: 'flex',
        gap: '2',
        flexWrap: 'wrap',
        justifyContent: { base: 'stretch', md: 'flex-end' },
        '& > button': { flex: { base: '1 1 auto', md: 'none' } },
      })}
    >
      {canCustomersReport(viewer.roleId) && (
        <Button
          variant="outline"
          {...preloadOnReach('customersReport')}
          onClick={() => open({ kind: 'customersReport' })}
        >
          Reporte de clientes
        </Button>
      )}
      {canExport(viewer.roleId) && (
        <Button variant="outline" {...preloadOnReach('export')} onClick={() => open({ kind: 'export' })}>
          Exportar
        </Button>
      )}
      <Button
        variant={shown ? 'solid' : 'outline'}
        aria-expanded={shown}
        aria-controls={shown ? FILTERS_ID : undefined}
        // The panel's chunk starts loading when 'Filtrar' is reached for.
        {...loadOnReach(loadFilterPanel)}
        {...api.getFilterToggleProps()}
      >
        {shown ? 'Ocultar filtro' : 'Filtrar'}
      </Button>
    </div>
  )
}

function Results({ api, viewer }: { api: PaymentsListApi; viewer: DialogViewer }) {
  const { role, payments, hasResult, loading, sort, page, total, perPage, noun } = api
  const error = api.loadError
  const capped = api.totalCapped
  const chip = STATUS_CHIPS.find((c) => c.status === api.status)?.label

  if (error) {
    return (
      <Alert status="error" title={`No pudimos cargar tus ${noun}`}>
        <p>{error}</p>
        <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getRetryProps()}>
          Reintentar
        </Button>
      </Alert>
    )
  }
  if (!hasResult) return <Spinner label={`Cargando ${noun}`} />
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' })}>
      <SpreadRow className={css({ minH: '6' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
          {total === 0
            ? `Sin ${noun}`
            : `${first}–${last} de ${capped ? 'más de ' : ''}${total.toLocaleString('es-MX')} ${noun}`}
        </p>
        {loading && <Spinner size="sm" label={`Cargando ${noun}`} />}
      </SpreadRow>
      <div aria-busy={loading || undefined} className={loading ? css({ opacity: '0.6' }) : undefined}>
        <PaymentsTable
          payments={payments}
          viewer={viewer}
          brand={viewer.brand}
          columns="full"
          caption={
            chip
              ? `${role === 'supplier' ? 'Ventas' : 'Compras'}: ${chip}`
              : role === 'supplier'
                ? 'Ventas'
                : 'Compras'
          }
          emptyText={`No hay ${noun} con estos filtros`}
          sort={sort}
          onSort={api.onSort}
          onAction={api.onAction}
        />
      </div>
      <Pagination
        page={page}
        total={total}
        pageSize={perPage}
        maxLinks={6}
        label={`Páginas de ${noun}`}
        onPageChange={api.onPageChange}
      />
    </div>
  )
}

export type PaymentsViewProps = {
  actorRef: PaymentsListActorRef
  viewer: DialogViewer
  /** The payment dialogs (default: the lazy dialog family); tests pass a stand-in. */
  dialogComponent?: ComponentType<PaymentDialogProps>
}

/** /payments: the supplier's sales or the customer's purchases (docs/decisions.md#payments-list). */
export function PaymentsView({ actorRef, viewer, dialogComponent }: PaymentsViewProps) {
  const api = useConnect(actorRef, connectPaymentsList)
  const { role, dialogsActor, fileActor } = api
  const shown = api.filtersShown
  const banner = ACTIONS_BANNER[role]
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{role === 'supplier' ? 'Ventas' : 'Compras'}</PageTitle>
      <Alert status="info" title={banner.title}>
        {banner.text}
      </Alert>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        })}
      >
        <StatusChips api={api} />
        <Toolbar api={api} viewer={viewer} />
      </div>
      {shown && (
        <Suspense fallback={<Spinner label="Cargando filtros" />}>
          <FilterPanel actorRef={actorRef} />
        </Suspense>
      )}
      {fileActor && <PaymentFileNotice actorRef={fileActor} />}
      <Results api={api} viewer={viewer} />
      {dialogsActor && (
        <PaymentsListDialog actorRef={dialogsActor} viewer={viewer} dialogComponent={dialogComponent} />
      )}
    </div>
  )
}
