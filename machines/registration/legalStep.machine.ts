import { REGISTER_STATUS_STEPS, type RegisterStep2Request } from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { hasErrors } from '../shared/validation'
import {
  onRefusal,
  outcomeOf,
  recordingState,
  recordStepActor,
  reportDraft,
  type StepContext,
  type StepEvent,
  type StepInput,
  type StepOutcome,
  sendingEntry,
  stepActions,
  stepContextOf,
  stepEndStates,
  stepGuards,
  withValues,
} from './formStep'
import { type LegalValues, legalErrors, step2RequestOf } from './registration.forms'

export type LegalStepInput = StepInput<LegalValues>
export type LegalStepContext = StepContext<LegalValues>
export type LegalStepEvent = { type: 'legal.change'; values: Partial<LegalValues> } | StepEvent<'legal'>
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
    recordStep: recordStepActor,
  },
  guards: {
    legalInvalid: ({ context }) => hasErrors(legalErrors(context.values)),
    ...stepGuards,
  },
  actions: {
    ...stepActions<LegalStepContext, LegalStepEvent>(),
    change: assign(({ context, event }) =>
      event.type === 'legal.change' ? withValues(context, event.values) : {},
    ),
  },
}).createMachine({
  id: 'registrationLegal',
  context: ({ input }) => stepContextOf(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'legal.change': { actions: ['change', reportDraft<LegalValues>('legal.draft')] },
        'legal.blur': { actions: 'touchField' },
        'legal.submit': [{ guard: 'legalInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: sendingEntry,
      invoke: {
        id: 'saveLegalRepresentative',
        src: 'saveLegalRepresentative',
        input: ({ context }) => ({ request: step2RequestOf(context.values, context.registerToken ?? '') }),
        onDone: { target: 'recording' },
        onError: onRefusal(),
      },
    },
    recording: recordingState(REGISTER_STATUS_STEPS['legal-representative']),
    ...stepEndStates,
  },
  output: ({ context }) => outcomeOf(context.expired, {}),
})

export type LegalStepMachine = typeof legalStepMachine
