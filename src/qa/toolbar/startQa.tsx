import { createRoot } from 'react-dom/client'
import type { InspectionEvent, Observer } from 'xstate'
import { qaRelay } from '../inspector/session'
import { QaToolbar } from './QaToolbar'

/**
 * A QA build's start (src/main.tsx): the relay every actor reports to, and the QA toolbar in a root of its
 * own beside the app's, so no screen of the app changes for it. Nothing opens until QA clicks.
 */
export const startQa = (): Observer<InspectionEvent> => {
  const inspect = qaRelay()
  const host = document.createElement('div')
  host.id = 'qa-toolbar'
  document.body.append(host)
  createRoot(host).render(<QaToolbar />)
  return inspect
}
