import {
  MENU_ORDER as LIFECYCLE_MENU_ORDER,
  type LifecycleAction,
  localBlockOf,
  offeredOn,
  type PaymentFacts,
  type PaymentScreen,
} from '@contract/paymentLifecycle'
import { isPaidStatusId, type PaymentStatusName } from '@contract/paymentStatus'
import { paymentStatusLabel, shownStatusOf } from '@contract/paymentStatusLabels'
import type { Payment, PaymentInvoice } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import type { MainRole } from '@contract/roles'

/**
 * The payment rules as pure functions: which actions a payment offers to whom, its status label and colour,
 * its chips, the penalty shown. Every payments screen (list, dashboards, purchase cards) reads them from here.
 * Which lifecycle action is offered when is not decided here: it is the table of contract/paymentLifecycle.ts
 * (with its screen overlays), the same table the server's guards read.
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

/** The lifecycle actions (contract/paymentLifecycle.ts) a menu or card offers. */
export type MenuAction = Extract<LifecycleAction, PaymentActionName>

/** Actions that only open a file (no dialog, allowed on paid payments too). */
export const FILE_ACTIONS: readonly PaymentActionName[] = [
  'viewInvoice',
  'viewProofPayment',
  'viewProofPurchase',
]

/** A payment as the API sends it, in the lifecycle table's terms. */
export const paymentFacts = (
  p: Payment,
  viewer?: Pick<PaymentViewer, 'canRequestFactoring'>,
): PaymentFacts => ({
  statusId: p.status_id,
  manualConfirmation: p.manual_confirmation_status,
  pendingExtensionRequest: p.pending_request_extend_term || p.last_extension_term?.accepted === null,
  hasInvoice: Boolean(p.invoice_url),
  isFactoring: Boolean(p.is_factoring),
  factoringAllowed: viewer?.canRequestFactoring ?? false,
  overdue: p.remaining_days < 0,
})

/** Whether a screen offers the lifecycle action to the viewer (table row, screen overlay, facts, role). */
export const offers = (
  screen: PaymentScreen,
  action: LifecycleAction,
  p: Payment,
  viewer: Pick<PaymentViewer, 'roleId' | 'canRequestFactoring'>,
): boolean => offeredOn(screen, action, paymentFacts(p, viewer), viewer.roleId)

/** A proof waits for the supplier: confirm / reject apply (the table's row 'confirm'). */
const awaitingConfirmation = (p: Payment) => offeredOn('paymentsList', 'confirm', paymentFacts(p), null)

/** The lifecycle actions of 'Ver acciones' in display order; the table's roles decide whose menu has which. */
const MENU_ORDER: readonly MenuAction[] = LIFECYCLE_MENU_ORDER

/** The 'Ver acciones' menu of a payment, in display order. */
export function actionsFor(p: Payment, viewer: PaymentViewer): PaymentActionName[] {
  const actions: PaymentActionName[] = MENU_ORDER.filter((action) =>
    offers('paymentsList', action, p, viewer),
  )
  if (viewer.mainRole === 'customer' && !isPaidStatusId(p.status_id)) actions.push('assignProject')
  if (p.invoice_url) actions.push('viewInvoice')
  if ((isPaidStatusId(p.status_id) || awaitingConfirmation(p)) && p.proof_payment_url)
    actions.push('viewProofPayment')
  actions.push('viewProofPurchase')
  return actions
}

const isLifecycleAction = (action: PaymentActionName): action is MenuAction =>
  action !== 'assignProject' && !FILE_ACTIONS.includes(action)

/**
 * The local block before any call: paid states refuse every action that changes the payment (403 'No se
 * pueden realizar acciones en pagos expirados'); the table's `LOCAL_BLOCKS` (5 and 10 cannot be reported).
 * Null when the action may be sent.
 */
export function blockedReason(p: Pick<Payment, 'status_id'>, action: PaymentActionName): string | null {
  if (FILE_ACTIONS.includes(action)) return null
  if (isPaidStatusId(p.status_id)) return ACTION_MSG.paidBlocked
  return isLifecycleAction(action) ? localBlockOf(action, { statusId: p.status_id, overdue: false }) : null
}

export type ChipColor = 'warning' | 'primary' | 'success' | 'red' | 'neutral'
export type Chip = { label: string; color: ChipColor; tooltip?: string }

/** The colour of each status as shown (the label is contract/paymentStatusLabels.ts'). */
const STATUS_COLOR: Record<PaymentStatusName, ChipColor> = {
  pending: 'warning',
  to_confirm: 'primary',
  paid: 'success',
  expired: 'red',
  non_payment: 'red',
  paid_by_provider: 'red',
  paid_to_provider: 'success',
  payment_in_financing: 'warning',
  rejected: 'neutral',
  not_reported: 'red',
}

/** Status label and colour (docs/decisions.md#payment-statuses); suppliers see 7 and 8 as paid. */
export function statusChip(
  p: Pick<Payment, 'status_id' | 'is_factoring'>,
  viewer: Pick<PaymentViewer, 'mainRole'>,
  brand: string,
): Chip {
  const label = paymentStatusLabel(p.status_id, {
    viewer: viewer.mainRole,
    isFactoring: Boolean(p.is_factoring),
    brand,
  })
  return { label, color: STATUS_COLOR[shownStatusOf(p.status_id, viewer.mainRole)] }
}

/** 'A-123' from the CFDI's serie and folio, either alone when the other is absent; null when it has neither. */
export const invoiceNumber = (invoice: Pick<PaymentInvoice, 'serie' | 'folio'>): string | null =>
  [invoice.serie, invoice.folio].filter(Boolean).join('-') || null

/**
 * The invoice's chip: 'Factura A-123' with the folio fiscal (UUID) as its tooltip when its XML was read,
 * 'Factura cargada' for a PDF alone (or a CFDI without serie and folio), else 'Factura no cargada'.
 */
export function invoiceChip(p: Pick<Payment, 'invoice_url' | 'invoice'>): Chip {
  if (!p.invoice_url) return { label: 'Factura no cargada', color: 'neutral' }
  if (!p.invoice) return { label: 'Factura cargada', color: 'success' }
  const number = invoiceNumber(p.invoice)
  return {
    label: number ? `Factura ${number}` : 'Factura cargada',
    color: 'success',
    tooltip: `Folio fiscal ${p.invoice.uuid}`,
  }
}

/** The chips beside the status (docs/decisions.md#payment-statuses). */
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
  chips.push(invoiceChip(p))
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
  viewer.mainRole === 'customer' && p.penalty_percentage > 0 && !isPaidStatusId(p.status_id)

/** The amount to show in a row: total pending with penalty for the customer, else the original amount. */
export const displayedAmount = (p: Payment, viewer: Pick<PaymentViewer, 'mainRole'>): number =>
  showsPenalty(p, viewer) ? p.total_pending_amount : p.amount
