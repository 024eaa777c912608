import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

const pageTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })

/** The page's own `<h1>` under the navigation bar (its title, a business name). */
export function PageTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <h1 className={cx(pageTitle, className)}>{children}</h1>
}
