import { isPaidStatusId, PAYMENT_STATUS } from '@contract/payments'

/** Paid states owe nothing; the others owe amount − paid_amount (centavos). */
export const pendingCentavos = (statusId: number, amount: number, paidAmount: number): number =>
  isPaidStatusId(statusId) ? 0 : amount - paidAmount

/** Paid states count in full; the others what was paid on account (centavos). */
export const paidCentavos = (statusId: number, amount: number, paidAmount: number): number =>
  isPaidStatusId(statusId) ? amount : paidAmount

/** Statuses whose pending capital is overdue: expired, non_payment, not_reported. */
export const OVERDUE_STATUS_IDS: readonly number[] = [
  PAYMENT_STATUS.expired,
  PAYMENT_STATUS.non_payment,
  PAYMENT_STATUS.not_reported,
]
