import { lazy, Suspense } from 'react'
import { FAMILY_OF, kindOf } from './fields/kinds'
import type { PaymentDialogProps } from './types'

const HOSTS = {
  plain: lazy(() => import('./hosts/plain')),
  files: lazy(() => import('./hosts/files')),
  dates: lazy(() => import('./hosts/dates')),
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
