import { MSG } from '@contract/messages'
import {
  BANK_STATEMENTS,
  generalDocumentsFor,
  REG_MSG,
  REGISTER_STATUS_STEPS,
  REGISTER_STEPS,
  type RegisterStep,
  type RegistrationSnapshot,
  type UploadedDocument,
} from '@contract/registration'
import {
  connectRegistration,
  type InfoValues,
  type LegalValues,
  type PersonValues,
  type RegistrationApi,
  type RegistrationContext,
  type RegistrationInput,
  type registrationMachine,
  type UsersValues,
  type WizardStep,
} from '@machines/registration'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { RegistrationRoute } from '@/features/registration/RegistrationPage'
import { RegistrationView } from '@/features/registration/RegistrationView'
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

type Machine = typeof registrationMachine
type Api = RegistrationApi

/** The URL the wizard moved to last (the page's navigate), and the address bar of the rendered page. */
let shownPath: string | null = null
let url: (ReturnType<typeof memoryLocation> & { history: string[] }) | null = null
// The real page logic: its storage actions write localStorage, its calls are replaced by controlled actors
// (the documents children too: they have their own model test, here they stand in as one answer each).
const machine = registrationLogicWith((path) => {
  shownPath = path
  if (url && url.history.at(-1) !== path) url.navigate(path)
}) as Machine

/** This browser sent an application before: its 'register_completed' mark holds that quiz token. */
const PREVIOUS = 'quiz-0'
beforeEach(() => {
  localStorage.clear()
  registrationStore.complete(PREVIOUS)
  shownPath = null
})
afterEach(() => {
  url = null
})

// ---------------------------------------------------------------- the application and the server's answers

const TOKEN = 'tok-1'
const NEW_TOKEN = 'tok-new'
const QUIZ = 'quiz-1'
const payment: PersonValues = {
  name: 'Rosa',
  last_name: 'Díaz',
  email: 'rosa@robles.mx',
  phone: '5533334444',
}

type Failure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; msg?: string; errors?: Record<string, string[]> }
const http = (status: number, more: Record<string, unknown> = {}) =>
  ({ kind: 'http', status, ...more }) as Failure
const refused = http(404, { msg: REG_MSG.tokenInvalid })
const forbidden = http(403, { msg: 'No puedes modificar esta solicitud' })
const serverDown = http(500, { msg: 'Servicio no disponible' })
const network: Failure = { kind: 'network' }
const emailTaken = http(422, { msg: REG_MSG.verifyData, errors: { contact_email: [REG_MSG.emailTaken] } })
const notRecordable = http(422, { msg: REG_MSG.verifyData })

const wire = (p: PersonValues) => ({
  name: p.name,
  last_name: p.last_name,
  email: p.email,
  phone: `52${p.phone}`,
})
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

const e = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject
/** What the browser holds: a register token or none, and the mark of the earlier application. */
const storedToken = (token: string | null) => settled('readStoredToken', { token, completion: PREVIOUS })
const visit = (step: WizardStep) => e('registration.visit', { step })
const blur = (field: string) => e('registration.blur', { field })
/** The mailed application has no amount and no opt-ins yet. */
const completeMailed = e('info.change', {
  values: { credit_requested: '150000', optin_data_protection: true, optin_terms_and_conditions: true },
})
const fixEmail = e('info.change', { values: { contact_email: 'compras@robles.mx' } })

// ---------------------------------------------------------------- the events each variant offers

/** Path generation only: which events to offer where, so the model stays small. */
const ctx = (s: AnyMachineSnapshot) => s.context as RegistrationContext
const failedBefore = (s: AnyMachineSnapshot) =>
  ctx(s).error !== null || Object.keys(ctx(s).serverErrors).length > 0

/** A fresh application: the info step, its refusals, a field left empty, a step typed in the URL. */
const freshEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { info, touched, serverErrors, error } = ctx(s)
  if (s.matches('starting')) return [storedToken(null), failed('readStoredToken', new Error('SecurityError'))]
  if (s.matches({ info: 'editing' })) {
    // A 422 names the e-mail: editing it clears the server's message.
    if (Object.keys(serverErrors).length > 0) return [fixEmail]
    if (error || (touched.length > 0 && info.business_name === '')) return []
    if (info.business_name === '')
      return [
        blur('business_name'),
        e('info.submit'),
        visit('users'),
        e('info.change', { values: validInfo }),
      ]
    return info.contact_email === validInfo.contact_email ? [e('info.submit')] : []
  }
  if (s.matches({ info: 'saving' }))
    return [
      settled('saveInfo', { success: true, msg: REG_MSG.stepSaved, register_token: NEW_TOKEN }),
      failed('saveInfo', emailTaken),
      failed('saveInfo', forbidden),
    ]
  if (s.matches({ info: 'recording' }))
    return [
      settled('recordStep', { success: true, msg: REG_MSG.stepSaved }),
      failed('recordStep', refused),
      failed('recordStep', notRecordable),
      failed('recordStep', network),
    ]
  return []
}

