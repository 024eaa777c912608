import type { Payment } from '@contract/payments'
import {
  canRequestExtension,
  cardOffersPay,
  type DashboardApi,
  expiryLabel,
  extensionChip,
  isDueToday,
} from '@machines/dashboard'
import { displayedAmount, type PaymentActionName, type PaymentViewer, showsPenalty } from '@machines/payments'
import { css, cx } from 'styled-system/css'
import { cardGrid } from '@/components/layout/cardGrid'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { preloadOnReach } from '@/features/payment-dialogs/lazy'
import { SatVerifyLink } from '@/features/payments/SatVerifyLink'
import { SupplierLogo } from '@/features/suppliers/SupplierLogo'
import { formatDate, formatMoney } from '@/lib/format'
import { Pager, SectionBox, SectionFailure, SectionHeader } from './sectionParts'

const detailTerm = css({ color: 'fg.muted' })
const detailValue = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

/** One purchase: what is owed, when, and what can be done about it. */
export function PurchaseCard({
  payment,
  viewer,
  onAction,
}: {
  payment: Payment
  viewer: PaymentViewer
  onAction: (action: PaymentActionName, payment: Payment) => void
}) {
  const extension = extensionChip(payment)
  const supplier = payment.supplier.business_name
  return (
    <Card as="li" className={css({ display: 'grid', gap: '3', p: '4', alignContent: 'start' })}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <SupplierLogo supplier={payment.supplier} />
        <div className={css({ minW: '0' })}>
          <h3 className={css({ fontWeight: 'semibold', lineClamp: '2' })}>{supplier}</h3>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Compra #{payment.id}</p>
        </div>
      </div>
      <div>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>
          {formatMoney(displayedAmount(payment, viewer))}
        </p>
        <details className={css({ fontSize: 'sm' })}>
          <summary
            className={css({ cursor: 'pointer', color: 'accent.text', fontWeight: 'medium', w: 'fit' })}
          >
            Ver detalle
          </summary>
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: '1',
              columnGap: '4',
              mt: '2',
            })}
          >
            <dt className={detailTerm}>Monto de la compra</dt>
            <dd className={detailValue}>{formatMoney(payment.amount)}</dd>
            {payment.paid_amount > 0 && (
              <>
                <dt className={detailTerm}>Pagado</dt>
                <dd className={detailValue}>{formatMoney(payment.paid_amount)}</dd>
              </>
            )}
            {showsPenalty(payment, viewer) && (
              <>
                <dt className={detailTerm}>Recargo por atraso ({payment.penalty_percentage} %)</dt>
                <dd className={detailValue}>{formatMoney(payment.penalty_amount)}</dd>
                <dt className={detailTerm}>Total a pagar</dt>
                <dd className={detailValue}>{formatMoney(payment.total_pending_amount)}</dd>
              </>
            )}
            <dt className={detailTerm}>Fecha de compra</dt>
            <dd className={detailValue}>{formatDate(payment.purchase_date)}</dd>
            <dt className={detailTerm}>Plazo</dt>
            <dd className={detailValue}>{payment.term} días</dd>
            {payment.reference && (
              <>
                <dt className={detailTerm}>Referencia</dt>
                <dd className={detailValue}>{payment.reference}</dd>
              </>
            )}
          </dl>
        </details>
      </div>
      <p className={css({ fontSize: 'sm' })}>
        {expiryLabel(payment)} {formatDate(payment.expiration_date)}
      </p>
      {(isDueToday(payment) || extension) && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {isDueToday(payment) && <Badge palette="warning">Vence hoy</Badge>}
          {extension && <Badge palette={extension.color}>{extension.label}</Badge>}
        </div>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {cardOffersPay(payment, viewer) && (
          <Button
            size="sm"
            aria-label={`Pagar la compra ${payment.id}`}
            {...preloadOnReach('pay')}
            onClick={() => onAction('pay', payment)}
          >
            Pagar
          </Button>
        )}
        {canRequestExtension(payment, viewer) && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Extender el plazo de la compra ${payment.id}`}
            {...preloadOnReach('requestExtendTerm')}
            onClick={() => onAction('requestExtendTerm', payment)}
          >
            Extender
          </Button>
        )}
        {payment.invoice_url && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Ver factura de la compra ${payment.id}`}
            onClick={() => onAction('viewInvoice', payment)}
          >
            Ver factura
          </Button>
        )}
        {payment.invoice_url && payment.invoice && (
          <SatVerifyLink invoice={payment.invoice} paymentId={payment.id} noun="compra" />
        )}
      </div>
    </Card>
  )
}

const LISTS = {
  overdueCards: {
    title: 'Compras vencidas',
    what: 'las compras vencidas',
    href: '/payments/expired',
    empty: null,
  },
  upcomingCards: {
    title: 'Compras por vencer',
    what: 'las compras por vencer',
    href: '/payments/pending',
    empty: 'Aún no tienes compras por vencer',
  },
} as const

/**
 * 'Compras vencidas' (only when there are some) or 'Compras por vencer' (with an empty message), 2 cards per
 * page, and 'Ver todas' to the payments list.
 */
export function PurchaseCardList({
  api,
  list,
  viewer,
  onAction,
}: {
  api: DashboardApi
  list: 'overdueCards' | 'upcomingCards'
  viewer: PaymentViewer
  onAction: (action: PaymentActionName, payment: Payment) => void
}) {
  const section = api.section(list)
  if (section.status === 'absent' || !api.shown(list)) return null
  const { title, what, href, empty } = LISTS[list]
  const page = section.data
  if (!page && section.status === 'loading') return <Spinner label={`Cargando ${what}`} />
  // 'Compras vencidas' shows only when there are some.
  if (section.status === 'ready' && empty === null && page && page.total === 0) return null
  const titleId = `dashboard-${list}-title`
  const loading = section.status === 'loading'
  return (
    <SectionBox labelledBy={titleId}>
      <SectionHeader
        id={titleId}
        title={title}
        href={href}
        linkText="Ver todas"
        linkLabel={`Ver todas las ${title.toLowerCase()}`}
      />
      {section.status === 'failed' && (
        <SectionFailure api={api} section={list} what={what} error={section.error} />
      )}
      {page && section.status !== 'failed' && page.data.length === 0 && empty && (
        <p className={css({ color: 'fg.muted' })}>{empty}</p>
      )}
      {page && section.status !== 'failed' && page.data.length > 0 && (
        <>
          <ul
            aria-labelledby={titleId}
            aria-busy={loading || undefined}
            className={cx(cardGrid(), loading && css({ opacity: '0.6' }))}
          >
            {page.data.map((payment) => (
              <PurchaseCard key={payment.id} payment={payment} viewer={viewer} onAction={onAction} />
            ))}
          </ul>
          <Pager label={`Páginas de ${title.toLowerCase()}`} {...api.getPagerProps(list, page)} />
        </>
      )}
      {loading && <Spinner label={`Cargando ${what}`} />}
    </SectionBox>
  )
}
