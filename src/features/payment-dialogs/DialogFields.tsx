import type { DialogKind, PaymentDialogApi } from '@machines/payment-dialog'
import type { ComponentType } from 'react'
import { PaymentSummary } from './fields/Summaries'
import { grid } from './fields/styles'

export { ExtensionSummary, PaymentSummary, TransferSummary } from './fields/Summaries'

/** The fields of some dialog kinds: a dialog host carries only those of the kinds it opens (hosts/). */
export type DialogFieldsOf = Partial<Record<DialogKind, ComponentType<{ api: PaymentDialogApi }>>>

/** The fields of the dialog's kind, rendered from the connected dialog (fields/ has one module per family). */
export function DialogFields({ api, fields }: { api: PaymentDialogApi; fields: DialogFieldsOf }) {
  const Fields = fields[api.kind]
  return (
    <div className={grid}>
      {api.subject.payment && <PaymentSummary payment={api.subject.payment} subject={api.subject} />}
      {Fields && <Fields api={api} />}
    </div>
  )
}
