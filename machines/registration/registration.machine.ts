import {
  BANK_STATEMENTS,
  generalDocumentsFor,
  REG_MSG,
  REGISTER_STATUS_STEPS,
  REGISTER_STEPS,
  type RegisterStep,
  type RegisterStep1Request,
  type RegisterStep1Response,
  type RegisterStep2Request,
  type RegisterStep5Request,
  type RegistrationSnapshot,
  type StatusCustomerResponse,
  type UploadedDocument,
} from '@contract/registration'
import { assign, fromPromise, raise, setup } from 'xstate'
import { fieldErrorsOf, hasStatus, isValidationFailure, messageOf } from '../shared/failure'
import { clearEdited, clearGroup, touch } from '../shared/form'
import { hasErrors } from '../shared/validation'
import {
  type DocumentsInput,
  type DocumentsOutput,
  type DocumentsStep,
  documentsMachine,
} from './documents.machine'
import {
  EMPTY_INFO,
  EMPTY_LEGAL,
  EMPTY_USERS,
  type InfoValues,
  infoErrors,
  type LegalValues,
  legalErrors,
  type PersonValues,
  step1RequestOf,
  step2RequestOf,
  step5RequestOf,
  type UsersValues,
  usersErrors,
  valuesOf,
} from './registration.forms'

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
  info: InfoValues
  legal: LegalValues
  users: UsersValues
  /** Fields the person has touched in the current form (their messages show). */
  touched: string[]
  /** 422 messages by field, until the field changes. */
  serverErrors: Record<string, string>
  /** Banner: a failed save or restore, or the refused token's msg. */
  error: string | null
  documents: UploadedDocument[]
  /** Document props the server reported missing. */
  missing: string[]
  questionnaireToken: string | null
}

export type RegistrationEvent =
  | { type: 'info.change'; values: Partial<InfoValues> }
  | { type: 'info.submit' }
  | { type: 'legal.change'; values: Partial<LegalValues> }
  | { type: 'legal.submit' }
  | { type: 'users.changeBuyer'; values: Partial<PersonValues> }
  | { type: 'users.changePayment'; values: Partial<PersonValues> }
  | { type: 'users.sameAsBuyer'; checked: boolean }
  | { type: 'users.submit' }
  | { type: 'registration.visit'; step: WizardStep }
  | { type: 'registration.back' }
  | { type: 'registration.retry' }
  /** The person left a field: its message shows from now on (docs/decisions.md#validation). */
  | { type: 'registration.blur'; field: string }

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

/** An edit of `fields`: they count as touched, their server messages go, and so does the banner. */
const edited = (context: RegistrationContext, fields: string[]) => ({
  touched: touch(context.touched, fields),
  serverErrors: clearEdited(context.serverErrors, fields, { nested: true }),
  error: null,
})

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

/** A refused token: forget it and start over at info with the server's word. */
const expiredTransition = {
  guard: 'tokenRefused' as const,
  target: '#registration.info' as const,
  actions: ['forgetToken' as const, 'expire' as const],
}
const validationTransition = {
  guard: 'isValidation' as const,
  target: 'editing' as const,
  actions: 'showFieldErrors' as const,
}
const failureTransition = { target: 'editing' as const, actions: 'showFailure' as const }

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
/** A documents step: moving between steps only (its files are the documents child's). */
const navigationEvents = {
  'registration.visit': visitTransitions,
  'registration.back': { guard: 'hasPrevious' as const, actions: 'goBack' as const },
}
/** A form step: moving, and a field left (its message shows from then on). */
const restingEvents = {
  ...navigationEvents,
  'registration.blur': { actions: 'touchField' as const },
}

const enterStep = (step: WizardStep) => [
  { type: 'enterStep' as const, params: { step } },
  { type: 'showStep' as const, params: { step } },
]

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
            guard: 'documentsTokenRefused' as const,
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

type FormStepName = 'legal-representative' | 'users'
/** The users step names the server's msg or message on a 422. */
const usersRefusalTransition = {
  guard: 'isValidation' as const,
  target: 'editing' as const,
  actions: 'showUsersRefusal' as const,
}

/**
 * A form step: editing (the form's own events beside visit and back) → saving (its save actor) → recording
 * (status-customer/create), then on to the next step. A refused token starts over; a 422 goes back to editing
 * with the field errors; any other failure shows the banner.
 */
