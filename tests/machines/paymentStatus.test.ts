import { isPaidStatusId, PAYMENT_STATUS, UNPAID_STATUS_IDS } from '@contract/paymentStatus'
import { describe, expect, it } from 'vitest'

/** Paid-ness of every status id (docs/decisions.md#payment-statuses): one rule the server and the SPA read. */
const PAID_BY_ID: Record<number, boolean> = {
  1: false, // pending
  2: false, // to_confirm
  3: true, // paid
  4: false, // expired
  5: false, // non_payment
  6: true, // paid_by_provider
  7: true, // paid_to_provider
  8: true, // payment_in_financing
  9: false, // rejected
  10: false, // not_reported
}

describe('isPaidStatusId', () => {
  it('says which of the ten statuses are paid', () => {
    expect(Object.values(PAYMENT_STATUS).sort((a, b) => a - b)).toEqual(Object.keys(PAID_BY_ID).map(Number))
    for (const [id, paid] of Object.entries(PAID_BY_ID)) {
      expect(isPaidStatusId(Number(id)), `status ${id}`).toBe(paid)
    }
  })

  it('calls no unknown id paid', () => {
    for (const id of [0, 11, -3, 3.5]) expect(isPaidStatusId(id), `status ${id}`).toBe(false)
  })
})

describe('UNPAID_STATUS_IDS', () => {
  it('is every status that is not paid, in id order', () => {
    expect(UNPAID_STATUS_IDS).toEqual([1, 2, 4, 5, 9, 10])
  })
})
