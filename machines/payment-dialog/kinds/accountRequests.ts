import {
  ACTION_MSG,
  type CreditExtensionRequest,
  createBuyerRequestSchema,
  creditExtensionRequestSchema,
} from '@contract/paymentActions'
import { parseAmount } from '../../shared/form'
import { firstErrors } from '../../shared/validation'
import type { DialogDefinition, DialogValues } from '../dialog.types'
import { defaultSuccess, failureWith } from './outcome'

/** Requests about the customer's account: a new buyer user and more credit. */

export const createBuyer: DialogDefinition = {
  kind: 'createBuyer',
  form: true,
  confirm: false,
  prefetch: null,
  initialValues: () => ({ name: '', email: '' }),
  validate: (values) => firstErrors(createBuyerRequestSchema, { name: values.name, email: values.email }),
  submission: (values) => ({
    kind: 'createBuyer',
    body: { name: (values.name ?? '').trim(), email: (values.email ?? '').trim() },
  }),
  successText: () => ACTION_MSG.buyerCreated,
  failureText: failureWith(ACTION_MSG.genericError),
}

/** The amount is optional: '' → null; other text → NaN (the schema's message). */
const creditExtensionBodyOf = (values: DialogValues): CreditExtensionRequest => {
  const comment = (values.comment ?? '').trim()
  return {
    amount: parseAmount(values.amount) ?? null,
    comment: comment === '' ? null : comment,
  }
}

export const creditExtension: DialogDefinition = {
  kind: 'creditExtension',
  form: true,
  confirm: false,
  prefetch: null,
  initialValues: () => ({ amount: '', comment: '' }),
  validate: (values) => firstErrors(creditExtensionRequestSchema, creditExtensionBodyOf(values)),
  submission: (values) => ({ kind: 'creditExtension', body: creditExtensionBodyOf(values) }),
  successText: defaultSuccess,
  failureText: failureWith(ACTION_MSG.alertErrorText),
}