const formStep = <
  const TEditing extends object,
  const TSave extends 'saveLegalRepresentative' | 'saveUsers',
  TInput,
  const TRecorded extends string | readonly string[],
  const TRecordState extends 'recording' | 'submitting' = 'recording',
>(config: {
  step: FormStepName
  /** The form's change and submit events. */
  editing: TEditing
  save: TSave
  saveInput: (args: { context: RegistrationContext }) => TInput
  /** A 422 of the save (the users step shows the server's msg). */
  saveRefused?: typeof validationTransition | typeof usersRefusalTransition
  /** The name of the recording state (the last step submits the application). */
  recordState?: TRecordState
  next: '#registration.users' | '#registration.success'
  recorded: TRecorded
}) => {
  const recordState = (config.recordState ?? 'recording') as TRecordState
  const recording = {
    tags: ['busy' as const],
    invoke: {
      id: 'recordStep' as const,
      src: 'recordStep' as const,
      input: ({ context }: { context: RegistrationContext }) => ({
        step: REGISTER_STATUS_STEPS[config.step],
        token: context.token ?? '',
      }),
      onDone: { target: config.next, actions: config.recorded },
      onError: [expiredTransition, validationTransition, failureTransition],
    },
  }
  return {
    entry: enterStep(config.step),
    exit: 'leaveStep' as const,
    initial: 'editing' as const,
    states: {
      editing: { on: { ...restingEvents, ...config.editing } },
      saving: {
        tags: ['busy' as const],
        entry: 'clearError' as const,
        invoke: {
          id: config.save,
          src: config.save,
          input: config.saveInput,
          onDone: { target: recordState },
          onError: [expiredTransition, config.saveRefused ?? validationTransition, failureTransition],
        },
      },
      ...({ [recordState]: recording } as Record<TRecordState, typeof recording>),
    },
  }
}

