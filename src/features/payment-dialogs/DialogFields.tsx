import type { PaymentDialogApi } from '@machines/payment-dialog'
import { BuyerFields, CreditFields } from './fields/AccountRequestFields'
import { ExportFields, ReportFields } from './fields/ExportFields'
import { InvoiceFields, PayFields } from './fields/PaymentFileFields'
import { AssignFields, ProjectFields } from './fields/ProjectFields'
import { PaymentSummary } from './fields/Summaries'
import { grid } from './fields/styles'
import { DaysField, EditFields } from './fields/TermAndAmountFields'

export { ExtensionSummary, PaymentSummary } from './fields/Summaries'

/** The fields of the dialog's kind, rendered from the connected dialog (fields/ has one module per family). */
export function DialogFields({ api }: { api: PaymentDialogApi }) {
  const fields = (() => {
    switch (api.kind) {
      case 'pay':
      case 'informPayment':
        return <PayFields api={api} />
      case 'extendTerm':
      case 'requestExtendTerm':
        return <DaysField api={api} />
      case 'edit':
        return <EditFields api={api} />
      case 'attachInvoice':
        return <InvoiceFields api={api} />
      case 'assignProject':
        return <AssignFields api={api} />
      case 'export':
        return <ExportFields api={api} />
      case 'customersReport':
        return <ReportFields api={api} />
      case 'projectForm':
        return <ProjectFields api={api} />
      case 'createBuyer':
        return <BuyerFields api={api} />
      case 'creditExtension':
        return <CreditFields api={api} />
      default:
        return null
    }
  })()
  return (
    <div className={grid}>
      {api.subject.payment && <PaymentSummary payment={api.subject.payment} subject={api.subject} />}
      {fields}
    </div>
  )
}
