import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import { eventLabel } from './replay'
import type { FlowPath } from './reports'

const list = css({ display: 'grid', gap: '1' })
const item = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  borderBottom: '1px solid',
  borderColor: 'border.subtle',
  py: '1.5',
})
const text = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', flex: '1 1 240px' })

/** The model paths of the last test run, each with its steps and a 'Reproducir' button when a view is registered. */
export function PathList({
  paths,
  canReplay,
  onReplay,
}: {
  paths: FlowPath[]
  canReplay: boolean
  onReplay: (path: FlowPath) => void
}) {
  if (paths.length === 0) return <p>La prueba no registró rutas.</p>
  return (
    <ol className={list}>
      {paths.map((path, index) => (
        // Path names may repeat between generators; the position is stable for one report.
        // biome-ignore lint/suspicious/noArrayIndexKey: a report's list never reorders
        <li key={index} className={item}>
          <span className={text}>
            <strong>{path.name}</strong>
            <br />
            {path.steps.map((step) => eventLabel(step.event)).join(' → ')}
          </span>
          {canReplay && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onReplay(path)}
              aria-label={`Reproducir ${path.name}`}
            >
              Reproducir
            </Button>
          )}
        </li>
      ))}
    </ol>
  )
}
