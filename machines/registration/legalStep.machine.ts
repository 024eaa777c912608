import { REGISTER_STATUS_STEPS, type RegisterStep2Request } from '@contract/registration'
import { assign, fromPromise, setup } from 'xstate'
import { hasErrors } from '../shared/validation'
import * as formStep from './formStep'
import { type LegalValues, legalErrors, step2RequestOf } from './registration.forms'

export type LegalStepInput = formStep.StepInput<LegalValues>
export type LegalStepContext = formStep.StepContext<LegalValues>
export type LegalStepEvent =
  | { type: 'legal.change'; values: Partial<LegalValues> }
  | formStep.StepEvent<'legal'>
export type LegalStepOutput = formStep.StepOutcome

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
    recordStep: formStep.recordStepActor,
  },
  guards: {
    legalInvalid: ({ context }) => hasErrors(legalErrors(context.values)),
    ...formStep.stepGuards,
  },
  actions: {
    ...formStep.stepActions<LegalStepContext, LegalStepEvent>(),
    change: assign(({ context, event }) =>
      event.type === 'legal.change' ? formStep.withValues(context, event.values) : {},
    ),
  },
}).createMachine({
  id: 'registrationLegal',
  context: ({ input }) => formStep.stepContextOf(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'legal.change': { actions: ['change', formStep.reportDraft<LegalValues>('legal.draft')] },
        'legal.blur': { actions: 'touchField' },
        'legal.submit': [{ guard: 'legalInvalid' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: formStep.sendingEntry,
      invoke: {
        id: 'saveLegalRepresentative',
        src: 'saveLegalRepresentative',
        input: ({ context }) => ({ request: step2RequestOf(context.values, context.registerToken ?? '') }),
        onDone: { target: 'recording' },
        onError: formStep.onRefusal(),
      },
    },
    recording: formStep.recordingState(REGISTER_STATUS_STEPS['legal-representative']),
    ...formStep.stepEndStates,
  },
  output: ({ context }) => formStep.outcomeOf(context.expired, {}),
})

export type LegalStepMachine = typeof legalStepMachine
