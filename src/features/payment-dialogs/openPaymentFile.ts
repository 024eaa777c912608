import type { FileLink } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import { paymentActionsApi } from '@/api/paymentActions'
import { openFileLink, POPUP_BLOCKED } from '@/lib/openFileLink'
import type { FileActionName } from './types'

export { POPUP_BLOCKED }

const linkOf = (action: FileActionName, payment: Payment): Promise<FileLink> => {
  if (action === 'viewProofPurchase') return paymentActionsApi.proofOfPurchase(payment.id)
  const path = action === 'viewInvoice' ? payment.invoice_url : payment.proof_payment_url
  if (!path) return Promise.reject({ kind: 'http', status: 404, msg: ACTION_MSG.fileNotFound })
  return paymentActionsApi.fileLink(path)
}

/**
 * 'Ver factura', 'Ver comprobante de pago', 'Ver comprobante de compra': the file's link in a new window
 * (openFileLink). Resolves an error message, or null when the file opened.
 */
export function openPaymentFile(action: FileActionName, payment: Payment): Promise<string | null> {
  return openFileLink(() => linkOf(action, payment))
}
