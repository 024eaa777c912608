import { type PaymentStatusName, statusNameOf } from './paymentStatus'
import type { MainRole } from './roles'

/**
 * What a payment's status reads, in one table (docs/decisions.md#payment-statuses): the SPA's payments list,
 * cards and supplier profile, the server's exports and its 'Comprobante de compra' PDF read it. Plain data
 * without zod, like paymentStatus.ts: the SPA imports it on every payments screen.
 */

/** Who reads the label; the platform operator reads the customer's wording. */
export type StatusLabelViewer = MainRole | 'platform'

/**
 * The status a viewer is shown: suppliers see paid_to_provider and payment_in_financing as paid (they were paid
 * in full). An unknown id reads as pending.
 */
export const shownStatusOf = (statusId: number, viewer: StatusLabelViewer): PaymentStatusName => {
  const name = statusNameOf(statusId) ?? 'pending'
  const paidToSupplier = name === 'paid_to_provider' || name === 'payment_in_financing'
  return viewer === 'supplier' && paidToSupplier ? 'paid' : name
}

/** A fixed text, or one that names the factoring brand. */
type Wording = string | ((brand: string, isFactoring: boolean) => string)
const say = (wording: Wording, brand: string, isFactoring: boolean): string =>
  typeof wording === 'string' ? wording : wording(brand, isFactoring)

/**
 * Per status: `list`, the label of the payments list, the exports and the supplier profile (`brand` is the
 * factoring brand); `proof`, the wording of the 'Comprobante de compra' PDF, which names a reported
 * non-payment and says 'Pago' of a proof waiting or rejected.
 */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, { list: Wording; proof: Wording }> = {
  pending: { list: 'Pendiente', proof: 'Pendiente' },
  to_confirm: {
    list: (brand, isFactoring) => (isFactoring ? `A confirmar por ${brand}` : 'A confirmar'),
    proof: 'Pago a confirmar',
  },
  paid: { list: 'Pagada', proof: 'Pagada' },
  expired: { list: 'Vencida', proof: 'Vencida' },
  non_payment: { list: 'Vencida', proof: 'Vencida (impago reportado)' },
  paid_by_provider: { list: 'Vencida', proof: 'Vencida' },
  paid_to_provider: { list: (brand) => `Pagado a ${brand}`, proof: (brand) => `Pagado a ${brand}` },
  payment_in_financing: { list: 'Pago financiado', proof: 'Pago financiado' },
  rejected: { list: 'Rechazado', proof: 'Pago rechazado' },
  not_reported: { list: 'Vencida', proof: 'Vencida' },
}

/** The status label of a payment as the viewer's payments list, an export or a profile shows it. */
export const paymentStatusLabel = (
  statusId: number,
  { viewer, isFactoring, brand }: { viewer: StatusLabelViewer; isFactoring: boolean; brand: string },
): string => say(PAYMENT_STATUS_LABELS[shownStatusOf(statusId, viewer)].list, brand, isFactoring)

/** The status as the 'Comprobante de compra' PDF writes it (the same document for both parties). */
export const proofStatusLabel = (statusId: number, brand: string): string =>
  say(PAYMENT_STATUS_LABELS[statusNameOf(statusId) ?? 'pending'].proof, brand, false)
