import {
  generalDocumentsFor,
  REG_MSG,
  REGISTER_STATUS_STEPS,
  type RegisterStep,
} from '@contract/registration'
import {
  type InfoValues,
  infoErrors,
  legalErrors,
  type RegistrationContext,
  type registrationMachine,
  usersErrors,
  type WizardStep,
} from '@machines/registration'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { RegistrationView } from '@/features/registration/RegistrationView'
import {
  pathOf,
  type RegistrationActorRef,
  registrationLogicWith,
} from '@/features/registration/registrationLogic'
import { registrationStore } from '@/lib/registrationStore'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'
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

/** The URL the wizard moved to last (the page's navigate). */
let shownPath: string | null = null
// The real page logic: its storage actions write localStorage, its calls are replaced by controlled actors
// (the documents children too: they have their own model test, here they stand in as one answer each).
const machine = registrationLogicWith((path) => {
  shownPath = path
}) as Machine

const personInfo: InfoValues = { ...validInfo, business_name: 'Ana Robles', business_type: 'person' }
const payment = { name: 'Rosa', last_name: 'Díaz', email: 'rosa@robles.mx', phone: '5533334444' }
const TOKEN = 'tok-1'

const http = (status: number, more: Record<string, unknown> = {}) => ({ kind: 'http', status, ...more })
const refused = http(404, { msg: REG_MSG.tokenInvalid })
const forbidden = http(403, { msg: 'No puedes modificar esta solicitud' })
const serverDown = http(500, { msg: 'Servicio no disponible' })

const ctx = (s: AnyMachineSnapshot) => s.context as RegistrationContext
const documentsFor = (context: RegistrationContext) =>
  companyDocs.filter((d) =>
    generalDocumentsFor(context.info.business_type === 'person' ? 'person' : 'company').some(
      (slot) => slot.prop === d.prop,
    ),
  )

/** The events each state offers; form changes only while the form is incomplete, so the model stays finite. */
/** What the person changes: the fields that differ (a restored form already holds some). */
const changed = (from: InfoValues, to: InfoValues): Partial<InfoValues> =>
  Object.fromEntries(Object.entries(to).filter(([key, value]) => from[key as keyof InfoValues] !== value))