/** A mailed link (a supplier registered the client): restore, its failures, complete and send step 1. */
const mailedEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { info, error } = ctx(s)
  if (s.matches('starting')) return [storedToken(TOKEN)]
  if (s.matches('restoring'))
    return [
      settled('loadSnapshot', mailedSnapshot),
      failed('loadSnapshot', refused),
      failed('loadSnapshot', serverDown),
    ]
  if (s.matches('restoreFailed')) return [e('registration.retry')]
  if (s.matches({ info: 'editing' })) {
    if (error) return []
    return info.optin_data_protection ? [e('info.submit')] : [completeMailed]
  }
  if (s.matches({ info: 'saving' }))
    return [
      settled('saveInfo', { success: true, msg: REG_MSG.stepSaved, register_token: TOKEN }),
      failed('saveInfo', refused),
    ]
  if (s.matches({ info: 'recording' }))
    return [settled('recordStep', { success: true, msg: REG_MSG.stepSaved })]
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
  if (s.matches({ legalRepresentative: 'editing' })) {
    if (failedAlready) return []
    return legal.name === ''
      ? [e('legal.submit'), e('legal.change', { values: validLegal })]
      : [e('legal.submit')]
  }
  const answers = (actor: string, refusal: Failure, done: unknown) => [
    settled(actor, done),
    ...(failedAlready ? [] : [failed(actor, refused), failed(actor, refusal), failed(actor, serverDown)]),
  ]
  if (s.matches({ legalRepresentative: 'saving' }))
    return answers(
      'saveLegalRepresentative',
      http(422, { msg: REG_MSG.verifyData, errors: { email: [REG_MSG.invalidEmail] } }),
      { success: true, msg: REG_MSG.stepSaved },
    )
  if (s.matches({ legalRepresentative: 'recording' }))
    return answers('recordStep', notRecordable, { success: true, msg: REG_MSG.stepSaved })
  if (s.matches({ users: 'editing' })) {
    if (failedAlready) return []
    const typed = users.buyer.name !== ''
    if (!typed)
      return [
        e('users.changeBuyer', { values: buyer }),
        ...(users.sameAsBuyer ? [] : [e('users.submit'), e('users.sameAsBuyer', { checked: true })]),
      ]
    if (!users.sameAsBuyer && users.payment.name === '')
      return [e('users.changePayment', { values: payment })]
    return [e('users.submit')]
  }
  // The refusals once, with the payment user the same as the buyer.
  const withRefusals = (list: EventObject[]) => (users.sameAsBuyer ? list : list.slice(0, 1))
  if (s.matches({ users: 'saving' }))
    return withRefusals(
      answers(
        'saveUsers',
        http(422, { msg: REG_MSG.emailTaken, errors: { 'buyer_user.email': [REG_MSG.emailTaken] } }),
        { success: true, msg: REG_MSG.stepSaved },
      ),
    )
  if (s.matches({ users: 'submitting' }))
    return withRefusals(
      answers('recordStep', notRecordable, {
        success: true,
        msg: REG_MSG.submitted,
        questionnaire_token: QUIZ,
      }),
    )
  return []
}

/** /register/success reloaded after sending: the completion mark shows success again, with its quiz. */
const successReloadEvents = (s: AnyMachineSnapshot): EventObject[] =>
  s.matches('starting') ? [storedToken(null)] : []

