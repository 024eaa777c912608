import { REG_MSG, REGISTER_STATUS_STEPS } from '@contract/registration'
import {
  connectLegalStep,
  EMPTY_LEGAL,
  type LegalStepApi,
  type LegalStepContext,
  type LegalStepInput,
  type LegalValues,
  type legalStepMachine,
} from '@machines/registration'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { LegalStepView } from '@/features/registration/RegistrationView'
import { type LegalStepActorRef, legalStepLogic } from '@/features/registration/registrationLogic'
import { describeModel } from './lib/describeModel'
import { type ModelSpec, type Observed, settle, startLive, type Trail } from './lib/modelPaths'
import { failed, settled, validLegal } from './registration.fixtures'
import {
  e,
  editFields,
  expectBanner,
  expectFields,
  expectSubmit,
  type Failure,
  field,
  fill,
  http,
  leave,
  leaveField,
  messageOf,
  notRecordable,
  personComplete,
  refuseCall,
  refused,
  reportsOf,
  type StepSoFar,
  sendForm,
  serverDown,
  stepInvariants,
  stepScreens,
  stepStart,
  submitWith,
  TOKEN,
  wire,
} from './registrationSteps.fixtures'

type Machine = typeof legalStepMachine
type Api = LegalStepApi

const machine = legalStepLogic as Machine
let live: AnyActorRef | null = null
afterEach(() => {
  live = null
})

const invalidEmail = http(422, { msg: REG_MSG.verifyData, errors: { email: [REG_MSG.invalidEmail] } })

// ---------------------------------------------------------------- the events offered

const ctx = (s: AnyMachineSnapshot) => s.context as LegalStepContext
const failedBefore = (s: AnyMachineSnapshot) =>
  ctx(s).error !== null || Object.keys(ctx(s).serverErrors).length > 0

/** The legal representative typed or restored, sent, and each refusal once. */
const events = (s: AnyMachineSnapshot): EventObject[] => {
  const { values, touched } = ctx(s)
  const failedAlready = failedBefore(s)
  if (s.matches('editing')) {
    if (failedAlready) return []
    if (values.name === '')
      return touched.length > 0
        ? [e('legal.change', { values: validLegal })]
        : [e('legal.submit'), e('legal.blur', { field: 'name' }), e('legal.change', { values: validLegal })]
    return [e('legal.submit')]
  }
  const answers = (actor: string, refusal: Failure) => [
    settled(actor, { success: true, msg: REG_MSG.stepSaved }),
    ...(failedAlready ? [] : [failed(actor, refused), failed(actor, refusal), failed(actor, serverDown)]),
  ]
  if (s.matches('saving')) return answers('saveLegalRepresentative', invalidEmail)
  if (s.matches('recording')) return answers('recordStep', notRecordable)
  return []
}

// ---------------------------------------------------------------- what the spec says, from the trail

type SoFar = StepSoFar<LegalValues>

const legalComplete = (l: LegalValues) => personComplete(l) && l.optin

const soFar = (trail: Trail): SoFar => {
  const so = stepStart(trail.input as LegalStepInput)
  for (const { event } of trail.steps) {
    const ev = event as unknown as { error: Failure; field: string; values: Partial<LegalValues> }
    switch (event.type) {
      case 'legal.change':
        so.values = { ...so.values, ...ev.values }
        editFields(so, Object.keys(ev.values))
        so.reports.push({ type: 'legal.draft', values: so.values })
        break
      case 'legal.blur':
        leaveField(so, ev.field)
        break
      case 'legal.submit':
        if (!legalComplete(so.values)) break
        sendForm(so, {
          name: 'saveLegalRepresentative',
          input: { request: { ...wire(so.values), optin: true, register_token: so.token ?? '' } },
        })
        break
      case 'xstate.done.actor.saveLegalRepresentative':
        so.phase = 'recording'
        so.calls.push({
          name: 'recordStep',
          input: { step: REGISTER_STATUS_STEPS['legal-representative'], token: so.token ?? '' },
        })
        break
      case 'xstate.done.actor.recordStep':
        so.phase = 'recorded'
        break
      case 'xstate.error.actor.saveLegalRepresentative':
      case 'xstate.error.actor.recordStep':
        refuseCall(so, ev.error)
        break
    }
  }
  return so
}

