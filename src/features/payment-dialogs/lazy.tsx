import type { DialogKind } from '@machines/payment-dialog'
import { type ComponentType, lazy, Suspense } from 'react'
import { loadOnce } from '@/lib/loadOnce'
import { type DialogFamily, FAMILY_OF, kindOf } from './fields/kinds'
import type { PaymentDialogProps } from './types'

type Host = { default: ComponentType<PaymentDialogProps> }

const IMPORTS: Record<DialogFamily, () => Promise<Host>> = {
  plain: () => import('./hosts/plain'),
  files: () => import('./hosts/files'),
  dates: () => import('./hosts/dates'),
}

/** One download per family (a failed one is asked for again). */
const LOADERS: Record<DialogFamily, () => Promise<Host>> = {
  plain: loadOnce(IMPORTS.plain),
  files: loadOnce(IMPORTS.files),
  dates: loadOnce(IMPORTS.dates),
}

const HOSTS = {
  plain: lazy(LOADERS.plain),
  files: lazy(LOADERS.files),
  dates: lazy(LOADERS.dates),
}

/**
 * What screens render for a payment dialog: the host of the request's family, loaded when the dialog opens
 * (docs/decisions.md#budgets), so a dialog downloads the pickers its fields use and no other.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  if (!props.request) return null
  const Host = HOSTS[FAMILY_OF[kindOf(props.request)]]
  return (
    <Suspense fallback={null}>
      <Host {...props} />
    </Suspense>
  )
}

/**
 * Starts downloading the host of a dialog kind before it opens. Anything else (a file action such as 'Ver
 * factura') loads nothing.
 */
export const preloadDialog = (kind: string): void => {
  const family = FAMILY_OF[kind as DialogKind] as DialogFamily | undefined
  if (family) LOADERS[family]().catch(() => {})
}

/**
 * Props for a button that opens a dialog of `kind`: reaching for it (the pointer over it, a touch, keyboard
 * focus) starts the download of its host, so that on a slow phone the dialog is there when it is pressed
 * (docs/decisions.md#budgets).
 */
export const preloadOnReach = (kind: DialogKind) => {
  const start = () => preloadDialog(kind)
  return { onPointerEnter: start, onTouchStart: start, onFocus: start }
}
