import type { Resume } from '@contract/resume'
import { CUSTOMER_RESUME_KEYS, SUPPLIER_RESUME_KEYS } from '@contract/resumeKeys'
import type { DashboardApi, DashboardRole } from '@machines/dashboard'
import { css } from 'styled-system/css'
import { cardGrid } from '@/components/layout/cardGrid'
import { SpreadRow } from '@/components/layout/SpreadRow'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { Switch } from '@/components/ui/Switch'
import { formatMoney } from '@/lib/format'
import { SectionFailure } from './sectionParts'

type ResumeKey = (typeof CUSTOMER_RESUME_KEYS)[number] | (typeof SUPPLIER_RESUME_KEYS)[number]

/**
 * The summary cards' labels (odd-indexed values are money). The supplier's month is the business's: worded
 * apart from the user's own 'Mis ventas del mes' (docs/decisions.md#the-months-sales).
 */
export const RESUME_LABELS: Record<ResumeKey, string> = {
  purchases_to_expired_total: 'Compras por vencer esta semana',
  purchases_to_pay_amount: 'Total por pagar',
  purchases_month_total: 'Compras del mes',
  purchases_paid_month_amount: 'Pagado en el mes',
  purchases_expired_total: 'Compras vencidas',
  sales_receivable_total: 'Ventas por cobrar',
  sales_receivable_amount: 'Total por cobrar',
  sales_month_total: 'Ventas del negocio en el mes',
  sales_month_amount: 'Vendido por el negocio en el mes',
  sales_to_confirm_total: 'Pagos por confirmar',
}

/** 'Mis ventas del mes' (the spec's words) and whose sales they are. */
export const MY_SALES = {
  label: 'Mis ventas del mes',
  hint: 'Solo tus ventas: las asignadas a ti y las que registraste sin vendedor.',
} as const

/** The cards in display order, each value formatted: money at odd indexes, counts otherwise. */
export const resumeCards = (resume: Resume, role: DashboardRole) =>
  (role === 'customer' ? CUSTOMER_RESUME_KEYS : SUPPLIER_RESUME_KEYS).map((key, index) => {
    const value = resume[key] ?? 0
    return { key, label: RESUME_LABELS[key], value: index % 2 === 1 ? formatMoney(value) : String(value) }
  })

const term = css({ color: 'fg.muted', fontSize: 'sm' })
const bigValue = css({ fontSize: '3xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })

/**
 * 'Disponible', the reserved lines' total (customers, when above 0), '¿Necesitas más crédito?' and the buyer
 * user button (customers), 'Mis ventas del mes' (suppliers with rewards), then the summary cards.
 */
export function ResumeSection({
  api,
  role,
  canCreateBuyer,
}: {
  api: DashboardApi
  role: DashboardRole
  canCreateBuyer: boolean
}) {
  const resume = api.section('resume')
  const salesTotal = api.section('salesTotal')
  const data = resume.status === 'absent' ? null : resume.data
  const loading = resume.status === 'loading'

  return (
    <>
      <div className={cardGrid({ gap: 'wide' })}>
        <Card>
          <Card.Body className={css({ display: 'grid', gap: '4' })}>
            <dl className={css({ display: 'grid', gap: '3' })}>
              <div>
                <dt className={term}>Disponible</dt>
                <dd className={bigValue} aria-busy={loading || undefined}>
                  {loading && !data && <Spinner label="Cargando disponible" />}
                  {data && formatMoney(data.amount_available)}
                </dd>
              </div>
              {role === 'customer' && data && data.total_reserved_credit_lines > 0 && (
                <div>
                  <dt className={term}>Líneas de crédito reservadas</dt>
                  <dd className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
                    {formatMoney(data.total_reserved_credit_lines)}
                  </dd>
                </div>
              )}
            </dl>
            {resume.status === 'failed' && (
              <SectionFailure api={api} section="resume" what="el disponible" error={resume.error} />
            )}
            {role === 'customer' && (
              <SpreadRow>
                <Switch
                  label={
                    <>
                      ¿Necesitas más crédito? <strong>Si</strong>
                    </>
                  }
                  {...api.getCreditToggleProps()}
                />
                {canCreateBuyer && (
                  <Button variant="outline" size="sm" {...api.getCreateBuyerProps()}>
                    Crear usuario comprador
                  </Button>
                )}
              </SpreadRow>
            )}
          </Card.Body>
        </Card>
        {salesTotal.status !== 'absent' && (
          <Card>
            <Card.Body className={css({ display: 'grid', gap: '3' })}>
              <dl>
                <dt className={term}>{MY_SALES.label}</dt>
                <dd
                  className={bigValue}
                  aria-busy={salesTotal.status === 'loading' || undefined}
                  aria-describedby="dashboard-my-sales-hint"
                >
                  {salesTotal.status === 'loading' && !salesTotal.data && (
                    <Spinner label="Cargando mis ventas del mes" />
                  )}
                  {salesTotal.data && formatMoney(salesTotal.data.total)}
                </dd>
              </dl>
              <p id="dashboard-my-sales-hint" className={term}>
                {MY_SALES.hint}
              </p>
              {salesTotal.status === 'failed' && (
                <SectionFailure
                  api={api}
                  section="salesTotal"
                  what="tus ventas del mes"
                  error={salesTotal.error}
                />
              )}
            </Card.Body>
          </Card>
        )}
      </div>
      {data && (
        <section aria-labelledby="dashboard-summary-title">
          <h2 id="dashboard-summary-title" className={css({ srOnly: true })}>
            Resumen
          </h2>
          <dl
            aria-busy={loading || undefined}
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            })}
          >
            {resumeCards(data, role).map((card) => (
              <Card
                key={card.key}
                variant="subtle"
                className={css({ p: '4', display: 'grid', gap: '1', justifyContent: 'space-between' })}
              >
                <dt className={term}>{card.label}</dt>
                <dd
                  className={css({ fontSize: 'xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}
                >
                  {card.value}
                </dd>
              </Card>
            ))}
          </dl>
        </section>
      )}
    </>
  )
}
