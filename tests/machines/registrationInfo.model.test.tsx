import { REG_MSG, REGISTER_STATUS_STEPS } from '@contract/registration'
import {
  connectInfoStep,
  EMPTY_INFO,
  type InfoStepApi,
  type InfoStepContext,
  type InfoStepInput,
  type InfoValues,
  type infoStepMachine,
} from '@machines/registration'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { InfoStepView } from '@/features/registration/RegistrationView'
import { type InfoStepActorRef, infoStepLogic } from '@/features/registration/registrationLogic'
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
import { failed, mailedSnapshot, settled, validInfo } from './registration.fixtures'
import {
  e,
  editFields,
  emailValid,
  expectBanner,
  expectFields,
  expectSubmit,
  type Failure,
  field,
  fill,
  forbidden,
  http,
  leave,
  leaveField,
  messageOf,
  NEW_TOKEN,
  network,
  notRecordable,
  PREVIOUS,
  refuseCall,
  refused,
  reportsOf,
  type StepSoFar,
  sendForm,
  stepInvariants,
  stepScreens,
  stepStart,
  submitWith,
  TOKEN,
} from './registrationSteps.fixtures'

type Machine = typeof infoStepMachine
type Api = InfoStepApi

// The page's logic: its storage actions write localStorage, its calls are replaced by controlled actors.
const machine = infoStepLogic as Machine

beforeEach(() => {
  localStorage.clear()
  registrationStore.complete(PREVIOUS)
})
let live: AnyActorRef | null = null
afterEach(() => {
  live = null
})

const emailTaken = http(422, { msg: REG_MSG.verifyData, errors: { contact_email: [REG_MSG.emailTaken] } })
const blur = (name: string) => e('info.blur', { field: name })
const fixEmail = e('info.change', { values: { contact_email: 'compras@robles.mx' } })
/** The mailed application has no amount and no opt-ins yet. */
const completeMailed = e('info.change', {
  values: { credit_requested: '150000', optin_data_protection: true, optin_terms_and_conditions: true },
})
/** The mailed application's fields as the wizard restored them. */
const mailedValues: InfoValues = {
  ...mailedSnapshot.info,
  contact_phone: mailedSnapshot.info.contact_phone.replace(/^52/, ''),
  credit_requested: '',
  business_type: mailedSnapshot.business_type,
  optin_data_protection: false,
  optin_terms_and_conditions: false,
}

// ---------------------------------------------------------------- the events each variant offers

const ctx = (s: AnyMachineSnapshot) => s.context as InfoStepContext
const answers = (s: AnyMachineSnapshot) => {
  if (s.matches('saving'))
    return [
      settled('saveInfo', { success: true, msg: REG_MSG.stepSaved, register_token: NEW_TOKEN }),
      failed('saveInfo', emailTaken),
      failed('saveInfo', forbidden),
      failed('saveInfo', refused),
    ]
  if (s.matches('recording'))
    return [
      settled('recordStep', { success: true, msg: REG_MSG.stepSaved }),
      failed('recordStep', refused),
      failed('recordStep', notRecordable),
      failed('recordStep', network),
    ]
  return []
}

/** A fresh application: the form, its refusals, a field left empty. */
const freshEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { values, touched, serverErrors, error } = ctx(s)
  if (s.matches('editing')) {
    // A 422 names the e-mail: editing it clears the server's message.
    if (Object.keys(serverErrors).length > 0) return [fixEmail]
    if (error || (touched.length > 0 && values.business_name === '')) return []
    if (values.business_name === '')
      return [blur('business_name'), e('info.submit'), e('info.change', { values: validInfo })]
    return values.contact_email === validInfo.contact_email ? [e('info.submit')] : []
  }
  return answers(s)
}

/** A mailed link (a supplier registered the client): complete the amount and opt-ins, send. */
const mailedEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { values, error } = ctx(s)
  if (s.matches('editing')) {
    if (error) return []
    return values.optin_data_protection ? [e('info.submit')] : [completeMailed]
  }
  if (s.matches('saving'))
    return [settled('saveInfo', { success: true, msg: REG_MSG.stepSaved, register_token: TOKEN })]
  if (s.matches('recording')) return [settled('recordStep', { success: true, msg: REG_MSG.stepSaved })]
  return []
}

/** Back at info after a refused token: the wizard's banner shows until the form is sent again. */
const expiredEvents = (s: AnyMachineSnapshot): EventObject[] => {
  if (s.matches('editing')) return [e('info.submit')]
  if (s.matches('saving'))
    return [settled('saveInfo', { success: true, msg: REG_MSG.stepSaved, register_token: NEW_TOKEN })]
  if (s.matches('recording')) return [settled('recordStep', { success: true, msg: REG_MSG.stepSaved })]
  return []
}

// ---------------------------------------------------------------- what the spec says, from the trail

