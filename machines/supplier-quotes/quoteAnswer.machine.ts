import { INPUT_MSG } from '@contract/http'
import { ACTION_MSG } from '@contract/paymentTexts'
import { QUOTE_MSG, QUOTE_NOTE_MAX } from '@contract/quoteTexts'
import { QUOTE_ANSWER_UPLOAD_RULE } from '@contract/quoteUploads'
import { declaredFilesRefusal } from '@contract/uploads'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, messageOf } from '../shared/failure'

/** The file a supplier attaches: only what the rules need (the view keeps the File itself in `blob`). */
export type AnswerFile = { name: string; type: string; size: number; blob?: Blob }
export type AnswerValues = { amount: string; note: string }
export type AnswerField = 'file' | 'amount' | 'note'

/** What POST supplier-quotes/create receives (multipart quote_id, file, amount, note). */
export type QuoteAnswerRequest = { quote_id: number; file: AnswerFile; amount: string; note: string }

export interface QuoteAnswerContext {
  quoteId: number | null
  quoteName: string
  file: AnswerFile | null
  values: AnswerValues
  fieldErrors: Partial<Record<AnswerField, string>>
  /** Server msg of a failed send. */
  error: string | null
  /** Server msg of the last answer sent. */
  notice: string | null
}

export type QuoteAnswerEvent =
  | { type: 'answer.open'; id: number; name: string }
  | { type: 'answer.close' }
  | { type: 'answer.file'; file: AnswerFile | null }
  | { type: 'answer.change'; values: Partial<AnswerValues> }
  | { type: 'answer.submit' }

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/**
 * The form's messages (shown only after 'Enviar'): the PDF the server's upload rule asks for (checked in its
 * order), an optional amount and note.
 */
export const answerErrorsOf = (
  file: AnswerFile | null,
  values: AnswerValues,
): Partial<Record<AnswerField, string>> => {
  const errors: Partial<Record<AnswerField, string>> = {}
  const fileRefusal = file
    ? declaredFilesRefusal([file], QUOTE_ANSWER_UPLOAD_RULE)
    : { msg: QUOTE_ANSWER_UPLOAD_RULE.messages.required }
  if (fileRefusal) errors.file = fileRefusal.msg
  const amount = values.amount.trim().replace(/,/g, '')
  if (amount !== '' && (!AMOUNT.test(amount) || Number(amount) <= 0)) errors.amount = QUOTE_MSG.answerAmount
  if (values.note.trim().length > QUOTE_NOTE_MAX) errors.note = INPUT_MSG.tooLong(QUOTE_NOTE_MAX)
  return errors
}

const EMPTY: AnswerValues = { amount: '', note: '' }

/**
 * 'Enviar cotización' (docs/decisions.md#quotes): a dialog with the PDF (required), an optional amount in pesos
 * (2 decimals) and an optional note (≤ 500); sent as multipart. `answered` is the hook the page provides (reload
 * the requests).
 */
export const quoteAnswerMachine = setup({
  types: {
    context: {} as QuoteAnswerContext,
    events: {} as QuoteAnswerEvent,
  },
  actors: {
    sendQuote: fromPromise<{ success: boolean; msg: string }, QuoteAnswerRequest>(async () => {
      throw new Error('sendQuote not provided')
    }),
  },
  actions: {
    /** Hook for the page: an answer was sent. */
    answered: () => {},
    /** A fresh form for the request being answered. */
    openFor: assign(({ event }) => {
      if (event.type !== 'answer.open') return {}
      return {
        quoteId: event.id,
        quoteName: event.name,
        file: null,
        values: EMPTY,
        fieldErrors: {},
        error: null,
        notice: null,
      }
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(answerErrorsOf(context.file, context.values)).length === 0,
  },
}).createMachine({
  id: 'quoteAnswer',
  context: {
    quoteId: null,
    quoteName: '',
    file: null,
    values: EMPTY,
    fieldErrors: {},
    error: null,
    notice: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'answer.open': { target: 'editing', actions: 'openFor' },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'answer.close': { target: 'closed' },
        'answer.file': {
          actions: assign(({ context, event }) => ({
            file: event.file,
            fieldErrors: { ...context.fieldErrors, file: undefined },
          })),
        },
        'answer.change': {
          actions: assign(({ context, event }) => {
            const fieldErrors = { ...context.fieldErrors }
            for (const key of Object.keys(event.values)) delete fieldErrors[key as AnswerField]
            return { values: { ...context.values, ...event.values }, fieldErrors }
          }),
        },
        'answer.submit': [
          { guard: 'isValid', target: 'submitting' },
          {
            actions: assign(({ context }) => ({
              fieldErrors: answerErrorsOf(context.file, context.values),
              error: null,
            })),
          },
        ],
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'sendQuote',
        src: 'sendQuote',
        input: ({ context }) => ({
          quote_id: context.quoteId ?? 0,
          file: context.file as AnswerFile,
          amount: context.values.amount.trim().replace(/,/g, ''),
          note: context.values.note.trim(),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'succeeded',
            actions: [assign({ notice: ({ event }) => event.output.msg || QUOTE_MSG.answered }), 'answered'],
          },
          { target: 'editing', actions: assign({ error: ({ event }) => event.output.msg }) },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => messageOf(event.error, ACTION_MSG.genericError),
            fieldErrors: ({ event }) => fieldErrorsOf(event.error) as Partial<Record<AnswerField, string>>,
          }),
        },
      },
    },
    succeeded: {
      on: {
        'answer.open': { target: 'editing', actions: 'openFor' },
      },
    },
  },
})

export type QuoteAnswerMachine = typeof quoteAnswerMachine
