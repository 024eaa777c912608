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
import {
  connectRegistration,
  EMPTY_INFO,
  EMPTY_USERS,
  type InfoValues,
  infoStepMachine,
  inWizard,
  type LegalValues,
  type RegistrationApi,
  type RegistrationContext,
  type RegistrationInput,
  registrationMachine,
  type StoredRegistration,
  type UsersValues,
  type WizardStep,
} from '@machines/registration'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate'
import { RegistrationRoute } from '@/features/registration/RegistrationPage'
import {
  pathOf,
  type RegistrationActorRef,
  registrationLogicWith,
} from '@/features/registration/registrationLogic'
import { registrationStore } from '@/lib/registrationStore'
import { describeModel, type Variant } from './lib/describeModel'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import {
  bankDocs,
  buyer,
  companyDocs,
  failed,
  mailedSnapshot,
  midSnapshot,
  settled,
  TODAY,
  validInfo,
  validLegal,
} from './registration.fixtures'
import {
  e,
  type Failure,
  fieldErrorsOf,
  http,
  msgOf,
  NEW_TOKEN,
  NO_PERSON,
  PREVIOUS,
  QUIZ,
  refused,
  serverDown,
  TOKEN,
  wire,
} from './registrationSteps.fixtures'

type Machine = typeof registrationMachine
type Api = RegistrationApi

/** The URL the wizard moved to last (the page's navigate), and the address bar of the rendered page. */
let shownPath: string | null = null
let url: (ReturnType<typeof memoryLocation> & { history: string[] }) | null = null
// The real page logic: its storage actions write localStorage, its calls are replaced by controlled actors
// (its steps too: each has its own model test, here each stands in as its reports and its one answer).
const machine = registrationLogicWith((path) => {
  shownPath = path
  if (url && url.history.at(-1) !== path) url.navigate(path)
}) as Machine

beforeEach(() => {
  localStorage.clear()
  registrationStore.complete(PREVIOUS)
  shownPath = null
})
afterEach(() => {
  url = null
})

// ---------------------------------------------------------------- the application and the server's answers

/** The same application on the server after each step: what a reload restores. */
const applicationAt = (lastStep: RegisterStep | null): RegistrationSnapshot => {
  const at = lastStep === null ? -1 : REGISTER_STEPS.indexOf(lastStep)
  return {
    ...midSnapshot,
    last_step: lastStep === null ? null : REGISTER_STATUS_STEPS[lastStep],
    documents: [...(at >= 1 ? companyDocs : []), ...(at >= 2 ? bankDocs : [])],
    legal_representative: at >= 3 ? wire(validLegal) : null,
    users: null,
  }
}

/** What the browser holds: a register token or none, and the mark of the earlier application. */
const storedToken = (token: string | null) => settled('readStoredToken', { token, completion: PREVIOUS })
const visit = (step: WizardStep) => e('registration.visit', { step })
/** What a form step reports and how it ends (its own model test runs it; here it stands in). */
const sending = e('step.sending')
const editingAgain = e('step.editing')
const recorded = (child: string, more: Record<string, unknown> = {}) =>
  settled(child, { kind: 'recorded', ...more })
const stepRefused = (child: string) => settled(child, { kind: 'tokenInvalid', msg: REG_MSG.tokenInvalid })
/** The mailed application with its amount and opt-ins, as the info step reports it. */
const completedMailed: InfoValues = {
  ...mailedSnapshot.info,
  contact_phone: mailedSnapshot.info.contact_phone.replace(/^52/, ''),
  credit_requested: '150000',
  business_type: mailedSnapshot.business_type,
  optin_data_protection: true,
  optin_terms_and_conditions: true,
}

// ---------------------------------------------------------------- the events each variant offers

/** Path generation only: which events to offer where, so the model stays small. */
const ctx = (s: AnyMachineSnapshot) => s.context as RegistrationContext
const failedBefore = (s: AnyMachineSnapshot) => ctx(s).error !== null

/** A fresh application: the info step's draft and its outcomes, a step typed in the URL. */
const freshEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { info } = ctx(s)
  if (s.matches('starting')) return [storedToken(null), failed('readStoredToken', new Error('SecurityError'))]
  if (s.matches({ info: 'editing' }))
    return info.business_name === ''
      ? [e('info.draft', { values: validInfo }), visit('users')]
      : [sending, e('info.draft', { values: EMPTY_INFO })]
  if (s.matches({ info: 'sending' }))
    return [
      recorded('infoStep', { registerToken: NEW_TOKEN }),
      ...(failedBefore(s) ? [] : [stepRefused('infoStep')]),
      editingAgain,
    ]
  return []
}