/** The field each form step leaves empty or filled. */
const FIRST_FIELD: Partial<Record<RegisterStep, string>> = {
  info: 'business_name',
  'legal-representative': 'name',
  users: 'buyer_user.name',
}
/** An application recorded up to the legal representative, opened at info: the URL moves between its steps. */
const urlEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { step, touched } = ctx(s)
  if (s.matches('starting')) return [storedToken(TOKEN)]
  if (s.matches('restoring')) return [settled('loadSnapshot', applicationAt('legal-representative'))]
  const resting = ['editing', 'collecting'].some((sub) =>
    REGISTER_STEPS.some((st) => s.matches({ [STATE_OF[st]]: sub } as never)),
  )
  if (!resting || touched.length > 0 || step === 'success') return []
  const field = FIRST_FIELD[step]
  return [
    ...REGISTER_STEPS.filter((other) => other !== step).map(visit),
    // /register/success typed before sending: the URL goes back to the step on screen.
    visit('success'),
    ...(step === 'info' ? [] : [e('registration.back')]),
    ...(field ? [blur(field)] : []),
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

const NO_PERSON: PersonValues = { name: '', last_name: '', email: '', phone: '' }
const NO_INFO: InfoValues = {
  business_name: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  business_type: '',
  credit_requested: '',
  optin_data_protection: false,
  optin_terms_and_conditions: false,
}

type Phase =
  | 'starting'
  | 'restoring'
  | 'restoreFailed'
  | 'editing'
  | 'saving'
  | 'collecting'
  | 'recording'
  | 'submitting'
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
  info: InfoValues
  legal: LegalValues
  users: UsersValues
  touched: string[]
  serverErrors: Record<string, string>
  banner: string | null
  restoreError: string | null
  documents: UploadedDocument[]
  missing: string[]
  quiz: string | null
  /** Every call the wizard must have made, with its input. */
  calls: Array<{ name: string; input: unknown }>
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const personComplete = (p: PersonValues) =>
  p.name.trim() !== '' && p.last_name.trim() !== '' && EMAIL.test(p.email) && /^\d{10}$/.test(p.phone)
/** Every field required, phones 10 digits, a valid e-mail, the opt-ins ticked. */
const infoComplete = (i: InfoValues) =>
  i.business_name.trim() !== '' &&
  i.contact_name.trim() !== '' &&
  /^\d{10}$/.test(i.contact_phone) &&
  EMAIL.test(i.contact_email) &&
  i.business_type !== '' &&
  Number(i.credit_requested) > 0 &&
  i.optin_data_protection &&
  i.optin_terms_and_conditions
const legalComplete = (l: LegalValues) => personComplete(l) && l.optin
const usersComplete = (u: UsersValues) =>
  personComplete(u.buyer) && (u.sameAsBuyer || personComplete(u.payment))

const msgOf = (failure: Failure, fallback: string) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? fallback)
const fieldErrorsOf = (failure: Failure): Record<string, string> =>
  failure.kind === 'http'
    ? Object.fromEntries(Object.entries(failure.errors ?? {}).map(([field, [first]]) => [field, first ?? '']))
    : {}
const without = (errors: Record<string, string>, fields: string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => !fields.some((f) => key === f || key.startsWith(`${f}.`))),
  )

