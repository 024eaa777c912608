/**
 * What the local inspector's page sends back to the app, beside @statelyai/inspect's own messages (which only go
 * from the app to the inspector): an event for one live actor, sent by hand. Accepted from the same origin only.
 */
export const SEND_TO_ACTOR = '@obrafiado.inspector.send'

export interface SendToActor {
  type: typeof SEND_TO_ACTOR
  sessionId: string
  event: { type: string; [key: string]: unknown }
}

export const isSendToActor = (data: unknown): data is SendToActor =>
  typeof data === 'object' &&
  data !== null &&
  (data as SendToActor).type === SEND_TO_ACTOR &&
  typeof (data as SendToActor).sessionId === 'string' &&
  typeof (data as SendToActor).event?.type === 'string'

/** The local inspector's page, served by a QA build only (vite.config.ts adds it in mode qa). */
export const LOCAL_INSPECTOR_URL = '/qa-inspector.html'