/** A mailed link (a supplier registered the client): restore, its failures, complete and send step 1. */
const mailedEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { info } = ctx(s)
  if (s.matches('starting')) return [storedToken(TOKEN)]
  if (s.matches('restoring'))
    return [
      settled('loadSnapshot', mailedSnapshot),
      failed('loadSnapshot', refused),
      failed('loadSnapshot', serverDown),
    ]
  if (s.matches('restoreFailed')) return [e('registration.retry')]
  if (s.matches({ info: 'editing' }))
    return info.optin_data_protection ? [sending] : [e('info.draft', { values: completedMailed })]
  if (s.matches({ info: 'sending' })) return [recorded('infoStep', { registerToken: TOKEN })]
  return []
}

const documentsFailures = (child: 'companyDocuments' | 'bankDocuments', missing: string) => ({
  collecting: (s: AnyMachineSnapshot) => [
    settled(child, { kind: 'uploaded', documents: child === 'companyDocuments' ? companyDocs : bankDocs }),
    ...(failedBefore(s) ? [] : [settled(child, { kind: 'tokenInvalid', msg: REG_MSG.tokenInvalid })]),
  ],
  recording: (s: AnyMachineSnapshot) => [
    settled('recordStep', { success: true, msg: REG_MSG.filesSaved }),
    ...(failedBefore(s)
      ? []
      : [
          failed('recordStep', refused),
          failed(
            'recordStep',
            http(422, { msg: REG_MSG.verifyData, errors: { [missing]: [REG_MSG.fileRequired] } }),
          ),
          failed('recordStep', serverDown),
        ]),
  ],
})
const company = documentsFailures('companyDocuments', 'tax_address')
const banks = documentsFailures('bankDocuments', 'bank_statement_2')

/** A reload at /register/users: it resumes at the step after the last recorded one, then walks on to success. */
const resumeEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { legal, users } = ctx(s)
  const failedAlready = failedBefore(s)
  if (s.matches('starting')) return [storedToken(TOKEN)]
  if (s.matches('restoring'))
    return [null, ...REGISTER_STEPS.slice(0, -1)].map((step) => settled('loadSnapshot', applicationAt(step)))
  if (s.matches({ companyFiles: 'collecting' })) return company.collecting(s)
  if (s.matches({ companyFiles: 'recording' })) return company.recording(s)
  if (s.matches({ bankStatements: 'collecting' })) return banks.collecting(s)
  if (s.matches({ bankStatements: 'recording' })) return banks.recording(s)
  if (s.matches({ legalRepresentative: 'editing' }))
    return legal.name === '' ? [e('legal.draft', { values: validLegal })] : [sending]
  if (s.matches({ legalRepresentative: 'sending' }))
    return [recorded('legalStep'), ...(failedAlready ? [] : [stepRefused('legalStep')]), editingAgain]
  if (s.matches({ users: 'editing' })) {
    if (users.buyer.name === '')
      return [e('users.draft', { values: { buyer, sameAsBuyer: false, payment: NO_PERSON } })]
    return [sending]
  }
  if (s.matches({ users: 'sending' }))
    return [
      recorded('usersStep', { questionnaireToken: QUIZ }),
      ...(failedAlready ? [] : [stepRefused('usersStep')]),
      editingAgain,
    ]
  return []
}

/** /register/success reloaded after sending: the completion mark shows success again, with its quiz. */
const successReloadEvents = (s: AnyMachineSnapshot): EventObject[] =>
  s.matches('starting') ? [storedToken(null)] : []

/**
 * An application recorded up to the legal representative, opened at info: the URL moves between its steps,
 * and not while a step sends.
 */
const urlEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { step } = ctx(s)
  if (s.matches('starting')) return [storedToken(TOKEN)]
  if (s.matches('restoring')) return [settled('loadSnapshot', applicationAt('legal-representative'))]
  if (step === 'success') return []
  const sendingNow = s.matches({ [STATE_OF[step]]: 'sending' } as never)
  // No visit is taken while a step sends (the invariants ask the machine); its form comes back.
  if (sendingNow) return [editingAgain]
  const resting = ['editing', 'collecting'].some((sub) => s.matches({ [STATE_OF[step]]: sub } as never))
  if (!resting) return []
  return [
    ...REGISTER_STEPS.filter((other) => other !== step).map(visit),
    // /register/success typed before sending: the URL goes back to the step on screen.
    visit('success'),
    ...(step === 'info' ? [] : [e('registration.back')]),
    ...(step === 'legal-representative' ? [sending] : []),
  ]
}