const PERSON_FIELDS = ['name', 'last_name', 'email', 'phone'] as const
const textFields = (so: SoFar): Array<[string, string]> => PERSON_FIELDS.map((f) => [f, so.values[f]])

const expectForm = (id: string, observed: Observed<Api>, so: SoFar) => {
  expect(`registrationLegal.${so.phase}`, 'the state the spec leads to').toBe(id)
  expect(observed.started).toEqual(so.calls)
  expect(reportsOf(observed)).toEqual(so.reports)
  const busy = so.phase === 'saving' || so.phase === 'recording'
  expect(observed.tags.includes('busy')).toBe(busy)
  const { selected } = observed
  expect(selected.error).toBe(so.banner)
  for (const [name, value] of textFields(so)) {
    const props = selected.getPersonFieldProps(name as 'name')
    expect(props.value, name).toBe(value)
    expect(props.disabled, name).toBe(busy)
    expect(props.error, name).toBe(messageOf(so, name, value))
  }
  expect(selected.getOptinProps().checked).toBe(so.values.optin)
  expect(selected.getSubmitProps()).toEqual({ disabled: !legalComplete(so.values), loading: busy })
}
const invariants = stepInvariants<Api, SoFar>({
  machineId: 'registrationLegal',
  sending: ['saving', 'recording'],
  soFar,
  expectForm,
  recorded: () => ({}),
})

const START: LegalStepInput = { values: EMPTY_LEGAL, registerToken: TOKEN, error: null }

const spec: ModelSpec<Machine, Api> = {
  machine,
  input: START,
  events,
  // Sent and refused where it changes nothing: an incomplete form.
  selfLoops: ['legal.submit'],
  select: (snapshot) => connectLegalStep(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

const expectScreen = (trail: Trail) => {
  const so = soFar(trail)
  const busy = so.phase === 'saving' || so.phase === 'recording'
  expectBanner(so.banner)
  expectFields(textFields(so), so)
  const optin = screen.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })
  expect(optin).toHaveProperty('checked', so.values.optin)
  expect(optin).toBeRequired()
  if (busy) {
    expect(screen.getByRole('button', { name: /Guardando/ })).toHaveAttribute('aria-busy', 'true')
    for (const [name] of textFields(so)) expect(field(name), name).toBeDisabled()
  } else expectSubmit('Continuar', legalComplete(so.values))
}

const view = {
  render: (actor: AnyActorRef) => {
    live = actor
    render(<LegalStepView actorRef={actor as LegalStepActorRef} />)
  },
  userEvents: {
    'legal.change': async (event: EventObject) =>
      fill('', (event as unknown as { values: object }).values as never),
    'legal.submit': submitWith('Continuar', () => live),
    'legal.blur': async (event: EventObject) => leave((event as unknown as { field: string }).field),
  },
  screens: stepScreens(
    'registrationLegal',
    ['editing', 'saving', 'recording', 'recorded', 'tokenInvalid'],
    expectScreen,
  ),
}

describeModel('registration legal representative step', spec, view, [
  { name: 'typed' },
  { name: 'restored', input: { values: validLegal, registerToken: TOKEN, error: null } },
])

describe('registration legal representative step: the rules the paths leave out', () => {
  it("sent again after a failure, the failure's banner goes while it sends", async () => {
    const { actor, controller } = startLive(machine, { ...START, values: validLegal })
    actor.send({ type: 'legal.submit' })
    await act(settle)
    controller.settle('saveLegalRepresentative', { error: serverDown })
    await act(settle)
    expect(connectLegalStep(actor.getSnapshot() as never, actor.send).error).toBe('Servicio no disponible')
    actor.send({ type: 'legal.submit' })
    await act(settle)
    expect(connectLegalStep(actor.getSnapshot() as never, actor.send).error).toBeNull()
    actor.stop()
  })

  it('the legal representative goes trimmed', async () => {
    const { actor, controller } = startLive(machine, START)
    actor.send({
      type: 'legal.change',
      values: {
        name: ` ${validLegal.name} `,
        last_name: ` ${validLegal.last_name} `,
        email: ` ${validLegal.email} `,
        phone: ` ${validLegal.phone} `,
        optin: true,
      },
    })
    actor.send({ type: 'legal.submit' })
    await act(settle)
    expect((controller.inputOf('saveLegalRepresentative') as { request: unknown }).request).toEqual({
      ...wire(validLegal),
      optin: true,
      register_token: TOKEN,
    })
    actor.stop()
  })
})
