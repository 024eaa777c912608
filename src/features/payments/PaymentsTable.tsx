import type { Payment, PaymentOrderBy } from '@contract/payments'
import {
  type Chip,
  displayedAmount,
  type PaymentActionName,
  type PaymentViewer,
  paymentChips,
  showsPenalty,
  statusChip,
} from '@machines/payments'
import { type ComponentPropsWithRef, lazy, type ReactNode, Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { MoreVerticalIcon } from '@/components/ui/controlIcons'
import { Table } from '@/components/ui/Table'
import { formatDateShort, formatMoney } from '@/lib/format'
import { loadOnce, loadOnReach } from '@/lib/loadOnce'
import type { RowActionsMenuProps } from './RowActionsMenu'
import { InvoiceUuid, SatVerifyLink } from './SatVerifyLink'

export type PaymentsTableProps = {
  payments: Payment[]
  viewer: PaymentViewer
  /** user.factoring.brand (chips 'Protegida por {brand}', 'Pagado a {brand}'…). */
  brand: string
  /** 'full': the payments list; 'base': the dashboards' subset (ID, counterpart, Estado, Monto, Vencimiento). */
  columns: 'full' | 'base'
  /** Accessible name of the table (visually hidden caption). */
  caption: string
  emptyText: string
  /** The current order; shown on the sortable headers (aria-sort) when `onSort` is given. */
  sort?: { by: PaymentOrderBy; direction: 'asc' | 'desc' }
  /** Makes the headers of PAYMENT_ORDER_BY sortable: called with the clicked column. */
  onSort?: (by: PaymentOrderBy) => void
  /** A 'Ver acciones' item was chosen. */
  onAction: (action: PaymentActionName, payment: Payment) => void
}

type ColumnKey =
  | 'id'
  | 'counterpart'
  | 'status'
  | 'invoice'
  | 'amount'
  | 'term'
  | 'expiration_date'
  | 'created_at'
  | 'payment_date'
  | 'actions'

type Column = { key: ColumnKey; label: string; sortBy?: PaymentOrderBy; align?: 'end' }

/**
 * Headers of docs/decisions.md#payments-list (ID, Estado, Factura, Monto, Plazo, Vencimiento, Venta, Pago).
 */
const columnsOf = (set: 'full' | 'base', viewer: PaymentViewer): Column[] => {
  const counterpart: Column = {
    key: 'counterpart',
    label: viewer.mainRole === 'supplier' ? 'Cliente' : 'Proveedor',
  }
  const id: Column = { key: 'id', label: 'ID', sortBy: 'id' }
  const status: Column = { key: 'status', label: 'Estado', sortBy: 'status' }
  const amount: Column = { key: 'amount', label: 'Monto', sortBy: 'amount', align: 'end' }
  const expiration: Column = { key: 'expiration_date', label: 'Vencimiento', sortBy: 'expiration_date' }
  const actions: Column = { key: 'actions', label: 'Acciones' }
  if (set === 'base') return [id, counterpart, status, amount, expiration, actions]
  return [
    id,
    counterpart,
    status,
    { key: 'invoice', label: 'Factura', sortBy: 'invoice' },
    amount,
    { key: 'term', label: 'Plazo', sortBy: 'term', align: 'end' },
    expiration,
    { key: 'created_at', label: 'Venta', sortBy: 'created_at' },
    { key: 'payment_date', label: 'Pago', sortBy: 'payment_date' },
    actions,
  ]
}

/** 'Factura cargada', 'Factura no cargada' and 'Factura A-123' (invoiceChip). */
const isInvoiceChip = (chip: Chip) => chip.label.startsWith('Factura ')
const isExtensionChip = (chip: Chip) => chip.label === 'Sin extensión' || chip.label.startsWith('Extendido ')

/**
 * The chips of docs/decisions.md#payment-statuses placed in their columns: invoice under Factura, extension
 * under Plazo, the rest under Estado.
 */
const chipsByColumn = (payment: Payment, viewer: PaymentViewer, brand: string, set: 'full' | 'base') => {
  const chips = paymentChips(payment, viewer, brand)
  if (set === 'base') return { status: chips, invoice: [], term: [] }
  return {
    status: chips.filter((chip) => !isInvoiceChip(chip) && !isExtensionChip(chip)),
    invoice: chips.filter(isInvoiceChip),
    term: chips.filter(isExtensionChip),
  }
}

function ChipView({ chip }: { chip: Chip }) {
  return (
    <Badge palette={chip.color} title={chip.tooltip}>
      {chip.label}
      {chip.tooltip && <span className={css({ srOnly: true })}>: {chip.tooltip}</span>}
    </Badge>
  )
}

function Chips({ chips }: { chips: Chip[] }) {
  if (chips.length === 0) return null
  return (
    // Right-aligned beside their label on a phone's card.
    <span
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: { base: 'flex-end', md: 'flex-start' },
        gap: '1',
        mt: { base: '0', md: '1' },
      })}
    >
      {chips.map((chip) => (
        <ChipView key={chip.label} chip={chip} />
      ))}
    </span>
  )
}