type ModelEvent = EventObject & Record<string, unknown>
const events = (snapshot: AnyMachineSnapshot): ModelEvent[] => {
  const context = ctx(snapshot)
  const at = (state: unknown) => snapshot.matches(state as never)
  const none: ModelEvent[] = []
  // Failures and going back are walked with the company; the person takes the straight way to success.
  const company = context.info.business_type === 'company'
  const sad = (list: ModelEvent[]) => (company ? list : none)
  if (at('starting'))
    return [
      settled('readStoredToken', { token: null, completion: null }),
      settled('readStoredToken', { token: TOKEN, completion: null }),
    ]
  if (at('restoring'))
    return [
      settled('loadSnapshot', midSnapshot),
      settled('loadSnapshot', mailedSnapshot),
      failed('loadSnapshot', refused),
      failed('loadSnapshot', serverDown),
    ]
  if (at('restoreFailed')) return [{ type: 'registration.retry' }]
  if (at({ info: 'editing' } as never))
    return [
      ...(Object.keys(infoErrors(context.info)).length > 0
        ? [
            { type: 'info.change', values: changed(context.info, validInfo) },
            ...(context.info.business_type === ''
              ? [{ type: 'info.change', values: changed(context.info, personInfo) }]
              : none),
          ]
        : [{ type: 'info.submit' }]),
    ]
  if (at({ info: 'saving' } as never))
    return [
      settled('saveInfo', { success: true, msg: REG_MSG.stepSaved, register_token: TOKEN }),
      ...sad([
        failed(
          'saveInfo',
          http(422, { msg: REG_MSG.verifyData, errors: { contact_email: [REG_MSG.emailTaken] } }),
        ),
        failed('saveInfo', forbidden),
        ...(context.token ? [failed('saveInfo', refused)] : none),
      ]),
    ]
  if (at({ info: 'recording' } as never))
    return [
      settled('recordStep', { success: true, msg: REG_MSG.stepSaved }),
      ...sad([failed('recordStep', refused)]),
    ]
  if (at({ companyFiles: 'collecting' } as never))
    return [
      settled('companyDocuments', { kind: 'uploaded', documents: documentsFor(context) }),
      ...sad([settled('companyDocuments', { kind: 'tokenInvalid', msg: REG_MSG.tokenInvalid })]),
      ...(context.lastStep === 'info' ? sad([{ type: 'registration.back' }]) : none),
    ]
  if (at({ companyFiles: 'recording' } as never))
    return [
      settled('recordStep', { success: true, msg: REG_MSG.filesSaved }),
      ...sad([
        failed(
          'recordStep',
          http(422, { msg: REG_MSG.verifyData, errors: { tax_address: [REG_MSG.fileRequired] } }),
        ),
        failed('recordStep', serverDown),
      ]),
    ]
  if (at({ bankStatements: 'collecting' } as never))
    return [settled('bankDocuments', { kind: 'uploaded', documents: bankDocs })]
  if (at({ bankStatements: 'recording' } as never))
    return [settled('recordStep', { success: true, msg: REG_MSG.filesSaved })]
  if (at({ legalRepresentative: 'editing' } as never))
    return Object.keys(legalErrors(context.legal)).length > 0
      ? [
          { type: 'legal.change', values: validLegal },
          ...(context.legal.name === '' ? sad([{ type: 'registration.back' }]) : none),
        ]
      : [{ type: 'legal.submit' }]
  if (at({ legalRepresentative: 'saving' } as never))
    return [
      settled('saveLegalRepresentative', { success: true, msg: REG_MSG.stepSaved }),
      ...sad([
        failed(
          'saveLegalRepresentative',
          http(422, { msg: REG_MSG.verifyData, errors: { email: [REG_MSG.invalidEmail] } }),
        ),
        failed('saveLegalRepresentative', forbidden),
      ]),
    ]
  if (at({ legalRepresentative: 'recording' } as never))
    return [settled('recordStep', { success: true, msg: REG_MSG.stepSaved })]
  if (at({ users: 'editing' } as never)) {
    const errors = Object.keys(usersErrors(context.users))
    const { users } = context
    const buyerMissing = errors.some((k) => k.startsWith('buyer_user.'))
    if (errors.length === 0) return [{ type: 'users.submit' }]
    if (buyerMissing)
      // Ticked before the buyer is typed: the payment user follows every keystroke.
      return [
        { type: 'users.changeBuyer', values: buyer },
        ...(users.sameAsBuyer ? none : sad([{ type: 'users.sameAsBuyer', checked: true }])),
      ]
    return [{ type: 'users.changePayment', values: payment }]
  }
  if (at({ users: 'saving' } as never))
    return [
      settled('saveUsers', { success: true, msg: REG_MSG.stepSaved }),
      ...sad([
        failed(
          'saveUsers',
          http(422, { msg: REG_MSG.emailTaken, errors: { 'buyer_user.email': [REG_MSG.emailTaken] } }),
        ),
        failed('saveUsers', serverDown),
      ]),
    ]
  if (at({ users: 'submitting' } as never))
    return [settled('recordStep', { success: true, msg: REG_MSG.submitted, questionnaire_token: 'quiz-1' })]
  return []
}

const spec: ModelSpec<Machine> = {
  machine,
  // Opened (or reloaded) at the bank statements: a stored token resumes there at most.
  input: { requestedStep: 'files/bank-statements', queryToken: null, today: TODAY },
  events,
  transient: ['registration.resuming'],
}
const paths = modelPaths(spec)

// ---- The view -------------------------------------------------------------------------------------------

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
const click = (name: string | RegExp) => userEvent.setup().click(screen.getByRole('button', { name }))
const fillPerson = async (prefix: string, values: Record<string, string>) => {
  for (const key of ['name', 'last_name', 'email', 'phone'])
    await typeInto(prefix ? `${prefix}.${key}` : key, values[key] ?? '')
}

