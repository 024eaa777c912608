import { MSG } from '@contract/messages'
import {
  ACTION_MSG,
  type CreateBuyerRequest,
  type CreditExtensionRequest,
  type CustomersReportRequest,
  createBuyerRequestSchema,
  creditExtensionRequestSchema,
  customersReportRequestSchema,
  EXPORT_RANGE_MONTHS,
  type ExportRequest,
  type ExtendTermRequest,
  exportRequestSchema,
  extendTermRequestSchema,
  type HandleExtendTermRequest,
  INVOICE_MAX_FILES,
  PAYMENT_FILE_MAX_BYTES,
  type PaymentIdRequest,
  type RequestExtendTermRequest,
  requestExtendTermRequestSchema,
  type TermExtension,
  type UpdatePaymentRequest,
  updatePaymentRequestSchema,
} from '@contract/paymentActions'
import { PAYMENT_LIST_MSG, type Payment } from '@contract/payments'
import {
  createProjectRequestSchema,
  PHASE_FINISHED,
  PROJECT_BUDGET_MAX_LENGTH,
  PROJECT_MSG,
  type Project,
  type ProjectForm,
  projectFormSchema,
} from '@contract/projects'
import type { MainRole } from '@contract/roles'
import { addMonths } from 'date-fns/addMonths'
import { format } from 'date-fns/format'
import { parseISO } from 'date-fns/parseISO'
import { blockedReason, displayedAmount, type PaymentActionName, showsPenalty } from '../payments'
import { fieldErrorsOf, isApiFailure, messageOf } from '../shared/failure'
import { firstErrors } from '../shared/validation'

