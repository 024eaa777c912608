import type { SnapshotFrom } from 'xstate'
import type { PaymentsListDialogsMachine } from './paymentsListDialogs.machine'

type Snapshot = SnapshotFrom<PaymentsListDialogsMachine>

export const selectDialog = (s: Snapshot) => s.context.dialog
