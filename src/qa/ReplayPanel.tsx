import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { AnyStateMachine, StateValue } from 'xstate'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import type { FlowView } from './flowView'
import { replayInput } from './flowViews'
import { qaInspector } from './inspector'
import { eventLabel, type Inspect, Replay, type StepOutcome, valueLabel } from './replay'
import type { FlowPath } from './reports'

const panel = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)' })
const controls = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const layout = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
  alignItems: 'start',
})
const viewBox = css({
  border: '2px dashed',
  borderColor: 'accent.border',
  borderRadius: 'md',
  p: '3',
  minW: '0',
  overflowX: 'auto',
})
const steps = css({ display: 'grid', gap: '1', fontSize: 'sm', listStyle: 'decimal', pl: '6' })
const stepItem = css({ overflowWrap: 'anywhere' })
const currentStep = css({ fontWeight: 'bold', color: 'accent.text' })
const mismatch = css({ color: 'danger.text' })
const byView = css({ color: 'fg.muted' })
const mono = css({ fontFamily: 'mono' })

/** A pause between the steps of 'Reproducir todo', so the view can be watched. */
const PLAY_ALL_PAUSE_MS = 400

interface Props {
  machine: AnyStateMachine
  view: FlowView
  path: FlowPath
  /** Where the replay's actor reports; null to replay without the inspector (tests). */
  inspector?: (() => Promise<Inspect>) | null
  onClose: () => void
  /** The replayed actor's state value after every change (null when the replay ends), for the chart. */
  onState?: (value: StateValue | null) => void
}

/**
 * A model path replayed on the machine's real view: the actor's invocations wait for the path's recorded
 * outcomes, its delays for a simulated clock, and the inspector sees every event.
 */
