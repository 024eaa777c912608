import {
  NOT_REPORTABLE_STATUS_IDS,
  PAID_STATUS_IDS,
  PAYMENT_STATUS,
  type PaymentStatusName,
  statusNameOf,
} from '@contract/paymentStatus'
import type { Payment } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import type { MainRole } from '@contract/roles'

/**
 * The rules of payments-and-dashboards.md §4 as pure functions: which actions a payment offers to whom, its
 * status label and colour, its chips, the penalty shown. Every payments screen (list, dashboards, purchase
 * cards) reads them from here; the server enforces the same rules (server/domain/payments/actions).
 */

/** Who is looking: the parts of the signed-in user the rules need. */
export type PaymentViewer = {
  mainRole: MainRole
  roleId: number
  /** Supplier's factoring flags (user.use_factoring and user.factoring.can_request). */
  canRequestFactoring: boolean
}

/** Every action of the 'Ver acciones' menu and the purchase cards. */
export type PaymentActionName =
  | 'pay' // customer: 'Pagar' (report payment with proof)
  | 'informPayment' // supplier: 'Informar pago'
  | 'requestExtendTerm'
  | 'confirm'
  | 'reject'
  | 'reportNonPayment'
  | 'extendTerm'
  | 'attachInvoice'
  | 'edit'
  | 'requestFactoring'
  | 'viewInvoice'
  | 'viewProofPayment'
  | 'viewProofPurchase'
  | 'assignProject'

export const ACTION_LABEL: Record<PaymentActionName, string> = {
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
}

/** Actions that only open a file (no dialog, allowed on paid payments too). */
export const FILE_ACTIONS: readonly PaymentActionName[] = [
  'viewInvoice',
  'viewProofPayment',
  'viewProofPurchase',
]

export const isPaid = (p: Pick<Payment, 'status_id'>): boolean => PAID_STATUS_IDS.includes(p.status_id)
const awaitingConfirmation = (p: Payment) => p.manual_confirmation_status === 'pending'
const isPending = (p: Payment) => p.status_id === PAYMENT_STATUS.pending

/** 'Pagar' / 'Informar pago': not paid and not awaiting manual confirmation. */
export const canPay = (p: Payment): boolean => !isPaid(p) && !awaitingConfirmation(p)

/** The 'Ver acciones' menu of a payment, in display order (payments-and-dashboards.md §4). */
export function actionsFor(p: Payment, viewer: PaymentViewer): PaymentActionName[] {
  const actions: PaymentActionName[] = []
  if (viewer.mainRole === 'customer') {
    if (canPay(p)) actions.push('pay')
    if (isPending(p) && !p.pending_request_extend_term) actions.push('requestExtendTerm')
    if (!isPaid(p)) actions.push('assignProject')
  } else {
    if (canPay(p)) actions.push('informPayment')
    if (awaitingConfirmation(p)) actions.push('confirm', 'reject')
    if (p.status_id === PAYMENT_STATUS.expired) actions.push('reportNonPayment')
    if (isPending(p)) actions.push('extendTerm')
    if (isPending(p) && !p.invoice_url) actions.push('attachInvoice')
    if (isPending(p) || p.status_id === PAYMENT_STATUS.rejected) actions.push('edit')
    if (isPending(p) && viewer.canRequestFactoring && !p.is_factoring) actions.push('requestFactoring')
  }
  if (p.invoice_url) actions.push('viewInvoice')
  if ((isPaid(p) || awaitingConfirmation(p)) && p.proof_payment_url) actions.push('viewProofPayment')
  actions.push('viewProofPurchase')
  return actions
}

/**
 * The local block before any call (payments-and-dashboards.md §8): paid states refuse every action that
 * changes the payment (403 'No se pueden realizar acciones en pagos expirados'); 5 and 10 cannot be reported.
 * Null when the action may be sent.
 */
