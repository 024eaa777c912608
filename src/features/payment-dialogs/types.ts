import type { Project } from '@contract/projects'
import type { DashboardDialogRequest, DialogActionName } from '@machines/dashboard'
import type { PaymentActionName, PaymentViewer } from '@machines/payments'

/** The actions of the 'Ver acciones' menu that open a dialog (the file ones open a link instead). */
export type { DialogActionName }
export type FileActionName = Extract<
  PaymentActionName,
  'viewInvoice' | 'viewProofPayment' | 'viewProofPurchase'
>

/**
 * Which dialog a screen wants open (a dashboard's requests and the other screens' own); screens keep it in their
 * machine's context.
 */
export type PaymentDialogRequest =
  | DashboardDialogRequest
  | { kind: 'export' }
  | { kind: 'customersReport' }
  | { kind: 'projectForm'; project?: Project }

/** The signed-in user as the dialogs need it. */
export type DialogViewer = PaymentViewer & {
  /** user.owner_id: the caller's organization (export's owner_id). */
  ownerId: number
  /** user.factoring.brand. */
  brand: string
}

export type PaymentDialogProps = {
  /** null: nothing open. */
  request: PaymentDialogRequest | null
  viewer: DialogViewer
  /** Closed without a change (cancel, Escape, close after an error). */
  onClose: () => void
  /** An action succeeded: the screen refreshes its data (the dialog shows its own success alert first). */
  onDone: () => void
}
