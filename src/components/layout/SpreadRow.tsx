import type { ComponentPropsWithRef } from 'react'
import { css, cx } from 'styled-system/css'

const spreadRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
})

/** A row with its parts pushed to both ends (a title and its action), wrapping on a narrow screen. */
export function SpreadRow({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(spreadRow, className)} {...rest} />
}
