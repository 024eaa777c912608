import { editNotLowerErrors } from '@contract/paymentActions'
import type { Payment, PaymentStatusName } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import {
  ACTION_LABEL,
  actionsFor,
  blockedReason,
  type ChipColor,
  displayedAmount,
  invoiceChip,
  type PaymentActionName,
  type PaymentViewer,
  paymentChips,
  showsPenalty,
  statusChip,
} from '@machines/payments'
import { describe, expect, it } from 'vitest'
import { paymentIn } from './paymentDialog.fixtures'

/**
 * The payment rules every payments screen reads (machines/payments/paymentRules.ts) beside the lifecycle table
 * (paymentLifecycle.test.ts): the status label and colour, the chips, the menu's file items, the penalty shown,
 * the local blocks of what is not a lifecycle action. Expectations from the product description (statuses,
 * chips, 'Ver acciones', penalty display) and docs/decisions.md#payment-statuses.
 */

const BRAND = 'Impulso'
const supplier: PaymentViewer = { mainRole: 'supplier', roleId: 2, canRequestFactoring: true }
const customer: PaymentViewer = { mainRole: 'customer', roleId: 5, canRequestFactoring: false }
const PALETTE: readonly ChipColor[] = ['warning', 'primary', 'success', 'red', 'neutral']

const STATUSES: readonly PaymentStatusName[] = [
  'pending',
  'to_confirm',
  'paid',
  'expired',
  'non_payment',
  'paid_by_provider',
  'paid_to_provider',
  'payment_in_financing',
  'rejected',
  'not_reported',
]
const PAID: readonly PaymentStatusName[] = [
  'paid',
  'paid_by_provider',
  'paid_to_provider',
  'payment_in_financing',
]

/** Label and colour per status as the customer sees it; null colour: the description leaves it open. */
const CUSTOMER_LABEL: Record<PaymentStatusName, [string, ChipColor | null]> = {
  pending: ['Pendiente', 'warning'],
  to_confirm: ['A confirmar', 'primary'],
  paid: ['Pagada', 'success'],
  expired: ['Vencida', 'red'],
  non_payment: ['Vencida', 'red'],
  paid_by_provider: ['Vencida', 'red'],
  paid_to_provider: [`Pagado a ${BRAND}`, 'success'],
  payment_in_financing: ['Pago financiado', 'warning'],
  rejected: ['Rechazado', null],
  not_reported: ['Vencida', 'red'],
}

describe('status label and colour', () => {
  it.each(STATUSES)('%s: the label and colour of the product, suppliers see 7 and 8 as paid', (status) => {
    for (const factoring of [0, 1]) {
      const payment = paymentIn(status, { is_factoring: factoring })
      const [label, color] = CUSTOMER_LABEL[status]
      const forCustomer = status === 'to_confirm' && factoring ? `A confirmar por ${BRAND}` : label
      const forSupplier =
        status === 'paid_to_provider' || status === 'payment_in_financing' ? 'Pagada' : forCustomer
      const supplierColor =
        status === 'paid_to_provider' || status === 'payment_in_financing' ? 'success' : color
      for (const [viewer, expectedLabel, expectedColor] of [
        [customer, forCustomer, color],
        [supplier, forSupplier, supplierColor],
      ] as const) {
        const chip = statusChip(payment, viewer, BRAND)
        expect(chip.label, `${viewer.mainRole} factoring ${factoring}`).toBe(expectedLabel)
        if (expectedColor) expect(chip.color).toBe(expectedColor)
        else expect(PALETTE).toContain(chip.color)
      }
    }
  })
})

const labelsOf = (payment: Payment, viewer: PaymentViewer) =>
  paymentChips(payment, viewer, BRAND).map((chip) => chip.label)

