import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import { Switch } from '@/components/ui/Switch'
import { closeInspector, type InspectorKind, openInspector } from '../inspector/session'

/** The toolbar's DOM marker: `npm run bench` fails a production build that holds it (bench/web/bundle.ts). */
export const QA_TOOLBAR_MARKER = 'obrafiado-qa-toolbar'

const CHOICE_KEY = 'obrafiado.qa.inspector'
const FOLDED_KEY = 'obrafiado.qa.folded'

/** The hosted inspector when the browser is online, the local one when not, unless QA chose before. */
const firstChoice = (): InspectorKind => {
  const chosen = localStorage.getItem(CHOICE_KEY)
  if (chosen === 'local' || chosen === 'hosted') return chosen
  return navigator.onLine ? 'hosted' : 'local'
}

const bar = css({
  position: 'fixed',
  left: '2',
  bottom: '2',
  zIndex: 'toast',
  // A modal dialog turns pointer events off on the page: the toolbar stays usable.
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  maxW: 'calc(100vw - 1rem)',
  p: '1.5',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.strong',
  borderRadius: 'md',
  boxShadow: 'md',
  fontSize: 'sm',
})
const panel = css({
  position: 'fixed',
  zIndex: 'toast',
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  bg: 'bg.surface',
  borderColor: 'border.strong',
  boxShadow: 'lg',
  left: '0',
  right: '0',
  bottom: '0',
  height: '60vh',
  borderTop: '1px solid',
  lg: {
    left: 'auto',
    top: '0',
    height: 'auto',
    width: 'min(640px, 45vw)',
    borderTop: 'none',
    borderLeft: '1px solid',
  },
})
const panelBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  p: '1.5',
  borderBottom: '1px solid',
  borderColor: 'border.subtle',
  fontSize: 'sm',
})
/** On the page while the local panel is open: room for it, beside the app on a wide screen, under it on a phone. */
const roomForPanel = css({ pb: '60vh', lg: { pb: '0', pr: 'min(640px, 45vw)' } })
const frameStyle = css({ width: 'full', height: 'full', border: 'none', bg: 'bg.canvas' })
const small = css({ '& span:last-child': { fontSize: 'sm' } })
const flowsLink = css({ color: 'accent.text', textDecoration: 'underline', px: '1' })

/**
 * The QA toolbar, on every page of a QA build: 'Inspector' opens the inspector QA chose with the switch, the
 * hosted Stately inspector (its own window, online) or the local one (a panel with the QA build's own page,
 * offline), which 'Abrir en otra ventana' moves to a window of its own; 'Flujos' goes to the flows page. Folded,
 * it is one small 'QA' button.
 */
export function QaToolbar() {
  const [kind, setKind] = useState<InspectorKind>(firstChoice)
  // 'window': the local inspector in a window of its own (QA moves it aside; a dialog is then never under it).
  const [open, setOpen] = useState<InspectorKind | 'window' | null>(null)
  // Folded at first on a phone, where the bar would cover the page's own buttons.
  const [folded, setFolded] = useState(
    () =>
      (sessionStorage.getItem(FOLDED_KEY) ?? String(window.matchMedia('(max-width: 639px)').matches)) ===
      'true',
  )
  const frame = useRef<HTMLIFrameElement>(null)

  // The local inspector's frame exists once the panel is drawn: the inspector is pointed at it then.
  useEffect(() => {
    if (open !== 'local') return
    if (frame.current) void openInspector('local', frame.current)
    document.documentElement.classList.add(...roomForPanel.split(' '))
    return () => document.documentElement.classList.remove(...roomForPanel.split(' '))
  }, [open])
  useEffect(() => () => closeInspector(), [])

  const choose = (hosted: boolean) => {
    const next = hosted ? 'hosted' : 'local'
    localStorage.setItem(CHOICE_KEY, next)
    setKind(next)
    if (open) start(next)
  }
  const start = (which: InspectorKind) => {
    closeInspector()
    setOpen(which)
    // The hosted inspector's window opens within the click, or a popup blocker stops it.
    if (which === 'hosted') void openInspector('hosted')
  }
  const detach = () => {
    setOpen('window')
    void openInspector('local')
  }
  const stop = () => {
    closeInspector()
    setOpen(null)
  }
  const fold = (value: boolean) => {
    sessionStorage.setItem(FOLDED_KEY, String(value))
    setFolded(value)
  }

  const controls = (withFlows: boolean) => (
    <>
      <Button
        size="sm"
        variant={open ? 'outline' : 'solid'}
        aria-pressed={open !== null}
        onClick={() => (open ? stop() : start(kind))}
      >
        {open ? 'Cerrar inspector' : 'Inspector'}
      </Button>
      <Switch
        className={small}
        label="Stately en línea"
        checked={kind === 'hosted'}
        onCheckedChange={choose}
      />
      {withFlows && (
        <a className={flowsLink} href="/qa">
          Flujos
        </a>
      )}
    </>
  )

  if (open === 'local')
    return (
      <aside aria-label="Herramientas de QA" data-qa={QA_TOOLBAR_MARKER} className={panel}>
        <div className={panelBar}>
          {controls(false)}
          <Button size="sm" variant="ghost" onClick={detach}>
            Abrir en otra ventana
          </Button>
        </div>
        <iframe ref={frame} title="Inspector local" className={frameStyle} />
      </aside>
    )

  return (
    <aside aria-label="Herramientas de QA" data-qa={QA_TOOLBAR_MARKER} className={bar}>
      {folded ? (
        <Button
          size="sm"
          variant="outline"
          aria-label="Mostrar herramientas de QA"
          onClick={() => fold(false)}
        >
          QA
        </Button>
      ) : (
        <>
          {controls(true)}
          <Button
            size="sm"
            variant="ghost"
            aria-label="Ocultar herramientas de QA"
            onClick={() => fold(true)}
          >
            ×
          </Button>
        </>
      )}
    </aside>
  )
}
