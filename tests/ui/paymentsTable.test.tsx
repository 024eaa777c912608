import { ACTION_MSG } from '@contract/paymentActions'
import type { Payment, PaymentOrderBy } from '@contract/payments'
import type { PaymentViewer } from '@machines/payments'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PaymentsTable, type PaymentsTableProps } from '@/features/payments/PaymentsTable'
import { paymentsHref, routeOf } from '@/features/payments/paymentsRoute'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from './axe'
import {
  actionsTrigger,
  customerViewer,
  openActionsByKeyboard,
  pagePayments,
  paymentIn,
  supplierViewer,
  tableDefaults,
} from './payments.fixtures'

const { pending, toConfirm, expired } = pagePayments

const renderTable = (props: Partial<PaymentsTableProps> & { payments: Payment[]; viewer: PaymentViewer }) =>
  render(<PaymentsTable {...tableDefaults} onAction={() => {}} {...props} />)

/** The row's 'Ver acciones' items: [label] or [label, reason] when the item is disabled. */
const menuOf = async (payment: Payment, viewer: PaymentViewer): Promise<string[][]> => {
  const { unmount } = renderTable({ payments: [payment], viewer })
  const user = userEvent.setup()
  const menu = await openActionsByKeyboard(await actionsTrigger(payment.id), user)
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => {
      const label = item.querySelector('span > span')?.textContent
      const reason = item.querySelector('span > span + span')?.textContent
      return item.hasAttribute('data-disabled') ? [label ?? '', reason ?? ''] : [item.textContent ?? '']
    })
  unmount()
  return items
}

const supplierNoFactoring: PaymentViewer = { mainRole: 'supplier', roleId: 3, canRequestFactoring: false }
const buyer: PaymentViewer = { mainRole: 'customer', roleId: 5, canRequestFactoring: false }

describe("'Ver acciones' (docs/decisions.md#payment-lifecycle)", () => {
  it.each<[string, Payment, PaymentViewer, string[][]]>([
    [
      'supplier, pending without invoice, factoring allowed',
      pending,
      supplierViewer,
      [
        ['Informar pago'],
        ['Extender plazo'],
        ['Adjuntar factura'],
        ['Editar'],
        ['Solicitar factoraje'],
        ['Ver comprobante de compra'],
      ],
    ],
    [
      'supplier (vendor), pending with invoice, factoring not allowed',
      { ...pending, invoice_url: '/api/files/9' },
      supplierNoFactoring,
      [['Informar pago'], ['Extender plazo'], ['Editar'], ['Ver factura'], ['Ver comprobante de compra']],
    ],
    [
      'supplier, proof awaiting confirmation',
      toConfirm,
      supplierViewer,
      [['Confirmar'], ['Rechazar'], ['Ver comprobante de pago'], ['Ver comprobante de compra']],
    ],
    [
      'supplier, expired with invoice',
      expired,
      supplierViewer,
      [['Informar pago'], ['Reportar impago'], ['Ver factura'], ['Ver comprobante de compra']],
    ],
    [
      'supplier, rejected proof',
      paymentIn('rejected', { id: 104, manual_confirmation_status: 'rejected' }),
      supplierViewer,
      [['Informar pago'], ['Editar'], ['Ver comprobante de compra']],
    ],
    [
      'supplier, non-payment already reported',
      paymentIn('non_payment', { id: 105 }),
      supplierViewer,
      [['Informar pago', ACTION_MSG.nonPaymentAlreadyReported], ['Ver comprobante de compra']],
    ],
    [
      'supplier, paid with proof and invoice',
      paymentIn('paid', { id: 106, proof_payment_url: '/api/files/7', invoice_url: '/api/files/8' }),
      supplierViewer,
      [['Ver factura'], ['Ver comprobante de pago'], ['Ver comprobante de compra']],
    ],
    [
      'customer, pending',
      pending,
      customerViewer,
      [['Pagar'], ['Solicitar extensión de plazo'], ['Asignar a proyecto'], ['Ver comprobante de compra']],
    ],
    [
      'customer, pending with an extension request under way',
      { ...pending, pending_request_extend_term: true },
      buyer,
      [['Pagar'], ['Asignar a proyecto'], ['Ver comprobante de compra']],
    ],
    [
      'customer, proof awaiting confirmation',
      toConfirm,
      customerViewer,
      [['Asignar a proyecto'], ['Ver comprobante de pago'], ['Ver comprobante de compra']],
    ],
    [
      'customer, rejected proof (uploads again)',
      paymentIn('rejected', { id: 104, manual_confirmation_status: 'rejected' }),
      customerViewer,
      [['Pagar'], ['Asignar a proyecto'], ['Ver comprobante de compra']],
    ],
    [
      'customer, not reported in time',
      paymentIn('not_reported', { id: 107 }),
      customerViewer,
      [['Pagar', ACTION_MSG.notReportable], ['Asignar a proyecto'], ['Ver comprobante de compra']],
    ],
    ['customer, paid', paymentIn('paid', { id: 106 }), buyer, [['Ver comprobante de compra']]],
  ])('%s', async (_, payment, viewer, expected) => {
    expect(await menuOf(payment, viewer)).toEqual(expected)
  })

  it('tells the screen which action was chosen for which payment', async () => {
    const onAction = vi.fn()
    const user = userEvent.setup()
    renderTable({ payments: [pending, toConfirm], viewer: supplierViewer, onAction })
    await openActionsByKeyboard(await actionsTrigger(toConfirm.id), user)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onAction).toHaveBeenCalledWith('reject', toConfirm)
  })
})

