import {
  BANK_STATEMENTS,
  generalDocumentsFor,
  REG_MSG,
  REGISTER_STATUS_STEPS,
  REGISTER_STEPS,
  type RegisterStep,
  type RegistrationSnapshot,
  type StatusCustomerResponse,
  type UploadedDocument,
} from '@contract/registration'
import { assign, fromPromise, raise, setup } from 'xstate'
import { fieldErrorsOf, hasStatus, isValidationFailure, messageOf } from '../shared/failure'
import {
  type DocumentsInput,
  type DocumentsOutput,
  type DocumentsStep,
  documentsMachine,
} from './documents.machine'
import { inWizard, type StepInput, type StepOutcome, type WizardReport } from './formStep'
import { infoStepMachine } from './infoStep.machine'
import { legalStepMachine } from './legalStep.machine'
import {
  EMPTY_INFO,
  EMPTY_LEGAL,
  EMPTY_USERS,
  type InfoValues,
  type LegalValues,
  type UsersValues,
  valuesOf,
} from './registration.forms'
import { usersStepMachine } from './usersStep.machine'

export type WizardStep = RegisterStep | 'success'
export const WIZARD_STEPS: readonly WizardStep[] = [...REGISTER_STEPS, 'success']
export const stepIndex = (step: WizardStep) => WIZARD_STEPS.indexOf(step)

export interface RegistrationInput {
  /** The step of the URL the wizard was opened at. */
  requestedStep: WizardStep
  /** A register_token in the query: it wins over the stored one and is stored. */
  queryToken: string | null
  /** ISO date (America/Mexico_City) that names the three bank-statement months. */
  today: string
}

export interface RegistrationContext {
  requestedStep: WizardStep
  queryToken: string | null
  today: string
  /** The step on screen. */
  step: WizardStep
  token: string | null
  /** The last step recorded with status-customer/create. */
  lastStep: RegisterStep | null
  /** The forms so far (restored, then each step's draft): they stay when the person moves between steps. */
  info: InfoValues
  legal: LegalValues
  users: UsersValues
  /** Banner: a failed restore or documents record, or the refused token's msg (a form step shows it). */
  error: string | null
  documents: UploadedDocument[]
  /** Document props the server reported missing. */
  missing: string[]
  questionnaireToken: string | null
}

export type RegistrationEvent =
  | { type: 'registration.visit'; step: WizardStep }
  | { type: 'registration.back' }
  | { type: 'registration.retry' }
  | WizardReport

export interface StoredRegistration {
  token: string | null
  /** The quiz token saved with 'register_completed', if the last application was just submitted. */
  completion: string | null
}

const STATE_OF = {
  info: 'info',
  'files/company': 'companyFiles',
  'files/bank-statements': 'bankStatements',
  'legal-representative': 'legalRepresentative',
  users: 'users',
  success: 'success',
} as const satisfies Record<WizardStep, string>

/** The furthest step the wizard may show: the one after the last recorded step. */
export const furthestStep = (lastStep: RegisterStep | null): RegisterStep =>
  lastStep === null
    ? 'info'
    : (REGISTER_STEPS[Math.min(stepIndex(lastStep) + 1, REGISTER_STEPS.length - 1)] ?? 'info')

const resumeStep = (context: RegistrationContext): RegisterStep => {
  const furthest = furthestStep(context.lastStep)
  const requested = context.requestedStep
  return requested !== 'success' && stepIndex(requested) <= stepIndex(furthest) ? requested : furthest
}

const isNotFound = (failure: unknown) => hasStatus(failure, 404)

const documentsInputOf = (context: RegistrationContext, step: DocumentsStep): DocumentsInput => ({
  step,
  registerToken: context.token ?? '',
  slots:
    step === 'files/company'
      ? generalDocumentsFor(context.info.business_type === 'company' ? 'company' : 'person')
      : BANK_STATEMENTS,
  uploaded: context.documents,
  missing: context.missing,
})

