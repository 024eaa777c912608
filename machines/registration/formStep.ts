import { REG_MSG, type StatusCustomerResponse } from '@contract/registration'
import { type AnyStateMachine, type EventObject, fromPromise, sendParent, setup } from 'xstate'
import { fieldErrorsOf, hasStatus, isValidationFailure, messageOf } from '../shared/failure'
import { clearEdited, touch } from '../shared/form'
import type { InfoValues, LegalValues, UsersValues } from './registration.forms'

/**
 * What a form step of the wizard tells the wizard while it runs (docs/architecture.md#registrations-steps):
 * every edit (the wizard keeps the draft when the person moves to another step and back), and when it starts
 * and stops sending (the wizard moves to no other step meanwhile).
 */
export type WizardReport =
  | { type: 'info.draft'; values: InfoValues }
  | { type: 'legal.draft'; values: LegalValues }
  | { type: 'users.draft'; values: UsersValues }
  | { type: 'step.sending' }
  | { type: 'step.editing' }

/** How a form step ends: recorded with status-customer/create, or its register token refused. */
export type StepOutcome<TRecorded extends object = object> =
  | ({ kind: 'recorded' } & TRecorded)
  | { kind: 'tokenInvalid'; msg: string }

/** What every form step starts from: the values so far, the application's token, the wizard's banner. */
export interface StepInput<TValues> {
  values: TValues
  registerToken: string | null
  /** The wizard's banner (a refused token's msg) shown until the person edits. */
  error: string | null
}

/** The form's state every step keeps beside its values. */
export interface StepForm {
  /** Fields the person has touched (their messages show). */
  touched: string[]
  /** 422 messages by field, until the field changes. */
  serverErrors: Record<string, string>
  /** Banner: a failed save or record. */
  error: string | null
  /** The server's msg when it refused the register token (404). */
  expired: string | null
}

/** What every step keeps: its values and the application's token beside its form. */
export interface StepContext<TValues> extends StepForm {
  values: TValues
  registerToken: string | null
}

/**
 * The events of every step's form besides its edits: a field left (its message shows from now on,
 * docs/decisions.md#validation) and the send.
 */
export type StepEvent<TStep extends string> =
  | { type: `${TStep}.submit` }
  | { type: `${TStep}.blur`; field: string }

export const formOf = (error: string | null): StepForm => ({
  touched: [],
  serverErrors: {},
  error,
  expired: null,
})

/** An edit of `fields`: they count as touched, their server messages go, and so does the banner. */
export const edited = (form: Pick<StepForm, 'touched' | 'serverErrors'>, fields: string[]) => ({
  touched: touch(form.touched, fields),
  serverErrors: clearEdited(form.serverErrors, fields, { nested: true }),
  error: null,
})

export const isTokenRefused = (failure: unknown) => hasStatus(failure, 404)
export const expiredMessage = (failure: unknown) => messageOf(failure, REG_MSG.tokenInvalid)
/** A 422: the fields' messages and the banner asking to check the data. */
export const refusalOf = (failure: unknown) => ({
  serverErrors: fieldErrorsOf(failure),
  error: REG_MSG.verifyData,
})
export const failureMessage = (failure: unknown) => messageOf(failure, REG_MSG.error)

/** The output of a step that ended: recorded, or refused with the server's msg. */
export const outcomeOf = <TRecorded extends object>(
  expired: string | null,
  recorded: TRecorded,
): StepOutcome<TRecorded> =>
  expired !== null ? { kind: 'tokenInvalid', msg: expired } : { kind: 'recorded', ...recorded }

/**
 * A step run by the wizard: its reports go to the wizard (alone, on the flows page or in its model test, a
 * step reports to no one).
 */
export const inWizard = <TMachine extends AnyStateMachine>(machine: TMachine): TMachine =>
  machine.provide({
    actions: { report: sendParent((_: unknown, report: WizardReport) => report) },
  } as never) as TMachine

const errorOf = (event: EventObject): unknown => ('error' in event ? event.error : null)