/**
 * The registration wizard (docs/decisions.md#registration): info → general documents →
 * bank statements → legal representative → users → success. It starts from the stored register token (a query
 * token wins), restores the application after a reload and resumes at the step after the last recorded one (or
 * the URL's step when it is not beyond). Each step saves, then records itself with status-customer/create; the
 * last one submits the application and receives the quiz token. A 404 means the token is no longer valid: it
 * is forgotten and the wizard starts over at info. The view moves the URL through the `showStep` action.
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
    /** register/step-1; with a token (header Register_Token) the server updates that application. */
    saveInfo: fromPromise<RegisterStep1Response, { request: RegisterStep1Request; token: string | null }>(
      async () => {
        throw new Error('saveInfo not provided')
      },
    ),
    saveLegalRepresentative: fromPromise<unknown, { request: RegisterStep2Request }>(async () => {
      throw new Error('saveLegalRepresentative not provided')
    }),
    saveUsers: fromPromise<unknown, { request: RegisterStep5Request }>(async () => {
      throw new Error('saveUsers not provided')
    }),
    recordStep: fromPromise<StatusCustomerResponse, { step: string; token: string }>(async () => {
      throw new Error('recordStep not provided')
    }),
    companyDocuments: documentsMachine,
    bankDocuments: documentsMachine,
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
    infoInvalid: ({ context }) => hasErrors(infoErrors(context.info)),
    legalInvalid: ({ context }) => hasErrors(legalErrors(context.legal)),
    usersInvalid: ({ context }) => hasErrors(usersErrors(context.users)),
    /** Ticked 'same as buyer': the payment user is the buyer's and cannot be typed. */
    paymentEditable: ({ context }) => !context.users.sameAsBuyer,
    documentsTokenRefused: ({ event }) =>
      'output' in event && (event.output as DocumentsOutput).kind === 'tokenInvalid',
  },
  actions: {
    /** Moves the URL to the step's path (provided by the page). */
    showStep: (_, _params: { step: WizardStep }) => {},
    storeToken: (_, _params: { token: string }) => {},
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
    showFieldErrors: assign({
      serverErrors: ({ event }) => ('error' in event ? fieldErrorsOf(event.error) : {}),
      error: REG_MSG.verifyData,
    }),
    showFailure: assign({
      error: ({ event }) => messageOf('error' in event ? event.error : null, REG_MSG.error),
    }),
    enterStep: assign((_, params: { step: WizardStep }) => ({ step: params.step })),
    clearError: assign({ error: null }),
    changeInfo: assign(({ context, event }) => {
      if (event.type !== 'info.change') return {}
      return { info: { ...context.info, ...event.values }, ...edited(context, Object.keys(event.values)) }
    }),
    changeLegal: assign(({ context, event }) => {
      if (event.type !== 'legal.change') return {}
      return { legal: { ...context.legal, ...event.values }, ...edited(context, Object.keys(event.values)) }
    }),
    changeBuyer: assign(({ context, event }) => {
      if (event.type !== 'users.changeBuyer') return {}
      const buyer = { ...context.users.buyer, ...event.values }
      return {
        // Ticked 'same as buyer': the payment user follows every keystroke.
        users: {
          ...context.users,
          buyer,
          payment: context.users.sameAsBuyer ? buyer : context.users.payment,
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
        users: { ...context.users, payment: { ...context.users.payment, ...event.values } },
        ...edited(
          context,
          Object.keys(event.values).map((k) => `payment_user.${k}`),
        ),
      }
    }),
    setSameAsBuyer: assign(({ context, event }) => {
      if (event.type !== 'users.sameAsBuyer') return {}
      return {
        users: {
          ...context.users,
          sameAsBuyer: event.checked,
          payment: event.checked ? context.users.buyer : context.users.payment,
        },
        serverErrors: clearGroup(context.serverErrors, 'payment_user'),
        error: null,
      }
    }),
    showUsersRefusal: assign({
      serverErrors: ({ event }) => ('error' in event ? fieldErrorsOf(event.error) : {}),
      error: ({ event }) => messageOf('error' in event ? event.error : null, REG_MSG.verifyData),
    }),
    keepQuestionnaireToken: assign({
      questionnaireToken: ({ event }) =>
        'output' in event ? ((event.output as StatusCustomerResponse).questionnaire_token ?? null) : null,
    }),
    touchField: assign({
      touched: ({ context, event }) =>
        event.type === 'registration.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
    leaveStep: assign({ touched: [], serverErrors: {}, error: null, missing: [] }),
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
    touched: [],
    serverErrors: {},
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
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...restingEvents,
            'info.change': { actions: 'changeInfo' },
            // Always saved, even with a token: an application a supplier registered has no opt-ins or amount
            // until step 1 is sent, and the server refuses to record 'info' before.
            'info.submit': [{ guard: 'infoInvalid' }, { target: 'saving' }],
          },
        },
        saving: {
          tags: ['busy'],
          entry: assign({ error: null }),
          invoke: {
            id: 'saveInfo',
            src: 'saveInfo',
            input: ({ context }) => ({ request: step1RequestOf(context.info), token: context.token }),
            onDone: {
              target: 'recording',
              actions: [
                assign({ token: ({ event }) => event.output.register_token }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.register_token }) },
                'forgetCompletion',
              ],
            },
            onError: [expiredTransition, validationTransition, failureTransition],
          },
        },
        recording: {
          tags: ['busy'],
          invoke: {
            id: 'recordStep',
            src: 'recordStep',
            input: ({ context }) => ({ step: REGISTER_STATUS_STEPS.info, token: context.token ?? '' }),
            onDone: { target: '#registration.companyFiles', actions: 'recorded' },
            onError: [expiredTransition, validationTransition, failureTransition],
          },
        },
      },
    },
    companyFiles: documentsStep('files/company', 'companyDocuments', '#registration.bankStatements'),
    bankStatements: documentsStep(
      'files/bank-statements',
      'bankDocuments',
      '#registration.legalRepresentative',
    ),
    legalRepresentative: formStep({
      step: 'legal-representative',
      editing: {
        'legal.change': { actions: 'changeLegal' },
        'legal.submit': [{ guard: 'legalInvalid' }, { target: 'saving' }],
      },
      save: 'saveLegalRepresentative',
      saveInput: ({ context }) => ({ request: step2RequestOf(context.legal, context.token ?? '') }),
      next: '#registration.users',
      recorded: 'recorded',
    }),
    users: formStep({
      step: 'users',
      editing: {
        'users.changeBuyer': { actions: 'changeBuyer' },
        'users.changePayment': { guard: 'paymentEditable', actions: 'changePayment' },
        'users.sameAsBuyer': { actions: 'setSameAsBuyer' },
        'users.submit': [{ guard: 'usersInvalid' }, { target: 'saving' }],
      },
      save: 'saveUsers',
      saveInput: ({ context }) => ({ request: step5RequestOf(context.users, context.token ?? '') }),
      saveRefused: usersRefusalTransition,
      recordState: 'submitting',
      next: '#registration.success',
      recorded: ['recorded', 'keepQuestionnaireToken'],
    }),
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
