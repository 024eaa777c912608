import {
  REG_MSG,
  REGISTER_STATUS_STEPS,
  type RegisterStep5Request,
  type StatusCustomerResponse,
} from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isValidationFailure, messageOf } from '../shared/failure'
import { clearGroup, touch } from '../shared/form'
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
import { type PersonValues, step5RequestOf, type UsersValues, usersErrors } from './registration.forms'

export type UsersStepInput = StepInput<UsersValues>
export interface UsersStepContext extends StepForm {
  values: UsersValues
  registerToken: string | null
  questionnaireToken: string | null
}
export type UsersStepEvent =
  | { type: 'users.changeBuyer'; values: Partial<PersonValues> }
  | { type: 'users.changePayment'; values: Partial<PersonValues> }
  | { type: 'users.sameAsBuyer'; checked: boolean }
  | { type: 'users.submit' }
  /** The person left a field: its message shows from now on (docs/decisions.md#validation). */
  | { type: 'users.blur'; field: string }
/** Recorded: the application is sent, with the quiz token the server answered. */
export type UsersStepOutput = StepOutcome<{ questionnaireToken: string | null }>

/**
 * The last step (docs/decisions.md#registration): the buyer user and the payment user (or 'same as buyer'),
 * saved with register/step-5, then recorded with status-customer/create, which sends the application and
 * answers the quiz token. A 422 of the save shows the server's msg; a refused token (404) ends the step.
 */
const reportDraft = {
  type: 'report' as const,
  params: ({ context }: { context: UsersStepContext }) => ({
    type: 'users.draft' as const,
    values: context.values,
  }),
}

export const usersStepMachine = setup({
  types: {
    context: {} as UsersStepContext,
    events: {} as UsersStepEvent,
    input: {} as UsersStepInput,
    output: {} as UsersStepOutput,
  },
  actors: {
    saveUsers: fromPromise<unknown, { request: RegisterStep5Request }>(async () => {
      throw new Error('saveUsers not provided')
    }),
    recordStep: fromPromise<StatusCustomerResponse, { step: string; token: string }>(async () => {
      throw new Error('recordStep not provided')
    }),
  },
  guards: {
    usersInvalid: ({ context }) => hasErrors(usersErrors(context.values)),
    /** Ticked 'same as buyer': the payment user is the buyer's and cannot be typed. */
    paymentEditable: ({ context }) => !context.values.sameAsBuyer,
    tokenRefused: ({ event }) => 'error' in event && isTokenRefused(event.error),
    isValidation: ({ event }) => 'error' in event && isValidationFailure(event.error),
  },
  actions: {
    /** Tells the wizard (provided by it: `inWizard`). */
    report: (_, _report: WizardReport) => {},
    changeBuyer: assign(({ context, event }) => {
      if (event.type !== 'users.changeBuyer') return {}
      const buyer = { ...context.values.buyer, ...event.values }
      return {
        // Ticked 'same as buyer': the payment user follows every keystroke.
        values: {
          ...context.values,
          buyer,
          payment: context.values.sameAsBuyer ? buyer : context.values.payment,
        },
        ...edited(
          context,
          Object.keys(event.values).map((k) => `buyer_user.${k}`),
        ),
      }
    }),
    changePayment: assign(({ context, event }) => {
      if (event.type !== 'users.changePayment') return {}
      return {
        values: { ...context.values, payment: { ...context.values.payment, ...event.values } },
        ...edited(
          context,
          Object.keys(event.values).map((k) => `payment_user.${k}`),
        ),
      }
    }),
    setSameAsBuyer: assign(({ context, event }) => {
      if (event.type !== 'users.sameAsBuyer') return {}
      return {
        values: {
          ...context.values,
          sameAsBuyer: event.checked,
          payment: event.checked ? context.values.buyer : context.values.payment,
        },
        serverErrors: clearGroup(context.serverErrors, 'payment_user'),
        error: null,
      }
    }),
    touchField: assign({
      touched: ({ context, event }) =>
        event.type === 'users.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
    expire: assign({ expired: ({ event }) => expiredMessage('error' in event ? event.error : null) }),
    /** The users step names the server's msg or message on a 422 of its save. */
    showSaveRefusal: assign({
      serverErrors: ({ event }) => ('error' in event ? fieldErrorsOf(event.error) : {}),
      error: ({ event }) => messageOf('error' in event ? event.error : null, REG_MSG.verifyData),
    }),
    showFieldErrors: assign(({ event }) => refusalOf('error' in event ? event.error : null)),
    showFailure: assign({ error: ({ event }) => failureMessage('error' in event ? event.error : null) }),
  },
}).createMachine({
  id: 'registrationUsers',
  context: ({ input }) => ({
    values: input.values,
    registerToken: input.registerToken,
    questionnaireToken: null,
    ...formOf(input.error),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'users.changeBuyer': { actions: ['changeBuyer', reportDraft] },
        'users.changePayment': { guard: 'paymentEditable', actions: ['changePayment', reportDraft] },
        'users.sameAsBuyer': { actions: ['setSameAsBuyer', reportDraft] },
        'users.blur': { actions: 'touchField' },
        'users.submit': [{ guard: 'usersInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: [assign({ error: null }), { type: 'report', params: { type: 'step.sending' } }],
      invoke: {
        id: 'saveUsers',
        src: 'saveUsers',
        input: ({ context }) => ({ request: step5RequestOf(context.values, context.registerToken ?? '') }),
        onDone: { target: 'submitting' },
        onError: [
          { guard: 'tokenRefused', target: 'tokenInvalid', actions: 'expire' },
          { guard: 'isValidation', target: 'refused', actions: 'showSaveRefusal' },
          { target: 'refused', actions: 'showFailure' },
        ],
      },
    },
    /** Recording the last step sends the application. */
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'recordStep',
        src: 'recordStep',
        input: ({ context }) => ({ step: REGISTER_STATUS_STEPS.users, token: context.registerToken ?? '' }),
        onDone: {
          target: 'recorded',
          actions: assign({ questionnaireToken: ({ event }) => event.output.questionnaire_token ?? null }),
        },
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
  output: ({ context }) => outcomeOf(context.expired, { questionnaireToken: context.questionnaireToken }),
})

export type UsersStepMachine = typeof usersStepMachine