describe('the amount a viewer sees (docs/decisions.md#penalty)', () => {
  const amountCell = (payment: Payment) => {
    const row = screen.getByRole('button', { name: `Ver acciones del pago ${payment.id}` }).closest('tr')!
    return within(row).getAllByRole('cell')[4]!
  }

  it('the customer sees the penalty while unpaid; suppliers and paid payments show the amount', () => {
    const paidWithPenalty = paymentIn('paid', {
      id: 120,
      penalty_percentage: 5,
      amount: 9000,
      total_pending_amount: 0,
    })
    const dueWithRate = paymentIn('pending', { id: 121, penalty_percentage: 3, total_pending_amount: 12500 })
    const { unmount } = renderTable({
      payments: [expired, paidWithPenalty, dueWithRate, pending],
      viewer: customerViewer,
    })
    expect(amountCell(expired)).toHaveTextContent(
      `${formatMoney(21000)}Incluye recargo de ${formatMoney(1000)}`,
    )
    expect(amountCell(paidWithPenalty)).toHaveTextContent(new RegExp(`^\\${formatMoney(9000)}$`))
    expect(amountCell(dueWithRate)).toHaveTextContent('Recargo por atraso: 3 %')
    expect(amountCell(pending)).toHaveTextContent(new RegExp(`^\\${formatMoney(12500)}$`))
    unmount()

    renderTable({ payments: [expired, dueWithRate], viewer: supplierViewer })
    expect(amountCell(expired)).toHaveTextContent(new RegExp(`^\\${formatMoney(20000)}$`))
    expect(amountCell(dueWithRate)).not.toHaveTextContent('Recargo')
  })
})

