import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { PaymentFileMachine } from './paymentFile.machine'
import { selectFileError, selectIsOpeningFile } from './paymentFile.selectors'

/** What the list shows of a file link (see docs/architecture.md, "Connect layer"): opening, or why it failed. */
export function connect(snapshot: SnapshotFrom<PaymentFileMachine>, send: SendOf<PaymentFileMachine>) {
  return {
    openingFile: selectIsOpeningFile(snapshot),
    fileError: selectFileError(snapshot),
    dismiss: () => send({ type: 'file.dismiss' }),
  }
}

export type PaymentFileApi = ReturnType<typeof connect>
