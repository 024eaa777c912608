import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import type { FlowEntry } from '../../catalog'
import { InspectedChart } from './InspectedChart'
import { acceptedEvents, catalogMachines, machineOf } from './machines'
import type { InspectionStore, SeenActor, SeenEvent } from './store'

/** The page's DOM marker: `npm run bench` fails a production build that holds it (bench/web/bundle.ts). */
export const LOCAL_INSPECTOR_MARKER = 'obrafiado-qa-local-inspector'

const page = css({ display: 'grid', gap: '4', p: '3', maxW: '5xl', mx: 'auto', fontSize: 'sm' })
const h1 = css({ fontSize: 'lg', fontWeight: 'bold' })
const h2 = css({ fontSize: 'md', fontWeight: 'bold', mb: '1.5' })
const actorList = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0' })
const mono = css({ fontFamily: 'mono', overflowWrap: 'anywhere' })
const pre = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  bg: 'bg.subtle',
  p: '2',
  borderRadius: 'sm',
})
const eventList = css({
  display: 'grid',
  gap: '1',
  listStyle: 'none',
  p: '0',
})
const eventRow = css({ borderTop: '1px solid', borderColor: 'border.subtle', pt: '1' })
const sendRow = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })
const textarea = css({
  width: 'full',
  minH: '5rem',
  fontFamily: 'mono',
  fontSize: 'xs',
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'sm',
  p: '2',
  bg: 'bg.surface',
})
const muted = css({ color: 'fg.muted' })
const errorText = css({ color: 'danger.text' })

/** `{ form: 'resuming' }` → `form.resuming`; a parallel state stays JSON. */
export const stateText = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 1) {
      const [key, inner] = entries[0] as [string, unknown]
      return `${key}.${stateText(inner)}`
    }
  }
  return JSON.stringify(value) ?? ''
}

const payloadOf = ({ type: _type, ...rest }: SeenEvent['event']) => rest

/** The actor followed until QA picks one: the newest running machine. */
const newestMachine = (actors: SeenActor[]) =>
  [...actors].reverse().find((actor) => actor.machineId && actor.status === 'active')

/**
 * The local inspector (the QA build's /qa-inspector.html, fed by @statelyai/inspect's messages): every actor the
 * app reported, and for the one chosen its state lit on its chart, the events it received with their payloads,
 * its context, and a button per event its state accepts, sent back to the live actor (`send`).
 */
export function LocalInspector({
  store,
  send,
}: {
  store: InspectionStore
  send: (sessionId: string, event: SeenEvent['event']) => void
}) {
  const { actors, events } = useSyncExternalStore(store.subscribe, store.get)
  const [entries, setEntries] = useState<FlowEntry[]>([])
  const [picked, setPicked] = useState<string | null>(null)
  const [payload, setPayload] = useState('{}')
  const [sent, setSent] = useState<string | null>(null)
  const [payloadError, setPayloadError] = useState<string | null>(null)

  useEffect(() => {
    void catalogMachines().then(setEntries)
  }, [])

  const actor = actors.find((a) => a.sessionId === picked) ?? newestMachine(actors)
  const machine = useMemo(
    () => (actor ? machineOf(entries, actor.machineId, actor.value) : undefined),
    [entries, actor],
  )
  const own = useMemo(
    () => events.filter((e) => e.sessionId === actor?.sessionId).slice(-100),
    [events, actor],
  )
  const accepted = machine && actor?.status === 'active' ? acceptedEvents(machine, actor.value) : []

  const sendEvent = (type: string) => {
    if (!actor) return
    let data: unknown
    try {
      data = JSON.parse(payload || '{}')
    } catch {
      data = undefined
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      setPayloadError('Los datos deben ser un objeto JSON, por ejemplo {"checked": true}.')
      return
    }
    setPayloadError(null)
    send(actor.sessionId, { ...(data as object), type })
    setSent(type)
  }
  const fillPayloadOf = (type: string) => {
    const last = [...own].reverse().find((e) => e.event.type === type)
    setPayload(JSON.stringify(last ? payloadOf(last.event) : {}, null, 2))
  }

  return (
    <main className={page} data-qa={LOCAL_INSPECTOR_MARKER}>
      <h1 className={h1}>Inspector local</h1>
      {actors.length === 0 ? (
        <p role="status">Esperando los actores de la aplicación…</p>
      ) : (
        <nav aria-label="Actores">
          <ul className={actorList}>
            {actors
              .filter((a) => a.status === 'active' || a.sessionId === actor?.sessionId)
              .map((a) => (
                <li key={a.sessionId}>
                  <Button
                    size="sm"
                    variant={a.sessionId === actor?.sessionId ? 'solid' : 'outline'}
                    aria-pressed={a.sessionId === actor?.sessionId}
                    onClick={() => setPicked(a.sessionId)}
                  >
                    {a.name}
                  </Button>
                </li>
              ))}
          </ul>
        </nav>
      )}

      {actor && (
        <>
          <section aria-labelledby="state-heading">
            <h2 id="state-heading" className={h2}>
              {actor.name}
            </h2>
            <p>
              Estado:{' '}
              <span className={mono} data-testid="inspected-state">
                {stateText(actor.value)}
              </span>
              {actor.status !== 'active' && <span className={muted}> ({actor.status})</span>}
            </p>
          </section>

          {accepted.length > 0 && (
            <section aria-labelledby="send-heading">
              <h2 id="send-heading" className={h2}>
                Enviar un evento
              </h2>
              <label htmlFor="event-payload" className={css({ display: 'block', mb: '1' })}>
                Datos del evento (JSON)
              </label>
              <textarea
                id="event-payload"
                className={textarea}
                value={payload}
                onChange={(e) => setPayload(e.currentTarget.value)}
                aria-describedby={payloadError ? 'payload-error' : undefined}
                aria-invalid={payloadError ? true : undefined}
              />
              {payloadError && (
                <p id="payload-error" className={errorText}>
                  {payloadError}
                </p>
              )}
              <ul className={sendRow} aria-label="Eventos que acepta el estado actual">
                {accepted.map((type) => (
                  <li key={type} className={css({ listStyle: 'none', display: 'flex', gap: '1' })}>
                    <Button size="sm" onClick={() => sendEvent(type)}>
                      {type}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Datos del último ${type}`}
                      onClick={() => fillPayloadOf(type)}
                    >
                      ↺
                    </Button>
                  </li>
                ))}
              </ul>
              <p role="status" className={muted}>
                {sent ? `Enviado: ${sent}` : ''}
              </p>
            </section>
          )}

          {machine && (
            <section aria-labelledby="chart-heading">
              <h2 id="chart-heading" className={h2}>
                Diagrama
              </h2>
              <InspectedChart machine={machine} value={actor.value} />
            </section>
          )}

          <section aria-labelledby="events-heading">
            <h2 id="events-heading" className={h2}>
              Eventos ({own.length})
            </h2>
            {own.length === 0 ? (
              <p className={muted}>Sin eventos todavía.</p>
            ) : (
              <ol className={eventList} aria-labelledby="events-heading">
                {own.map((e) => (
                  <li key={e.seq} className={eventRow}>
                    <span className={mono}>{e.event.type}</span>
                    {Object.keys(payloadOf(e.event)).length > 0 && (
                      <pre className={pre}>{JSON.stringify(payloadOf(e.event), null, 2)}</pre>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby="context-heading">
            <h2 id="context-heading" className={h2}>
              Contexto
            </h2>
            <pre className={pre}>{JSON.stringify(actor.context ?? null, null, 2)}</pre>
          </section>
        </>
      )}
    </main>
  )
}
