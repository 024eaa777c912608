import { MSG } from '@contract/messages'
import type { ReservedLineAnswer, ReservedLineRequest } from '@contract/sales'
import { reservedLineRequestSchema } from '@contract/sales'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isAnswered, isValidationFailure, messageOf } from '../shared/failure'
import { clearEdited, parseAmount } from '../shared/form'
import { newIdempotencyKey } from '../shared/ids'
import { firstErrors, hasErrors } from '../shared/validation'

export interface ReservedLineValues {
  user_id: string
  amount: string
  days: string
  token: string
  reference: string
}

export const EMPTY_RESERVED_LINE: ReservedLineValues = {
  user_id: '',
  amount: '',
  days: '',
  token: '',
  reference: '',
}

export interface ReservedLineDialogContext {
  values: ReservedLineValues
  fieldErrors: Record<string, string>
  /** Server msg of a refused or failed create (shown in red in the dialog). */
  error: string | null
  /** Server msg of the created line. */
  notice: string | null
  /** One per attempt: kept for a retry after a lost answer, dropped when the data changes or an answer arrives. */
  idempotencyKey: string | null
}

export type ReservedLineDialogEvent =
  | { type: 'line.open' }
  | { type: 'line.close' }
  | { type: 'line.change'; values: Partial<ReservedLineValues> }
  | { type: 'line.submit' }

/** The answer of POST reserved-credit-line/create. */
export type { ReservedLineAnswer }

const rawRequestOf = (values: ReservedLineValues) => ({
  user_id: parseAmount(values.user_id),
  amount: parseAmount(values.amount),
  days: parseAmount(values.days),
  token: values.token,
  reference: values.reference.trim() === '' ? null : values.reference,
})

/** The body of POST /api/reserved-credit-line/create. */
export const reservedLineRequestOf = (values: ReservedLineValues): ReservedLineRequest => {
  const raw = rawRequestOf(values)
  const parsed = reservedLineRequestSchema.safeParse(raw)
  return parsed.success ? parsed.data : (raw as ReservedLineRequest)
}

/**
 * docs/decisions.md#validation: 'Debe cargar el ID de usuario'; amount, days and token 'El campo es
 * requerido'; reference optional.
 */
export const reservedLineErrors = (values: ReservedLineValues): Record<string, string> =>
  firstErrors(reservedLineRequestSchema, rawRequestOf(values))

/**
 * The 'Reservar línea de crédito' dialog (docs/decisions.md#reserved-credit-lines): closed, editing,
 * submitting, succeeded (the dialog closes and `lineCreated` tells the list to reload), failed (the server msg,
 * in the dialog). A 422 goes back to editing with the field errors.
 */
export const reservedLineDialogMachine = setup({
  types: {
    context: {} as ReservedLineDialogContext,
    events: {} as ReservedLineDialogEvent,
  },
  actors: {
    createReservedLine: fromPromise<
      ReservedLineAnswer,
      { request: ReservedLineRequest; idempotencyKey: string }
    >(async () => {
      throw new Error('createReservedLine not provided')
    }),
  },
  actions: {
    /** Provided by the page: reload the list of lines. */
    lineCreated: () => {},
    /** Every opening starts an empty form, without the last attempt's errors, notice or key. */
    startEmpty: assign({
      values: EMPTY_RESERVED_LINE,
      fieldErrors: {},
      error: null,
      notice: null,
      idempotencyKey: null,
    }),
    applyChange: assign(({ context, event }) =>
      event.type === 'line.change'
        ? {
            values: { ...context.values, ...event.values },
            fieldErrors: clearEdited(context.fieldErrors, Object.keys(event.values)),
            error: null,
            idempotencyKey: null,
          }
        : {},
    ),
    ensureIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
  },
  guards: {
    invalid: ({ context }) => hasErrors(reservedLineErrors(context.values)),
  },
}).createMachine({
  id: 'reservedLineDialog',
  context: { values: EMPTY_RESERVED_LINE, fieldErrors: {}, error: null, notice: null, idempotencyKey: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'line.open': { target: 'editing', actions: 'startEmpty' },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'line.change': { actions: 'applyChange' },
        'line.submit': [
          {
            guard: 'invalid',
            actions: assign({ fieldErrors: ({ context }) => reservedLineErrors(context.values) }),
          },
          { target: 'submitting', actions: [assign({ fieldErrors: {} }), 'ensureIdempotencyKey'] },
        ],
        'line.close': { target: 'closed' },
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'createReservedLine',
        src: 'createReservedLine',
        input: ({ context }) => ({
          request: reservedLineRequestOf(context.values),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'succeeded',
            actions: [
              assign({ notice: ({ event }) => event.output.msg, idempotencyKey: null }),
              'lineCreated',
            ],
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => event.output.msg, idempotencyKey: null }),
          },
        ],
        onError: [
          {
            guard: ({ event }) => isValidationFailure(event.error) && hasErrors(fieldErrorsOf(event.error)),
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => fieldErrorsOf(event.error), idempotencyKey: null }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageOf(event.error, MSG.unexpected),
              // A 4xx is an answer (a new attempt gets a new key); a lost answer or a 5xx keeps it for the retry.
              idempotencyKey: ({ context, event }) =>
                isAnswered(event.error) ? null : context.idempotencyKey,
            }),
          },
        ],
      },
    },
    succeeded: {
      on: {
        'line.open': { target: 'editing', actions: 'startEmpty' },
      },
    },
    failed: {
      tags: ['open'],
      on: {
        'line.change': { target: 'editing', actions: 'applyChange' },
        'line.submit': { target: 'submitting', actions: 'ensureIdempotencyKey' },
        'line.close': { target: 'closed' },
      },
    },
  },
})

export type ReservedLineDialogMachine = typeof reservedLineDialogMachine
