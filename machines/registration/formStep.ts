import { REG_MSG } from '@contract/registration'
import { type AnyStateMachine, sendParent } from 'xstate'
import { fieldErrorsOf, hasStatus, messageOf } from '../shared/failure'
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
