import type { SnapshotFrom } from 'xstate'
import type { PaymentFileMachine } from './paymentFile.machine'

type Snapshot = SnapshotFrom<PaymentFileMachine>

export const selectIsOpeningFile = (s: Snapshot) => s.hasTag('openingFile')
export const selectFileError = (s: Snapshot) => s.context.fileError
