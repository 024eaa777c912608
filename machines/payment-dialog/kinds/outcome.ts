import { ACTION_MSG } from '@contract/paymentActions'
import { blockedReason } from '../../payments'
import { allMessagesOf, fieldErrorsOf, isApiFailure, messageOf } from '../../shared/failure'
import type { FieldErrors } from '../../shared/form'
import { type DialogAnswer, type DialogSubject, type DialogValues, isPaymentAction } from '../dialog.types'

/** What every kind shares: its payment's id and local block, and the texts of an answer or a failure. */

const serverText = (answer: DialogAnswer, fallback: string): string =>
  answer.msg && answer.msg.trim() !== '' ? answer.msg : fallback

export const successOr = (fallback: string) => (answer: DialogAnswer) => serverText(answer, fallback)

export const defaultSuccess = successOr(ACTION_MSG.alertSuccessText)

/** The server's msg (a refusal's or an error's), else the fallback; a lost answer the connection text. */
export const failureWith =
  (fallback: string) =>
  (failure: unknown): string => {
    if (isApiFailure(failure)) return messageOf(failure, fallback)
    if (typeof failure === 'object' && failure !== null && 'msg' in failure) {
      const msg = (failure as { msg?: unknown }).msg
      if (typeof msg === 'string' && msg.trim() !== '') return msg
    }
    return fallback
  }

export const paymentIdOf = (subject: DialogSubject): number => subject.payment?.id ?? 0

export const paymentBlocked = (subject: DialogSubject): string | null =>
  subject.payment && isPaymentAction(subject.kind) ? blockedReason(subject.payment, subject.kind) : null

export const noValues = (): DialogValues => ({})
export const noErrors = (): FieldErrors => ({})

/**
 * A 422's field errors that the dialog's form shows under its fields (others become the red message). A file
 * field shows every message, not only the first: an invoice refused for its receptor and its total says both.
 */
export const formFieldErrorsOf = (failure: unknown, values: DialogValues, files: string[]): FieldErrors => {
  const errors = fieldErrorsOf(failure)
  const known = new Set([...Object.keys(values), ...files])
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => known.has(key))
      .map(([key, first]) => [key, files.includes(key) ? (allMessagesOf(failure, key) ?? first) : first]),
  )
}