interface SoFar extends StepSoFar<InfoValues> {
  /** What the page keeps in localStorage: the register token and the 'register_completed' mark. */
  stored: string | null
  completion: string | null
}

/** Every field required, phones 10 digits, a valid e-mail, an amount, the opt-ins ticked. */
const infoComplete = (i: InfoValues) =>
  i.business_name.trim() !== '' &&
  i.contact_name.trim() !== '' &&
  /^\d{10}$/.test(i.contact_phone) &&
  emailValid(i.contact_email) &&
  i.business_type !== '' &&
  Number(i.credit_requested) > 0 &&
  i.optin_data_protection &&
  i.optin_terms_and_conditions

const soFar = (trail: Trail): SoFar => {
  const so: SoFar = { ...stepStart(trail.input as InfoStepInput), stored: null, completion: PREVIOUS }
  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      output: never
      error: Failure
      field: string
      values: Partial<InfoValues>
    }
    switch (event.type) {
      case 'info.change':
        so.values = { ...so.values, ...ev.values }
        editFields(so, Object.keys(ev.values))
        // The wizard keeps the draft.
        so.reports.push({ type: 'info.draft', values: so.values })
        break
      case 'info.blur':
        leaveField(so, ev.field)
        break
      case 'info.submit':
        if (!infoComplete(so.values)) break
        sendForm(so, {
          name: 'saveInfo',
          input: {
            request: {
              ...so.values,
              contact_phone: `52${so.values.contact_phone}`,
              credit_requested: Number(so.values.credit_requested),
            },
            token: so.token,
          },
        })
        break
      case 'xstate.done.actor.saveInfo': {
        // The first-step token is stored; a 'register_completed' mark of an earlier application goes.
        const token = (ev.output as { register_token: string }).register_token
        Object.assign(so, { token, stored: token, completion: null, phase: 'recording' })
        so.calls.push({ name: 'recordStep', input: { step: REGISTER_STATUS_STEPS.info, token } })
        break
      }
      case 'xstate.done.actor.recordStep':
        so.phase = 'recorded'
        break
      case 'xstate.error.actor.saveInfo':
      case 'xstate.error.actor.recordStep':
        refuseCall(so, ev.error)
        break
    }
  }
  return so
}

const TEXT_FIELDS = [
  'business_name',
  'contact_name',
  'contact_phone',
  'contact_email',
  'credit_requested',
] as const
const textFields = (so: SoFar): Array<[string, string]> => TEXT_FIELDS.map((f) => [f, so.values[f]])

const expectForm = (id: string, observed: Observed<Api>, so: SoFar) => {
  expect(`registrationInfo.${so.phase}`, 'the state the spec leads to').toBe(id)
  expect(observed.started).toEqual(so.calls)
  expect(reportsOf(observed)).toEqual(so.reports)
  expect(registrationStore.token()).toBe(so.stored)
  expect(registrationStore.completion()).toBe(so.completion)
  const busy = so.phase === 'saving' || so.phase === 'recording'
  expect(observed.tags.includes('busy')).toBe(busy)
  const { selected } = observed
  expect(selected.error).toBe(so.banner)
  for (const [name, value] of textFields(so)) {
    const props = selected.getFieldProps(name as 'business_name')
    expect(props.value, name).toBe(value)
    expect(props.disabled, name).toBe(busy)
    expect(props.error, name).toBe(messageOf(so, name, value))
  }
  expect(selected.getBusinessTypeProps().value).toBe(so.values.business_type)
  expect(selected.getOptinProps('optin_data_protection').checked).toBe(so.values.optin_data_protection)
  expect(selected.getOptinProps('optin_terms_and_conditions').checked).toBe(
    so.values.optin_terms_and_conditions,
  )
  expect(selected.getSubmitProps()).toEqual({ disabled: !infoComplete(so.values), loading: busy })
}

const invariants: Record<string, Invariant<Api>> = {
  ...stepInvariants<Api, SoFar>({
    machineId: 'registrationInfo',
    sending: ['saving', 'recording'],
    soFar,
    expectForm,
    // The wizard moves on with the application's token.
    recorded: (so) => ({ registerToken: so.token }),
  }),
  'registrationInfo.editing': (observed, trail) => {
    expectForm('registrationInfo.editing', observed, soFar(trail))
    expect(
      observed.can({ type: 'info.blur', field: 'business_name' } as EventObject),
      'a field left counts',
    ).toBe(true)
  },
}

const FRESH: InfoStepInput = { values: EMPTY_INFO, registerToken: null, error: null }

