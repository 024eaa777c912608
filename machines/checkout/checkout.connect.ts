import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { CheckoutMachine } from './checkout.machine'
import {
  selectDetails,
  selectDetailsError,
  selectIsLoading,
  selectIsPaid,
  selectIsPaying,
  selectIsRedirecting,
  selectNotice,
  selectPayError,
  selectShowsDetailText,
} from './checkout.selectors'

/**
 * What the checkout page renders (see docs/architecture.md, "Connect layer"): the purchase details and their
 * loading failure, the confirm button (which becomes 'Reintentar' after a failed payment), and the paid screen
 * with its redirect.
 */
export function connect(snapshot: SnapshotFrom<CheckoutMachine>, send: SendOf<CheckoutMachine>) {
  const paying = selectIsPaying(snapshot)
  const payError = selectPayError(snapshot)
  return {
    details: selectDetails(snapshot),
    loading: selectIsLoading(snapshot),
    detailsError: selectDetailsError(snapshot),
    paying,
    payError,
    paid: selectIsPaid(snapshot),
    /** The detail text shows from 7.5 s after paying until the redirect. */
    showsDetailText: selectShowsDetailText(snapshot),
    redirecting: selectIsRedirecting(snapshot),
    notice: selectNotice(snapshot),
    /** 'Reintentar' when the details failed to load. */
    getReloadProps: () => ({ onClick: () => send({ type: 'checkout.retry' }) }),
    /** 'Confirmar compra', or 'Reintentar' once a payment failed. */
    confirmLabel: payError ? 'Reintentar' : 'Confirmar compra',
    getConfirmProps: () => ({
      loading: paying,
      onClick: () => send({ type: payError ? 'checkout.retry' : 'checkout.confirm' }),
    }),
  }
}

export type CheckoutApi = ReturnType<typeof connect>