// ---------------------------------------------------------------- what the spec says, from the trail

const STATE_OF: Record<RegisterStep, string> = {
  info: 'info',
  'files/company': 'companyFiles',
  'files/bank-statements': 'bankStatements',
  'legal-representative': 'legalRepresentative',
  users: 'users',
}
const TITLES: Record<RegisterStep, string> = {
  info: 'Información de tu negocio',
  'files/company': 'Documentos del negocio',
  'files/bank-statements': 'Estados de cuenta bancarios',
  'legal-representative': 'Representante legal',
  users: 'Usuarios',
}
/** The side indicator: 1 for info, 2 for files, 3 for legal-representative and users. */
const STEP_NUMBERS: Record<RegisterStep, 1 | 2 | 3> = {
  info: 1,
  'files/company': 2,
  'files/bank-statements': 2,
  'legal-representative': 3,
  users: 3,
}
const isDocuments = (step: RegisterStep) => step === 'files/company' || step === 'files/bank-statements'
const indexOf = (step: WizardStep) =>
  step === 'success' ? REGISTER_STEPS.length : REGISTER_STEPS.indexOf(step)
/** The furthest step the wizard may show: the one after the last recorded step. */
const furthest = (last: RegisterStep | null): RegisterStep =>
  last === null ? 'info' : REGISTER_STEPS[Math.min(indexOf(last) + 1, REGISTER_STEPS.length - 1)]!

type Phase =
  | 'starting'
  | 'restoring'
  | 'restoreFailed'
  | 'editing'
  | 'sending'
  | 'collecting'
  | 'recording'
  | 'success'

/** The application as the person and the server left it along the path (docs/decisions.md#registration). */
interface SoFar {
  phase: Phase
  /** The step on screen (null while loading). */
  step: RegisterStep | null
  token: string | null
  /** What the page keeps in localStorage: the register token and the 'register_completed' mark. */
  stored: string | null
  completion: string | null
  lastStep: RegisterStep | null
  /** The forms so far: restored, then as each step reported them. */
  info: InfoValues
  legal: LegalValues
  users: UsersValues
  banner: string | null
  restoreError: string | null
  documents: UploadedDocument[]
  missing: string[]
  quiz: string | null
  /** Every call the wizard must have made (its steps included), with its input. */
  calls: Array<{ name: string; input: unknown }>
}

const isForm = (step: RegisterStep) => !isDocuments(step)
const CHILD_OF: Record<RegisterStep, string> = {
  info: 'infoStep',
  'files/company': 'companyDocuments',
  'files/bank-statements': 'bankDocuments',
  'legal-representative': 'legalStep',
  users: 'usersStep',
}