describe('chips beside the status', () => {
  it('manual confirmation: a proof waiting, a proof rejected (with its tooltip)', () => {
    const waiting = paymentChips(
      paymentIn('to_confirm', { manual_confirmation_status: 'pending' }),
      supplier,
      BRAND,
    )
    expect(waiting.map((chip) => chip.label)).toContain('Pago a confirmar')
    expect(waiting.map((chip) => chip.label)).not.toContain('Pago rechazado')
    const rejected = paymentChips(
      paymentIn('rejected', { manual_confirmation_status: 'rejected' }),
      customer,
      BRAND,
    )
    expect(rejected.find((chip) => chip.label === 'Pago rechazado')?.tooltip).toBe(
      'El proveedor rechazo el pago',
    )
    expect(rejected.map((chip) => chip.label)).not.toContain('Pago a confirmar')
    const accepted = labelsOf(paymentIn('paid', { manual_confirmation_status: 'accepted' }), customer)
    expect(accepted).not.toContain('Pago a confirmar')
    expect(accepted).not.toContain('Pago rechazado')
  })

  it('factoring: the supplier sees pending or advanced; the customer neither', () => {
    const factored = paymentIn('pending', { is_factoring: 1, is_paid_to_supplier: 0 })
    const advanced = paymentIn('pending', { is_factoring: 1, is_paid_to_supplier: 1 })
    expect(labelsOf(factored, supplier)).toEqual(
      expect.arrayContaining(['Factoraje pendiente', `Protegida por ${BRAND}`]),
    )
    expect(labelsOf(factored, supplier)).not.toContain(`Pago adelantado por ${BRAND}`)
    expect(labelsOf(advanced, supplier)).toContain(`Pago adelantado por ${BRAND}`)
    expect(labelsOf(advanced, supplier)).not.toContain('Factoraje pendiente')
    for (const payment of [factored, advanced]) {
      const seen = labelsOf(payment, customer)
      for (const label of ['Factoraje pendiente', `Protegida por ${BRAND}`, `Pago adelantado por ${BRAND}`])
        expect(seen).not.toContain(label)
    }
    const plain = labelsOf(paymentIn('pending', { is_paid_to_supplier: 1 }), supplier)
    expect(plain).not.toContain(`Pago adelantado por ${BRAND}`)
    expect(plain).not.toContain('Factoraje pendiente')
  })

  it("the invoice's chip: serie-folio and the UUID of a read CFDI, 'Factura cargada' for a PDF alone", () => {
    const uuid = '6F8B2A1C-3D4E-4F50-8A9B-0C1D2E3F4A5B'
    const cfdi = {
      uuid,
      serie: 'A',
      folio: '123',
      sat_url: 'https://verificacfdi.facturaelectronica.sat.gob.mx/',
    }
    const withFile = { invoice_url: '/api/files/9' }
    expect(invoiceChip({ ...withFile, invoice: cfdi })).toEqual({
      label: 'Factura A-123',
      color: 'success',
      tooltip: `Folio fiscal ${uuid}`,
    })
    expect(invoiceChip({ ...withFile, invoice: { ...cfdi, serie: null } }).label).toBe('Factura 123')
    expect(invoiceChip({ ...withFile, invoice: { ...cfdi, folio: null } }).label).toBe('Factura A')
    expect(invoiceChip({ ...withFile, invoice: { ...cfdi, serie: null, folio: null } })).toEqual({
      label: 'Factura cargada',
      color: 'success',
      tooltip: `Folio fiscal ${uuid}`,
    })
    expect(invoiceChip({ ...withFile, invoice: null })).toEqual({
      label: 'Factura cargada',
      color: 'success',
    })
    expect(invoiceChip({ invoice_url: null, invoice: null }).label).toBe('Factura no cargada')
  })

  it('invoice, extension and behaviour (hidden when VIGENTE or SIN PAGO)', () => {
    const bare = paymentIn('pending', { invoice_url: null, extended_term: 0, payment_behavior: 'VIGENTE' })
    expect([...labelsOf(bare, supplier)].sort()).toEqual(['Factura no cargada', 'Sin extensión'])
    const full = paymentIn('expired', {
      invoice_url: '/api/files/9',
      extended_term: 5,
      payment_behavior: 'ATRASADO',
    })
    expect([...labelsOf(full, customer)].sort()).toEqual([
      'ATRASADO',
      'Extendido 5 día(s)',
      'Factura cargada',
    ])
    expect(labelsOf(paymentIn('expired', { payment_behavior: 'SIN PAGO' }), customer)).not.toContain(
      'SIN PAGO',
    )
    expect(labelsOf(paymentIn('pending', { payment_behavior: null }), customer)).toHaveLength(2)
    for (const chip of [...paymentChips(full, supplier, BRAND), ...paymentChips(bare, customer, BRAND)])
      expect(PALETTE).toContain(chip.color)
    const everything = paymentIn('to_confirm', {
      manual_confirmation_status: 'pending',
      is_factoring: 1,
      invoice_url: '/api/files/9',
      extended_term: 3,
      payment_behavior: 'ATRASADO',
    })
    for (const chip of [
      ...paymentChips(everything, supplier, BRAND),
      ...paymentChips(
        { ...everything, is_paid_to_supplier: 1, manual_confirmation_status: 'rejected' },
        supplier,
        BRAND,
      ),
    ])
      expect(PALETTE).toContain(chip.color)
  })
})

