import { ACTION_MSG } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import { INVOICE_UPLOAD_RULE, proofUploadRule } from '@contract/paymentUploads'
import type { MainRole } from '@contract/roles'
import { earliestTransferDay, trackingKeyError } from '@contract/speiRules'
import { SPEI_MSG } from '@contract/speiTexts'
import { declaredFilesRefusal, type UploadRule } from '@contract/uploads'
import { displayedAmount, showsPenalty } from '../../payments'
import { type DateRule, dayOfText, withDateErrors } from '../../shared/dateText'
import { isApiFailure } from '../../shared/failure'
import type { FieldErrors } from '../../shared/form'
import type { DialogDefinition, DialogSubject, DialogValues } from '../dialog.types'
import { defaultSuccess, failureWith, noValues, paymentBlocked, paymentIdOf } from './outcome'

/** Uploads on a payment: the proof of a payment ('Pagar', 'Informar pago') and its invoices. */

/** What a dialog can tell of its files before sending them, in the server's order and words. */
const filesRefusal = (files: readonly File[], rule: UploadRule): string | null =>
  declaredFilesRefusal(files, rule)?.msg ?? null

/** A proof of payment: JPG, PNG or PDF, not empty, at most 12 MB. */
export const proofFileError = (file: File): string | null => filesRefusal([file], proofUploadRule(false))

/** Invoices: one to five PDF or XML files, none empty, at most 12 MB together. */
export const invoiceFilesError = (files: readonly File[]): string | null =>
  filesRefusal(files, INVOICE_UPLOAD_RULE)

/** The amount a customer pays (with the penalty), or the one a supplier informs. */
export const amountToPay = (payment: Payment, mainRole: MainRole): number =>
  mainRole === 'customer' ? payment.total_pending_amount : displayedAmount(payment, { mainRole })

export const paysPenalty = (payment: Payment, mainRole: MainRole): boolean =>
  showsPenalty(payment, { mainRole })

/** The transfer fields of 'Pagar', empty at first. */
const TRANSFER_VALUES = { tracking_key: '', operation_date: '', sending_bank: '' }

/** The date of operation: required, not after today, at most TRANSFER_MAX_AGE_DAYS before (the server's rule). */
const transferDateRules = (_values: DialogValues, subject: DialogSubject): Record<string, DateRule> => ({
  operation_date: {
    required: SPEI_MSG.required,
    max: { day: subject.today, message: SPEI_MSG.operationDateFuture },
    min: { day: earliestTransferDay(subject.today), message: SPEI_MSG.operationDateTooOld },
  },
})

/** What 'Pagar' checks of the typed transfer before sending it (the server checks the bank against its table). */
function transferErrors(values: DialogValues, subject: DialogSubject): FieldErrors {
  const errors: FieldErrors = {}
  const trackingKey = trackingKeyError(values.tracking_key ?? '')
  if (trackingKey) errors.tracking_key = trackingKey
  if (!values.sending_bank?.trim()) errors.sending_bank = SPEI_MSG.sendingBank
  return withDateErrors(errors, values, transferDateRules(values, subject))
}

const proofErrors = (kind: 'pay' | 'informPayment', files: readonly File[]): FieldErrors => {
  const file = files[0]
  if (!file) return kind === 'pay' ? { file: ACTION_MSG.uploadFile } : {}
  const error = proofFileError(file)
  return error ? { file: error } : {}
}

/**
 * 'Pagar' (the customer, with the CLABE, the SPEI transfer typed and a required proof) or 'Informar pago' (the
 * supplier, asks first; no transfer).
 */
export const reportPayment = (kind: 'pay' | 'informPayment'): DialogDefinition => ({
  kind,
  form: true,
  // 'Informar pago' marks the sale paid at once: it asks first.
  confirm: kind === 'informPayment',
  prefetch: kind === 'pay' ? 'clabe' : null,
  blocked: paymentBlocked,
  initialValues: kind === 'pay' ? () => TRANSFER_VALUES : noValues,
  ...(kind === 'pay'
    ? {
        // The clave de rastreo is compared upper-cased: it shows so as it is typed.
        change: (values: DialogValues, patch: DialogValues) => ({
          ...values,
          ...patch,
          ...(patch.tracking_key === undefined ? {} : { tracking_key: patch.tracking_key.toUpperCase() }),
        }),
        dateRules: transferDateRules,
      }
    : {}),
  validate: (values, files, subject): FieldErrors => ({
    ...(kind === 'pay' ? transferErrors(values, subject) : {}),
    ...proofErrors(kind, files),
  }),
  submission: (values, files, subject) => ({
    kind,
    paymentId: paymentIdOf(subject),
    file: files[0] ?? null,
    transfer:
      kind === 'pay'
        ? {
            tracking_key: (values.tracking_key ?? '').trim(),
            operation_date: dayOfText(values.operation_date) ?? '',
            sending_bank: values.sending_bank ?? '',
          }
        : null,
  }),
  successText: defaultSuccess,
  failureText: failureWith(ACTION_MSG.alertErrorText),
  prefetchFailureText: (failure) => {
    if (isApiFailure(failure) && failure.kind === 'network') return ACTION_MSG.clabeConnection
    return failureWith(ACTION_MSG.clabeFailed)(failure)
  },
})

/**
 * Attach invoice: 422 'Debe cargar un archivo' (a 422 that names the field, e.g. a text file named .pdf, shows
 * its reason under the field instead: the machine's field-error route), 404 the msg, 500 'Ocurrio un error'.
 */
const invoiceFailure = (failure: unknown): string => {
  if (isApiFailure(failure) && failure.kind === 'http') {
    if (failure.status === 422) return ACTION_MSG.uploadFile
    if (failure.status >= 500) return ACTION_MSG.genericError
  }
  return failureWith(ACTION_MSG.genericError)(failure)
}

export const attachInvoice: DialogDefinition = {
  kind: 'attachInvoice',
  form: true,
  confirm: false,
  prefetch: null,
  blocked: paymentBlocked,
  initialValues: noValues,
  validate: (_values, files): FieldErrors => {
    if (files.length === 0) return { files: ACTION_MSG.selectFile }
    const error = invoiceFilesError(files)
    return error ? { files: error } : {}
  },
  submission: (_values, files, subject) => ({
    kind: 'attachInvoice',
    paymentId: paymentIdOf(subject),
    files,
  }),
  successText: () => ACTION_MSG.invoiceAttached,
  failureText: invoiceFailure,
}
