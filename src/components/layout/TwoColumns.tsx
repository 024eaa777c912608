import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const twoColumns = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
})

/** Cards in one column, in two from lg on, each as tall as its content. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <div className={twoColumns}>{children}</div>
}
