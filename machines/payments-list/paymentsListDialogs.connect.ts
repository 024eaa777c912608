import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { PaymentsListDialogsMachine } from './paymentsListDialogs.machine'
import { selectDialog } from './paymentsListDialogs.selectors'

/** The payments list's open dialog and its two ways out (see docs/architecture.md, "Connect layer"). */
export function connect(
  snapshot: SnapshotFrom<PaymentsListDialogsMachine>,
  send: SendOf<PaymentsListDialogsMachine>,
) {
  return {
    dialog: selectDialog(snapshot),
    close: () => send({ type: 'dialog.close' }),
    done: () => send({ type: 'dialog.done' }),
  }
}

export type PaymentsListDialogsApi = ReturnType<typeof connect>
