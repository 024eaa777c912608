import type { DialogDefinition, DialogKind } from './dialog.types'
import { createBuyer, creditExtension } from './kinds/accountRequests'
import { confirmOnly, handleExtension } from './kinds/confirmations'
import { customersReport, exportPayments } from './kinds/exportsAndReports'
import { attachInvoice, reportPayment } from './kinds/paymentFiles'
import { assignProject, projectForm } from './kinds/projects'
import { daysDialog, editPayment } from './kinds/termAndAmount'

/**
 * The dialogs of everything done to a payment and the dialogs of the same family (project form, buyer user,
 * credit extension). Each is its own machine, made by one factory (paymentDialog.machine.ts); what differs per
 * kind lives in kinds/ as data and pure functions, one module per family: whether the dialog has fields, whether
 * it asks for a confirmation, what it loads first, whether it can be refused locally, how it validates, what it
 * sends and which texts its outcome shows.
 */
export const DIALOGS: Record<DialogKind, DialogDefinition> = {
  confirm: confirmOnly('confirm'),
  reject: confirmOnly('reject'),
  reportNonPayment: confirmOnly('reportNonPayment'),
  requestFactoring: confirmOnly('requestFactoring'),
  handleExtension,
  pay: reportPayment('pay'),
  informPayment: reportPayment('informPayment'),
  attachInvoice,
  extendTerm: daysDialog('extendTerm'),
  requestExtendTerm: daysDialog('requestExtendTerm'),
  edit: editPayment,
  assignProject,
  projectForm,
  export: exportPayments,
  customersReport,
  createBuyer,
  creditExtension,
}

/** Every kind, in the order above (one machine each). */
export const DIALOG_KINDS = Object.keys(DIALOGS) as DialogKind[]

export * from './dialog.types'
export { CUSTOMER_REPORT_LABEL, EXPORT_LABEL } from './kinds/exportsAndReports'
export { formFieldErrorsOf } from './kinds/outcome'
export { amountToPay, invoiceFilesError, paysPenalty, proofFileError } from './kinds/paymentFiles'
export {
  NEW_PROJECT,
  normalizeBudget,
  PROJECT_FIELDS,
  type ProjectCreateFailure,
  phaseAllowed,
  projectCreateFailure,
  projectFormIncomplete,
} from './kinds/projects'
