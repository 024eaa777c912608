import type { FileLink } from '@contract/paymentActions'
import { ACTION_MSG } from '@contract/paymentTexts'
import { messageOf } from '@machines/shared/failure'

export const POPUP_BLOCKED =
  'Tu navegador bloqueó la ventana nueva. Permite las ventanas emergentes e inténtalo de nuevo.'

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
 * Opens a stored file's short-lived link (GET /api/files/{id} and the like) in a new window. The window opens
 * synchronously inside the click (before any await) so popup blockers let it through; it gets its address once
 * the link arrives and closes again if it does not. A file the browser does not show (an XML invoice, served as
 * an attachment) closes the window and downloads from this page instead, so no blank tab is left behind.
 * Resolves an error message, or null when the file opened.
 */
export function openFileLink(linkOf: () => Promise<FileLink>): Promise<string | null> {
  const win = window.open('', '_blank')
  if (!win) return Promise.resolve(POPUP_BLOCKED)
  try {
    win.opener = null
  } catch {
    // some browsers refuse: harmless
  }
  return linkOf().then(
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
