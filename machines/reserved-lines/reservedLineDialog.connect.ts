import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import { fieldBinder } from '../shared/form'
import type { ReservedLineDialogMachine } from './reservedLineDialog.machine'
import {
  selectDialogBusy,
  selectDialogError,
  selectDialogNotice,
  selectDialogOpen,
} from './reservedLines.selectors'

/**
 * What 'Reservar línea de crédito' renders (see docs/architecture.md, "Connect layer"): the opener, the dialog
 * (closing refused while it sends), its fields, its red text and the notice once a line is created.
 */
export function connect(
  snapshot: SnapshotFrom<ReservedLineDialogMachine>,
  send: SendOf<ReservedLineDialogMachine>,
) {
  const { values, fieldErrors: errors } = snapshot.context
  const busy = selectDialogBusy(snapshot)
  return {
    open: selectDialogOpen(snapshot),
    ...dialogProps({ busy, close: () => send({ type: 'line.close' }) }),
    error: selectDialogError(snapshot),
    notice: selectDialogNotice(snapshot),
    getOpenerProps: () => ({ onClick: () => send({ type: 'line.open' }) }),
    getFieldProps: fieldBinder({
      values: { ...values },
      errors,
      readOnly: busy,
      change: (patch) => send({ type: 'line.change', values: patch }),
    }),
    onSubmit: () => send({ type: 'line.submit' }),
  }
}

export type ReservedLineDialogApi = ReturnType<typeof connect>