const soFar = (trail: Trail): SoFar => {
  const input = trail.input as RegistrationInput
  const so: SoFar = {
    phase: 'starting',
    step: null,
    token: null,
    stored: null,
    completion: PREVIOUS,
    lastStep: null,
    info: EMPTY_INFO,
    legal: { ...NO_PERSON, optin: false },
    users: EMPTY_USERS,
    banner: null,
    restoreError: null,
    documents: [],
    missing: [],
    quiz: null,
    calls: [{ name: 'readStoredToken', input: { queryToken: input.queryToken } }],
  }
  const call = (name: string, callInput: unknown) => so.calls.push({ name, input: callInput })
  /** A step's machine starts with what the wizard has: the forms so far, the token, its banner. */
  const start = () => {
    const step = so.step!
    if (isForm(step)) {
      const values = step === 'info' ? so.info : step === 'legal-representative' ? so.legal : so.users
      return call(CHILD_OF[step], { values, registerToken: so.token, error: so.banner })
    }
    call(CHILD_OF[step], {
      step,
      registerToken: so.token ?? '',
      slots:
        step === 'files/company'
          ? generalDocumentsFor(so.info.business_type === 'company' ? 'company' : 'person')
          : BANK_STATEMENTS,
      uploaded: so.documents,
      missing: so.missing,
    })
  }
  const show = (step: RegisterStep) => {
    so.step = step
    so.phase = isDocuments(step) ? 'collecting' : 'editing'
    start()
  }
  /** Leaving a step forgets the banner and the missing documents. */
  const leave = () => Object.assign(so, { banner: null, missing: [] })
  const go = (step: RegisterStep) => {
    if (so.step !== null) leave()
    show(step)
  }
  const visitStep = (step: WizardStep) => {
    // A step beyond the furthest allowed one (or the one on screen) leaves the wizard where it is.
    if (step !== 'success' && step !== so.step && indexOf(step) <= indexOf(furthest(so.lastStep))) go(step)
  }
  /** A refused token: forgotten, and the wizard starts over at info with the server's word. */
  const expire = (message: string) => {
    if (so.step !== null) leave()
    Object.assign(so, {
      token: null,
      stored: null,
      lastStep: null,
      documents: [],
      missing: [],
      banner: message,
    })
    show('info')
  }
  const succeed = () => {
    if (so.step !== null) leave()
    Object.assign(so, { phase: 'success', step: null, token: null, stored: null, completion: so.quiz ?? '' })
  }
  const restoring = () => {
    Object.assign(so, { phase: 'restoring', restoreError: null, banner: null })
    call('loadSnapshot', { token: so.token ?? '' })
  }
  /** The step on screen is recorded: the furthest recorded step moves on, never back. */
  const markRecorded = () => {
    const step = so.step!
    if (so.lastStep === null || indexOf(so.lastStep) < indexOf(step)) so.lastStep = step
  }
  const next = () => go(REGISTER_STEPS[indexOf(so.step!) + 1]!)

  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      output: never
      error: Failure
      step: WizardStep
      values: never
    }
    switch (event.type) {
      case 'xstate.done.actor.readStoredToken': {
        const { token, completion } = ev.output as { token: string | null; completion: string | null }
        if (token) {
          so.token = token
          restoring()
        } else if (input.requestedStep === 'success' && completion) {
          so.quiz = completion
          succeed()
        } else {
          // A new application: the mark of the earlier one goes.
          so.completion = null
          show('info')
        }
        break
      }
      case 'xstate.error.actor.readStoredToken':
        show('info')
        break
      case 'xstate.done.actor.loadSnapshot': {
        const snapshot = ev.output as RegistrationSnapshot
        const lastStep = REGISTER_STEPS.find((s) => REGISTER_STATUS_STEPS[s] === snapshot.last_step) ?? null
        const recordedAlready = lastStep !== null
        const legal = snapshot.legal_representative
        Object.assign(so, {
          lastStep,
          documents: snapshot.documents,
          info: {
            business_name: snapshot.info.business_name,
            contact_name: snapshot.info.contact_name,
            contact_phone: snapshot.info.contact_phone.replace(/^52/, ''),
            contact_email: snapshot.info.contact_email,
            business_type: snapshot.business_type,
            // An application a supplier registered has no amount and no opt-ins until step 1 is sent.
            credit_requested:
              snapshot.info.credit_requested > 0 ? String(snapshot.info.credit_requested) : '',
            optin_data_protection: recordedAlready,
            optin_terms_and_conditions: recordedAlready,
          },
          legal: legal
            ? { ...legal, phone: legal.phone.replace(/^52/, ''), optin: true }
            : { ...NO_PERSON, optin: false },
        })
        const requested = input.requestedStep
        const limit = furthest(lastStep)
        show(requested !== 'success' && indexOf(requested) <= indexOf(limit) ? requested : limit)
        break
      }
      case 'xstate.error.actor.loadSnapshot':
        if (ev.error.kind === 'http' && ev.error.status === 404) expire(msgOf(ev.error, REG_MSG.tokenInvalid))
        else Object.assign(so, { phase: 'restoreFailed', restoreError: msgOf(ev.error, REG_MSG.error) })
        break
      case 'registration.retry':
        restoring()
        break
      case 'registration.visit':
        // Not while a step sends.
        if (so.phase !== 'sending') visitStep(ev.step)
        break
      case 'registration.back':
        if (so.phase !== 'sending' && so.step && indexOf(so.step) > 0)
          visitStep(REGISTER_STEPS[indexOf(so.step) - 1]!)
        break
      // The wizard keeps each form step's draft.
      case 'info.draft':
        so.info = ev.values
        break
      case 'legal.draft':
        so.legal = ev.values
        break
      case 'users.draft':
        so.users = ev.values
        break
      case 'step.sending':
        so.phase = 'sending'
        break
      case 'step.editing':
        so.phase = 'editing'
        break
      case 'xstate.done.actor.infoStep':
      case 'xstate.done.actor.legalStep':
      case 'xstate.done.actor.usersStep':
      case 'xstate.done.actor.companyDocuments':
      case 'xstate.done.actor.bankDocuments': {
        const output = ev.output as {
          kind: string
          msg: string
          documents: UploadedDocument[]
          registerToken: string
          questionnaireToken: string | null
        }
        if (output.kind === 'tokenInvalid') {
          expire(output.msg)
          break
        }
        if (isDocuments(so.step!)) {
          const props = output.documents.map((d) => d.prop)
          so.documents = [...so.documents.filter((d) => !props.includes(d.prop)), ...output.documents]
          so.phase = 'recording'
          call('recordStep', { step: REGISTER_STATUS_STEPS[so.step!], token: so.token ?? '' })
          break
        }
        // A form step records itself; info brings the application's token.
        if (so.step === 'info') so.token = output.registerToken
        markRecorded()
        if (so.step === 'users') {
          so.quiz = output.questionnaireToken
          succeed()
        } else next()
        break
      }
      case 'xstate.done.actor.recordStep':
        markRecorded()
        next()
        break
      case 'xstate.error.actor.recordStep': {
        const failure = ev.error
        if (failure.kind === 'http' && failure.status === 404) {
          expire(msgOf(failure, REG_MSG.tokenInvalid))
          break
        }
        // A 422 names the missing documents: their slots go back to empty.
        if (failure.kind === 'http' && failure.status === 422) {
          so.missing = Object.keys(fieldErrorsOf(failure))
          so.documents = so.documents.filter((d) => !so.missing.includes(d.prop))
          so.banner = msgOf(failure, REG_MSG.verifyData)
        } else so.banner = msgOf(failure, REG_MSG.error)
        so.phase = 'collecting'
        start()
        break
      }
    }
  }
  return so
}

