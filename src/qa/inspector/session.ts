import type { InspectionEvent, Observer } from 'xstate'
import { LOCAL_INSPECTOR_URL } from './protocol'
import { createRelay, type Relay } from './relay'
import { sanitizeContext, sanitizeEvent } from './sanitize'

export type InspectorKind = 'local' | 'hosted'

interface Running {
  kind: InspectorKind
  stop: () => void
}

let relay: Relay | undefined
let running: Running | undefined

/** The observer every actor of a QA build reports to (started once, before the app renders). */
export const qaRelay = (): Observer<InspectionEvent> => {
  relay ??= createRelay(window)
  return relay.inspect
}

/**
 * Opens an inspector on a click: the hosted Stately inspector in its own window (online), or the local one in
 * the frame given (the QA build's own page, offline). Both get @statelyai/inspect's messages, masked.
 */
export const openInspector = async (kind: InspectorKind, frame?: HTMLIFrameElement): Promise<void> => {
  closeInspector()
  qaRelay()
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const inspector = createBrowserInspector({
    ...(kind === 'local' ? { url: LOCAL_INSPECTOR_URL, iframe: frame ?? null } : {}),
    sanitizeEvent,
    sanitizeContext,
    maxDeferredEvents: 2000,
  })
  relay?.attach(inspector.inspect)
  running = { kind, stop: () => inspector.stop() }
}

export const closeInspector = (): void => {
  relay?.detach()
  running?.stop()
  running = undefined
}

export const openInspectorKind = (): InspectorKind | undefined => running?.kind
