import {
  ACTION_MSG,
  editNotLowerErrors,
  extendTermRequestSchema,
  requestExtendTermRequestSchema,
  type UpdatePaymentRequest,
  updatePaymentRequestSchema,
} from '@contract/paymentActions'
import { type FieldErrors, parseAmount } from '../../shared/form'
import { firstErrors } from '../../shared/validation'
import type { DialogDefinition, DialogSubject, DialogSubmission, DialogValues } from '../dialog.types'
import { defaultSuccess, failureWith, paymentBlocked, paymentIdOf } from './outcome'

/** Changes to a payment's term or amount: extend it, ask for an extension, edit term and amount down. */

export const daysDialog = (kind: 'extendTerm' | 'requestExtendTerm'): DialogDefinition => {
  const field = kind === 'extendTerm' ? 'term' : 'days'
  const schema = kind === 'extendTerm' ? extendTermRequestSchema : requestExtendTermRequestSchema
  const bodyOf = (values: DialogValues, subject: DialogSubject) => ({
    payment_id: paymentIdOf(subject),
    [field]: parseAmount(values[field]),
  })
  return {
    kind,
    form: true,
    confirm: false,
    prefetch: null,
    blocked: paymentBlocked,
    initialValues: () => ({ [field]: '' }),
    validate: (values, _files, subject) => firstErrors(schema, bodyOf(values, subject)),
    // The two kinds' bodies differ only in the field's name (`term` or `days`), which bodyOf already chose.
    submission: (values, _files, subject) => ({ kind, body: bodyOf(values, subject) }) as DialogSubmission,
    successText: defaultSuccess,
    failureText: failureWith(ACTION_MSG.alertErrorText),
  }
}

const editBodyOf = (values: DialogValues) => ({
  term: parseAmount(values.term),
  amount: parseAmount(values.amount),
})

/** 'Editar': term and amount, each only down from the payment's own. */
export const editPayment: DialogDefinition = {
  kind: 'edit',
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
    // The schema's messages first (an empty field is 'El campo es requerido' there), then "only down".
    const errors: FieldErrors = firstErrors(updatePaymentRequestSchema, body)
    if (subject.payment) {
      for (const [key, message] of Object.entries(editNotLowerErrors(body, subject.payment))) {
        errors[key] ??= message
      }
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
}