export function blockedReason(p: Pick<Payment, 'status_id'>, action: PaymentActionName): string | null {
  if (FILE_ACTIONS.includes(action)) return null
  if (isPaid(p)) return ACTION_MSG.paidBlocked
  if ((action === 'pay' || action === 'informPayment') && NOT_REPORTABLE_STATUS_IDS.includes(p.status_id)) {
    return p.status_id === PAYMENT_STATUS.non_payment
      ? ACTION_MSG.nonPaymentAlreadyReported
      : ACTION_MSG.notReportable
  }
  return null
}

export type ChipColor = 'warning' | 'primary' | 'success' | 'red' | 'neutral'
export type Chip = { label: string; color: ChipColor; tooltip?: string }

/** Status label and colour (payments-and-dashboards.md §4); suppliers see 7 and 8 as paid. */
export function statusChip(p: Payment, viewer: Pick<PaymentViewer, 'mainRole'>, brand: string): Chip {
  const name: PaymentStatusName = statusNameOf(p.status_id) ?? 'pending'
  if (viewer.mainRole === 'supplier' && (name === 'paid_to_provider' || name === 'payment_in_financing')) {
    return { label: 'Pagada', color: 'success' }
  }
  switch (name) {
    case 'pending':
      return { label: 'Pendiente', color: 'warning' }
    case 'to_confirm':
      return { label: p.is_factoring ? `A confirmar por ${brand}` : 'A confirmar', color: 'primary' }
    case 'paid':
      return { label: 'Pagada', color: 'success' }
    case 'paid_to_provider':
      return { label: `Pagado a ${brand}`, color: 'success' }
    case 'payment_in_financing':
      return { label: 'Pago financiado', color: 'warning' }
    case 'rejected':
      return { label: 'Rechazado', color: 'neutral' }
    default:
      // expired, non_payment, not_reported, paid_by_provider
      return { label: 'Vencida', color: 'red' }
  }
}

/** The chips beside the status (payments-and-dashboards.md §4). */
export function paymentChips(p: Payment, viewer: Pick<PaymentViewer, 'mainRole'>, brand: string): Chip[] {
  const chips: Chip[] = []
  if (p.manual_confirmation_status === 'pending') chips.push({ label: 'Pago a confirmar', color: 'primary' })
  if (p.manual_confirmation_status === 'rejected') {
    chips.push({ label: 'Pago rechazado', color: 'red', tooltip: 'El proveedor rechazo el pago' })
  }
  if (viewer.mainRole === 'supplier' && p.is_factoring) {
    if (p.is_paid_to_supplier) chips.push({ label: `Pago adelantado por ${brand}`, color: 'success' })
    else
      chips.push(
        { label: 'Factoraje pendiente', color: 'warning' },
        { label: `Protegida por ${brand}`, color: 'primary' },
      )
  }
  chips.push(
    p.invoice_url
      ? { label: 'Factura cargada', color: 'success' }
      : { label: 'Factura no cargada', color: 'neutral' },
  )
  chips.push(
    p.extended_term > 0
      ? { label: `Extendido ${p.extended_term} día(s)`, color: 'primary' }
      : { label: 'Sin extensión', color: 'neutral' },
  )
  if (p.payment_behavior && p.payment_behavior !== 'VIGENTE' && p.payment_behavior !== 'SIN PAGO') {
    chips.push({ label: p.payment_behavior, color: 'warning' })
  }
  return chips
}

/** A customer sees the penalty while the payment is unpaid and carries one; everyone else the amount. */
export const showsPenalty = (p: Payment, viewer: Pick<PaymentViewer, 'mainRole'>): boolean =>
  viewer.mainRole === 'customer' && p.penalty_percentage > 0 && !isPaid(p)

/** The amount to show in a row: total pending with penalty for the customer, else the original amount. */
export const displayedAmount = (p: Payment, viewer: Pick<PaymentViewer, 'mainRole'>): number =>
  showsPenalty(p, viewer) ? p.total_pending_amount : p.amount