/**
 * The dialogs of everything done to a payment (payments-and-dashboards.md §2 'Dialogs', §4, §5, §8) and the
 * dialogs of the same family (project form, buyer user, credit extension). One machine drives them all
 * (paymentDialog.machine.ts); what differs per kind lives here as data and pure functions: whether the dialog
 * has fields, whether it asks for a confirmation, what it loads first, how it validates, what it sends and
 * which texts its outcome shows.
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

export const PAYMENT_DIALOG_ACTIONS: readonly PaymentDialogAction[] = [
  'pay',
  'informPayment',
  'requestExtendTerm',
  'confirm',
  'reject',
  'reportNonPayment',
  'extendTerm',
  'attachInvoice',
  'edit',
  'requestFactoring',
  'assignProject',
]

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

/** What the dialog is about: the machine's input. */
export interface PaymentDialogInput {
  kind: DialogKind
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

export const subjectOf = (input: PaymentDialogInput): DialogSubject => ({
  kind: input.kind,
  payment: input.payment ?? null,
  extension: input.extension ?? null,
  accepted: input.accepted ?? true,
  project: input.project ?? null,
  viewer: input.viewer,
  today: input.today,
})

export type DialogValues = Record<string, string>

/** What a dialog loaded before showing its form. */
export interface Prefetched {
  clabe: string | null
  projects: Project[]
}

export type PrefetchInput = { kind: 'pay'; paymentId: number } | { kind: 'assignProject' }
export type PrefetchOutput = { clabe?: string | null; projects?: Project[] }

/** What the submit actor sends, per kind (src/features/payment-dialogs maps each to its API call). */
export type DialogSubmission =
  | { kind: 'confirm' | 'reject' | 'reportNonPayment' | 'requestFactoring'; body: PaymentIdRequest }
  | { kind: 'pay' | 'informPayment'; paymentId: number; file: File | null }
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

export interface DialogDefinition {
  /** The dialog has fields (editing); without them it opens on its confirmation. */
  form: boolean
  /** A confirmation step before sending. */
  confirm: boolean
  /** What it loads before the form (CLABE for 'Pagar'; projects for the assignment). */
  prefetch: 'clabe' | 'projects' | null
  /** A local refusal before any request (paid state, not reportable…), or null. */
  blocked: (subject: DialogSubject) => string | null
  initialValues: (subject: DialogSubject) => DialogValues
  /** Keeps what a field accepts (the budget's digits and decimals); the export range's end follows its start. */
  change?: (values: DialogValues, patch: DialogValues, subject: DialogSubject) => DialogValues
  /** Local checks, first message per field ('_' for the dialog as a whole); empty when it may be sent. */
  validate: (values: DialogValues, files: File[], subject: DialogSubject, prefetched: Prefetched) => Errors
  submission: (values: DialogValues, files: File[], subject: DialogSubject) => DialogSubmission
  /** The text of the success alert. */
  successText: (answer: DialogAnswer) => string
  /** The text shown in red when the request fails (200 success:false, 4xx, 5xx, network). */
  failureText: (failure: unknown) => string
  /** A failed prefetch's text (the CLABE's own texts). */
  prefetchFailureText?: (failure: unknown) => string
}

type Errors = Record<string, string>

// ---------------------------------------------------------------- helpers

/** '1,250.50' → 1250.5; '' → undefined; anything else NaN (the schema then gives its message). */
export const numberOrNot = (text: string | undefined): number | undefined => {
  const clean = (text ?? '').replace(/[\s,$]/g, '')
  if (clean === '') return undefined
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN
}

const serverText = (answer: DialogAnswer, fallback: string): string =>
  answer.msg && answer.msg.trim() !== '' ? answer.msg : fallback

const defaultSuccess = (answer: DialogAnswer) => serverText(answer, ACTION_MSG.alertSuccessText)

/** The server's msg (a refusal's or an error's), else the fallback; a lost answer the connection text. */
const failureWith =
  (fallback: string) =>
  (failure: unknown): string => {
    if (isApiFailure(failure)) return messageOf(failure, fallback)
    if (typeof failure === 'object' && failure !== null && 'msg' in failure) {
      const msg = (failure as { msg?: unknown }).msg
      if (typeof msg === 'string' && msg.trim() !== '') return msg
    }
    return fallback
  }

const paymentIdOf = (subject: DialogSubject): number => subject.payment?.id ?? 0

const paymentBlocked = (subject: DialogSubject): string | null =>
  subject.payment && isPaymentAction(subject.kind) ? blockedReason(subject.payment, subject.kind) : null

const notBlocked = () => null
const noValues = (): DialogValues => ({})
const noErrors = (): Errors => ({})

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''

const PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf']
const PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf']
const INVOICE_TYPES = ['application/pdf', 'application/xml', 'text/xml']
const INVOICE_EXTENSIONS = ['pdf', 'xml']

/** A proof of payment: JPG, PNG or PDF, not empty, at most 12 MB. */
export const proofFileError = (file: File): string | null => {
  if (!PROOF_TYPES.includes(file.type) && !PROOF_EXTENSIONS.includes(extensionOf(file.name))) {
    return ACTION_MSG.proofType
  }
  if (file.size === 0) return ACTION_MSG.fileEmpty
  if (file.size > PAYMENT_FILE_MAX_BYTES) return ACTION_MSG.fileTooLarge
  return null
}

/** An invoice: PDF or XML, not empty, at most 12 MB. */
export const invoiceFileError = (file: File): string | null => {
  const ext = extensionOf(file.name)
  if (!INVOICE_EXTENSIONS.includes(ext) && !INVOICE_TYPES.includes(file.type)) return ACTION_MSG.invoiceType
  if (file.size === 0) return ACTION_MSG.fileEmpty
  if (file.size > PAYMENT_FILE_MAX_BYTES) return ACTION_MSG.fileTooLarge
  return null
}

/** The amount a customer pays (with the penalty), or the one a supplier informs. */
export const amountToPay = (payment: Payment, mainRole: MainRole): number =>
  mainRole === 'customer' ? payment.total_pending_amount : displayedAmount(payment, { mainRole })

export const paysPenalty = (payment: Payment, mainRole: MainRole): boolean =>
  showsPenalty(payment, { mainRole })

/** Budget text: digits and one point, at most 2 decimals and 11 characters (payments-and-dashboards.md §5). */
export const normalizeBudget = (text: string): string => {
  const kept = text.replace(/[^\d.]/g, '')
  const [whole = '', ...rest] = kept.split('.')
  const withDecimals = rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole
  return withDecimals.slice(0, PROJECT_BUDGET_MAX_LENGTH)
}

// ---------------------------------------------------------------- export range

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd')

/** The latest end of a range that starts on `start`: start + 3 months, never after today. */
export const rangeEndLimit = (start: string, today: string): string => {
  const limit = isoDay(addMonths(parseISO(start), EXPORT_RANGE_MONTHS))
  return limit < today ? limit : today
}

const exportChange = (values: DialogValues, patch: DialogValues, subject: DialogSubject): DialogValues => {
  const next = { ...values, ...patch }
  if (patch.exportOption !== undefined && patch.exportOption !== 'range') {
    return { ...next, startDate: '', endDate: '' }
  }
  if (patch.startDate !== undefined) {
    // Choosing the start sets the end to start + 3 months (capped at today).
    return { ...next, endDate: next.startDate ? rangeEndLimit(next.startDate, subject.today) : '' }
  }
  if (patch.endDate !== undefined && next.startDate && next.endDate) {
    const limit = rangeEndLimit(next.startDate, subject.today)
    if (next.endDate > limit) return { ...next, endDate: limit }
  }
  return next
}

export const EXPORT_LABEL: Record<ExportRequest['exportOption'], string> = {
  day: 'Hoy',
  month: 'Mes actual',
  previous_month: 'Mes anterior',
  range: 'Rango de fechas',
  historic: 'Histórico',
}

export const CUSTOMER_REPORT_LABEL: Record<CustomersReportRequest['exportOption'], string> = {
  current_month: 'Mes actual',
  previous_month: 'Mes anterior',
  global: 'Global',
}

const exportRequestOf = (values: DialogValues, subject: DialogSubject): ExportRequest => {
  const range = values.exportOption === 'range'
  return {
    exportOption: values.exportOption as ExportRequest['exportOption'],
    startDate: range ? values.startDate || null : null,
    endDate: range ? values.endDate || null : null,
    owner_id: subject.viewer.ownerId,
  }
}

const exportErrors = (values: DialogValues, subject: DialogSubject): Errors => {
  if (!subject.viewer.ownerId) return { _: ACTION_MSG.ownerMissing }
  const errors = firstErrors(exportRequestSchema, exportRequestOf(values, subject))
  if (values.exportOption === 'range') {
    if (!values.startDate) errors.startDate ??= ACTION_MSG.rangeRequired
    if (!values.endDate) errors.endDate ??= ACTION_MSG.rangeRequired
    if (values.startDate && values.endDate) {
      if (values.endDate < values.startDate) errors.endDate = PAYMENT_LIST_MSG.endBeforeStart
      else if (values.endDate > isoDay(addMonths(parseISO(values.startDate), EXPORT_RANGE_MONTHS))) {
        errors.endDate = ACTION_MSG.rangeTooLong
      }
    }
  }
  return errors
}

// ---------------------------------------------------------------- project form

export const PROJECT_FIELDS = ['name', 'budget', 'address', 'start_date', 'type_id', 'phase_id'] as const

const projectRequestOf = (values: DialogValues) => ({
  name: values.name ?? '',
  budget: numberOrNot(values.budget),
  address: values.address ?? '',
  start_date: values.start_date ?? '',
  type_id: numberOrNot(values.type_id),
  phase_id: numberOrNot(values.phase_id),
})

/** 'Completá todos los campos' until name, budget, address and start date are filled. */
export const projectFormIncomplete = (values: DialogValues): boolean =>
  ['name', 'budget', 'address', 'start_date'].some((field) => (values[field] ?? '').trim() === '')

const projectErrors = (values: DialogValues, subject: DialogSubject): Errors => {
  const raw = projectRequestOf(values)
  const errors = firstErrors(projectFormSchema, raw)
  if (!subject.project) {
    for (const [key, message] of Object.entries(firstErrors(createProjectRequestSchema, raw))) {
      errors[key] ??= message
    }
    if (raw.phase_id === PHASE_FINISHED) errors.phase_id = PROJECT_MSG.newFinished
  }
  return errors
}

// ---------------------------------------------------------------- the definitions

const confirmOnly = (
  kind: 'confirm' | 'reject' | 'reportNonPayment' | 'requestFactoring',
): DialogDefinition => ({
  form: false,
  confirm: true,
  prefetch: null,
  blocked: paymentBlocked,
  initialValues: noValues,
  validate: noErrors,
  submission: (_values, _files, subject) => ({ kind, body: { payment_id: paymentIdOf(subject) } }),
  successText: defaultSuccess,
  failureText: failureWith(ACTION_MSG.alertErrorText),
})

const daysDialog = (kind: 'extendTerm' | 'requestExtendTerm'): DialogDefinition => {
  const field = kind === 'extendTerm' ? 'term' : 'days'
  const schema = kind === 'extendTerm' ? extendTermRequestSchema : requestExtendTermRequestSchema
  const bodyOf = (values: DialogValues, subject: DialogSubject) => ({
    payment_id: paymentIdOf(subject),
    [field]: numberOrNot(values[field]),
  })
  return {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: paymentBlocked,
    initialValues: () => ({ [field]: '' }),
    validate: (values, _files, subject) => firstErrors(schema, bodyOf(values, subject)),
    submission: (values, _files, subject) =>
      kind === 'extendTerm'
        ? { kind, body: bodyOf(values, subject) as ExtendTermRequest }
        : { kind, body: bodyOf(values, subject) as RequestExtendTermRequest },
    successText: defaultSuccess,
    failureText: failureWith(ACTION_MSG.alertErrorText),
  }
}

const reportPayment = (kind: 'pay' | 'informPayment'): DialogDefinition => ({
  form: true,
  // 'Informar pago' marks the sale paid at once: it asks first.
  confirm: kind === 'informPayment',
  prefetch: kind === 'pay' ? 'clabe' : null,
  blocked: paymentBlocked,
  initialValues: noValues,
  validate: (_values, files): Errors => {
    const file = files[0]
    if (!file) return kind === 'pay' ? { file: ACTION_MSG.uploadFile } : {}
    const error = proofFileError(file)
    return error ? { file: error } : {}
  },
  submission: (_values, files, subject) => ({
    kind,
    paymentId: paymentIdOf(subject),
    file: files[0] ?? null,
  }),
  successText: defaultSuccess,
  failureText: failureWith(ACTION_MSG.alertErrorText),
  prefetchFailureText: (failure) => {
    if (isApiFailure(failure) && failure.kind === 'network') return ACTION_MSG.clabeConnection
    return failureWith(ACTION_MSG.clabeFailed)(failure)
  },
})

const editBodyOf = (values: DialogValues) => ({
  term: numberOrNot(values.term),
  amount: numberOrNot(values.amount),
})

/** Attach invoice (§8): 422 'Debe cargar un archivo', 404 the msg, 500 'Ocurrio un error'. */
const invoiceFailure = (failure: unknown): string => {
  if (isApiFailure(failure) && failure.kind === 'http') {
    if (failure.status === 422) return ACTION_MSG.uploadFile
    if (failure.status >= 500) return ACTION_MSG.genericError
  }
  return failureWith(ACTION_MSG.genericError)(failure)
}

export const DIALOGS: Record<DialogKind, DialogDefinition> = {
  confirm: confirmOnly('confirm'),
  reject: confirmOnly('reject'),
  reportNonPayment: confirmOnly('reportNonPayment'),
  requestFactoring: confirmOnly('requestFactoring'),
  pay: reportPayment('pay'),
  informPayment: reportPayment('informPayment'),
  extendTerm: daysDialog('extendTerm'),
  requestExtendTerm: daysDialog('requestExtendTerm'),
  edit: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: paymentBlocked,
    initialValues: (subject) => ({
      term: subject.payment ? String(subject.payment.term) : '',
      amount: subject.payment ? String(subject.payment.amount) : '',
    }),
    validate: (values, _files, subject) => {
      const body = editBodyOf(values)
      const errors: Errors = {}
      if (body.term === undefined) errors.term = MSG.required
      if (body.amount === undefined) errors.amount = MSG.required
      for (const [key, message] of Object.entries(firstErrors(updatePaymentRequestSchema, body))) {
        errors[key] ??= message
      }
      const payment = subject.payment
      if (payment && typeof body.term === 'number' && body.term > payment.term) {
        errors.term ??= ACTION_MSG.termNotLower
      }
      if (payment && typeof body.amount === 'number' && body.amount > payment.amount) {
        errors.amount ??= ACTION_MSG.amountNotLower
      }
      return errors
    },
    submission: (values, _files, subject) => ({
      kind: 'edit',
      paymentId: paymentIdOf(subject),
      body: editBodyOf(values) as UpdatePaymentRequest,
    }),
    successText: defaultSuccess,
    failureText: failureWith(ACTION_MSG.alertErrorText),
  },
  attachInvoice: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: paymentBlocked,
    initialValues: noValues,
    validate: (_values, files): Errors => {
      if (files.length === 0) return { files: ACTION_MSG.selectFile }
      if (files.length > INVOICE_MAX_FILES) return { files: ACTION_MSG.tooManyFiles }
      for (const file of files) {
        const error = invoiceFileError(file)
        if (error) return { files: error }
      }
      return {}
    },
    submission: (_values, files, subject) => ({
      kind: 'attachInvoice',
      paymentId: paymentIdOf(subject),
      files,
    }),
    successText: () => ACTION_MSG.invoiceAttached,
    failureText: invoiceFailure,
  },
  assignProject: {
    form: true,
    confirm: false,
    prefetch: 'projects',
    blocked: paymentBlocked,
    initialValues: () => ({ project_id: '', new_project_name: '' }),
    validate: (values): Errors => {
      if (values.project_id === NEW_PROJECT) {
        return (values.new_project_name ?? '').trim() === ''
          ? { new_project_name: ACTION_MSG.projectNewName }
          : {}
      }
      return numberOrNot(values.project_id) ? {} : { project_id: ACTION_MSG.projectChoose }
    },
    submission: (values, _files, subject) => {
      const isNew = values.project_id === NEW_PROJECT
      return {
        kind: 'assignProject',
        paymentId: paymentIdOf(subject),
        projectId: isNew ? null : (numberOrNot(values.project_id) ?? null),
        newProjectName: isNew ? (values.new_project_name ?? '').trim() : null,
      }
    },
    successText: defaultSuccess,
    failureText: failureWith(ACTION_MSG.genericError),
    prefetchFailureText: failureWith(ACTION_MSG.genericError),
  },
  handleExtension: {
    form: false,
    confirm: true,
    prefetch: null,
    blocked: notBlocked,
    initialValues: noValues,
    validate: noErrors,
    submission: (_values, _files, subject) => ({
      kind: 'handleExtension',
      body: { term_extension_request_id: subject.extension?.id ?? 0, accepted: subject.accepted },
    }),
    successText: defaultSuccess,
    failureText: failureWith(ACTION_MSG.alertErrorText),
  },
  export: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: notBlocked,
    initialValues: () => ({ exportOption: '', startDate: '', endDate: '' }),
    change: exportChange,
    validate: (values, _files, subject) => exportErrors(values, subject),
    submission: (values, _files, subject) => ({ kind: 'export', body: exportRequestOf(values, subject) }),
    successText: () => ACTION_MSG.exportOk,
    failureText: failureWith(ACTION_MSG.exportFailed),
  },
  customersReport: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: notBlocked,
    initialValues: () => ({ exportOption: '' }),
    validate: (values) =>
      firstErrors(customersReportRequestSchema, { exportOption: values.exportOption || undefined }),
    submission: (values) => ({
      kind: 'customersReport',
      body: { exportOption: values.exportOption as CustomersReportRequest['exportOption'] },
    }),
    successText: () => ACTION_MSG.reportOk,
    failureText: failureWith(ACTION_MSG.reportFailed),
  },
  projectForm: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: notBlocked,
    initialValues: (subject) => {
      const p = subject.project
      return {
        name: p?.name ?? '',
        budget: p?.budget != null ? normalizeBudget(String(p.budget)) : '',
        address: p?.address ?? '',
        start_date: p?.start_date ?? '',
        type_id: p?.type_id != null ? String(p.type_id) : '',
        phase_id: p?.phase_id != null ? String(p.phase_id) : '',
      }
    },
    change: (values, patch) => ({
      ...values,
      ...patch,
      ...(patch.budget !== undefined ? { budget: normalizeBudget(patch.budget) } : {}),
    }),
    validate: (values, _files, subject) => projectErrors(values, subject),
    submission: (values, _files, subject) => {
      const raw = projectRequestOf(values)
      return {
        kind: 'projectForm',
        projectId: subject.project?.id ?? null,
        body: { ...raw, name: raw.name.trim(), address: raw.address.trim() } as ProjectForm,
      }
    },
    successText: defaultSuccess,
    failureText: (failure) => failureWith(ACTION_MSG.projectCreateFailed)(failure),
  },
  createBuyer: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: notBlocked,
    initialValues: () => ({ name: '', email: '' }),
    validate: (values) => firstErrors(createBuyerRequestSchema, { name: values.name, email: values.email }),
    submission: (values) => ({
      kind: 'createBuyer',
      body: { name: (values.name ?? '').trim(), email: (values.email ?? '').trim() },
    }),
    successText: (answer) => serverText(answer, 'Usuario registrado'),
    failureText: failureWith(ACTION_MSG.genericError),
  },
  creditExtension: {
    form: true,
    confirm: false,
    prefetch: null,
    blocked: notBlocked,
    initialValues: () => ({ amount: '', comment: '' }),
    validate: (values) => firstErrors(creditExtensionRequestSchema, creditExtensionBodyOf(values)),
    submission: (values) => ({ kind: 'creditExtension', body: creditExtensionBodyOf(values) }),
    successText: defaultSuccess,
    failureText: failureWith(ACTION_MSG.alertErrorText),
  },
}

/** The assignment select's value for 'Crear nuevo proyecto'. */
export const NEW_PROJECT = 'new'

function creditExtensionBodyOf(values: DialogValues): CreditExtensionRequest {
  const amount = numberOrNot(values.amount)
  const comment = (values.comment ?? '').trim()
  return {
    amount: amount === undefined ? null : amount,
    comment: comment === '' ? null : comment,
  }
}

/** A 422's field errors that the dialog's form shows under its fields (others become the red message). */
export const formFieldErrorsOf = (failure: unknown, values: DialogValues, files: string[]): Errors => {
  const errors = fieldErrorsOf(failure)
  const known = new Set([...Object.keys(values), ...files])
  return Object.fromEntries(Object.entries(errors).filter(([key]) => known.has(key)))
}

/** A 4xx answer: the server decided (a retry of the same key would only replay it). */
export const isAnswered = (failure: unknown): boolean =>
  isApiFailure(failure) && failure.kind === 'http' && failure.status < 500
