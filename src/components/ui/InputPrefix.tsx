import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const box = css({ position: 'relative' })
const signStyle = css({
  position: 'absolute',
  insetInlineStart: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
})

/**
 * A sign shown at the start of an input ('$', '+52'): not typed, not sent, not read out. The input leaves room
 * for it with its own start padding.
 */
export function InputPrefix({ sign, children }: { sign: string; children: ReactNode }) {
  return (
    <div className={box}>
      <span aria-hidden="true" className={signStyle}>
        {sign}
      </span>
      {children}
    </div>
  )
}
