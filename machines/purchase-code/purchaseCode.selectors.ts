import type { SnapshotFrom } from 'xstate'
import type { PurchaseCodeMachine } from './purchaseCode.machine'

type Snapshot = SnapshotFrom<PurchaseCodeMachine>

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsRegenerating = (s: Snapshot) => s.matches('regenerating')
/** What the spinner says: reading the live code, making the first one, or replacing one. */
export const selectBusyLabel = (s: Snapshot) =>
  s.matches('loading')
    ? 'Cargando tu código'
    : s.matches('regenerating')
      ? 'Generando un código nuevo'
      : 'Generando tu código'
/** The code to show: only while it is live (not while a new one is being issued). */
export const selectCode = (s: Snapshot) => (s.hasTag('ready') ? s.context.code : null)
export const selectRemaining = (s: Snapshot) => s.context.remaining
export const selectError = (s: Snapshot) => (s.hasTag('failed') ? s.context.error : null)
/** The server's 403 message while the builder is credit-blocked, else null. */
export const selectBlocked = (s: Snapshot) => (s.hasTag('blocked') ? s.context.error : null)
