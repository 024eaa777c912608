import { PLAIN_FIELDS } from '../fields/plainFields'
import PaymentDialog from '../PaymentDialog'
import type { PaymentDialogProps } from '../types'

/** The dialog host of the 'plain' kinds (fields/kinds.ts), loaded by lazy.tsx when one opens. */
export default function PlainPaymentDialog(props: PaymentDialogProps) {
  return <PaymentDialog {...props} fields={PLAIN_FIELDS} />
}
