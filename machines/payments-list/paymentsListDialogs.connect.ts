import type { SnapshotFrom } from 'xstate'
import type { PaymentsListDialogsEvent, PaymentsListDialogsMachine } from './paymentsListDialogs.machine'
import { selectDialog } from './paymentsListDialogs.selectors'

type Snapshot = SnapshotFrom<PaymentsListDialogsMachine>
type Send = (event: PaymentsListDialogsEvent) => void

/** The payments list's open dialog and its two ways out (see docs/architecture.md, "Connect layer"). */
export function connect(snapshot: Snapshot, send: Send) {
  return {
    dialog: selectDialog(snapshot),
    close: () => send({ type: 'dialog.close' }),
    done: () => send({ type: 'dialog.done' }),
  }
}

export type PaymentsListDialogsApi = ReturnType<typeof connect>
