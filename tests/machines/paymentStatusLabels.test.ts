import { PAYMENT_STATUS } from '@contract/paymentStatus'
import {
  paymentStatusLabel,
  proofStatusLabel,
  type StatusLabelViewer,
  shownStatusOf,
} from '@contract/paymentStatusLabels'
import { describe, expect, it } from 'vitest'

/**
 * The status labels of contract/paymentStatusLabels.ts for every status id: the payments list's, the exports'
 * and the supplier profile's (docs/decisions.md#payment-statuses), and the 'Comprobante de compra' PDF's.
 */

const BRAND = 'Impulso'
const IDS = Object.values(PAYMENT_STATUS)

/** The list label by status id as the customer (and the platform operator) reads it, not factored. */
const CUSTOMER: Record<number, string> = {
  1: 'Pendiente',
  2: 'A confirmar',
  3: 'Pagada',
  4: 'Vencida',
  5: 'Vencida',
  6: 'Vencida',
  7: `Pagado a ${BRAND}`,
  8: 'Pago financiado',
  9: 'Rechazado',
  10: 'Vencida',
}
/** Suppliers read 7 and 8 as paid. */
const SUPPLIER: Record<number, string> = { ...CUSTOMER, 7: 'Pagada', 8: 'Pagada' }
const PROOF: Record<number, string> = {
  1: 'Pendiente',
  2: 'Pago a confirmar',
  3: 'Pagada',
  4: 'Vencida',
  5: 'Vencida (impago reportado)',
  6: 'Vencida',
  7: `Pagado a ${BRAND}`,
  8: 'Pago financiado',
  9: 'Pago rechazado',
  10: 'Vencida',
}

const label = (id: number, viewer: StatusLabelViewer, isFactoring = false) =>
  paymentStatusLabel(id, { viewer, isFactoring, brand: BRAND })

describe('paymentStatusLabel', () => {
  it('covers the ten statuses', () => {
    expect([...IDS].sort((a, b) => a - b)).toEqual(Object.keys(CUSTOMER).map(Number))
  })

  it.each(['customer', 'platform', 'admin', 'vendor'] as const)(
    'reads every status as the customer: %s',
    (viewer) => {
      for (const id of IDS) expect(label(id, viewer), `status ${id}`).toBe(CUSTOMER[id])
    },
  )

  it('reads 7 and 8 as paid for a supplier, the rest as the customer', () => {
    for (const id of IDS) expect(label(id, 'supplier'), `status ${id}`).toBe(SUPPLIER[id])
  })

  it('names the funder of a factored sale only while it waits for confirmation', () => {
    for (const viewer of ['supplier', 'customer', 'platform'] as const) {
      for (const id of IDS) {
        const expected = id === 2 ? `A confirmar por ${BRAND}` : label(id, viewer)
        expect(label(id, viewer, true), `${viewer} status ${id}`).toBe(expected)
      }
    }
  })

  it('writes the brand it is given', () => {
    expect(paymentStatusLabel(7, { viewer: 'customer', isFactoring: false, brand: 'Otro' })).toBe(
      'Pagado a Otro',
    )
    expect(paymentStatusLabel(2, { viewer: 'supplier', isFactoring: true, brand: 'Otro' })).toBe(
      'A confirmar por Otro',
    )
  })

  it('reads an unknown id as pending', () => {
    expect(label(0, 'customer')).toBe('Pendiente')
    expect(label(11, 'supplier')).toBe('Pendiente')
    expect(shownStatusOf(99, 'customer')).toBe('pending')
  })
})

describe('shownStatusOf', () => {
  it('shows a supplier 7 and 8 as paid and every other status as it is', () => {
    for (const [name, id] of Object.entries(PAYMENT_STATUS)) {
      expect(shownStatusOf(id, 'customer')).toBe(name)
      expect(shownStatusOf(id, 'supplier')).toBe(id === 7 || id === 8 ? 'paid' : name)
    }
  })
})

describe('proofStatusLabel', () => {
  it('writes every status in the PDF’s wording, the same for both parties', () => {
    for (const id of IDS) expect(proofStatusLabel(id, BRAND), `status ${id}`).toBe(PROOF[id])
  })

  it('reads an unknown id as pending', () => {
    expect(proofStatusLabel(42, BRAND)).toBe('Pendiente')
  })
})