/** How every step reads the answers of its two calls. */
export const stepGuards = {
  tokenRefused: ({ event }: { event: EventObject }) => isTokenRefused(errorOf(event)),
  isValidation: ({ event }: { event: EventObject }) => isValidationFailure(errorOf(event)),
}

/**
 * The actions every step's form shares: its report to the wizard (provided by it: `inWizard`), a field left, and
 * the three ways a call is refused (the token, a 422, anything else).
 */
export const stepActions = <TContext extends StepForm, TEvent extends EventObject>() => {
  const { assign } = setup({ types: { context: {} as TContext, events: {} as TEvent } })
  const form = (changes: Partial<StepForm>) => changes as Partial<TContext>
  return {
    report: (_: unknown, _report: WizardReport) => {},
    clearBanner: assign(() => form({ error: null })),
    touchField: assign(({ context, event }) =>
      form(
        'field' in event && typeof event.field === 'string'
          ? { touched: touch(context.touched, [event.field]) }
          : {},
      ),
    ),
    expire: assign(({ event }) => form({ expired: expiredMessage(errorOf(event)) })),
    showFieldErrors: assign(({ event }) => form(refusalOf(errorOf(event)))),
    showFailure: assign(({ event }) => form({ error: failureMessage(errorOf(event)) })),
  }
}

/** What every step keeps at its start: the values and token it is given, a fresh form with the wizard's banner. */
export const stepContextOf = <TValues>(input: StepInput<TValues>) => ({
  values: input.values,
  registerToken: input.registerToken,
  ...formOf(input.error),
})

/** The form once `values` were typed: those fields count as edited. */
export const withValues = <TValues extends object>(
  form: Pick<StepForm, 'touched' | 'serverErrors'> & { values: TValues },
  values: Partial<TValues>,
) => ({ values: { ...form.values, ...values }, ...edited(form, Object.keys(values)) })

/** Tells the wizard the values after an edit (`info.draft`, …). */
export const reportDraft = <TValues>(type: Extract<WizardReport, { values: unknown }>['type']) => ({
  type: 'report' as const,
  params: ({ context }: { context: { values: TValues } }) =>
    ({ type, values: context.values }) as WizardReport,
})

/** A step starts sending: the banner goes and the wizard stays on the step. */
export const sendingEntry = ['clearBanner', { type: 'report', params: { type: 'step.sending' } }] as const

/** A call of the step refused: a refused token ends it, a 422 shows on the form (`onValidation`), else the banner. */
export const onRefusal = <TValidation extends string = 'showFieldErrors'>(
  onValidation = 'showFieldErrors' as TValidation,
) =>
  [
    { guard: 'tokenRefused', target: 'tokenInvalid', actions: 'expire' },
    { guard: 'isValidation', target: 'refused', actions: onValidation },
    { target: 'refused', actions: 'showFailure' },
  ] as const

/** status-customer/create, which every step calls once saved. */
export const recordStepActor = fromPromise<StatusCustomerResponse, { step: string; token: string }>(
  async () => {
    throw new Error('recordStep not provided')
  },
)

/** Recording the step once saved (`recorded`, with `onRecorded` when the answer matters), refused like the save. */
export const recordingState = <TAction extends string = never>(step: string, onRecorded?: TAction) => ({
  tags: ['busy'],
  invoke: {
    id: 'recordStep' as const,
    src: 'recordStep' as const,
    input: ({ context }: { context: { registerToken: string | null } }) => ({
      step,
      token: context.registerToken ?? '',
    }),
    onDone: onRecorded ? { target: 'recorded', actions: onRecorded } : { target: 'recorded' },
    onError: onRefusal(),
  },
})

/** How every step ends: back to the form after a refusal (the wizard may move again), recorded, or its token refused. */
export const stepEndStates = {
  refused: {
    always: { target: 'editing', actions: { type: 'report', params: { type: 'step.editing' } } },
  },
  recorded: { type: 'final' },
  tokenInvalid: { type: 'final' },
} as const