const stateIdOf = (so: SoFar) =>
  so.step === null || so.phase === 'success'
    ? `registration.${so.phase}`
    : `registration.${STATE_OF[so.step]}.${so.phase}`

const MONTHS = ['Octubre 2026', 'Septiembre 2026', 'Agosto 2026']

/** What holds everywhere: where the path is, the calls made, the browser's storage and URL. */
const expectEverywhere = (id: string, { started, tags }: Observed<Api>, so: SoFar) => {
  expect(stateIdOf(so), 'the state the spec leads to').toBe(id)
  expect(started).toEqual(so.calls)
  expect(registrationStore.token()).toBe(so.stored)
  expect(registrationStore.completion()).toBe(so.completion)
  const busy = ['starting', 'restoring', 'sending', 'recording'].includes(so.phase)
  expect(tags.includes('busy')).toBe(busy)
}

const expectStep = (id: string, observed: Observed<Api>, so: SoFar) => {
  expectEverywhere(id, observed, so)
  const { selected } = observed
  const step = so.step!
  expect(selected.step).toBe(step)
  expect(selected.title).toBe(TITLES[step])
  expect(selected.stepNumber).toBe(STEP_NUMBERS[step])
  // A form step shows its own banner (it starts with the wizard's); a documents step the wizard's.
  expect(selected.error).toBe(isForm(step) ? null : so.banner)
  expect(selected.showsBack).toBe(step !== 'info')
  expect(selected.getBackProps().disabled).toBe(observed.tags.includes('busy'))
  // 'Atrás' works where the person may leave the step: not on the first, not while the step sends or records.
  expect(observed.can({ type: 'registration.back' })).toBe(
    step !== 'info' && (so.phase === 'editing' || so.phase === 'collecting'),
  )
  if (so.phase === 'sending')
    for (const other of REGISTER_STEPS)
      expect(
        observed.can({ type: 'registration.visit', step: other } as EventObject),
        `visit ${other} while sending`,
      ).toBe(false)
  // The URL follows the step on screen.
  expect(shownPath).toBe(pathOf(step))
  // The step on screen runs as the wizard's child, and only it.
  expect(Boolean(selected.infoActor)).toBe(step === 'info')
  expect(Boolean(selected.legalActor)).toBe(step === 'legal-representative')
  expect(Boolean(selected.usersActor)).toBe(step === 'users')
  expect(Boolean(selected.documentsActor)).toBe(so.phase === 'collecting')
  if (step === 'files/bank-statements') expect(Object.values(selected.statementMonths)).toEqual(MONTHS)
}

const loading: Invariant<Api> = (observed, trail) => {
  const so = soFar(trail)
  expectEverywhere(`registration.${so.phase}`, observed, so)
  expect(observed.selected.starting).toBe(true)
  expect(observed.selected.restoreError).toBeNull()
}
const stepInvariant =
  (id: string): Invariant<Api> =>
  (observed, trail) =>
    expectStep(id, observed, soFar(trail))

const neverAtRest = () => {
  throw new Error('the wizard never rests while choosing the step to resume at')
}

