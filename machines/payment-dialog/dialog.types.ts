import type {
  CreateBuyerRequest,
  CreditExtensionRequest,
  CustomersReportRequest,
  ExportRequest,
  ExtendTermRequest,
  HandleExtendTermRequest,
  PaymentIdRequest,
  RequestExtendTermRequest,
  TermExtension,
  UpdatePaymentRequest,
} from '@contract/paymentActions'
import { MENU_ORDER } from '@contract/paymentLifecycle'
import type { Payment } from '@contract/payments'
import type { Project, ProjectForm } from '@contract/projects'
import type { ProjectCatalogue } from '@contract/quotes'
import type { MainRole } from '@contract/roles'
import type { PaymentActionName } from '../payments'
import type { DateRule } from '../shared/dateText'
import type { FieldErrors, FormValues } from '../shared/form'

/**
 * The shapes shared by every dialog of the payment family: what a dialog is about (its subject), what it sends
 * and what a kind's definition must say. The kinds themselves live in kinds/, one module per family.
 */

/** Payment actions that open a dialog (the file actions open a link instead). */
export type PaymentDialogAction = Exclude<
  PaymentActionName,
  'viewInvoice' | 'viewProofPayment' | 'viewProofPurchase'
>

export type DialogKind =
  | PaymentDialogAction
  | 'handleExtension'
  | 'export'
  | 'customersReport'
  | 'projectForm'
  | 'createBuyer'
  | 'creditExtension'

export const PAYMENT_DIALOG_ACTIONS: readonly PaymentDialogAction[] = [...MENU_ORDER, 'assignProject']

export const isPaymentAction = (kind: DialogKind): kind is PaymentDialogAction =>
  (PAYMENT_DIALOG_ACTIONS as readonly string[]).includes(kind)

/** Who opens the dialog: the parts of the signed-in user the dialogs need. */
export interface DialogViewerInfo {
  mainRole: MainRole
  /** user.owner_id (export); 0 or null when the user has none. */
  ownerId: number | null
  /** user.factoring.brand. */
  brand: string
}

/** What the dialog is about: the machine's input (the machine itself is the kind's: paymentDialog.machine.ts). */
export interface PaymentDialogInput {
  payment?: Payment | null
  extension?: TermExtension | null
  /** handleExtension: accept (true) or reject (false) the request. */
  accepted?: boolean
  /** projectForm: the project to edit (none: a new project). */
  project?: Project | null
  viewer: DialogViewerInfo
  /** Today in the user's calendar, 'YYYY-MM-DD' (export ranges). */
  today: string
}

export interface DialogSubject {
  kind: DialogKind
  payment: Payment | null
  extension: TermExtension | null
  accepted: boolean
  project: Project | null
  viewer: DialogViewerInfo
  today: string
}

export const subjectOf = (kind: DialogKind, input: PaymentDialogInput): DialogSubject => ({
  kind,
  payment: input.payment ?? null,
  extension: input.extension ?? null,
  accepted: input.accepted ?? true,
  project: input.project ?? null,
  viewer: input.viewer,
  today: input.today,
})

export type DialogValues = FormValues

/** What a dialog loaded before showing its form. */
export interface Prefetched {
  clabe: string | null
  projects: Project[]
  /** The project form's construction types and phases (GET projects/catalogue). */
  catalogue: ProjectCatalogue | null
}

/** What a dialog loads before its form: each has its own actor (`loadClabe`, `loadProjects`, `loadCatalogue`). */
export type DialogPrefetch = 'clabe' | 'projects' | 'catalogue'

/** `loadClabe`'s input: the payment whose transfer CLABE 'Pagar' shows. */
export interface ClabeInput {
  paymentId: number
}
export type PrefetchOutput = {
  clabe?: string | null
  projects?: Project[]
  catalogue?: ProjectCatalogue | null
}

/** A SPEI transfer as 'Pagar' sends it: clave de rastreo, date of operation (YYYY-MM-DD), bank code. */
export type TypedTransfer = { tracking_key: string; operation_date: string; sending_bank: string }

/** What the submit actor sends, per kind (src/features/payment-dialogs maps each to its API call). */
export type DialogSubmission =
  | { kind: 'confirm' | 'reject' | 'reportNonPayment' | 'requestFactoring'; body: PaymentIdRequest }
  | {
      kind: 'pay' | 'informPayment'
      paymentId: number
      file: File | null
      /** 'Pagar': the SPEI transfer typed (docs/transfers.md); null for 'Informar pago'. */
      transfer: TypedTransfer | null
    }
  | { kind: 'extendTerm'; body: ExtendTermRequest }
  | { kind: 'requestExtendTerm'; body: RequestExtendTermRequest }
  | { kind: 'attachInvoice'; paymentId: number; files: File[] }
  | { kind: 'edit'; paymentId: number; body: UpdatePaymentRequest }
  | { kind: 'assignProject'; paymentId: number; projectId: number | null; newProjectName: string | null }
  | { kind: 'handleExtension'; body: HandleExtendTermRequest }
  | { kind: 'export'; body: ExportRequest }
  | { kind: 'customersReport'; body: CustomersReportRequest }
  | { kind: 'projectForm'; projectId: number | null; body: ProjectForm }
  | { kind: 'createBuyer'; body: CreateBuyerRequest }
  | { kind: 'creditExtension'; body: CreditExtensionRequest }

/** The submit actor's answer: the server's `{success, msg}` (exports resolve `{success: true}` once downloaded). */
export interface DialogAnswer {
  success: boolean
  msg?: string | null
}

/**
 * One dialog of the family, as data: the factory (paymentDialog.machine.ts) makes its machine from it, with only
 * the states it says it needs.
 */
export interface DialogDefinition {
  kind: DialogKind
  /** The dialog has fields (editing); without them it opens on its confirmation. */
  form: boolean
  /** A confirmation step before sending. */
  confirm: boolean
  /** What it loads before the form (CLABE for 'Pagar'; projects for the assignment; the project form's catalogue). */
  prefetch: DialogPrefetch | null
  /**
   * A local refusal before any request (paid state, not reportable…), or null; absent for the dialogs that are
   * never refused locally (they have no such check, nor its state).
   */
  blocked?: (subject: DialogSubject) => string | null
  initialValues: (subject: DialogSubject) => DialogValues
  /** Keeps what a field accepts (the budget's digits and decimals); the export range's end follows its start. */
  change?: (values: DialogValues, patch: DialogValues, subject: DialogSubject) => DialogValues
  /**
   * The date fields and what each takes (required, limits), read from the values: their text is tidied once left
   * and their message is the date rule's (machines/shared/dateText.ts). Kinds without dates have none.
   */
  dateRules?: (values: DialogValues, subject: DialogSubject) => Record<string, DateRule>
  /** Local checks, first message per field ('_' for the dialog as a whole); empty when it may be sent. */
  validate: (
    values: DialogValues,
    files: File[],
    subject: DialogSubject,
    prefetched: Prefetched,
  ) => FieldErrors
  submission: (values: DialogValues, files: File[], subject: DialogSubject) => DialogSubmission
  /** The text of the success alert. */
  successText: (answer: DialogAnswer) => string
  /** The text shown in red when the request fails (200 success:false, 4xx, 5xx, network). */
  failureText: (failure: unknown) => string
  /** A failed prefetch's text (the CLABE's own texts). */
  prefetchFailureText?: (failure: unknown) => string
}
