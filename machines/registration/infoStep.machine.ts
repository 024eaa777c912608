import {
  REGISTER_STATUS_STEPS,
  type RegisterStep1Request,
  type RegisterStep1Response,
} from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { hasErrors } from '../shared/validation'
import * as formStep from './formStep'
import { type InfoValues, infoErrors, step1RequestOf } from './registration.forms'

export type InfoStepInput = formStep.StepInput<InfoValues>
export type InfoStepContext = formStep.StepContext<InfoValues>
export type InfoStepEvent = { type: 'info.change'; values: Partial<InfoValues> } | formStep.StepEvent<'info'>
/** Recorded: the application's register token (a new application's first). */
export type InfoStepOutput = formStep.StepOutcome<{ registerToken: string }>

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
    recordStep: formStep.recordStepActor,
  },
  guards: {
    infoInvalid: ({ context }) => hasErrors(infoErrors(context.values)),
    ...formStep.stepGuards,
  },
  actions: {
    ...formStep.stepActions<InfoStepContext, InfoStepEvent>(),
    storeToken: (_, _params: { token: string }) => {},
    forgetCompletion: () => {},
    change: assign(({ context, event }) =>
      event.type === 'info.change' ? formStep.withValues(context, event.values) : {},
    ),
  },
}).createMachine({
  id: 'registrationInfo',
  context: ({ input }) => formStep.stepContextOf(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'info.change': { actions: ['change', formStep.reportDraft<InfoValues>('info.draft')] },
        'info.blur': { actions: 'touchField' },
        'info.submit': [{ guard: 'infoInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: formStep.sendingEntry,
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
        onError: formStep.onRefusal(),
      },
    },
    recording: formStep.recordingState(REGISTER_STATUS_STEPS.info),
    ...formStep.stepEndStates,
  },
  output: ({ context }) =>
    formStep.outcomeOf(context.expired, { registerToken: context.registerToken ?? '' }),
})

export type InfoStepMachine = typeof infoStepMachine
