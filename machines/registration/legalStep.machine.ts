import {
  REGISTER_STATUS_STEPS,
  type RegisterStep2Request,
  type StatusCustomerResponse,
} from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { isValidationFailure } from '../shared/failure'
import { touch } from '../shared/form'
import { hasErrors } from '../shared/validation'
import {
  edited,
  expiredMessage,
  failureMessage,
  formOf,
  isTokenRefused,
  outcomeOf,
  refusalOf,
  type StepForm,
  type StepInput,
  type StepOutcome,
  type WizardReport,
} from './formStep'
import { type LegalValues, legalErrors, step2RequestOf } from './registration.forms'

export type LegalStepInput = StepInput<LegalValues>
export interface LegalStepContext extends StepForm {
  values: LegalValues
  registerToken: string | null
}
export type LegalStepEvent =
  | { type: 'legal.change'; values: Partial<LegalValues> }
  | { type: 'legal.submit' }
  /** The person left a field: its message shows from now on (docs/decisions.md#validation). */
  | { type: 'legal.blur'; field: string }
export type LegalStepOutput = StepOutcome

/**
 * The legal representative (docs/decisions.md#registration): the person and the privacy opt-in, saved with
 * register/step-2, then recorded with status-customer/create. A 422 shows the fields' messages, a refused token
 * (404) ends the step.
 */
export const legalStepMachine = setup({
  types: {
    context: {} as LegalStepContext,
    events: {} as LegalStepEvent,
    input: {} as LegalStepInput,
    output: {} as LegalStepOutput,
  },
  actors: {
    saveLegalRepresentative: fromPromise<unknown, { request: RegisterStep2Request }>(async () => {
      throw new Error('saveLegalRepresentative not provided')
    }),
    recordStep: fromPromise<StatusCustomerResponse, { step: string; token: string }>(async () => {
      throw new Error('recordStep not provided')
    }),
  },
  guards: {
    legalInvalid: ({ context }) => hasErrors(legalErrors(context.values)),
    tokenRefused: ({ event }) => 'error' in event && isTokenRefused(event.error),
    isValidation: ({ event }) => 'error' in event && isValidationFailure(event.error),
  },
  actions: {
    /** Tells the wizard (provided by it: `inWizard`). */
    report: (_, _report: WizardReport) => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'legal.change') return {}
      return { values: { ...context.values, ...event.values }, ...edited(context, Object.keys(event.values)) }
    }),
    touchField: assign({
      touched: ({ context, event }) =>
        event.type === 'legal.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
    expire: assign({ expired: ({ event }) => expiredMessage('error' in event ? event.error : null) }),
    showFieldErrors: assign(({ event }) => refusalOf('error' in event ? event.error : null)),
    showFailure: assign({ error: ({ event }) => failureMessage('error' in event ? event.error : null) }),
  },
}).createMachine({
  id: 'registrationLegal',
  context: ({ input }) => ({
    values: input.values,
    registerToken: input.registerToken,
    ...formOf(input.error),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'legal.change': {
          actions: [
            'change',
            { type: 'report', params: ({ context }) => ({ type: 'legal.draft', values: context.values }) },
          ],
        },
        'legal.blur': { actions: 'touchField' },
        'legal.submit': [{ guard: 'legalInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: [assign({ error: null }), { type: 'report', params: { type: 'step.sending' } }],
      invoke: {
        id: 'saveLegalRepresentative',
        src: 'saveLegalRepresentative',
        input: ({ context }) => ({ request: step2RequestOf(context.values, context.registerToken ?? '') }),
        onDone: { target: 'recording' },
        onError: [
          { guard: 'tokenRefused', target: 'tokenInvalid', actions: 'expire' },
          { guard: 'isValidation', target: 'refused', actions: 'showFieldErrors' },
          { target: 'refused', actions: 'showFailure' },
        ],
      },
    },
    recording: {
      tags: ['busy'],
      invoke: {
        id: 'recordStep',
        src: 'recordStep',
        input: ({ context }) => ({
          step: REGISTER_STATUS_STEPS['legal-representative'],
          token: context.registerToken ?? '',
        }),
        onDone: { target: 'recorded' },
        onError: [
          { guard: 'tokenRefused', target: 'tokenInvalid', actions: 'expire' },
          { guard: 'isValidation', target: 'refused', actions: 'showFieldErrors' },
          { target: 'refused', actions: 'showFailure' },
        ],
      },
    },
    /** Back to the form after a refusal: the wizard may move again. */
    refused: {
      always: { target: 'editing', actions: { type: 'report', params: { type: 'step.editing' } } },
    },
    recorded: { type: 'final' },
    tokenInvalid: { type: 'final' },
  },
  output: ({ context }) => outcomeOf(context.expired, {}),
})

export type LegalStepMachine = typeof legalStepMachine
