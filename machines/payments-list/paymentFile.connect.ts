import type { SnapshotFrom } from 'xstate'
import type { PaymentFileEvent, PaymentFileMachine } from './paymentFile.machine'
import { selectFileError, selectIsOpeningFile } from './paymentFile.selectors'

type Snapshot = SnapshotFrom<PaymentFileMachine>
type Send = (event: PaymentFileEvent) => void

/** What the list shows of a file link (see docs/architecture.md, "Connect layer"): opening, or why it failed. */
export function connect(snapshot: Snapshot, send: Send) {
  return {
    openingFile: selectIsOpeningFile(snapshot),
    fileError: selectFileError(snapshot),
    dismiss: () => send({ type: 'file.dismiss' }),
  }
}

export type PaymentFileApi = ReturnType<typeof connect>
