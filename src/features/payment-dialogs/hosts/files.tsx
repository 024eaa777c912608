import { FILE_FIELDS } from '../fields/fileFields'
import PaymentDialog from '../PaymentDialog'
import type { PaymentDialogProps } from '../types'

/** The dialog host of the 'files' kinds (fields/kinds.ts), loaded by lazy.tsx when one opens. */
export default function FilesPaymentDialog(props: PaymentDialogProps) {
  return <PaymentDialog {...props} fields={FILE_FIELDS} />
}
