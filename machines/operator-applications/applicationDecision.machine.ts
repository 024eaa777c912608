import type { ApplicationDecision, ApplicationDetail } from '@contract/applications'
import { MSG } from '@contract/messages'
import {
  type ApproveApplicationRequest,
  approveApplicationRequestSchema,
  type DeclineApplicationRequest,
  declineApplicationRequestSchema,
} from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, hasStatus, isValidationFailure, messageOf } from '../shared/failure'
import { parseAmount, touch, withEdits } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export type DecisionKind = 'approve' | 'decline'

export interface DecisionValues {
  credit_limit: string
  transaction_limit: string
  term_limit: string
  reason: string
}
export type DecisionField = keyof DecisionValues

/** The fields of each decision, in the dialog's order. */
export const DECISION_FIELDS: Record<DecisionKind, DecisionField[]> = {
  approve: ['credit_limit', 'transaction_limit', 'term_limit'],
  decline: ['reason'],
}

export const EMPTY_DECISION: DecisionValues = {
  credit_limit: '',
  transaction_limit: '',
  term_limit: '',
  reason: '',
}

/** What the dialog decides on: the application it was opened for. */
export interface DecisionTarget {
  id: number
  businessName: string
  /** Pesos the business asked for (0: not said). */
  creditRequested: number
}

export type DecisionRequest =
  | { kind: 'approve'; id: number; body: ApproveApplicationRequest }
  | { kind: 'decline'; id: number; body: DeclineApplicationRequest }

/** POST /api/applications/{id}/approve | decline: `{success, msg, data}`. */
export type DecisionAnswer = ApplicationDecision

export interface ApplicationDecisionContext {
  kind: DecisionKind | null
  target: DecisionTarget | null
  values: DecisionValues
  /** Fields the operator left: their own messages show from then on. */
  touched: string[]
  /** 'Aprobar solicitud' / 'Rechazar solicitud' was pressed: every message shows. */
  submitted: boolean
  serverErrors: Record<string, string>
  /** Why the decision was not taken (a refusal, a lost answer). */
  error: string | null
}

export type ApplicationDecisionEvent =
  | { type: 'decision.open'; kind: DecisionKind; target: DecisionTarget }
  | { type: 'decision.close' }
  | { type: 'decision.change'; values: Partial<DecisionValues> }
  | { type: 'decision.blur'; field: DecisionField }
  | { type: 'decision.submit' }

/**
 * The body a decision sends, read through the contract's schema (the server's and the CLI's rule): amounts as
 * typed ('150,000.50'), the term in days, the reason trimmed.
 */
const rawBodyOf = (kind: DecisionKind, values: DecisionValues) =>
  kind === 'approve'
    ? {
        credit_limit: parseAmount(values.credit_limit),
        transaction_limit: parseAmount(values.transaction_limit),
        term_limit: parseAmount(values.term_limit),
      }
    : { reason: values.reason }

const schemaOf = (kind: DecisionKind) =>
  kind === 'approve' ? approveApplicationRequestSchema : declineApplicationRequestSchema

/** Each field's first message under the contract's schema, or none. */
export const decisionErrors = (kind: DecisionKind, values: DecisionValues): Record<string, string> =>
  firstErrors(schemaOf(kind), rawBodyOf(kind, values))

export const decisionRequestOf = (
  kind: DecisionKind,
  id: number,
  values: DecisionValues,
): DecisionRequest => {
  const parsed = schemaOf(kind).safeParse(rawBodyOf(kind, values))
  const body = (parsed.success ? parsed.data : rawBodyOf(kind, values)) as never
  return { kind, id, body }
}

/** A 422 with field messages: the form shows them. */
const isFieldRefusal = (failure: unknown) => isValidationFailure(failure) && hasErrors(fieldErrorsOf(failure))

const freshForm = { values: EMPTY_DECISION, touched: [], submitted: false, serverErrors: {}, error: null }

/**
 * 'Aprobar' / 'Rechazar' of an application (docs/decisions.md#approval): one dialog, its fields by kind
 * (credit limit, per-sale limit and term; or the reason), checked with the contract's schemas before sending.
 *
 *   closed → editing → submitting → closed (`decided`: the page shows the application it answered)
 *                                 | editing (a 422 with its field messages, or a failure to try again)
 *                                 | refused (404/409: already decided or gone; `refused`: the page reloads it)
 *
 * A field's own message shows once it is left or the dialog was sent; the server's until it is edited.
 */
export const applicationDecisionMachine = setup({
  types: {
    context: {} as ApplicationDecisionContext,
    events: {} as ApplicationDecisionEvent,
  },
  actors: {
    decide: fromPromise<DecisionAnswer, DecisionRequest>(async () => {
      throw new Error('decide not provided')
    }),
  },
  actions: {
    /** Hook for the page: the decision was taken; the application as the server answered it. */
    decided: (_, _params: { application: ApplicationDetail; msg: string }) => {},
    /** Hook for the page: the application was decided elsewhere (or is gone); show it as it is now. */
    refused: () => {},
    applyChange: assign(({ context, event }) =>
      event.type === 'decision.change' ? { ...withEdits(context, event.values), error: null } : {},
    ),
    applyBlur: assign({
      touched: ({ context, event }) =>
        event.type === 'decision.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
  },
  guards: {
    invalid: ({ context }) =>
      context.kind === null || hasErrors(decisionErrors(context.kind, context.values)),
    isFieldRefusal: ({ event }) => isFieldRefusal((event as { error?: unknown }).error),
    isUndecidable: ({ event }) => hasStatus((event as { error?: unknown }).error, 404, 409),
  },
}).createMachine({
  id: 'applicationDecision',
  context: { kind: null, target: null, ...freshForm },
  initial: 'closed',
  states: {
    closed: {
      // A closed dialog keeps nothing: the next one starts blank.
      entry: assign({ kind: null, target: null, ...freshForm }),
      on: {
        'decision.open': {
          target: 'editing',
          actions: assign(({ event }) => ({ kind: event.kind, target: event.target, ...freshForm })),
        },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'decision.change': { actions: 'applyChange' },
        'decision.blur': { actions: 'applyBlur' },
        'decision.submit': [
          { guard: 'invalid', actions: assign({ submitted: true, error: null }) },
          { target: 'submitting', actions: assign({ submitted: true, error: null }) },
        ],
        'decision.close': 'closed',
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) =>
          decisionRequestOf(context.kind ?? 'decline', context.target?.id ?? 0, context.values),
        onDone: {
          target: 'closed',
          actions: {
            type: 'decided',
            params: ({ event }) => ({ application: event.output.data, msg: event.output.msg }),
          },
        },
        onError: [
          {
            guard: 'isFieldRefusal',
            target: 'editing',
            actions: assign({ serverErrors: ({ event }) => fieldErrorsOf(event.error) }),
          },
          {
            guard: 'isUndecidable',
            target: 'refused',
            actions: [assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }), 'refused'],
          },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
          },
        ],
      },
    },
    refused: {
      tags: ['open'],
      on: { 'decision.close': 'closed' },
    },
  },
})

export type ApplicationDecisionMachine = typeof applicationDecisionMachine
