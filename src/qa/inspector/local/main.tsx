import '../../../index.css'
import { createBrowserReceiver } from '@statelyai/inspect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { SEND_TO_ACTOR, type SendToActor } from '../protocol'
import { LocalInspector } from './LocalInspector'
import { createInspectionStore } from './store'

const store = createInspectionStore()
// The app: the page that framed this one (the QA toolbar's panel), or the one that opened it.
const app = window.parent !== window ? window.parent : window.opener

const send = (sessionId: string, event: SendToActor['event']) => {
  const message: SendToActor = { type: SEND_TO_ACTOR, sessionId, event }
  app?.postMessage(message, window.location.origin)
}

// The receiver tells the app it is connected, and the app then sends what it kept: only once the page has loaded,
// when @statelyai/inspect in the app knows this frame's window.
window.addEventListener('load', () => {
  setTimeout(() => createBrowserReceiver().subscribe(store.add), 0)
})

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from qa-inspector.html')
createRoot(root).render(
  <StrictMode>
    <LocalInspector store={store} send={send} />
  </StrictMode>,
)