function AmountCell({ payment, viewer }: { payment: Payment; viewer: PaymentViewer }) {
  const amount = formatMoney(displayedAmount(payment, viewer))
  if (!showsPenalty(payment, viewer)) return <>{amount}</>
  return (
    <span className={css({ display: 'grid', justifyItems: 'end' })}>
      <span>{amount}</span>
      <span className={css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}>
        {payment.penalty_amount > 0
          ? `Incluye recargo de ${formatMoney(payment.penalty_amount)}`
          : `Recargo por atraso: ${payment.penalty_percentage} %`}
      </span>
    </span>
  )
}

let menuLoaded = false
const loadRowActionsMenu = loadOnce(() =>
  import('./RowActionsMenu').then((module) => {
    menuLoaded = true
    return module
  }),
)
const RowActionsMenu = lazy(loadRowActionsMenu)

/** The 'Ver acciones' menu starts loading when a row's button is pointed at, touched or focused. */
const preloadActionsMenu = loadOnReach(loadRowActionsMenu)

// 'Ver acciones' spelled out on a phone's card (full width) and where the table has room for it; in between
// the pinned column keeps only the icon so that the table fits (at 1280 px it covers no header) and the name
// stays in aria-label and title. The list's table has room from 2xl, the dashboards' smaller one from lg.
const actionsLabel = {
  full: css({ display: { base: 'inline', md: 'none', '2xl': 'inline' } }),
  base: css({ display: { base: 'inline', md: 'none', lg: 'inline' } }),
}