describe('PaymentsTable', () => {
  it('full columns: chips in their columns, counterpart by role, sortable headers', async () => {
    const onSort = vi.fn<(by: PaymentOrderBy) => void>()
    const factoring = paymentIn('pending', {
      id: 130,
      is_factoring: 1,
      customer: { id: 4, business_name: 'Obras Sur' },
    })
    renderTable({
      payments: [expired, factoring],
      viewer: supplierViewer,
      sort: { by: 'amount', direction: 'desc' },
      onSort,
    })
    const table = screen.getByRole('table', { name: 'Pagos' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'ID',
      'Cliente',
      'Estado',
      'Factura',
      'Monto',
      'Plazo',
      'Vencimiento',
      'Venta',
      'Pago',
      'Acciones',
    ])
    expect(within(table).getByRole('columnheader', { name: 'Monto' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(within(table).getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'none')
    expect(within(table).getByRole('columnheader', { name: 'Cliente' })).not.toHaveAttribute('aria-sort')

    const [, first, second] = within(table).getAllByRole('row')
    const cells = within(first!)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells).toEqual([
      '103',
      'Constructora Robles',
      'Vencida',
      'Factura cargada',
      formatMoney(20000),
      '30 díasExtendido 10 día(s)',
      '01/03/2025',
      '31/03/2025',
      '—',
      'Ver acciones',
    ])
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent(
      'PendienteFactoraje pendienteProtegida por Impulso',
    )

    const user = userEvent.setup()
    for (const [label, key] of [
      ['ID', 'id'],
      ['Estado', 'status'],
      ['Factura', 'invoice'],
      ['Monto', 'amount'],
      ['Plazo', 'term'],
      ['Vencimiento', 'expiration_date'],
      ['Venta', 'created_at'],
      ['Pago', 'payment_date'],
    ] as const) {
      await user.click(within(table).getByRole('button', { name: label }))
      expect(onSort).toHaveBeenLastCalledWith(key)
    }
    await expectNoAxeViolations()
  })

  it("base columns for the dashboards, 'Proveedor' for customers, the empty text, no sort buttons", async () => {
    const { unmount } = renderTable({
      payments: [toConfirm],
      viewer: customerViewer,
      columns: 'base',
      caption: 'Por confirmar',
    })
    const table = screen.getByRole('table', { name: 'Por confirmar' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Proveedor', 'Estado', 'Monto', 'Vencimiento', 'Acciones'])
    expect(within(table).queryByRole('button', { name: 'ID' })).not.toBeInTheDocument()
    // Base rows carry every chip in Estado.
    expect(within(table).getAllByRole('cell')[2]).toHaveTextContent(
      'A confirmarPago a confirmarFactura no cargadaSin extensión',
    )
    expect(within(table).getAllByRole('cell')[1]).toHaveTextContent('Aceros del Norte')
    await expectNoAxeViolations()
    unmount()
    renderTable({
      payments: [],
      viewer: customerViewer,
      columns: 'base',
      emptyText: 'Aún no tienes compras por vencer',
    })
    expect(screen.getByText('Aún no tienes compras por vencer')).toBeInTheDocument()
  })

  it("explains a rejected proof ('El proveedor rechazo el pago')", () => {
    renderTable({
      payments: [paymentIn('rejected', { id: 104, manual_confirmation_status: 'rejected' })],
      viewer: customerViewer,
    })
    const chip = screen.getByText('Pago rechazado')
    expect(chip).toHaveAttribute('title', 'El proveedor rechazo el pago')
    expect(chip).toHaveTextContent('Pago rechazado: El proveedor rechazo el pago')
  })
})

describe('payments route and permissions', () => {
  it('reads the status from the path or ?status=, and the reserved line from the query', () => {
    expect(routeOf({ status: 'paid' }, 'status=expired')).toEqual({ status: 'paid', reservedLineId: null })
    expect(routeOf({}, 'status=to_confirm&reserved_credit_line_id=31')).toEqual({
      status: 'to_confirm',
      reservedLineId: 31,
    })
    expect(routeOf({}, 'reserved_credit_line_id=abc')).toEqual({ status: null, reservedLineId: null })
    expect(paymentsHref('pending', null)).toBe('/payments/pending')
    expect(paymentsHref('paid', 31)).toBe('/payments/paid?reserved_credit_line_id=31')
  })
})

describe("the invoice's chip and 'Verificar en el SAT' (docs/invoices.md)", () => {
  const uuid = '6F8B2A1C-3D4E-4F50-8A9B-0C1D2E3F4A5B'
  const satUrl = `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${uuid}&re=MEF100312AB3&rr=CRO150820KJ9&tt=1000.0&fe=QmFrZWQx`
  const read = {
    ...pending,
    invoice_url: '/api/files/9',
    invoice: { uuid, serie: 'A', folio: '123', sat_url: satUrl },
  }

  it('names the CFDI by serie-folio with its UUID, and links to the SAT in a new tab', async () => {
    const { container } = renderTable({ payments: [read], viewer: supplierViewer })
    const chip = screen.getByText('Factura A-123').closest('[title]')
    expect(chip).toHaveAttribute('title', `Folio fiscal ${uuid}`)
    expect(chip).toHaveTextContent(`Factura A-123: Folio fiscal ${uuid}`)
    expect(screen.getAllByText(`Folio fiscal ${uuid}`).length).toBeGreaterThan(0)
    const link = screen.getByRole('link', { name: /^Verificar en el SAT la factura del pago 101/ })
    expect(link).toHaveAttribute('href', satUrl)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link).toHaveTextContent('Verificar en el SAT')
    await expectNoAxeViolations(container)
  })

  it("says 'Factura cargada' for a PDF alone, with no SAT link", () => {
    renderTable({ payments: [{ ...pending, invoice_url: '/api/files/9' }], viewer: customerViewer })
    expect(screen.getByText('Factura cargada')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Verificar en el SAT/ })).toBeNull()
  })

  it("a CFDI without serie nor folio is 'Factura cargada' with its UUID and link", () => {
    renderTable({
      payments: [{ ...read, invoice: { ...read.invoice, serie: null, folio: null } }],
      viewer: customerViewer,
    })
    expect(screen.getByText('Factura cargada').closest('[title]')).toHaveAttribute(
      'title',
      `Folio fiscal ${uuid}`,
    )
    expect(screen.getByRole('link', { name: /^Verificar en el SAT/ })).toBeInTheDocument()
  })
})
