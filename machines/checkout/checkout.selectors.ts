import type { SnapshotFrom } from 'xstate'
import type { CheckoutMachine } from './checkout.machine'

type Snapshot = SnapshotFrom<CheckoutMachine>

export const selectDetails = (s: Snapshot) => s.context.details
export const selectIsLoading = (s: Snapshot) => s.matches('loadingDetails')
export const selectDetailsError = (s: Snapshot) => (s.matches('detailsFailed') ? s.context.error : null)
export const selectIsPaying = (s: Snapshot) => s.matches('paying')
export const selectPayError = (s: Snapshot) => (s.matches('payFailed') ? s.context.error : null)
export const selectIsPaid = (s: Snapshot) => s.hasTag('paid')
/** The detail text shows from 7.5 s after paying until the redirect. */
export const selectShowsDetailText = (s: Snapshot) =>
  s.matches('announcingRedirect') || s.matches('redirecting')
export const selectIsRedirecting = (s: Snapshot) => s.matches('redirecting')
export const selectNotice = (s: Snapshot) => s.context.notice
