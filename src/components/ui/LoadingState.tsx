import { css } from 'styled-system/css'
import { Spinner } from './Spinner'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  textAlign: 'center',
  color: 'fg.muted',
  fontSize: 'md',
})

/**
 * A whole screen that is loading: a large spinner over a sentence that says what loads ('Cargando tu
 * solicitud…'), read out once as a polite status. The caller centres it in its space.
 */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" className={box}>
      <Spinner size="lg" decorative />
      <p>{text}</p>
    </div>
  )
}