describe('penalty display', () => {
  const expired = paymentIn('expired', { amount: 1000, penalty_percentage: 5, total_pending_amount: 1050 })
  it('a customer sees the penalty while the payment is unpaid and carries one; everyone else the amount', () => {
    expect(showsPenalty(expired, customer)).toBe(true)
    expect(displayedAmount(expired, customer)).toBe(1050)
    expect(showsPenalty(expired, supplier)).toBe(false)
    expect(displayedAmount(expired, supplier)).toBe(1000)
    const none = { ...expired, penalty_percentage: 0, total_pending_amount: 1000.01 }
    expect(showsPenalty(none, customer)).toBe(false)
    expect(displayedAmount(none, customer)).toBe(1000)
    for (const status of PAID) {
      const paid = paymentIn(status, { amount: 1000, penalty_percentage: 5, total_pending_amount: 1050 })
      expect(showsPenalty(paid, customer), status).toBe(false)
      expect(displayedAmount(paid, customer), status).toBe(1000)
    }
  })
})

const FILE_ITEMS: PaymentActionName[] = [
  'assignProject',
  'viewInvoice',
  'viewProofPayment',
  'viewProofPurchase',
]
const fileItems = (payment: Payment, viewer: PaymentViewer) =>
  actionsFor(payment, viewer).filter((action) => FILE_ITEMS.includes(action))