const TITLES: Record<RegisterStep, string> = {
  info: 'Información de tu negocio',
  'files/company': 'Documentos del negocio',
  'files/bank-statements': 'Estados de cuenta bancarios',
  'legal-representative': 'Representante legal',
  users: 'Usuarios',
}
const STEP_NUMBERS: Record<RegisterStep, number> = {
  info: 1,
  'files/company': 2,
  'files/bank-statements': 2,
  'legal-representative': 3,
  users: 3,
}

/** Every form step: its title, the URL, the side indicator, the banner and the stored token. */
const expectStep = (s: AnyMachineSnapshot, step: RegisterStep) => {
  const context = ctx(s)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES[step])
  expect(shownPath).toBe(pathOf(step as WizardStep))
  const current = document.querySelector('[aria-current="step"]')
  if (current)
    expect(current).toHaveTextContent(['Información', 'Documentos', 'Representante'][STEP_NUMBERS[step] - 1]!)
  if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(registrationStore.token()).toBe(context.token)
}
const expectFieldErrors = (errors: Record<string, string>) => {
  for (const [name, message] of Object.entries(errors)) {
    const input = field(name)
    expect(input, name).toHaveAttribute('aria-invalid', 'true')
    expect(input.closest('[data-scope="field"][data-part="root"]')).toHaveTextContent(message)
  }
}
const expectSubmit = (label: string, enabled: boolean) => {
  const button = screen.getByRole('button', { name: label })
  if (enabled) expect(button).toBeEnabled()
  else expect(button).toBeDisabled()
}
const expectBusy = () =>
  expect(screen.getByRole('button', { name: /Guardando/ })).toHaveAttribute('aria-busy', 'true')
const expectDocumentsStandIn = () =>
  expect(screen.getByRole('status', { name: 'Guardando documentos' })).toBeInTheDocument()

