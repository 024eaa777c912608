import type { FileLink } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import { messageOf } from '@machines/shared/failure'
import { paymentActionsApi } from '@/api/paymentActions'
import type { FileActionName } from './types'

export const POPUP_BLOCKED =
  'Tu navegador bloqueó la ventana nueva. Permite las ventanas emergentes e inténtalo de nuevo.'

const linkOf = (action: FileActionName, payment: Payment): Promise<FileLink> => {
  if (action === 'viewProofPurchase') return paymentActionsApi.proofOfPurchase(payment.id)
  const path = action === 'viewInvoice' ? payment.invoice_url : payment.proof_payment_url
  if (!path) return Promise.reject({ kind: 'http', status: 404, msg: ACTION_MSG.fileNotFound })
  return paymentActionsApi.fileLink(path)
}

/** Saves the file behind an attachment link without leaving the page. */
function download(url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * 'Ver factura', 'Ver comprobante de pago', 'Ver comprobante de compra': opens the file's short-lived link in a
 * new window. The window opens synchronously inside the click (before any await) so popup blockers let it
 * through; it gets its address once the link arrives and closes again if it does not. A file the browser does not
 * show (an XML invoice, served as an attachment) closes the window and downloads from this page instead, so no
 * blank tab is left behind. Resolves an error message, or null when the file opened.
 */
export function openPaymentFile(action: FileActionName, payment: Payment): Promise<string | null> {
  const win = window.open('', '_blank')
  if (!win) return Promise.resolve(POPUP_BLOCKED)
  try {
    win.opener = null
  } catch {
    // some browsers refuse: harmless
  }
  return linkOf(action, payment).then(
    ({ url, inline }) => {
      if (!url) {
        win.close()
        return ACTION_MSG.fileNotFound
      }
      if (inline === false) {
        win.close()
        download(url)
        return null
      }
      win.location.href = url
      return null
    },
    (failure: unknown) => {
      win.close()
      return messageOf(failure, ACTION_MSG.genericError)
    },
  )
}