/** The 'Ver acciones' button of a payment row (the menu's trigger, and its stand-in while the menu loads). */
function ActionsTrigger({
  paymentId,
  set,
  ...rest
}: ComponentPropsWithRef<'button'> & { paymentId: number; set: 'full' | 'base' }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Ver acciones del pago ${paymentId}`}
      title="Ver acciones"
      {...rest}
    >
      <MoreVerticalIcon size={16} />
      <span className={actionsLabel[set]}>Ver acciones</span>
    </Button>
  )
}

/**
 * The 'Ver acciones' menu is its own chunk (Ark's menu and its positioning), loaded when someone reaches for a
 * row's button (pointer over it, a touch, keyboard focus), not when the table opens. Until then the row shows
 * the same button, which announces its menu; pressed before the chunk is there, it shows the menu open as soon
 * as it arrives. A row drawn after the chunk loaded has the menu at once. Which of the two buttons a row shows
 * is decided when it mounts and when it is pressed, never when the chunk arrives, so a focused button is not
 * swapped under the keyboard.
 */
function ActionsMenu({ set, ...props }: Omit<RowActionsMenuProps, 'trigger'> & { set: 'full' | 'base' }) {
  const [pressed, setPressed] = useState<RowActionsMenuProps['openedBy']>(undefined)
  const [loadedAtMount] = useState(menuLoaded)
  const paymentId = props.payment.id
  if (!loadedAtMount && pressed === undefined) {
    return (
      <ActionsTrigger
        paymentId={paymentId}
        set={set}
        aria-haspopup="menu"
        aria-expanded="false"
        {...preloadActionsMenu}
        // detail 0: a click from Enter or Space, not from a pointer.
        onClick={(event) => setPressed(event.detail === 0 ? 'keyboard' : 'pointer')}
      />
    )
  }
  return (
    <Suspense
      fallback={
        // Pressed from the keyboard: the stand-in keeps the focus until the menu takes it.
        <ActionsTrigger
          paymentId={paymentId}
          set={set}
          aria-disabled="true"
          autoFocus={pressed === 'keyboard'}
        />
      }
    >
      <RowActionsMenu
        trigger={<ActionsTrigger paymentId={paymentId} set={set} />}
        openedBy={pressed}
        {...props}
      />
    </Suspense>
  )
}

// From md on the first column (ID) and the actions stay in view while a wide table scrolls sideways; on a
// phone the rows are cards (docs/decisions.md#phones-first). One literal per cell kind: Panda's atomic classes
// do not override each other when combined.
const stickyStart = css({
  position: { md: 'sticky' },
  left: '0',
  zIndex: '1',
  bg: { md: 'bg.surface' },
  boxShadow: { md: 'inset -1px 0 0 var(--colors-border)' },
})
const stickyStartHead = css({
  position: { md: 'sticky' },
  left: '0',
  zIndex: '1',
  bg: { md: 'bg.subtle' },
  boxShadow: { md: 'inset -1px 0 0 var(--colors-border)' },
})
const stickyEnd = css({
  position: { md: 'sticky' },
  right: '0',
  zIndex: '1',
  bg: { md: 'bg.surface' },
  boxShadow: { md: 'inset 1px 0 0 var(--colors-border)' },
})
const stickyEndHead = css({
  position: { md: 'sticky' },
  right: '0',
  zIndex: '1',
  bg: { md: 'bg.subtle' },
  boxShadow: { md: 'inset 1px 0 0 var(--colors-border)' },
})
const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  font: 'inherit',
  fontWeight: 'semibold',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: 'l1',
  _hover: { color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
})
const sortMark = css({ fontSize: 'xs', w: '3', display: 'inline-block', textAlign: 'center' })

function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: Column
  sort: PaymentsTableProps['sort']
  onSort: PaymentsTableProps['onSort']
}) {
  const className =
    column.key === 'id' ? stickyStartHead : column.key === 'actions' ? stickyEndHead : undefined
  if (column.key === 'actions') {
    return (
      <Table.Header className={className}>
        <span className={css({ srOnly: true })}>{column.label}</span>
      </Table.Header>
    )
  }
  if (!column.sortBy || !onSort) {
    return (
      <Table.Header align={column.align} className={className}>
        {column.label}
      </Table.Header>
    )
  }
  const active = sort?.by === column.sortBy
  const direction = active ? sort.direction : null
  return (
    <Table.Header
      align={column.align}
      className={className}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className={sortButton} onClick={() => onSort(column.sortBy as PaymentOrderBy)}>
        {column.label}
        <span aria-hidden="true" className={sortMark}>
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </Table.Header>
  )
}

function Cell({
  column,
  payment,
  viewer,
  brand,
  set,
  onAction,
}: {
  column: Column
  payment: Payment
  viewer: PaymentViewer
  brand: string
  set: 'full' | 'base'
  onAction: PaymentsTableProps['onAction']
}): ReactNode {
  switch (column.key) {
    case 'id':
      return (
        <Table.Cell label={column.label} className={cx(stickyStart, css({ fontWeight: 'semibold' }))}>
          {payment.id}
        </Table.Cell>
      )
    case 'counterpart':
      return (
        <Table.Cell label={column.label} className={css({ md: { minW: '32', maxW: '56' } })}>
          {viewer.mainRole === 'supplier' ? payment.customer.business_name : payment.supplier.business_name}
        </Table.Cell>
      )
    case 'status': {
      const chip = statusChip(payment, viewer, brand)
      return (
        <Table.Cell label={column.label}>
          <ChipView chip={chip} />
          <Chips chips={chipsByColumn(payment, viewer, brand, set).status} />
        </Table.Cell>
      )
    }
    case 'invoice':
      return (
        <Table.Cell label={column.label}>
          <Chips chips={chipsByColumn(payment, viewer, brand, set).invoice} />
          {payment.invoice_url && payment.invoice && (
            <span className={css({ display: 'grid', justifyItems: { base: 'end', md: 'start' }, mt: '1' })}>
              <InvoiceUuid invoice={payment.invoice} />
              <SatVerifyLink invoice={payment.invoice} paymentId={payment.id} />
            </span>
          )}
        </Table.Cell>
      )
    case 'amount':
      return (
        <Table.Cell label={column.label} align="end">
          <AmountCell payment={payment} viewer={viewer} />
        </Table.Cell>
      )
    case 'term':
      return (
        <Table.Cell label={column.label} align="end">
          <span className={css({ whiteSpace: 'nowrap' })}>{payment.term} días</span>
          <Chips chips={chipsByColumn(payment, viewer, brand, set).term} />
        </Table.Cell>
      )
    case 'expiration_date':
      return <Table.Cell label={column.label}>{formatDateShort(payment.expiration_date)}</Table.Cell>
    case 'created_at':
      return <Table.Cell label={column.label}>{formatDateShort(payment.purchase_date)}</Table.Cell>
    case 'payment_date':
      return (
        <Table.Cell label={column.label}>
          {payment.payment_date ? formatDateShort(payment.payment_date) : '—'}
        </Table.Cell>
      )
    case 'actions':
      return (
        <Table.Cell align="end" actions className={stickyEnd}>
          <ActionsMenu payment={payment} viewer={viewer} onAction={onAction} set={set} />
        </Table.Cell>
      )
  }
}

/**
 * The payments table of the payments list and the dashboards: docs/decisions.md#penalty chips, the amount a
 * viewer sees (penalty for
 * the customer while unpaid), and a 'Ver acciones' menu with exactly `actionsFor(payment, viewer)`. On a phone
 * each payment is a card with its 'Ver acciones' full width; from md on a table that scrolls sideways with the
 * ID and the actions pinned.
 */
export function PaymentsTable({
  payments,
  viewer,
  brand,
  columns,
  caption,
  emptyText,
  sort,
  onSort,
  onAction,
}: PaymentsTableProps) {
  const list = columnsOf(columns, viewer)
  return (
    <Table caption={caption} layout="cards">
      <Table.Head>
        <Table.Row>
          {list.map((column) => (
            <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {payments.length === 0 ? (
          <Table.Empty colSpan={list.length}>{emptyText}</Table.Empty>
        ) : (
          payments.map((payment) => (
            <Table.Row key={payment.id}>
              {list.map((column) => (
                <Cell
                  key={column.key}
                  column={column}
                  payment={payment}
                  viewer={viewer}
                  brand={brand}
                  set={columns}
                  onAction={onAction}
                />
              ))}
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table>
  )
}