const soFar = (trail: Trail): SoFar => {
  const input = trail.input as RegistrationInput
  const so: SoFar = {
    phase: 'starting',
    step: null,
    token: null,
    stored: null,
    completion: PREVIOUS,
    lastStep: null,
    info: NO_INFO,
    legal: { ...NO_PERSON, optin: false },
    users: { buyer: NO_PERSON, sameAsBuyer: false, payment: NO_PERSON },
    touched: [],
    serverErrors: {},
    banner: null,
    restoreError: null,
    documents: [],
    missing: [],
    quiz: null,
    calls: [{ name: 'readStoredToken', input: { queryToken: input.queryToken } }],
  }
  const call = (name: string, callInput: unknown) => so.calls.push({ name, input: callInput })
  const collect = () => {
    const step = so.step as 'files/company' | 'files/bank-statements'
    call(step === 'files/company' ? 'companyDocuments' : 'bankDocuments', {
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
    if (isDocuments(step)) collect()
  }
  /** Leaving a step forgets its touched fields, the server's messages, the banner and the missing documents. */
  const leave = () => Object.assign(so, { touched: [], serverErrors: {}, banner: null, missing: [] })
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
  const record = () => {
    const step = so.step!
    so.phase = step === 'users' ? 'submitting' : 'recording'
    call('recordStep', { step: REGISTER_STATUS_STEPS[step], token: so.token ?? '' })
  }
  const edited = (fields: string[]) => {
    so.touched = [...new Set([...so.touched, ...fields])]
    so.serverErrors = without(so.serverErrors, fields)
    so.banner = null
  }
  const refusedWith = (failure: Failure) => {
    if (failure.kind === 'http' && failure.status === 404) return expire(msgOf(failure, REG_MSG.tokenInvalid))
    const validation = failure.kind === 'http' && failure.status === 422
    if (so.phase === 'recording' && isDocuments(so.step!)) {
      // A 422 names the missing documents: their slots go back to empty.
      if (validation) {
        so.missing = Object.keys(fieldErrorsOf(failure))
        so.documents = so.documents.filter((d) => !so.missing.includes(d.prop))
        so.banner = msgOf(failure, REG_MSG.verifyData)
      } else so.banner = msgOf(failure, REG_MSG.error)
      so.phase = 'collecting'
      return collect()
    }
    if (validation) {
      so.serverErrors = fieldErrorsOf(failure)
      // The users step shows the server's msg (or message) of a 422.
      so.banner =
        so.step === 'users' && so.phase === 'saving' ? msgOf(failure, REG_MSG.verifyData) : REG_MSG.verifyData
    } else so.banner = msgOf(failure, REG_MSG.error)
    so.phase = 'editing'
  }

  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      output: never
      error: Failure
      step: WizardStep
      field: string
      values: Record<string, never>
      checked: boolean
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
        const recorded = lastStep !== null
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
            optin_data_protection: recorded,
            optin_terms_and_conditions: recorded,
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
        visitStep(ev.step)
        break
      case 'registration.back':
        if (so.step && indexOf(so.step) > 0) visitStep(REGISTER_STEPS[indexOf(so.step) - 1]!)
        break
      case 'registration.blur':
        so.touched = [...new Set([...so.touched, ev.field])]
        break
      case 'info.change':
        so.info = { ...so.info, ...ev.values }
        edited(Object.keys(ev.values))
        break
      case 'legal.change':
        so.legal = { ...so.legal, ...ev.values }
        edited(Object.keys(ev.values))
        break
      case 'users.changeBuyer': {
        const buyerNow = { ...so.users.buyer, ...ev.values }
        // Ticked 'same as buyer': the payment user follows every keystroke.
        so.users = {
          ...so.users,
          buyer: buyerNow,
          payment: so.users.sameAsBuyer ? buyerNow : so.users.payment,
        }
        edited(Object.keys(ev.values).map((k) => `buyer_user.${k}`))
        break
      }
      case 'users.changePayment':
        if (so.users.sameAsBuyer) break
        so.users = { ...so.users, payment: { ...so.users.payment, ...ev.values } }
        edited(Object.keys(ev.values).map((k) => `payment_user.${k}`))
        break
      case 'users.sameAsBuyer':
        so.users = {
          ...so.users,
          sameAsBuyer: ev.checked,
          payment: ev.checked ? so.users.buyer : so.users.payment,
        }
        so.serverErrors = without(so.serverErrors, ['payment_user'])
        so.banner = null
        break
      case 'info.submit':
        if (!infoComplete(so.info)) break
        Object.assign(so, { phase: 'saving', banner: null })
        call('saveInfo', {
          request: {
            ...so.info,
            contact_phone: `52${so.info.contact_phone}`,
            credit_requested: Number(so.info.credit_requested),
          },
          token: so.token,
        })
        break
      case 'legal.submit':
        if (!legalComplete(so.legal)) break
        Object.assign(so, { phase: 'saving', banner: null })
        call('saveLegalRepresentative', {
          request: { ...wire(so.legal), optin: true, register_token: so.token ?? '' },
        })
        break
      case 'users.submit':
        if (!usersComplete(so.users)) break
        Object.assign(so, { phase: 'saving', banner: null })
        call('saveUsers', {
          request: {
            buyer_user: wire(so.users.buyer),
            is_payment_user_same_as_buyer: so.users.sameAsBuyer,
            payment_user: so.users.sameAsBuyer ? null : wire(so.users.payment),
            register_token: so.token ?? '',
          },
        })
        break
      case 'xstate.done.actor.saveInfo': {
        // The first-step token is stored; a 'register_completed' mark of an earlier application goes.
        const token = (ev.output as { register_token: string }).register_token
        Object.assign(so, { token, stored: token, completion: null })
        record()
        break
      }
      case 'xstate.done.actor.saveLegalRepresentative':
      case 'xstate.done.actor.saveUsers':
        record()
        break
      case 'xstate.done.actor.companyDocuments':
      case 'xstate.done.actor.bankDocuments': {
        const output = ev.output as { kind: string; msg: string; documents: UploadedDocument[] }
        if (output.kind === 'tokenInvalid') {
          expire(output.msg)
          break
        }
        const props = output.documents.map((d) => d.prop)
        so.documents = [...so.documents.filter((d) => !props.includes(d.prop)), ...output.documents]
        record()
        break
      }
      case 'xstate.done.actor.recordStep': {
        const step = so.step!
        if (so.lastStep === null || indexOf(so.lastStep) < indexOf(step)) so.lastStep = step
        if (step === 'users') {
          so.quiz = (ev.output as { questionnaire_token?: string }).questionnaire_token ?? null
          succeed()
        } else go(REGISTER_STEPS[indexOf(step) + 1]!)
        break
      }
      case 'xstate.error.actor.saveInfo':
      case 'xstate.error.actor.saveLegalRepresentative':
      case 'xstate.error.actor.saveUsers':
      case 'xstate.error.actor.recordStep':
        refusedWith(ev.error)
        break
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
  const busy = ['starting', 'restoring', 'saving', 'recording', 'submitting'].includes(so.phase)
  expect(tags.includes('busy')).toBe(busy)
}

const textFields = (so: SoFar): Array<[string, string]> => {
  if (so.step === 'info')
    return (
      ['business_name', 'contact_name', 'contact_phone', 'contact_email', 'credit_requested'] as const
    ).map((f) => [f, so.info[f]])
  const person = (prefix: string, p: PersonValues): Array<[string, string]> =>
    (['name', 'last_name', 'email', 'phone'] as const).map((f) => [`${prefix}${f}`, p[f]])
  if (so.step === 'legal-representative') return person('', so.legal)
  if (so.step === 'users')
    return [...person('buyer_user.', so.users.buyer), ...person('payment_user.', so.users.payment)]
  return []
}
const fieldPropsOf = (selected: Api, so: SoFar, name: string) => {
  if (so.step === 'info') return selected.getInfoFieldProps(name as 'business_name')
  if (so.step === 'legal-representative') return selected.getPersonFieldProps('legal', name as 'name')
  const [group, field] = name.split('.') as [string, 'name']
  return selected.getPersonFieldProps(group === 'buyer_user' ? 'buyer' : 'payment', field)
}
/** The message a field shows: the server's until it is edited, else 'required' once an empty field was left. */
const messageOf = (so: SoFar, name: string, value: string) =>
  so.serverErrors[name] ?? (so.touched.includes(name) && value.trim() === '' ? REG_MSG.required : undefined)

/**
 * Users step, the payment user's notice: the box 'same as buyer' unticked, the payment user missing a field, and
 * a user field already touched (no red before typing).
 */
const paymentIncompleteOf = (so: SoFar) =>
  !so.users.sameAsBuyer &&
  !personComplete(so.users.payment) &&
  so.touched.some((k) => k.startsWith('payment_user.') || k.startsWith('buyer_user.'))
/** Users step, 'Por favor, complete todos los campos requeridos.': while a user field shows a message. */
const completeRequiredOf = (so: SoFar) =>
  textFields(so).some(
    ([name, value]) =>
      !(name.startsWith('payment_user.') && so.users.sameAsBuyer) && messageOf(so, name, value) !== undefined,
  )

const expectStep = (id: string, observed: Observed<Api>, so: SoFar) => {
  expectEverywhere(id, observed, so)
  const { selected } = observed
  const step = so.step!
  expect(selected.step).toBe(step)
  expect(selected.title).toBe(TITLES[step])
  expect(selected.stepNumber).toBe(STEP_NUMBERS[step])
  expect(selected.error).toBe(so.banner)
  expect(selected.showsBack).toBe(step !== 'info')
  expect(selected.getBackProps().disabled).toBe(observed.tags.includes('busy'))
  // The URL follows the step on screen.
  expect(shownPath).toBe(pathOf(step))
  for (const [name, value] of textFields(so)) {
    const props = fieldPropsOf(selected, so, name)
    expect(props.value, name).toBe(value)
    expect(props.disabled, name).toBe(observed.tags.includes('busy'))
    if (!name.startsWith('payment_user.') || !so.users.sameAsBuyer)
      expect(props.error, name).toBe(messageOf(so, name, value))
  }
  if (step === 'info') {
    expect(selected.getBusinessTypeProps().value).toBe(so.info.business_type)
    expect(selected.getInfoOptinProps('optin_data_protection').checked).toBe(so.info.optin_data_protection)
    expect(selected.getInfoOptinProps('optin_terms_and_conditions').checked).toBe(
      so.info.optin_terms_and_conditions,
    )
    expect(selected.getSubmitProps().disabled).toBe(!infoComplete(so.info))
  }
  if (step === 'legal-representative') {
    expect(selected.getLegalOptinProps().checked).toBe(so.legal.optin)
    expect(selected.getSubmitProps().disabled).toBe(!legalComplete(so.legal))
  }
  if (step === 'users') {
    expect(selected.getSameAsBuyerProps().checked).toBe(so.users.sameAsBuyer)
    // Same as buyer: the payment user is the buyer's and cannot be typed.
    expect(selected.getPersonFieldProps('payment', 'name').readOnly).toBe(so.users.sameAsBuyer)
    expect(selected.getSubmitProps().disabled).toBe(!usersComplete(so.users))
  }
  expect(selected.paymentIncomplete).toBe(step === 'users' && paymentIncompleteOf(so))
  expect(selected.completeRequired).toBe(step === 'users' && completeRequiredOf(so))
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
  (isDocuments(step)
    ? ['collecting', 'recording']
    : ['editing', 'saving', step === 'users' ? 'submitting' : 'recording']
  ).map((phase) => `registration.${STATE_OF[step]}.${phase}`),
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
  // Sent and refused where they change nothing: an incomplete form, a step the URL may not show.
  selfLoops: ['info.submit', 'legal.submit', 'users.submit', 'registration.visit'],
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

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
const typeInto = async (name: string, text: string) => {
  const user = userEvent.setup()
  const input = field(name)
  if (input.value === text) return
  if (input.value !== '') await user.clear(input)
  await user.click(input)
  await user.paste(text)
}
const tick = async (label: string, checked: boolean) => {
  const box = screen.getByRole('checkbox', { name: label })
  if ((box as HTMLInputElement).checked !== checked) await userEvent.setup().click(box)
}
const fill = async (prefix: string, values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) {
    if (key === 'business_type') await userEvent.setup().selectOptions(field(key), String(value))
    else if (key === 'optin_data_protection' || key === 'optin')
      await tick('Acepto el aviso de privacidad', Boolean(value))
    else if (key === 'optin_terms_and_conditions')
      await tick('Acepto los términos y condiciones', Boolean(value))
    else await typeInto(`${prefix}${key}`, String(value))
  }
}
let live: AnyActorRef | null = null
/**
 * 'Continuar' is disabled while the form is incomplete, and Enter does not send a form whose submit button is
 * disabled: a person cannot send it. The machine still refuses it (a stale click), sent as such.
 */
const submit = (label: string) => async (event: EventObject) => {
  const button = screen.getByRole('button', { name: label }) as HTMLButtonElement
  if (!button.disabled) await userEvent.setup().click(button)
  else await act(async () => live?.send(event))
}

const expectHeading = (so: SoFar) => {
  const step = so.step!
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES[step])
  expect(url?.history.at(-1)).toBe(pathOf(step))
  const current = document.querySelector('[aria-current="step"]')
  if (current)
    expect(current).toHaveTextContent(['Información', 'Documentos', 'Representante'][STEP_NUMBERS[step] - 1]!)
  if (so.banner) expect(screen.getByRole('alert')).toHaveTextContent(so.banner)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(registrationStore.token()).toBe(so.stored)
}
const expectFields = (so: SoFar) => {
  for (const [name, value] of textFields(so)) {
    expect(field(name), name).toHaveValue(value)
    // Every field of the wizard is required, and says so.
    expect(field(name), name).toBeRequired()
    const message = messageOf(so, name, value)
    if (message) {
      expect(field(name), name).toHaveAttribute('aria-invalid', 'true')
      expect(field(name).closest('[data-scope="field"][data-part="root"]')).toHaveTextContent(message)
    }
  }
}
const expectSubmit = (label: string, enabled: boolean) => {
  const button = screen.getByRole('button', { name: label })
  if (enabled) expect(button).toBeEnabled()
  else expect(button).toBeDisabled()
}
const expectBusy = (trail: Trail) => {
  expectHeading(soFar(trail))
  expect(screen.getByRole('button', { name: /Guardando/ })).toHaveAttribute('aria-busy', 'true')
}
const expectDocuments = (trail: Trail, backEnabled: boolean) => {
  const so = soFar(trail)
  expectHeading(so)
  // The documents child stands in as one answer: its panel shows a spinner here.
  expect(screen.getByRole('status', { name: 'Guardando documentos' })).toBeInTheDocument()
  const back = screen.getByRole('button', { name: 'Atrás' })
  if (backEnabled) expect(back).toBeEnabled()
  else expect(back).toBeDisabled()
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
  'registration.info.editing': (trail) => {
    const so = soFar(trail)
    expectHeading(so)
    expectFields(so)
    expect(field('business_type')).toHaveValue(so.info.business_type)
    expect(screen.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })).toHaveProperty(
      'checked',
      so.info.optin_data_protection,
    )
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' })).toHaveProperty(
      'checked',
      so.info.optin_terms_and_conditions,
    )
    // The opt-ins are required too, and say so.
    for (const name of ['Acepto el aviso de privacidad', 'Acepto los términos y condiciones'])
      expect(screen.getByRole('checkbox', { name })).toBeRequired()
    // Each opt-in's document opens in a new tab (docs/decisions.md#resources).
    for (const [name, href] of [
      ['Leer el aviso de privacidad', '/api/platform-resources/legal/privacy'],
      ['Leer los términos y condiciones', '/api/platform-resources/legal/terms'],
    ]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
    }
    expectSubmit('Continuar', infoComplete(so.info))
    expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument()
  },
  'registration.info.saving': expectBusy,
  'registration.info.recording': expectBusy,
  'registration.companyFiles.collecting': (trail) => expectDocuments(trail, true),
  'registration.companyFiles.recording': (trail) => expectDocuments(trail, false),
  'registration.bankStatements.collecting': (trail) => expectDocuments(trail, true),
  'registration.bankStatements.recording': (trail) => expectDocuments(trail, false),
  'registration.legalRepresentative.editing': (trail) => {
    const so = soFar(trail)
    expectHeading(so)
    expectFields(so)
    expect(screen.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })).toHaveProperty(
      'checked',
      so.legal.optin,
    )
    expect(screen.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })).toBeRequired()
    expectSubmit('Continuar', legalComplete(so.legal))
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled()
  },
  'registration.legalRepresentative.saving': expectBusy,
  'registration.legalRepresentative.recording': expectBusy,
  'registration.users.editing': (trail) => {
    const so = soFar(trail)
    expectHeading(so)
    expectFields(so)
    const same = screen.getByRole('checkbox', { name: 'El usuario de pagos es el mismo que el comprador' })
    expect(same).toHaveProperty('checked', so.users.sameAsBuyer)
    if (so.users.sameAsBuyer) expect(field('payment_user.name')).toHaveAttribute('readonly')
    else expect(field('payment_user.name')).not.toHaveAttribute('readonly')
    expectSubmit('Enviar solicitud', usersComplete(so.users))
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled()
    const shows = (text: string, shown: boolean) =>
      shown ? expect(screen.getByText(text)).toBeVisible() : expect(screen.queryByText(text)).toBeNull()
    shows(REG_MSG.paymentUserIncomplete, paymentIncompleteOf(so))
    shows(REG_MSG.completeRequired, completeRequiredOf(so))
  },
  'registration.users.saving': expectBusy,
  'registration.users.submitting': expectBusy,
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
    'info.change': async (event: EventObject) =>
      fill('', (event as unknown as { values: object }).values as never),
    'info.submit': submit('Continuar'),
    'legal.change': async (event: EventObject) =>
      fill('', (event as unknown as { values: object }).values as never),
    'legal.submit': submit('Continuar'),
    'users.changeBuyer': async (event: EventObject) =>
      fill('buyer_user.', (event as unknown as { values: object }).values as never),
    'users.changePayment': async (event: EventObject) =>
      fill('payment_user.', (event as unknown as { values: object }).values as never),
    'users.sameAsBuyer': async () => tick('El usuario de pagos es el mismo que el comprador', true),
    'users.submit': submit('Enviar solicitud'),
    'registration.back': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Atrás' })),
    'registration.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    // A field left: focus it, then Tab away.
    'registration.blur': async (event: EventObject) => {
      const user = userEvent.setup()
      await user.click(field((event as unknown as { field: string }).field))
      await user.tab()
    },
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

