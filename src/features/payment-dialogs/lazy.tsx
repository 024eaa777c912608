import type { DialogKind } from '@machines/payment-dialog'
import { type ComponentType, lazy, Suspense } from 'react'
import { loadOnce, loadOnReach } from '@/lib/loadOnce'
import { type DialogFamily, FAMILY_OF, kindOf } from './fields/kinds'
import type { PaymentDialogProps } from './types'

type Host = { default: ComponentType<PaymentDialogProps> }

/** One download per family (a failed one is asked for again). */
const LOADERS: Record<DialogFamily, () => Promise<Host>> = {
  plain: loadOnce(() => import('./hosts/plain')),
  files: loadOnce(() => import('./hosts/files')),
  dates: loadOnce(() => import('./hosts/dates')),
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

/** Props for a button that opens a dialog of `kind`: its host loads when the button is reached for. */
export const preloadOnReach = (kind: DialogKind) => loadOnReach(LOADERS[FAMILY_OF[kind]])
