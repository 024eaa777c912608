import {
  REG_MSG,
  REGISTER_STATUS_STEPS,
  type RegisterStep5Request,
  type StatusCustomerResponse,
} from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, messageOf } from '../shared/failure'
import { clearGroup } from '../shared/form'
import { hasErrors } from '../shared/validation'
import * as formStep from './formStep'
import { type PersonValues, step5RequestOf, type UsersValues, usersErrors } from './registration.forms'

export type UsersStepInput = formStep.StepInput<UsersValues>
export interface UsersStepContext extends formStep.StepContext<UsersValues> {
  questionnaireToken: string | null
}
export type UsersStepEvent =
  | { type: 'users.changeBuyer'; values: Partial<PersonValues> }
  | { type: 'users.changePayment'; values: Partial<PersonValues> }
  | { type: 'users.sameAsBuyer'; checked: boolean }
  | formStep.StepEvent<'users'>
/** Recorded: the application is sent, with the quiz token the server answered. */
export type UsersStepOutput = formStep.StepOutcome<{ questionnaireToken: string | null }>

const reportUsersDraft = formStep.reportDraft<UsersValues>('users.draft')

/**
 * The last step (docs/decisions.md#registration): the buyer user and the payment user (or 'same as buyer'),
 * saved with register/step-5, then recorded with status-customer/create, which sends the application and
 * answers the quiz token. A 422 of the save shows the server's msg; a refused token (404) ends the step.
 */
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
    recordStep: formStep.recordStepActor,
  },
  guards: {
    usersInvalid: ({ context }) => hasErrors(usersErrors(context.values)),
    /** Ticked 'same as buyer': the payment user is the buyer's and cannot be typed. */
    paymentEditable: ({ context }) => !context.values.sameAsBuyer,
    ...formStep.stepGuards,
  },
  actions: {
    ...formStep.stepActions<UsersStepContext, UsersStepEvent>(),
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
        ...formStep.edited(
          context,
          Object.keys(event.values).map((k) => `buyer_user.${k}`),
        ),
      }
    }),
    changePayment: assign(({ context, event }) => {
      if (event.type !== 'users.changePayment') return {}
      return {
        values: { ...context.values, payment: { ...context.values.payment, ...event.values } },
        ...formStep.edited(
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
    /** The users step names the server's msg or message on a 422 of its save. */
    showSaveRefusal: assign({
      serverErrors: ({ event }) => ('error' in event ? fieldErrorsOf(event.error) : {}),
      error: ({ event }) => messageOf('error' in event ? event.error : null, REG_MSG.verifyData),
    }),
    /** The quiz token status-customer/create answers once the application is sent. */
    keepQuestionnaireToken: assign({
      questionnaireToken: ({ event }) =>
        'output' in event ? ((event.output as StatusCustomerResponse).questionnaire_token ?? null) : null,
    }),
  },
}).createMachine({
  id: 'registrationUsers',
  context: ({ input }) => ({ ...formStep.stepContextOf(input), questionnaireToken: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'users.changeBuyer': { actions: ['changeBuyer', reportUsersDraft] },
        'users.changePayment': { guard: 'paymentEditable', actions: ['changePayment', reportUsersDraft] },
        'users.sameAsBuyer': { actions: ['setSameAsBuyer', reportUsersDraft] },
        'users.blur': { actions: 'touchField' },
        'users.submit': [{ guard: 'usersInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: formStep.sendingEntry,
      invoke: {
        id: 'saveUsers',
        src: 'saveUsers',
        input: ({ context }) => ({ request: step5RequestOf(context.values, context.registerToken ?? '') }),
        onDone: { target: 'submitting' },
        onError: formStep.onRefusal('showSaveRefusal'),
      },
    },
    /** Recording the last step sends the application. */
    submitting: formStep.recordingState(REGISTER_STATUS_STEPS.users, 'keepQuestionnaireToken'),
    ...formStep.stepEndStates,
  },
  output: ({ context }) =>
    formStep.outcomeOf(context.expired, { questionnaireToken: context.questionnaireToken }),
})

export type UsersStepMachine = typeof usersStepMachine