const stepInputOf = <TValues>(context: RegistrationContext, values: TValues): StepInput<TValues> => ({
  values,
  registerToken: context.token,
  error: context.error,
})

/** A refused token: forget it and start over at info with the server's word. */
const expiredTransition = {
  guard: 'tokenRefused' as const,
  target: '#registration.info' as const,
  actions: ['forgetToken' as const, 'expire' as const],
}
/** A step ended on a refused token (a step's output): the same, info afresh. */
const stepExpiredTransition = {
  guard: 'stepTokenRefused' as const,
  target: '#registration.info' as const,
  reenter: true,
  actions: ['forgetToken' as const, 'expire' as const],
}

const visitTransitions = [
  ...REGISTER_STEPS.map((step) => ({
    guard: { type: 'canVisit' as const, params: { step } },
    target: `#registration.${STATE_OF[step]}`,
  })),
  // A step beyond the furthest allowed one (typed in the URL): the URL goes back to the step on screen.
  {
    actions: {
      type: 'showStep' as const,
      params: ({ context }: { context: RegistrationContext }) => ({ step: context.step }),
    },
  },
]
/** Moving between steps (a step's own events are its child's). */
const navigationEvents = {
  'registration.visit': visitTransitions,
  'registration.back': { guard: 'hasPrevious' as const, actions: 'goBack' as const },
}

const enterStep = (step: WizardStep) => [
  { type: 'enterStep' as const, params: { step } },
  { type: 'showStep' as const, params: { step } },
]

/**
 * A form step's child runs through the whole step: while it edits the wizard may move to another step; while
 * it sends (its save, then the record) the wizard stays.
 */
const formPhases = {
  initial: 'editing' as const,
  states: {
    editing: { on: { ...navigationEvents, 'step.sending': { target: 'sending' as const } } },
    sending: { tags: ['busy' as const], on: { 'step.editing': { target: 'editing' as const } } },
  },
}

/**
 * A documents step: its child machine collects and uploads the files; when it is done the step is recorded, and
 * a 422 naming missing documents sends the person back to them.
 */
const documentsStep = (
  step: DocumentsStep,
  child: 'companyDocuments' | 'bankDocuments',
  next: '#registration.bankStatements' | '#registration.legalRepresentative',
) => ({
  entry: enterStep(step),
  exit: 'leaveStep' as const,
  initial: 'collecting' as const,
  states: {
    collecting: {
      on: navigationEvents,
      invoke: {
        id: child,
        src: child,
        input: ({ context }: { context: RegistrationContext }) => documentsInputOf(context, step),
        onDone: [
          {
            guard: 'stepTokenRefused' as const,
            target: '#registration.info' as const,
            actions: ['forgetToken' as const, 'expire' as const],
          },
          { target: 'recording' as const, actions: 'keepDocuments' as const },
        ],
      },
    },
    recording: {
      tags: ['busy' as const],
      invoke: {
        id: 'recordStep' as const,
        src: 'recordStep' as const,
        input: ({ context }: { context: RegistrationContext }) => ({
          step: REGISTER_STATUS_STEPS[step],
          token: context.token ?? '',
        }),
        onDone: { target: next, actions: 'recorded' as const },
        onError: [
          expiredTransition,
          { guard: 'isValidation' as const, target: 'collecting' as const, actions: 'markMissing' as const },
          { target: 'collecting' as const, actions: 'showFailure' as const },
        ],
      },
    },
  },
})