const spec: ModelSpec<Machine, Api> = {
  machine,
  input: FRESH,
  events: freshEvents,
  // Sent and refused where it changes nothing: an incomplete form.
  selfLoops: ['info.submit'],
  select: (snapshot) => connectInfoStep(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

const expectScreen = (trail: Trail) => {
  const so = soFar(trail)
  const busy = so.phase === 'saving' || so.phase === 'recording'
  expectBanner(so.banner)
  expectFields(textFields(so), so)
  expect(field('business_type')).toHaveValue(so.values.business_type)
  for (const [name, key] of [
    ['Acepto el aviso de privacidad', 'optin_data_protection'],
    ['Acepto los términos y condiciones', 'optin_terms_and_conditions'],
  ] as const) {
    const box = screen.getByRole('checkbox', { name })
    expect(box).toHaveProperty('checked', so.values[key])
    // The opt-ins are required too, and say so.
    expect(box).toBeRequired()
  }
  // Each opt-in's document opens in a new tab (docs/decisions.md#resources).
  for (const [name, href] of [
    ['Leer el aviso de privacidad', '/api/platform-resources/legal/privacy'],
    ['Leer los términos y condiciones', '/api/platform-resources/legal/terms'],
  ]) {
    const link = screen.getByRole('link', { name })
    expect(link).toHaveAttribute('href', href)
    expect(link).toHaveAttribute('target', '_blank')
  }
  if (busy) {
    expect(screen.getByRole('button', { name: /Guardando/ })).toHaveAttribute('aria-busy', 'true')
    for (const [name] of textFields(so)) expect(field(name), name).toBeDisabled()
  } else expectSubmit('Continuar', infoComplete(so.values))
  // The first step has no 'Atrás'.
  expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument()
}

const view = {
  render: (actor: AnyActorRef) => {
    live = actor
    render(<InfoStepView actorRef={actor as InfoStepActorRef} />)
  },
  userEvents: {
    'info.change': async (event: EventObject) =>
      fill('', (event as unknown as { values: object }).values as never),
    'info.submit': submitWith('Continuar', () => live),
    'info.blur': async (event: EventObject) => leave((event as unknown as { field: string }).field),
  },
  screens: stepScreens(
    'registrationInfo',
    ['editing', 'saving', 'recording', 'recorded', 'tokenInvalid'],
    expectScreen,
  ),
}

const variants: Array<Variant<Machine, Api>> = [
  { name: 'fresh application' },
  {
    name: 'mailed link',
    input: { values: mailedValues, registerToken: TOKEN, error: null },
    events: mailedEvents,
  },
  {
    name: 'after a refused token',
    input: { values: validInfo, registerToken: null, error: REG_MSG.tokenInvalid },
    events: expiredEvents,
  },
]

describeModel('registration info step', spec, view, variants)

// Nothing is red before anyone typed; a required field left empty says so once it is left.
describe('registration info form: messages after a field is left', () => {
  it('first render has no invalid field and no message; leaving an empty required field shows its message', async () => {
    const { actor } = startLive(machine, FRESH)
    render(<InfoStepView actorRef={actor as InfoStepActorRef} />)
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
    expect(screen.queryByText(REG_MSG.required)).not.toBeInTheDocument()
    await leave('business_name')
    expect(field('business_name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('business_name').closest('[data-part="root"]')).toHaveTextContent(REG_MSG.required)
    // Only the field that was left.
    expect(field('contact_name')).not.toHaveAttribute('aria-invalid', 'true')
    actor.stop()
  })

  it('Enter in an incomplete form sends nothing: its submit button is disabled', async () => {
    const { actor, controller } = startLive(machine, FRESH)
    render(<InfoStepView actorRef={actor as InfoStepActorRef} />)
    const user = userEvent.setup()
    await user.click(field('business_name'))
    await user.keyboard('Constructora{Enter}')
    expect(controller.started).toEqual([])
    actor.stop()
  })
})

/**
 * What the model's paths do not reach (found by mutation testing, docs/architecture.md#model-based-tests): each
 * on a live actor, asserted through the connect layer the view reads.
 */
describe('registration info step: the rules the paths leave out', () => {
  const api = (actor: AnyActorRef) => connectInfoStep(actor.getSnapshot() as never, actor.send)

  it('a typed amount that is no amount says so; an emptied one is required', () => {
    const { actor } = startLive(machine, FRESH)
    actor.send({ type: 'info.change', values: { credit_requested: '0' } })
    expect(api(actor).getFieldProps('credit_requested').error).toBe(REG_MSG.creditRequested)
    actor.send({ type: 'info.change', values: { credit_requested: '' } })
    expect(api(actor).getFieldProps('credit_requested').error).toBe(REG_MSG.required)
    actor.stop()
  })

  it('step 1 goes trimmed, and a person as a person', async () => {
    const { actor, controller } = startLive(machine, FRESH)
    actor.send({
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
    actor.send({ type: 'info.submit' })
    await act(settle)
    expect((controller.inputOf('saveInfo') as { request: unknown }).request).toEqual({
      business_name: 'Constructora Robles',
      contact_name: 'Ana Robles',
      contact_phone: '525512345678',
      contact_email: 'ana@robles.mx',
      business_type: 'person',
      credit_requested: 150000,
      optin_data_protection: true,
      optin_terms_and_conditions: true,
    })
    actor.stop()
  })
})