const view: ViewSpec<Machine> = {
  ...spec,
  render: (actor) => {
    localStorage.clear()
    shownPath = null
    render(<RegistrationView actorRef={actor as RegistrationActorRef} />)
  },
  userEvents: {
    'info.change': async (event) => {
      const values = (event as unknown as { values: Partial<InfoValues> }).values
      for (const [key, value] of Object.entries(values)) {
        if (key === 'business_type') await userEvent.setup().selectOptions(field(key), String(value))
        else if (key === 'optin_data_protection') await tick('Acepto el aviso de privacidad', Boolean(value))
        else if (key === 'optin_terms_and_conditions')
          await tick('Acepto los términos y condiciones', Boolean(value))
        else await typeInto(key, String(value))
      }
    },
    'info.submit': async () => click('Continuar'),
    'legal.change': async () => {
      await fillPerson('', validLegal as unknown as Record<string, string>)
      await tick('Acepto el aviso de privacidad', true)
    },
    'legal.submit': async () => click('Continuar'),
    'users.changeBuyer': async () => fillPerson('buyer_user', buyer as unknown as Record<string, string>),
    'users.changePayment': async () => fillPerson('payment_user', payment),
    'users.sameAsBuyer': async () => tick('El usuario de pagos es el mismo que el comprador', true),
    'users.submit': async () => click('Enviar solicitud'),
    'registration.back': async () => click('Atrás'),
    'registration.retry': async () => click('Reintentar'),
  },
  states: {
    'registration.starting': () =>
      expect(screen.getByRole('status', { name: 'Cargando tu solicitud' })).toBeInTheDocument(),
    'registration.restoring': () =>
      expect(screen.getByRole('status', { name: 'Cargando tu solicitud' })).toBeInTheDocument(),
    'registration.restoreFailed': (s) => {
      expect(screen.getByRole('alert')).toHaveTextContent(ctx(s).error ?? '')
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'registration.info.editing': (s) => {
      const { info, serverErrors } = ctx(s)
      expectStep(s, 'info')
      expect(field('business_name')).toHaveValue(info.business_name)
      expect(field('contact_phone')).toHaveValue(info.contact_phone)
      expect(field('business_type')).toHaveValue(info.business_type)
      // An application a supplier registered has no amount yet: the field is empty, not '0'.
      expect(field('credit_requested')).toHaveValue(info.credit_requested)
      expect(screen.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })).toHaveProperty(
        'checked',
        info.optin_data_protection,
      )
      // Each opt-in's document opens in a new tab (docs/decisions.md#resources).
      for (const [name, href] of [
        ['Leer el aviso de privacidad', '/api/platform-resources/legal/privacy'],
        ['Leer los términos y condiciones', '/api/platform-resources/legal/terms'],
      ]) {
        const link = screen.getByRole('link', { name })
        expect(link).toHaveAttribute('href', href)
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', 'noopener')
      }
      expectFieldErrors(serverErrors)
      expectSubmit('Continuar', Object.keys(infoErrors(info)).length === 0)
      expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument()
    },
    'registration.info.saving': (s) => {
      expectStep(s, 'info')
      expectBusy()
    },
    'registration.info.recording': (s) => {
      expectStep(s, 'info')
      expectBusy()
    },
    'registration.companyFiles.collecting': (s) => {
      expectStep(s, 'files/company')
      expectDocumentsStandIn()
      expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled()
    },
    'registration.companyFiles.recording': (s) => {
      expectStep(s, 'files/company')
      expectDocumentsStandIn()
      expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled()
    },
    'registration.bankStatements.collecting': (s) => {
      expectStep(s, 'files/bank-statements')
      // The three months before today, named in the instructions.
      expect(screen.getByText(/Octubre 2026, Septiembre 2026, Agosto 2026/)).toBeInTheDocument()
      expectDocumentsStandIn()
    },
    'registration.bankStatements.recording': (s) => {
      expectStep(s, 'files/bank-statements')
      expectDocumentsStandIn()
    },
    'registration.legalRepresentative.editing': (s) => {
      const { legal, serverErrors } = ctx(s)
      expectStep(s, 'legal-representative')
      expect(field('email')).toHaveValue(legal.email)
      expect(screen.getByRole('link', { name: 'Leer el aviso de privacidad' })).toHaveAttribute(
        'href',
        '/api/platform-resources/legal/privacy',
      )
      expectFieldErrors(serverErrors)
      expectSubmit('Continuar', Object.keys(legalErrors(legal)).length === 0)
    },
    'registration.legalRepresentative.saving': (s) => {
      expectStep(s, 'legal-representative')
      expectBusy()
    },
    'registration.legalRepresentative.recording': (s) => {
      expectStep(s, 'legal-representative')
      expectBusy()
    },
    'registration.users.editing': (s) => {
      const { users, serverErrors } = ctx(s)
      expectStep(s, 'users')
      expect(field('buyer_user.email')).toHaveValue(users.buyer.email)
      // Same as buyer: the payment user shows the buyer, read-only, and follows every change.
      expect(field('payment_user.email')).toHaveValue(
        users.sameAsBuyer ? users.buyer.email : users.payment.email,
      )
      expect(field('payment_user.name')).toHaveValue(
        users.sameAsBuyer ? users.buyer.name : users.payment.name,
      )
      if (users.sameAsBuyer) expect(field('payment_user.name')).toHaveAttribute('readonly')
      expectFieldErrors(serverErrors)
      expectSubmit('Enviar solicitud', Object.keys(usersErrors(users)).length === 0)
    },
    'registration.users.saving': (s) => {
      expectStep(s, 'users')
      expectBusy()
    },
    'registration.users.submitting': (s) => {
      expectStep(s, 'users')
      expectBusy()
    },
    'registration.success': () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(REG_MSG.successTitle)
      expect(screen.getByText(REG_MSG.successNotice)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Responder cuestionario' })).toHaveAttribute(
        'href',
        '/questionnaire/?token=quiz-1',
      )
      expect(shownPath).toBe('/register/success')
      // Success forgets the register token and leaves 'register_completed' with the quiz token.
      expect(registrationStore.token()).toBeNull()
      expect(registrationStore.completion()).toBe('quiz-1')
    },
  },
}