describe("'Ver acciones': the items that are not lifecycle actions", () => {
  it('Ver factura with an invoice; Ver comprobante de pago when paid or awaiting confirmation with a proof; Ver comprobante de compra always', () => {
    for (const status of STATUSES) {
      for (const invoice of [null, '/api/files/1']) {
        for (const proof of [null, '/api/files/2']) {
          for (const manual of [null, 'pending'] as const) {
            const payment = paymentIn(status, {
              invoice_url: invoice,
              proof_payment_url: proof,
              manual_confirmation_status: status === 'to_confirm' ? manual : null,
            })
            const awaiting = status === 'to_confirm' && manual === 'pending'
            const paid = PAID.includes(status)
            const expected = [
              ...(invoice ? ['viewInvoice'] : []),
              ...((paid || awaiting) && proof ? ['viewProofPayment'] : []),
              'viewProofPurchase',
            ]
            const context = `${status} invoice ${invoice} proof ${proof} manual ${manual}`
            expect(fileItems(payment, supplier), context).toEqual(expected)
            // The customer may also assign an unpaid purchase to a project, before the files.
            expect(fileItems(payment, customer), context).toEqual([
              ...(paid ? [] : ['assignProject']),
              ...expected,
            ])
          }
        }
      }
    }
  })

  it('an extension request still unanswered (accepted null) is pending: no second request', () => {
    const base = paymentIn('pending', { pending_request_extend_term: false })
    const unanswered = paymentIn('pending', { last_extension_term: { days: 15, accepted: null } })
    const answered = paymentIn('pending', { last_extension_term: { days: 15, accepted: true } })
    expect(actionsFor(base, customer)).toContain('requestExtendTerm')
    expect(actionsFor(answered, customer)).toContain('requestExtendTerm')
    expect(actionsFor(unanswered, customer)).not.toContain('requestExtendTerm')
  })

  it('a payment due today is not past its due date (only a negative remaining_days is)', () => {
    for (const viewer of [supplier, customer]) {
      const dueLater = actionsFor(paymentIn('pending', { remaining_days: 5 }), viewer)
      expect(actionsFor(paymentIn('pending', { remaining_days: 0 }), viewer)).toEqual(dueLater)
    }
    // Sanity: overdue does change the supplier's menu (it may report the non-payment).
    expect(actionsFor(paymentIn('pending', { remaining_days: -1 }), supplier)).not.toEqual(
      actionsFor(paymentIn('pending', { remaining_days: 5 }), supplier),
    )
  })

  it('labels of the menu items', () => {
    expect(ACTION_LABEL).toEqual({
      pay: 'Pagar',
      informPayment: 'Informar pago',
      requestExtendTerm: 'Solicitar extensión de plazo',
      confirm: 'Confirmar',
      reject: 'Rechazar',
      reportNonPayment: 'Reportar impago',
      extendTerm: 'Extender plazo',
      attachInvoice: 'Adjuntar factura',
      edit: 'Editar',
      requestFactoring: 'Solicitar factoraje',
      viewInvoice: 'Ver factura',
      viewProofPayment: 'Ver comprobante de pago',
      viewProofPurchase: 'Ver comprobante de compra',
      assignProject: 'Asignar a proyecto',
    })
  })
})

describe('local blocks of the items that are not lifecycle actions', () => {
  it('opening a file is never blocked; assigning a paid purchase is, an unpaid one is not', () => {
    for (const status of STATUSES) {
      const payment = paymentIn(status)
      for (const action of ['viewInvoice', 'viewProofPayment', 'viewProofPurchase'] as const)
        expect(blockedReason(payment, action), `${action} ${status}`).toBeNull()
      expect(blockedReason(payment, 'assignProject'), status).toBe(
        PAID.includes(status) ? ACTION_MSG.paidBlocked : null,
      )
    }
  })
})

describe("'Editar' moves term and amount only down (contract editNotLowerErrors, read by the dialog and the server)", () => {
  const payment = { term: 30, amount: 1000 }
  it('lets an edit keep or lower each', () => {
    expect(editNotLowerErrors({ term: 30, amount: 1000 }, payment)).toEqual({})
    expect(editNotLowerErrors({ term: 1, amount: 0.01 }, payment)).toEqual({})
  })
  it('refuses raising either, each under its own field', () => {
    expect(editNotLowerErrors({ term: 31, amount: 1000 }, payment)).toEqual({ term: ACTION_MSG.termNotLower })
    expect(editNotLowerErrors({ term: 30, amount: 1000.01 }, payment)).toEqual({
      amount: ACTION_MSG.amountNotLower,
    })
    expect(editNotLowerErrors({ term: 31, amount: 1001 }, payment)).toEqual({
      term: ACTION_MSG.termNotLower,
      amount: ACTION_MSG.amountNotLower,
    })
  })
  it('says nothing of a value not given yet', () => {
    expect(editNotLowerErrors({ amount: 5000 }, payment)).toEqual({ amount: ACTION_MSG.amountNotLower })
    expect(editNotLowerErrors({ term: 90 }, payment)).toEqual({ term: ACTION_MSG.termNotLower })
    expect(editNotLowerErrors({}, payment)).toEqual({})
  })
})