/**
 * The registration wizard (docs/decisions.md#registration): info → general documents → bank statements → legal
 * representative → users → success. It starts from the stored register token (a query token wins), restores the
 * application after a reload and resumes at the step after the last recorded one (or the URL's step when it is
 * not beyond). Each step is a child machine (docs/architecture.md#registrations-steps): the forms save and
 * record themselves, the documents steps upload and the wizard records them; the wizard moves on with each
 * step's result, and from the last one's to success with the quiz token. A refused token (404) is forgotten and
 * the wizard starts over at info. The view moves the URL through the `showStep` action.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    readStoredToken: fromPromise<StoredRegistration, { queryToken: string | null }>(async () => {
      throw new Error('readStoredToken not provided')
    }),
    loadSnapshot: fromPromise<RegistrationSnapshot, { token: string }>(async () => {
      throw new Error('loadSnapshot not provided')
    }),
    /** Records a documents step (the form steps record themselves). */
    recordStep: fromPromise<StatusCustomerResponse, { step: string; token: string }>(async () => {
      throw new Error('recordStep not provided')
    }),
    infoStep: inWizard(infoStepMachine),
    companyDocuments: documentsMachine,
    bankDocuments: documentsMachine,
    legalStep: inWizard(legalStepMachine),
    usersStep: inWizard(usersStepMachine),
  },
  guards: {
    hasStoredToken: ({ event }) => 'output' in event && Boolean((event.output as StoredRegistration).token),
    showsCompletion: ({ context, event }) =>
      context.requestedStep === 'success' &&
      'output' in event &&
      Boolean((event.output as StoredRegistration).completion),
    resumesAt: ({ context }, params: { step: RegisterStep }) => resumeStep(context) === params.step,
    canVisit: ({ context, event }, params: { step: RegisterStep }) =>
      event.type === 'registration.visit' &&
      event.step === params.step &&
      params.step !== context.step &&
      stepIndex(params.step) <= stepIndex(furthestStep(context.lastStep)),
    hasPrevious: ({ context }) => stepIndex(context.step) > 0,
    tokenRefused: ({ event }) => 'error' in event && isNotFound(event.error),
    isValidation: ({ event }) => 'error' in event && isValidationFailure(event.error),
    stepTokenRefused: ({ event }) =>
      'output' in event && (event.output as StepOutcome | DocumentsOutput).kind === 'tokenInvalid',
  },
  actions: {
    /** Moves the URL to the step's path (provided by the page). */
    showStep: (_, _params: { step: WizardStep }) => {},
    forgetToken: () => {},
    rememberCompletion: (_, _params: { questionnaireToken: string | null }) => {},
    forgetCompletion: () => {},
    expire: assign({
      token: null,
      lastStep: null,
      documents: [],
      missing: [],
      error: ({ event }) =>
        'output' in event
          ? (event.output as { msg: string }).msg
          : messageOf('error' in event ? event.error : null, REG_MSG.tokenInvalid),
    }),
    showFailure: assign({
      error: ({ event }) => messageOf('error' in event ? event.error : null, REG_MSG.error),
    }),
    enterStep: assign((_, params: { step: WizardStep }) => ({ step: params.step })),
    leaveStep: assign({ error: null, missing: [] }),
    goBack: raise(({ context }) => ({
      type: 'registration.visit' as const,
      step: WIZARD_STEPS[stepIndex(context.step) - 1] ?? 'info',
    })),
    /** A 422 of a documents step names the missing documents: their slots go back to empty. */
    markMissing: assign(({ context, event }) => {
      const missing = Object.keys(fieldErrorsOf('error' in event ? event.error : null))
      return {
        missing,
        documents: context.documents.filter((d) => !missing.includes(d.prop)),
        error: messageOf('error' in event ? event.error : null, REG_MSG.verifyData),
      }
    }),
    keepDocuments: assign({
      documents: ({ context, event }) =>
        'output' in event ? merged(context, event.output as DocumentsOutput) : context.documents,
    }),
    recorded: assign({
      lastStep: ({ context }) => {
        const step = context.step as RegisterStep
        return context.lastStep && stepIndex(context.lastStep) > stepIndex(step) ? context.lastStep : step
      },
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    requestedStep: input.requestedStep,
    queryToken: input.queryToken,
    today: input.today,
    step: input.requestedStep,
    token: null,
    lastStep: null,
    info: EMPTY_INFO,
    legal: EMPTY_LEGAL,
    users: EMPTY_USERS,
    error: null,
    documents: [],
    missing: [],
    questionnaireToken: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'readStoredToken',
        src: 'readStoredToken',
        input: ({ context }) => ({ queryToken: context.queryToken }),
        onDone: [
          {
            guard: 'hasStoredToken',
            target: 'restoring',
            actions: assign({ token: ({ event }) => event.output.token }),
          },
          {
            guard: 'showsCompletion',
            target: 'success',
            actions: assign({ questionnaireToken: ({ event }) => event.output.completion }),
          },
          { target: 'info', actions: 'forgetCompletion' },
        ],
        onError: { target: 'info' },
      },
    },
    restoring: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadSnapshot',
        src: 'loadSnapshot',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'resuming',
          actions: assign(({ event }) => {
            const lastStep =
              REGISTER_STEPS.find((s) => REGISTER_STATUS_STEPS[s] === event.output.last_step) ?? null
            return {
              ...valuesOf(event.output, lastStep !== null),
              lastStep,
              documents: event.output.documents,
            }
          }),
        },
        onError: [
          expiredTransition,
          {
            target: 'restoreFailed',
            actions: assign({ error: ({ event }) => messageOf(event.error, REG_MSG.error) }),
          },
        ],
      },
    },
    restoreFailed: {
      tags: ['failed'],
      on: { 'registration.retry': { target: 'restoring' } },
    },
    resuming: {
      always: REGISTER_STEPS.map((step) => ({
        guard: { type: 'resumesAt' as const, params: { step } },
        target: STATE_OF[step],
      })),
    },
    info: {
      entry: enterStep('info'),
      exit: 'leaveStep',
      on: { 'info.draft': { actions: assign({ info: ({ event }) => event.values }) } },
      invoke: {
        id: 'infoStep',
        src: 'infoStep',
        input: ({ context }) => stepInputOf(context, context.info),
        onDone: [
          stepExpiredTransition,
          {
            target: 'companyFiles',
            actions: [
              assign({
                token: ({ context, event }) =>
                  event.output.kind === 'recorded' ? event.output.registerToken : context.token,
              }),
              'recorded',
            ],
          },
        ],
      },
      ...formPhases,
    },
    companyFiles: documentsStep('files/company', 'companyDocuments', '#registration.bankStatements'),
    bankStatements: documentsStep(
      'files/bank-statements',
      'bankDocuments',
      '#registration.legalRepresentative',
    ),
    legalRepresentative: {
      entry: enterStep('legal-representative'),
      exit: 'leaveStep',
      on: { 'legal.draft': { actions: assign({ legal: ({ event }) => event.values }) } },
      invoke: {
        id: 'legalStep',
        src: 'legalStep',
        input: ({ context }) => stepInputOf(context, context.legal),
        onDone: [stepExpiredTransition, { target: 'users', actions: 'recorded' }],
      },
      ...formPhases,
    },
    users: {
      entry: enterStep('users'),
      exit: 'leaveStep',
      on: { 'users.draft': { actions: assign({ users: ({ event }) => event.values }) } },
      invoke: {
        id: 'usersStep',
        src: 'usersStep',
        input: ({ context }) => stepInputOf(context, context.users),
        onDone: [
          stepExpiredTransition,
          {
            target: 'success',
            actions: [
              'recorded',
              assign({
                questionnaireToken: ({ event }) =>
                  event.output.kind === 'recorded' ? event.output.questionnaireToken : null,
              }),
            ],
          },
        ],
      },
      ...formPhases,
    },
    success: {
      type: 'final',
      entry: [
        assign({ step: 'success', token: null }),
        'forgetToken',
        {
          type: 'rememberCompletion',
          params: ({ context }) => ({ questionnaireToken: context.questionnaireToken }),
        },
        { type: 'showStep', params: { step: 'success' } },
      ],
    },
  },
})

function merged(context: RegistrationContext, output: DocumentsOutput): UploadedDocument[] {
  if (output.kind !== 'uploaded') return context.documents
  const props = output.documents.map((d) => d.prop)
  return [...context.documents.filter((d) => !props.includes(d.prop)), ...output.documents]
}

export type RegistrationMachine = typeof registrationMachine