describe('registration machine', () => {
  beforeEach(() => localStorage.clear())

  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    // The browser holds the token the stand-in of readStoredToken reports (none on a fresh start).
    const stored = (path.steps[1]?.event as { output?: { token?: string | null } } | undefined)?.output?.token
    await runPathOnView(
      {
        ...view,
        render: (actor) => {
          view.render(actor)
          if (stored) registrationStore.save(stored)
        },
      },
      path,
    )
  })

  it('a mailed link: pre-fills without amount or opt-ins, always sends step 1 with the stored token, then records info', async () => {
    const { actor, controller } = startLive(spec.machine, {
      requestedStep: 'info',
      queryToken: TOKEN,
      today: TODAY,
    })
    controller.settle('readStoredToken', { output: { token: TOKEN, completion: null } })
    await settle()
    controller.settle('loadSnapshot', { output: mailedSnapshot })
    await settle()
    const { info } = ctx(actor.getSnapshot())
    expect(actor.getSnapshot().matches({ info: 'editing' })).toBe(true)
    expect(info).toMatchObject({
      credit_requested: '',
      optin_data_protection: false,
      contact_phone: '5512345678',
    })
    actor.send({ type: 'info.change', values: changed(info, validInfo) })
    actor.send({ type: 'info.submit' })
    expect(controller.inputOf('saveInfo')).toEqual({
      request: { ...validInfo, contact_phone: '525512345678', credit_requested: 150000 },
      token: TOKEN,
    })
    controller.settle('saveInfo', {
      output: { success: true, msg: REG_MSG.stepSaved, register_token: TOKEN },
    })
    await settle()
    expect(controller.inputOf('recordStep')).toEqual({ step: REGISTER_STATUS_STEPS.info, token: TOKEN })
    actor.stop()
  })

  it('a fresh start sends step 1 without a token and keeps the one it answers', async () => {
    const { actor, controller } = startLive(spec.machine, spec.input)
    controller.settle('readStoredToken', { output: { token: null, completion: null } })
    await settle()
    actor.send({ type: 'info.change', values: personInfo })
    actor.send({ type: 'info.submit' })
    expect(controller.inputOf('saveInfo')).toMatchObject({
      token: null,
      request: { business_type: 'person' },
    })
    controller.settle('saveInfo', {
      output: { success: true, msg: REG_MSG.stepSaved, register_token: 'tok-new' },
    })
    await settle()
    expect(registrationStore.token()).toBe('tok-new')
    expect(controller.inputOf('recordStep')).toEqual({ step: 'info', token: 'tok-new' })
    actor.stop()
  })

  it('a reload resumes at the step after the last recorded one, never beyond', async () => {
    const { actor, controller } = startLive(spec.machine, {
      requestedStep: 'users',
      queryToken: null,
      today: TODAY,
    })
    controller.settle('readStoredToken', { output: { token: TOKEN, completion: null } })
    await settle()
    controller.settle('loadSnapshot', { output: midSnapshot })
    await settle()
    expect(actor.getSnapshot().matches({ bankStatements: 'collecting' })).toBe(true)
    expect(ctx(actor.getSnapshot())).toMatchObject({ lastStep: 'files/company', documents: companyDocs })
    expect(shownPath).toBe('/register/files/bank-statements')
    actor.stop()
  })

  it('a reload of /register/success after submitting shows success again', async () => {
    const { actor, controller } = startLive(spec.machine, {
      requestedStep: 'success',
      queryToken: null,
      today: TODAY,
    })
    controller.settle('readStoredToken', { output: { token: null, completion: 'quiz-1' } })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(ctx(actor.getSnapshot()).questionnaireToken).toBe('quiz-1')
    actor.stop()
  })
})

// Issue 15: nothing is red before anyone typed; a required field left empty says so once it is left.
describe('registration info form: messages after a field is left', () => {
  it('first render has no invalid field and no message; leaving an empty required field shows its message', async () => {
    localStorage.clear()
    const { actor, controller } = startLive(spec.machine, {
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
})
