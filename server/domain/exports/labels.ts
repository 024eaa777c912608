import { isPaidStatusId, PAYMENT_STATUS, statusNameOf } from '@contract/payments'

export type LabelViewer = 'supplier' | 'customer' | 'platform'

/**
 * The status label the payments list shows (docs/decisions.md#payment-statuses, machines/payments
 * statusChip):
 * suppliers see paid_to_provider and payment_in_financing as paid; expired, non_payment, not_reported and
 * paid_by_provider read Vencida. The platform operator sees the customer's wording.
 */
export function statusLabel(
  statusId: number,
  isFactoring: boolean,
  viewer: LabelViewer,
  brand: string,
): string {
  const name = statusNameOf(statusId) ?? 'pending'
  if (viewer === 'supplier' && (name === 'paid_to_provider' || name === 'payment_in_financing')) {
    return 'Pagada'
  }
  switch (name) {
    case 'pending':
      return 'Pendiente'
    case 'to_confirm':
      return isFactoring ? `A confirmar por ${brand}` : 'A confirmar'
    case 'paid':
      return 'Pagada'
    case 'paid_to_provider':
      return `Pagado a ${brand}`
    case 'payment_in_financing':
      return 'Pago financiado'
    case 'rejected':
      return 'Rechazado'
    default:
      return 'Vencida'
  }
}

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
