import type { DialogKind } from '@machines/payment-dialog'
import type { PaymentDialogRequest } from '../types'

/** The dialog kind a screen's request opens. */
export const kindOf = (request: PaymentDialogRequest): DialogKind =>
  request.kind === 'action' ? request.action : request.kind

/**
 * Which fields a kind needs, by what they cost (docs/decisions.md#budgets): 'files' the file picker, 'dates'
 * the date picker, 'plain' neither. Each family has its own dialog host (hosts/), so a payment's 'Pagar' does not
 * download a calendar and 'Confirmar' neither.
 */
export type DialogFamily = 'plain' | 'files' | 'dates'

export const FAMILY_OF: Record<DialogKind, DialogFamily> = {
  confirm: 'plain',
  reject: 'plain',
  reportNonPayment: 'plain',
  requestFactoring: 'plain',
  handleExtension: 'plain',
  extendTerm: 'plain',
  requestExtendTerm: 'plain',
  edit: 'plain',
  assignProject: 'plain',
  createBuyer: 'plain',
  creditExtension: 'plain',
  pay: 'files',
  informPayment: 'files',
  attachInvoice: 'files',
  export: 'dates',
  customersReport: 'dates',
  projectForm: 'dates',
}
