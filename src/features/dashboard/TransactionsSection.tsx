import type { Payment } from '@contract/payments'
import { type DashboardApi, TABLE_ROWS } from '@machines/dashboard'
import type { PaymentActionName, PaymentViewer } from '@machines/payments'
import { lazy, Suspense, useEffect } from 'react'
import { css } from 'styled-system/css'
import { Spinner } from '@/components/ui/Spinner'
import { SectionBox, SectionFailure, SectionHeader } from './sectionParts'

/** The three 'Transacciones' tables each linking to its status in the list. */
export const TRANSACTION_TABLES = [
  {
    section: 'toConfirm',
    status: 'to_confirm',
    title: 'Por confirmar',
    label: 'transacciones por confirmar',
  },
  { section: 'expired', status: 'expired', title: 'Vencidas', label: 'transacciones vencidas' },
  { section: 'pending', status: 'pending', title: 'Pendientes', label: 'transacciones pendientes' },
] as const

type TableDef = (typeof TRANSACTION_TABLES)[number]

// The table and its 'Ver acciones' menus (Ark Menu, floating-ui) load beside the rest of the page, which shows
// first; the chunk is asked for as soon as this section mounts, in parallel with the tables' data.
const loadPaymentsTable = () => import('@/features/payments/PaymentsTable')
const PaymentsTable = lazy(() => loadPaymentsTable().then((module) => ({ default: module.PaymentsTable })))

function TransactionsTable({
  api,
  table,
  viewer,
  brand,
  onAction,
}: {
  api: DashboardApi
  table: TableDef
  viewer: PaymentViewer
  brand: string
  onAction: (action: PaymentActionName, payment: Payment) => void
}) {
  const section = api.section(table.section)
  if (section.status === 'absent' || !api.shown(table.section)) return null
  const titleId = `dashboard-${table.section}-title`
  const caption = `Transacciones ${table.title.toLowerCase()}`
  return (
    <SectionBox labelledBy={titleId}>
      <SectionHeader
        id={titleId}
        level={3}
        title={table.title}
        href={`/payments/${table.status}`}
        linkText="Ver mas"
        linkLabel={`Ver mas ${table.label}`}
      />
      {section.status === 'failed' && (
        <SectionFailure api={api} section={table.section} what={`las ${table.label}`} error={section.error} />
      )}
      {section.status === 'loading' && !section.data && <Spinner label={`Cargando ${table.label}`} />}
      {section.data && section.status !== 'failed' && (
        <div aria-busy={section.status === 'loading' || undefined}>
          <Suspense fallback={<Spinner label={`Cargando ${table.label}`} />}>
            <PaymentsTable
              payments={section.data.data.slice(0, TABLE_ROWS)}
              viewer={viewer}
              brand={brand}
              columns="base"
              caption={caption}
              emptyText={`No hay ${table.label}`}
              onAction={onAction}
            />
          </Suspense>
        </div>
      )}
    </SectionBox>
  )
}

export function TransactionsSection(props: {
  api: DashboardApi
  viewer: PaymentViewer
  brand: string
  onAction: (action: PaymentActionName, payment: Payment) => void
}) {
  useEffect(() => {
    void loadPaymentsTable()
  }, [])
  if (!props.api.shown(TRANSACTION_TABLES[0].section)) return null
  return (
    <section
      aria-labelledby="dashboard-transactions-title"
      className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6' })}
    >
      <h2 id="dashboard-transactions-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        Transacciones
      </h2>
      {TRANSACTION_TABLES.map((table) => (
        <TransactionsTable key={table.section} table={table} {...props} />
      ))}
    </section>
  )
}