const STEP_STATE_IDS = REGISTER_STEPS.flatMap((step) =>
  (isDocuments(step) ? ['collecting', 'recording'] : ['editing', 'sending']).map(
    (phase) => `registration.${STATE_OF[step]}.${phase}`,
  ),
)

const invariants: Record<string, Invariant<Api>> = {
  'registration.starting': (observed, trail) => {
    loading(observed, trail)
    expect(trail.steps.every((step) => step.event.type === 'xstate.init')).toBe(true)
  },
  'registration.restoring': (observed, trail) => {
    loading(observed, trail)
    // Restoring asks the server for the application of the token it read (or was given in the URL).
    expect(observed.started.at(-1)).toEqual({ name: 'loadSnapshot', input: { token: soFar(trail).token } })
  },
  'registration.restoreFailed': (observed, trail) => {
    expect(observed.can({ type: 'registration.retry' }), "'Reintentar' is offered").toBe(true)
    const so = soFar(trail)
    expectEverywhere('registration.restoreFailed', observed, so)
    expect(observed.tags).toContain('failed')
    expect(observed.selected.restoreError).toBe(so.restoreError)
    expect(observed.selected.error).toBeNull()
  },
  // Its eventless transitions always leave it: the resume step is always one of the five steps.
  'registration.resuming': neverAtRest,
  ...Object.fromEntries(STEP_STATE_IDS.map((id) => [id, stepInvariant(id)])),
  'registration.success': (observed, trail) => {
    const so = soFar(trail)
    expectEverywhere('registration.success', observed, so)
    expect(observed.status).toBe('done')
    expect(observed.selected.step).toBe('success')
    expect(observed.selected.questionnaireToken).toBe(so.quiz)
    // Success forgets the register token and leaves 'register_completed' with the quiz token.
    expect(so.stored).toBeNull()
    expect(so.completion).toBe(so.quiz)
    expect(so.quiz).not.toBeNull()
    expect(shownPath).toBe('/register/success')
  },
}

const spec: ModelSpec<Machine, Api> = {
  machine,
  input: { requestedStep: 'info', queryToken: null, today: TODAY },
  events: freshEvents,
  // Sent and refused where it changes nothing: a step the URL may not show.
  selfLoops: ['registration.visit'],
  select: (snapshot) => connectRegistration(snapshot as never, () => {}),
  invariants,
  impossible: {
    'registration.info.editing --registration.back[guard hasPrevious]--> (stays)':
      'info is the first step: the step on screen is always info there, so hasPrevious is false (no Atrás either)',
    ...Object.fromEntries(
      REGISTER_STEPS.map((step) => {
        const state = STATE_OF[step]
        const sub = isDocuments(step) ? 'collecting' : 'editing'
        return [
          `registration.${state}.${sub} --registration.visit[guard canVisit]--> registration.${state}`,
          `canVisit refuses the step on screen (params.step !== context.step): a visit of ${step} while it shows takes the else branch`,
        ]
      }),
    ),
  },
}

// ---------------------------------------------------------------- the view

let live: AnyActorRef | null = null
/** What a step's machine reports to the wizard: here the test sends it for the stand-in. */
const reported = async (event: EventObject) => act(async () => live?.send(event))

const expectHeading = (so: SoFar) => {
  const step = so.step!
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES[step])
  expect(url?.history.at(-1)).toBe(pathOf(step))
  const current = document.querySelector('[aria-current="step"]')
  if (current)
    expect(current).toHaveTextContent(['Información', 'Documentos', 'Representante'][STEP_NUMBERS[step] - 1]!)
  // A stand-in step shows no banner of its own: the wizard's shows on a documents step only.
  const banner = isForm(step) ? null : so.banner
  if (banner) expect(screen.getByRole('alert')).toHaveTextContent(banner)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(registrationStore.token()).toBe(so.stored)
}
const expectBack = (so: SoFar) => {
  const back = screen.queryByRole('button', { name: 'Atrás' })
  if (so.step === 'info') expect(back).not.toBeInTheDocument()
  else if (so.phase === 'editing' || so.phase === 'collecting') expect(back).toBeEnabled()
  else expect(back).toBeDisabled()
}
/** A form step: its own view replays it on its page (a stand-in here: a spinner and the wizard's 'Atrás'). */
const expectFormStep = (trail: Trail) => {
  const so = soFar(trail)
  expectHeading(so)
  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument()
  expectBack(so)
}
const expectDocuments = (trail: Trail) => {
  const so = soFar(trail)
  expectHeading(so)
  // The documents child stands in as one answer: its panel shows a spinner here.
  expect(screen.getByRole('status', { name: 'Guardando documentos' })).toBeInTheDocument()
  expectBack(so)
  if (so.step === 'files/bank-statements')
    // The three months before today, named in the instructions.
    expect(screen.getByText(new RegExp(MONTHS.join(', ')))).toBeInTheDocument()
}
// A sentence on screen, not only a spinner's name: 'Cargando tu solicitud…', announced as a status.
const expectLoading = () => expect(screen.getByRole('status')).toHaveTextContent('Cargando tu solicitud…')

