import { DATE_FIELDS } from '../fields/dateFields'
import PaymentDialog from '../PaymentDialog'
import type { PaymentDialogProps } from '../types'

/** The dialog host of the 'dates' kinds (fields/kinds.ts), loaded by lazy.tsx when one opens. */
export default function DatesPaymentDialog(props: PaymentDialogProps) {
  return <PaymentDialog {...props} fields={DATE_FIELDS} />
}
