import { PAYMENT_STATUS } from '@contract/paymentStatus'
import type { Payment } from '@contract/payments'
import { type Chip, offers, type PaymentViewer } from '../payments'

/**
 * The purchase cards of the customer dashboard (docs/decisions.md#dashboards): 'Vence hoy', the
 * expiry wording, the term extension chips and when 'Extender' shows. The docs/decisions.md#payment-lifecycle
 * rules of the payments list
 * (menu, status chips, penalty) stay in machines/payments/paymentRules.ts.
 */

export type PurchaseCardPayment = Pick<
  Payment,
  'status_id' | 'remaining_days' | 'pending_request_extend_term' | 'last_extension_term'
>

/** 'Vence hoy': the payment is due today. */
export const isDueToday = (p: Pick<Payment, 'remaining_days'>): boolean => p.remaining_days === 0

/** 'Venció el' when the due date has passed or the financing party paid the supplier; else 'Vence el'. */
export const expiryLabel = (p: Pick<Payment, 'remaining_days' | 'status_id'>): 'Venció el' | 'Vence el' =>
  p.remaining_days < 0 || p.status_id === PAYMENT_STATUS.paid_by_provider ? 'Venció el' : 'Vence el'

/** The chip of a pending extension request or of the last request's outcome; null when there is none. */
export function extensionChip(p: PurchaseCardPayment): Chip | null {
  if (p.pending_request_extend_term) return { label: 'Extensión pendiente', color: 'warning' }
  const last = p.last_extension_term
  if (!last) return null
  if (last.accepted === null) return { label: 'Extensión pendiente', color: 'warning' }
  return last.accepted
    ? { label: `Extendido ${last.days} días`, color: 'success' }
    : { label: 'Extension rechazada', color: 'red' }
}

type CardViewer = Pick<PaymentViewer, 'roleId' | 'canRequestFactoring'>

/**
 * 'Pagar' on a card: the lifecycle table's 'pay' as the purchase card offers it (contract/paymentLifecycle.ts,
 * overlay `purchaseCard`); at 5 and 10 it shows and is blocked locally.
 */
export const cardOffersPay = (p: Payment, viewer: CardViewer): boolean =>
  offers('purchaseCard', 'pay', p, viewer)

/**
 * 'Extender': the table's 'requestExtendTerm' as the purchase card offers it: no extension request pending and
 * any status the server extends (pending, expired, non_payment, not_reported), wider than the list's menu.
 */
export const canRequestExtension = (p: Payment, viewer: CardViewer): boolean =>
  offers('purchaseCard', 'requestExtendTerm', p, viewer)