const screens: Record<string, (trail: Trail) => void> = {
  'registration.starting': expectLoading,
  'registration.restoring': expectLoading,
  'registration.resuming': neverAtRest,
  'registration.restoreFailed': (trail) => {
    expect(screen.getByRole('alert')).toHaveTextContent(soFar(trail).restoreError ?? '')
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
  },
  'registration.info.editing': expectFormStep,
  'registration.info.sending': expectFormStep,
  'registration.companyFiles.collecting': expectDocuments,
  'registration.companyFiles.recording': expectDocuments,
  'registration.bankStatements.collecting': expectDocuments,
  'registration.bankStatements.recording': expectDocuments,
  'registration.legalRepresentative.editing': expectFormStep,
  'registration.legalRepresentative.sending': expectFormStep,
  'registration.users.editing': expectFormStep,
  'registration.users.sending': expectFormStep,
  'registration.success': (trail) => {
    const so = soFar(trail)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(REG_MSG.successTitle)
    expect(screen.getByText(REG_MSG.successNotice)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Responder cuestionario' })).toHaveAttribute(
      'href',
      `/questionnaire/?token=${so.quiz}`,
    )
    expect(url?.history.at(-1)).toBe('/register/success')
    expect(registrationStore.token()).toBeNull()
    expect(registrationStore.completion()).toBe(so.quiz)
  },
}

const view = {
  render: (actor: AnyActorRef) => {
    live = actor
    // The address bar shows the step the page was opened at.
    const { requestedStep } = actor.getSnapshot().context as RegistrationContext
    const bar = memoryLocation({ path: pathOf(requestedStep), record: true })
    url = bar
    render(
      <Router hook={bar.hook}>
        <RegistrationRoute actorRef={actor as RegistrationActorRef} />
      </Router>,
    )
  },
  userEvents: {
    'info.draft': reported,
    'legal.draft': reported,
    'users.draft': reported,
    'step.sending': reported,
    'step.editing': reported,
    'registration.back': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Atrás' })),
    'registration.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    // The address bar: browser back/forward, or a step typed in the URL.
    'registration.visit': async (event: EventObject) =>
      act(async () => url?.navigate(pathOf((event as unknown as { step: WizardStep }).step))),
  },
  screens,
}

const variants: Array<Variant<Machine, Api>> = [
  { name: 'fresh application' },
  {
    name: 'mailed link',
    input: { requestedStep: 'info', queryToken: TOKEN, today: TODAY },
    events: mailedEvents,
  },
  {
    name: 'reload at users',
    input: { requestedStep: 'users', queryToken: null, today: TODAY },
    events: resumeEvents,
  },
  {
    name: 'reload of success',
    input: { requestedStep: 'success', queryToken: null, today: TODAY },
    events: successReloadEvents,
  },
  { name: 'the URL moves', events: urlEvents },
]

describeModel('registration machine', spec, view, variants)

describe('registration: the general documents follow the business type', () => {
  it.each(['company', 'person'] as const)(
    'an application of a %s resumes at the documents of its type',
    async (type) => {
      const { actor, controller } = startLive(machine, {
        requestedStep: 'files/company',
        queryToken: null,
        today: TODAY,
      })
      controller.settle('readStoredToken', { output: { token: 'tok-1', completion: null } })
      await settle()
      controller.settle('loadSnapshot', { output: { ...applicationAt('info'), business_type: type } })
      await settle()
      expect(connectRegistration(actor.getSnapshot() as never, () => {}).step).toBe('files/company')
      const slots = (controller.inputOf('companyDocuments') as { slots: { prop: string }[] }).slots
      expect(slots.map((slot) => slot.prop)).toEqual(generalDocumentsFor(type).map((d) => d.prop))
      actor.stop()
    },
  )
})

/**
 * What the model's paths do not reach (found by mutation testing, docs/architecture.md#model-based-tests): each
 * on a live actor, asserted through the connect layer the view reads.
 */