export function ReplayPanel({ machine, view, path, inspector = qaInspector, onClose, onState }: Props) {
  const [run, setRun] = useState(0)
  const [replay, setReplay] = useState<Replay | null>(null)
  // By step index: a step the person did in the view is marked as such; a step left behind has none.
  const [outcomes, setOutcomes] = useState<Array<StepOutcome | undefined>>([])
  const [position, setPosition] = useState(0)
  const [current, setCurrent] = useState<StateValue | null>(null)
  const [offPath, setOffPath] = useState(false)
  const [busy, setBusy] = useState(false)
  const alive = useRef(true)

  // One replay per run (a new one on 'Reiniciar'); StrictMode's second mount gets its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is the restart trigger
  useEffect(() => {
    let stopped = false
    let made: Replay | null = null
    setOutcomes([])
    setPosition(0)
    setOffPath(false)
    void (async () => {
      const inspect = inspector ? await inspector() : undefined
      if (stopped) return
      made = new Replay(machine, path, { input: replayInput(view, path), inspect })
      made.start()
      setReplay(made)
    })()
    return () => {
      stopped = true
      made?.stop()
      setReplay(null)
    }
  }, [machine, path, view, inspector, run])

  // The status, the chart and the next step follow the actor, also when the person clicks inside the view.
  useEffect(() => {
    if (!replay) return
    let last = replay.actor.getSnapshot().value as StateValue
    setCurrent(last)
    onState?.(last)
    const subscription = replay.actor.subscribe((snapshot) => {
      const value = snapshot.value as StateValue
      setCurrent(value)
      onState?.(value)
      const moved = JSON.stringify(value) !== JSON.stringify(last)
      last = value
      if (replay.busy || !moved) return
      const followed = replay.follow()
      setOffPath(!followed.onPath)
      if (followed.onPath)
        setOutcomes((list) => {
          const next = [...list]
          for (const outcome of followed.outcomes) next[outcome.index] = outcome
          return next
        })
      setPosition(replay.position)
    })
    return () => {
      subscription.unsubscribe()
      onState?.(null)
    }
  }, [replay, onState])

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  const next = async (target: Replay) => {
    const outcome = await target.step()
    if (outcome && alive.current) {
      setOutcomes((list) => {
        const copy = [...list]
        copy[outcome.index] = outcome
        return copy
      })
      setPosition(target.position)
      setOffPath(false)
    }
    return outcome
  }
  const stepOnce = async () => {
    if (!replay) return
    setBusy(true)
    await next(replay)
    setBusy(false)
  }
  const playAll = async () => {
    if (!replay) return
    setBusy(true)
    while (!replay.done && alive.current) {
      await next(replay)
      await new Promise((resolve) => setTimeout(resolve, PLAY_ALL_PAUSE_MS))
    }
    setBusy(false)
  }

  // Alt+N: the next step, also while the view's modal dialog or drawer covers the buttons (its focus trap lets a
  // keydown reach the window in the capture phase).
  const stepRef = useRef(stepOnce)
  stepRef.current = busy || !replay || offPath ? async () => {} : stepOnce
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyN') return
      event.preventDefault()
      event.stopPropagation()
      void stepRef.current()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])

  const done = position >= path.steps.length
  const last = position > 0 ? outcomes[position - 1] : undefined

  return (
    <section className={panel} aria-labelledby="replay-heading">
      <h2 id="replay-heading" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Reproducción: <span className={mono}>{path.name}</span>
      </h2>
      <div className={controls}>
        <Button onClick={stepOnce} disabled={!replay || busy || done || offPath} aria-keyshortcuts="Alt+N">
          Siguiente paso
        </Button>
        <Button variant="secondary" onClick={playAll} disabled={!replay || busy || done || offPath}>
          Reproducir todo
        </Button>
        <Button variant="outline" onClick={() => setRun((n) => n + 1)} disabled={busy}>
          Reiniciar
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cerrar reproducción
        </Button>
      </div>
      <p role="status" className={css({ fontSize: 'sm' })}>
        Paso {position} de {path.steps.length}
        {replay && (
          <>
            {' · estado actual: '}
            <span className={mono}>{valueLabel(current ?? replay.actor.getSnapshot().value)}</span>
          </>
        )}
      </p>
      {view.overlay && (
        <Alert status="info">
          Esta vista es un diálogo: mientras está abierto tapa estos botones. Alt+N da el siguiente paso.
        </Alert>
      )}
      {offPath && current !== null && (
        <Alert status="info">
          Con lo que hiciste en la vista, el actor está en <span className={mono}>{valueLabel(current)}</span>
          , un estado por el que esta ruta no pasa. Reinicia para volver a la ruta.
        </Alert>
      )}
      {last?.byView && !offPath && (
        <p className={css({ fontSize: 'sm' })}>
          La vista llevó el actor al paso {position}: el siguiente paso sigue desde ahí.
        </p>
      )}
      {last && !last.matches && !offPath && (
        <Alert status="warning">
          El actor quedó en <span className={mono}>{valueLabel(last.actual)}</span> y la prueba registró{' '}
          <span className={mono}>{valueLabel(last.expected)}</span>
          {last.problem ? `: ${last.problem}` : '.'} La entrada de la vista puede no ser la de la prueba.
        </Alert>
      )}
      <div className={layout}>
        <section className={viewBox} aria-label="Vista real">
          {replay ? view.render(replay.actor) : <p>Preparando…</p>}
        </section>
        <ol className={steps} aria-label="Pasos de la ruta">
          {path.steps.map((step, i) => {
            const outcome = outcomes[i]
            return (
              <li
                // Steps are a fixed list for this path.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                key={i}
                className={cx(
                  stepItem,
                  i === position && currentStep,
                  outcome && !outcome.matches && mismatch,
                  outcome?.byView && byView,
                )}
                aria-current={i === position ? 'step' : undefined}
              >
                <span className={mono}>{eventLabel(step.event)}</span> →{' '}
                <span className={mono}>{valueLabel(step.state)}</span>
                {outcome && (outcome.byView ? ' ✓ (en la vista)' : outcome.matches ? ' ✓' : ' ✗')}
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
