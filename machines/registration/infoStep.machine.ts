import {
  REGISTER_STATUS_STEPS,
  type RegisterStep1Request,
  type RegisterStep1Response,
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
import { type InfoValues, infoErrors, step1RequestOf } from './registration.forms'

export type InfoStepInput = StepInput<InfoValues>
export interface InfoStepContext extends StepForm {
  values: InfoValues
  registerToken: string | null
}
export type InfoStepEvent =
  | { type: 'info.change'; values: Partial<InfoValues> }
  | { type: 'info.submit' }
  /** The person left a field: its message shows from now on (docs/decisions.md#validation). */
  | { type: 'info.blur'; field: string }
/** Recorded: the application's register token (a new application's first). */
export type InfoStepOutput = StepOutcome<{ registerToken: string }>

/**
 * The wizard's first step (docs/decisions.md#registration): the business, its contact, the amount asked for
 * and the opt-ins. Always saved with register/step-1, even with a token (an application a supplier registered
 * has no opt-ins or amount until step 1 is sent, and the server refuses to record 'info' before); the token it
 * answers is stored, then the step is recorded with status-customer/create. A 422 shows the fields' messages,
 * a refused token (404) ends the step.
 */
export const infoStepMachine = setup({
  types: {
    context: {} as InfoStepContext,
    events: {} as InfoStepEvent,
    input: {} as InfoStepInput,
    output: {} as InfoStepOutput,
  },
  actors: {
    /** register/step-1; with a token (header Register_Token) the server updates that application. */
    saveInfo: fromPromise<RegisterStep1Response, { request: RegisterStep1Request; token: string | null }>(
      async () => {
        throw new Error('saveInfo not provided')
      },
    ),
    recordStep: fromPromise<StatusCustomerResponse, { step: string; token: string }>(async () => {
      throw new Error('recordStep not provided')
    }),
  },
  guards: {
    infoInvalid: ({ context }) => hasErrors(infoErrors(context.values)),
    tokenRefused: ({ event }) => 'error' in event && isTokenRefused(event.error),
    isValidation: ({ event }) => 'error' in event && isValidationFailure(event.error),
  },
  actions: {
    /** Tells the wizard (provided by it: `inWizard`). */
    report: (_, _report: WizardReport) => {},
    storeToken: (_, _params: { token: string }) => {},
    forgetCompletion: () => {},
    change: assign(({ context, event }) => {
      if (event.type !== 'info.change') return {}
      return { values: { ...context.values, ...event.values }, ...edited(context, Object.keys(event.values)) }
    }),
    touchField: assign({
      touched: ({ context, event }) =>
        event.type === 'info.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
    expire: assign({ expired: ({ event }) => expiredMessage('error' in event ? event.error : null) }),
    showFieldErrors: assign(({ event }) => refusalOf('error' in event ? event.error : null)),
    showFailure: assign({ error: ({ event }) => failureMessage('error' in event ? event.error : null) }),
  },
}).createMachine({
  id: 'registrationInfo',
  context: ({ input }) => ({
    values: input.values,
    registerToken: input.registerToken,
    ...formOf(input.error),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'info.change': {
          actions: [
            'change',
            { type: 'report', params: ({ context }) => ({ type: 'info.draft', values: context.values }) },
          ],
        },
        'info.blur': { actions: 'touchField' },
        'info.submit': [{ guard: 'infoInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: [assign({ error: null }), { type: 'report', params: { type: 'step.sending' } }],
      invoke: {
        id: 'saveInfo',
        src: 'saveInfo',
        input: ({ context }) => ({ request: step1RequestOf(context.values), token: context.registerToken }),
        onDone: {
          target: 'recording',
          actions: [
            assign({ registerToken: ({ event }) => event.output.register_token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.register_token }) },
            'forgetCompletion',
          ],
        },
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
        input: ({ context }) => ({ step: REGISTER_STATUS_STEPS.info, token: context.registerToken ?? '' }),
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
  output: ({ context }) => outcomeOf(context.expired, { registerToken: context.registerToken ?? '' }),
})

export type InfoStepMachine = typeof infoStepMachine
