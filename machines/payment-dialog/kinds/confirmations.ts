import { ACTION_MSG } from '@contract/paymentActions'
import type { DialogDefinition } from '../dialog.types'
import { defaultSuccess, failureWith, noErrors, noValues, paymentBlocked, paymentIdOf } from './outcome'

/** Dialogs without fields: a question about the payment (or the extension request) and a yes. */

export const confirmOnly = (
  kind: 'confirm' | 'reject' | 'reportNonPayment' | 'requestFactoring',
): DialogDefinition => ({
  kind,
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

/** Accept or reject a customer's term extension request. */
export const handleExtension: DialogDefinition = {
  kind: 'handleExtension',
  form: false,
  confirm: true,
  prefetch: null,
  initialValues: noValues,
  validate: noErrors,
  submission: (_values, _files, subject) => ({
    kind: 'handleExtension',
    body: { term_extension_request_id: subject.extension?.id ?? 0, accepted: subject.accepted },
  }),
  successText: defaultSuccess,
  failureText: failureWith(ACTION_MSG.alertErrorText),
}