describe('registration: the rules the paths leave out', () => {
  type Live = ReturnType<typeof startLive<Machine>>
  const api = ({ actor }: Live) => connectRegistration(actor.getSnapshot() as never, actor.send)
  /** A browser holding TOKEN for an application recorded up to `lastStep`, opened at `requestedStep`. */
  const restoredAt = async (lastStep: RegisterStep | null, requestedStep: WizardStep = 'users') => {
    const live = startLive(machine, { requestedStep, queryToken: null, today: TODAY })
    live.controller.settle('readStoredToken', { output: { token: TOKEN, completion: null } })
    await settle()
    live.controller.settle('loadSnapshot', { output: applicationAt(lastStep) })
    await settle()
    return live
  }

  it('an application recorded up to users resumes at users', async () => {
    const live = await restoredAt('users', 'info')
    expect(api(live).step).toBe('info')
    live.actor.send({ type: 'registration.visit', step: 'users' })
    expect(api(live).step).toBe('users')
    live.actor.stop()
    const reloaded = await restoredAt('users', 'success')
    expect(api(reloaded).step).toBe('users')
    reloaded.actor.stop()
  })

  it('a refused token without a message says the application is no longer valid', async () => {
    const live = startLive(machine, { requestedStep: 'info', queryToken: null, today: TODAY })
    live.controller.settle('readStoredToken', { output: { token: TOKEN, completion: null } })
    await settle()
    live.controller.settle('loadSnapshot', { error: http(404) })
    await settle()
    expect(api(live).step).toBe('info')
    // The info step shows it.
    expect(live.controller.inputOf('infoStep')).toEqual({
      values: EMPTY_INFO,
      registerToken: null,
      error: REG_MSG.tokenInvalid,
    })
    live.actor.stop()
  })

  it('sending an earlier step again keeps the steps recorded after it', async () => {
    const live = await restoredAt('legal-representative', 'info')
    expect(api(live).step).toBe('info')
    live.controller.settle('infoStep', { output: { kind: 'recorded', registerToken: TOKEN } })
    await settle()
    expect(api(live).step).toBe('files/company')
    live.actor.send({ type: 'registration.visit', step: 'users' })
    expect(api(live).step).toBe('users')
    live.actor.stop()
  })
})

/** The wizard with its real steps (each replaced call answering at once): what the stand-ins cannot show. */
describe('registration: the wizard with its steps', () => {
  const start = (recordStep: () => Promise<StatusCustomerResponse>) =>
    createActor(
      registrationMachine.provide({
        actors: {
          readStoredToken: fromPromise<StoredRegistration, { queryToken: string | null }>(async () => ({
            token: null,
            completion: null,
          })),
          infoStep: inWizard(
            infoStepMachine.provide({
              actors: {
                saveInfo: fromPromise(async () => ({ success: true, msg: '', register_token: NEW_TOKEN })),
                recordStep: fromPromise(recordStep),
              },
            }),
          ),
        },
      }),
      { input: { requestedStep: 'info', queryToken: null, today: TODAY } },
    ).start()
  const infoOf = (actor: AnyActorRef) => actor.getSnapshot().children.infoStep as AnyActorRef

  it("stays on the step while it sends, and keeps a step's draft when the person comes back to it", async () => {
    let answer: (value: StatusCustomerResponse) => void = () => {}
    const actor = start(() => new Promise((resolve) => (answer = resolve)))
    await settle()
    infoOf(actor).send({ type: 'info.change', values: validInfo })
    expect(actor.getSnapshot().context.info).toEqual(validInfo)
    infoOf(actor).send({ type: 'info.submit' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ info: 'sending' })
    expect(connectRegistration(actor.getSnapshot(), actor.send).busy).toBe(true)
    actor.send({ type: 'registration.visit', step: 'info' })
    actor.send({ type: 'registration.back' })
    expect(actor.getSnapshot().value).toEqual({ info: 'sending' })
    answer({ success: true, msg: REG_MSG.stepSaved })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ companyFiles: 'collecting' })
    expect(actor.getSnapshot().context.token).toBe(NEW_TOKEN)
    actor.send({ type: 'registration.back' })
    expect(actor.getSnapshot().value).toEqual({ info: 'editing' })
    expect(infoOf(actor).getSnapshot().context.values).toEqual(validInfo)
    actor.stop()
  })

  it('moves again once a refused send is back at its form', async () => {
    const actor = start(async () => {
      throw http(500, { msg: 'Servicio no disponible' })
    })
    await settle()
    infoOf(actor).send({ type: 'info.change', values: validInfo })
    infoOf(actor).send({ type: 'info.submit' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ info: 'editing' })
    expect(infoOf(actor).getSnapshot().context.error).toBe('Servicio no disponible')
    actor.stop()
  })
})