// Nothing is red before anyone typed; a required field left empty says so once it is left.
describe('registration info form: messages after a field is left', () => {
  it('first render has no invalid field and no message; leaving an empty required field shows its message', async () => {
    const { actor, controller } = startLive(machine, {
      requestedStep: 'info',
      queryToken: null,
      today: TODAY,
    })
    render(<RegistrationView actorRef={actor as RegistrationActorRef} />)
    controller.settle('readStoredToken', { output: { token: null, completion: null } })
    await act(settle)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Información de tu negocio')
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
    expect(screen.queryByText(REG_MSG.required)).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(field('business_name'))
    await user.tab()
    expect(field('business_name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('business_name').closest('[data-part="root"]')).toHaveTextContent(REG_MSG.required)
    // Only the field that was left.
    expect(field('contact_name')).not.toHaveAttribute('aria-invalid', 'true')
    actor.stop()
  })

  it('Enter in an incomplete form sends nothing: its submit button is disabled', async () => {
    const { actor, controller } = startLive(machine, {
      requestedStep: 'info',
      queryToken: null,
      today: TODAY,
    })
    render(<RegistrationView actorRef={actor as RegistrationActorRef} />)
    controller.settle('readStoredToken', { output: { token: null, completion: null } })
    await act(settle)
    const user = userEvent.setup()
    await user.click(field('business_name'))
    await user.keyboard('Constructora{Enter}')
    expect(controller.started.map((s) => s.name)).toEqual(['readStoredToken'])
    actor.stop()
  })
})

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
  const requestOf = (live: Live, actor: string) => {
    const call = live.controller.started.findLast((s) => s.name === actor)
    expect(call, `${actor} was called`).toBeDefined()
    return (call?.input as { request: unknown } | undefined)?.request
  }
  const padded = (p: PersonValues): PersonValues => ({
    name: ` ${p.name} `,
    last_name: ` ${p.last_name} `,
    email: ` ${p.email} `,
    phone: ` ${p.phone} `,
  })

  it('a typed amount that is no amount says so; an emptied one is required', async () => {
    const live = startLive(machine, { requestedStep: 'info', queryToken: null, today: TODAY })
    live.controller.settle('readStoredToken', { output: { token: null, completion: null } })
    await settle()
    live.actor.send({ type: 'info.change', values: { credit_requested: '0' } })
    expect(api(live).getInfoFieldProps('credit_requested').error).toBe(REG_MSG.creditRequested)
    live.actor.send({ type: 'info.change', values: { credit_requested: '' } })
    expect(api(live).getInfoFieldProps('credit_requested').error).toBe(REG_MSG.required)
    live.actor.stop()
  })

  it('step 1 goes trimmed, and a person as a person', async () => {
    const live = startLive(machine, { requestedStep: 'info', queryToken: null, today: TODAY })
    live.controller.settle('readStoredToken', { output: { token: null, completion: null } })
    await settle()
    live.actor.send({
      type: 'info.change',
      values: {
        ...validInfo,
        business_name: ' Constructora Robles ',
        contact_name: ' Ana Robles ',
        contact_phone: ' 5512345678 ',
        contact_email: ' ana@robles.mx ',
        business_type: 'person',
      },
    })
    live.actor.send({ type: 'info.submit' })
    await settle()
    expect(requestOf(live, 'saveInfo')).toEqual({
      business_name: 'Constructora Robles',
      contact_name: 'Ana Robles',
      contact_phone: '525512345678',
      contact_email: 'ana@robles.mx',
      business_type: 'person',
      credit_requested: 150000,
      optin_data_protection: true,
      optin_terms_and_conditions: true,
    })
    live.actor.stop()
  })

  it('the legal representative and the users go trimmed', async () => {
    const live = await restoredAt('files/bank-statements', 'legal-representative')
    expect(api(live).step).toBe('legal-representative')
    live.actor.send({ type: 'legal.change', values: { ...padded(validLegal), optin: true } })
    live.actor.send({ type: 'legal.submit' })
    await settle()
    expect(requestOf(live, 'saveLegalRepresentative')).toEqual({
      ...wire(validLegal),
      optin: true,
      register_token: TOKEN,
    })
    live.controller.settle('saveLegalRepresentative', { output: { success: true } })
    await settle()
    live.controller.settle('recordStep', { output: { success: true, msg: REG_MSG.stepSaved } })
    await settle()
    expect(api(live).step).toBe('users')
    live.actor.send({ type: 'users.changeBuyer', values: padded(buyer) })
    live.actor.send({ type: 'users.changePayment', values: padded(payment) })
    live.actor.send({ type: 'users.submit' })
    await settle()
    expect(requestOf(live, 'saveUsers')).toEqual({
      buyer_user: wire(buyer),
      is_payment_user_same_as_buyer: false,
      payment_user: wire(payment),
      register_token: TOKEN,
    })
    live.actor.stop()
  })

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
    expect(api(live).error).toBe(REG_MSG.tokenInvalid)
    live.actor.stop()
  })

  it("the payment user's server messages go when it is edited, and all of them when it becomes the buyer", async () => {
    const live = await restoredAt('legal-representative')
    live.actor.send({ type: 'users.changeBuyer', values: buyer })
    live.actor.send({ type: 'users.changePayment', values: payment })
    live.actor.send({ type: 'users.submit' })
    await settle()
    const taken = 'El correo ya está registrado'
    live.controller.settle('saveUsers', {
      error: http(422, { errors: { 'payment_user.email': [taken], 'payment_user.phone': [taken] } }),
    })
    await settle()
    // A 422 without msg: the users step says to check the data.
    expect(api(live).error).toBe(REG_MSG.verifyData)
    expect(api(live).getPersonFieldProps('payment', 'email').error).toBe(taken)
    live.actor.send({ type: 'users.changePayment', values: { email: 'rosa.diaz@robles.mx' } })
    expect(api(live).getPersonFieldProps('payment', 'email').error).toBeUndefined()
    expect(api(live).getPersonFieldProps('payment', 'phone').error).toBe(taken)
    expect(api(live).completeRequired).toBe(true)
    live.actor.send({ type: 'users.sameAsBuyer', checked: true })
    expect(api(live).completeRequired).toBe(false)
    live.actor.send({ type: 'users.sameAsBuyer', checked: false })
    expect(api(live).getPersonFieldProps('payment', 'phone').error).toBeUndefined()
    live.actor.stop()
  })

  it('the payment notice is about the payment user only, once any user field was touched', async () => {
    const live = await restoredAt('legal-representative')
    live.actor.send({ type: 'users.changePayment', values: { name: 'Rosa' } })
    expect(api(live).paymentIncomplete).toBe(true)
    live.actor.send({ type: 'users.changePayment', values: payment })
    live.actor.send({ type: 'users.changeBuyer', values: { name: 'Eva' } })
    // The buyer is incomplete, the payment user is not.
    expect(api(live).paymentIncomplete).toBe(false)
    live.actor.stop()
  })

  it('sending an earlier step again keeps the steps recorded after it', async () => {
    const live = await restoredAt('legal-representative', 'info')
    expect(api(live).step).toBe('info')
    live.actor.send({ type: 'info.submit' })
    await settle()
    live.controller.settle('saveInfo', {
      output: { success: true, msg: REG_MSG.stepSaved, register_token: TOKEN },
    })
    await settle()
    live.controller.settle('recordStep', { output: { success: true, msg: REG_MSG.stepSaved } })
    await settle()
    expect(api(live).step).toBe('files/company')
    live.actor.send({ type: 'registration.visit', step: 'users' })
    expect(api(live).step).toBe('users')
    live.actor.stop()
  })
})
