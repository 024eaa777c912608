import { REG_MSG, REGISTER_STATUS_STEPS } from '@contract/registration'
import {
  connectUsersStep,
  EMPTY_USERS,
  type PersonValues,
  type UsersStepApi,
  type UsersStepContext,
  type UsersStepInput,
  type UsersValues,
  type usersStepMachine,
} from '@machines/registration'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { UsersStepView } from '@/features/registration/RegistrationView'
import { type UsersStepActorRef, usersStepLogic } from '@/features/registration/registrationLogic'
import { describeModel } from './lib/describeModel'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import { buyer, failed, settled } from './registration.fixtures'
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
  msgOf,
  notRecordable,
  payment,
  personComplete,
  QUIZ,
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
  tick,
  wire,
  without,
} from './registrationSteps.fixtures'

type Machine = typeof usersStepMachine
type Api = UsersStepApi

const machine = usersStepLogic as Machine
let live: AnyActorRef | null = null
afterEach(() => {
  live = null
})

const SAME = 'El usuario de pagos es el mismo que el comprador'
const emailTaken = http(422, {
  msg: REG_MSG.emailTaken,
  errors: { 'buyer_user.email': [REG_MSG.emailTaken] },
})

// ---------------------------------------------------------------- the events offered

const ctx = (s: AnyMachineSnapshot) => s.context as UsersStepContext
const failedBefore = (s: AnyMachineSnapshot) =>
  ctx(s).error !== null || Object.keys(ctx(s).serverErrors).length > 0

/** Both users typed (or the payment user the buyer), sent, and the refusals once. */
const events = (s: AnyMachineSnapshot): EventObject[] => {
  const { values, touched } = ctx(s)
  const failedAlready = failedBefore(s)
  if (s.matches('editing')) {
    if (failedAlready) return []
    if (values.buyer.name === '')
      return [
        e('users.changeBuyer', { values: buyer }),
        ...(values.sameAsBuyer
          ? []
          : [
              e('users.submit'),
              e('users.sameAsBuyer', { checked: true }),
              ...(touched.length === 0 ? [e('users.blur', { field: 'buyer_user.name' })] : []),
            ]),
      ]
    if (!values.sameAsBuyer && values.payment.name === '')
      return [e('users.changePayment', { values: payment })]
    return [e('users.submit')]
  }
  const answers = (actor: string, refusal: Failure, done: unknown) => [
    settled(actor, done),
    ...(failedAlready ? [] : [failed(actor, refused), failed(actor, refusal), failed(actor, serverDown)]),
  ]
  // The refusals once, with the payment user the same as the buyer.
  const withRefusals = (list: EventObject[]) => (ctx(s).values.sameAsBuyer ? list : list.slice(0, 1))
  if (s.matches('saving'))
    return withRefusals(answers('saveUsers', emailTaken, { success: true, msg: REG_MSG.stepSaved }))
  if (s.matches('submitting'))
    return withRefusals(
      answers('recordStep', notRecordable, {
        success: true,
        msg: REG_MSG.submitted,
        questionnaire_token: QUIZ,
      }),
    )
  return []
}

// ---------------------------------------------------------------- what the spec says, from the trail

interface SoFar extends StepSoFar<UsersValues> {
  quiz: string | null
}

const usersComplete = (u: UsersValues) =>
  personComplete(u.buyer) && (u.sameAsBuyer || personComplete(u.payment))

const soFar = (trail: Trail): SoFar => {
  const so: SoFar = { ...stepStart(trail.input as UsersStepInput), quiz: null }
  const draft = () => so.reports.push({ type: 'users.draft', values: so.values })
  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      output: never
      error: Failure
      field: string
      values: Partial<PersonValues>
      checked: boolean
    }
    const failure = ev.error
    switch (event.type) {
      case 'users.changeBuyer': {
        const buyerNow = { ...so.values.buyer, ...ev.values }
        // Ticked 'same as buyer': the payment user follows every keystroke.
        so.values = {
          ...so.values,
          buyer: buyerNow,
          payment: so.values.sameAsBuyer ? buyerNow : so.values.payment,
        }
        editFields(
          so,
          Object.keys(ev.values).map((k) => `buyer_user.${k}`),
        )
        draft()
        break
      }
      case 'users.changePayment':
        if (so.values.sameAsBuyer) break
        so.values = { ...so.values, payment: { ...so.values.payment, ...ev.values } }
        editFields(
          so,
          Object.keys(ev.values).map((k) => `payment_user.${k}`),
        )
        draft()
        break
      case 'users.sameAsBuyer':
        so.values = {
          ...so.values,
          sameAsBuyer: ev.checked,
          payment: ev.checked ? so.values.buyer : so.values.payment,
        }
        so.serverErrors = without(so.serverErrors, ['payment_user'])
        so.banner = null
        draft()
        break
      case 'users.blur':
        leaveField(so, ev.field)
        break
      case 'users.submit':
        if (!usersComplete(so.values)) break
        sendForm(so, {
          name: 'saveUsers',
          input: {
            request: {
              buyer_user: wire(so.values.buyer),
              is_payment_user_same_as_buyer: so.values.sameAsBuyer,
              payment_user: so.values.sameAsBuyer ? null : wire(so.values.payment),
              register_token: so.token ?? '',
            },
          },
        })
        break
      case 'xstate.done.actor.saveUsers':
        so.phase = 'submitting'
        so.calls.push({
          name: 'recordStep',
          input: { step: REGISTER_STATUS_STEPS.users, token: so.token ?? '' },
        })
        break
      case 'xstate.done.actor.recordStep':
        so.phase = 'recorded'
        so.quiz = (ev.output as { questionnaire_token?: string }).questionnaire_token ?? null
        break
      // The save's 422 shows the server's msg (or message); the record's asks to check the data.
      case 'xstate.error.actor.saveUsers':
        refuseCall(so, failure, msgOf(failure, REG_MSG.verifyData))
        break
      case 'xstate.error.actor.recordStep':
        refuseCall(so, failure)
        break
    }
  }
  return so
}

const person = (prefix: string, p: PersonValues): Array<[string, string]> =>
  (['name', 'last_name', 'email', 'phone'] as const).map((f) => [`${prefix}${f}`, p[f]])
const textFields = (so: SoFar): Array<[string, string]> => [
  ...person('buyer_user.', so.values.buyer),
  ...person('payment_user.', so.values.payment),
]
/**
 * The payment user's notice: the box 'same as buyer' unticked, the payment user missing a field, and a user
 * field already touched (no red before typing).
 */
const paymentIncompleteOf = (so: SoFar) =>
  !so.values.sameAsBuyer &&
  !personComplete(so.values.payment) &&
  so.touched.some((k) => k.startsWith('payment_user.') || k.startsWith('buyer_user.'))
/** 'Por favor, complete todos los campos requeridos.': while a user field shows a message. */
const completeRequiredOf = (so: SoFar) =>
  textFields(so).some(
    ([name, value]) =>
      !(name.startsWith('payment_user.') && so.values.sameAsBuyer) &&
      messageOf(so, name, value) !== undefined,
  )

const expectForm = (id: string, observed: Observed<Api>, so: SoFar) => {
  expect(`registrationUsers.${so.phase}`, 'the state the spec leads to').toBe(id)
  expect(observed.started).toEqual(so.calls)
  expect(reportsOf(observed)).toEqual(so.reports)
  const busy = so.phase === 'saving' || so.phase === 'submitting'
  expect(observed.tags.includes('busy')).toBe(busy)
  const { selected } = observed
  expect(selected.error).toBe(so.banner)
  for (const [name, value] of textFields(so)) {
    const [group, key] = name.split('.') as [string, 'name']
    const props = selected.getPersonFieldProps(group === 'buyer_user' ? 'buyer' : 'payment', key)
    expect(props.value, name).toBe(value)
    expect(props.disabled, name).toBe(busy)
    if (group === 'buyer_user' || !so.values.sameAsBuyer)
      expect(props.error, name).toBe(messageOf(so, name, value))
  }
  expect(selected.getSameAsBuyerProps().checked).toBe(so.values.sameAsBuyer)
  // Same as buyer: the payment user is the buyer's and cannot be typed.
  expect(selected.getPersonFieldProps('payment', 'name').readOnly).toBe(so.values.sameAsBuyer)
  expect(selected.getSubmitProps()).toEqual({ disabled: !usersComplete(so.values), loading: busy })
  expect(selected.paymentIncomplete).toBe(paymentIncompleteOf(so))
  expect(selected.completeRequired).toBe(completeRequiredOf(so))
}
const invariants: Record<string, Invariant<Api>> = {
  ...stepInvariants<Api, SoFar>({
    machineId: 'registrationUsers',
    sending: ['saving', 'submitting'],
    soFar,
    expectForm,
    // The application is sent: the wizard shows success with the quiz.
    recorded: (so) => ({ questionnaireToken: so.quiz }),
  }),
  'registrationUsers.editing': (observed, trail) => {
    const so = soFar(trail)
    expectForm('registrationUsers.editing', observed, so)
    // Ticked 'same as buyer', the payment user cannot be typed.
    expect(observed.can({ type: 'users.changePayment', values: { name: 'x' } } as EventObject)).toBe(
      !so.values.sameAsBuyer,
    )
  },
}

const START: UsersStepInput = { values: EMPTY_USERS, registerToken: TOKEN, error: null }

const spec: ModelSpec<Machine, Api> = {
  machine,
  input: START,
  events,
  // Sent and refused where it changes nothing: an incomplete form.
  selfLoops: ['users.submit'],
  select: (snapshot) => connectUsersStep(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

const expectScreen = (trail: Trail) => {
  const so = soFar(trail)
  const busy = so.phase === 'saving' || so.phase === 'submitting'
  expectBanner(so.banner)
  expectFields(textFields(so), so)
  expect(screen.getByRole('checkbox', { name: SAME })).toHaveProperty('checked', so.values.sameAsBuyer)
  if (so.values.sameAsBuyer) expect(field('payment_user.name')).toHaveAttribute('readonly')
  else expect(field('payment_user.name')).not.toHaveAttribute('readonly')
  if (busy) {
    expect(screen.getByRole('button', { name: /Guardando/ })).toHaveAttribute('aria-busy', 'true')
    for (const [name] of textFields(so)) expect(field(name), name).toBeDisabled()
  } else expectSubmit('Enviar solicitud', usersComplete(so.values))
  const shows = (text: string, shown: boolean) =>
    shown ? expect(screen.getByText(text)).toBeVisible() : expect(screen.queryByText(text)).toBeNull()
  shows(REG_MSG.paymentUserIncomplete, paymentIncompleteOf(so))
  shows(REG_MSG.completeRequired, completeRequiredOf(so))
}

const view = {
  render: (actor: AnyActorRef) => {
    live = actor
    render(<UsersStepView actorRef={actor as UsersStepActorRef} />)
  },
  userEvents: {
    'users.changeBuyer': async (event: EventObject) =>
      fill('buyer_user.', (event as unknown as { values: object }).values as never),
    'users.changePayment': async (event: EventObject) =>
      fill('payment_user.', (event as unknown as { values: object }).values as never),
    'users.sameAsBuyer': async () => tick(SAME, true),
    'users.submit': submitWith('Enviar solicitud', () => live),
    'users.blur': async (event: EventObject) => leave((event as unknown as { field: string }).field),
  },
  screens: stepScreens(
    'registrationUsers',
    ['editing', 'saving', 'submitting', 'recorded', 'tokenInvalid'],
    expectScreen,
  ),
}

describeModel('registration users step', spec, view)

/**
 * What the model's paths do not reach (found by mutation testing, docs/architecture.md#model-based-tests): each
 * on a live actor, asserted through the connect layer the view reads.
 */
describe('registration users step: the rules the paths leave out', () => {
  const api = (actor: AnyActorRef) => connectUsersStep(actor.getSnapshot() as never, actor.send)
  const padded = (p: PersonValues): PersonValues => ({
    name: ` ${p.name} `,
    last_name: ` ${p.last_name} `,
    email: ` ${p.email} `,
    phone: ` ${p.phone} `,
  })

  it("sent again after a failure, the failure's banner goes while it sends", async () => {
    const { actor, controller } = startLive(machine, {
      ...START,
      values: { buyer, sameAsBuyer: true, payment: buyer },
    })
    actor.send({ type: 'users.submit' })
    await act(settle)
    controller.settle('saveUsers', { error: serverDown })
    await act(settle)
    expect(api(actor).error).toBe('Servicio no disponible')
    actor.send({ type: 'users.submit' })
    await act(settle)
    expect(api(actor).error).toBeNull()
    actor.stop()
  })

  it('the users go trimmed', async () => {
    const { actor, controller } = startLive(machine, START)
    actor.send({ type: 'users.changeBuyer', values: padded(buyer) })
    actor.send({ type: 'users.changePayment', values: padded(payment) })
    actor.send({ type: 'users.submit' })
    await act(settle)
    expect((controller.inputOf('saveUsers') as { request: unknown }).request).toEqual({
      buyer_user: wire(buyer),
      is_payment_user_same_as_buyer: false,
      payment_user: wire(payment),
      register_token: TOKEN,
    })
    actor.stop()
  })

  it("the payment user's server messages go when it is edited, and all of them when it becomes the buyer", async () => {
    const { actor, controller } = startLive(machine, START)
    actor.send({ type: 'users.changeBuyer', values: buyer })
    actor.send({ type: 'users.changePayment', values: payment })
    actor.send({ type: 'users.submit' })
    await act(settle)
    const taken = 'El correo ya está registrado'
    controller.settle('saveUsers', {
      error: http(422, { errors: { 'payment_user.email': [taken], 'payment_user.phone': [taken] } }),
    })
    await act(settle)
    // A 422 without msg: the users step says to check the data.
    expect(api(actor).error).toBe(REG_MSG.verifyData)
    expect(api(actor).getPersonFieldProps('payment', 'email').error).toBe(taken)
    actor.send({ type: 'users.changePayment', values: { email: 'rosa.diaz@robles.mx' } })
    expect(api(actor).getPersonFieldProps('payment', 'email').error).toBeUndefined()
    expect(api(actor).getPersonFieldProps('payment', 'phone').error).toBe(taken)
    expect(api(actor).completeRequired).toBe(true)
    actor.send({ type: 'users.sameAsBuyer', checked: true })
    expect(api(actor).completeRequired).toBe(false)
    actor.send({ type: 'users.sameAsBuyer', checked: false })
    expect(api(actor).getPersonFieldProps('payment', 'phone').error).toBeUndefined()
    actor.stop()
  })

  it('the payment notice is about the payment user only, once any user field was touched', () => {
    const { actor } = startLive(machine, START)
    actor.send({ type: 'users.changePayment', values: { name: 'Rosa' } })
    expect(api(actor).paymentIncomplete).toBe(true)
    actor.send({ type: 'users.changePayment', values: payment })
    actor.send({ type: 'users.changeBuyer', values: { name: 'Eva' } })
    // The buyer is incomplete, the payment user is not.
    expect(api(actor).paymentIncomplete).toBe(false)
    actor.stop()
  })

  it("ticking 'same as buyer' on screen copies the buyer into the payment user", async () => {
    const { actor } = startLive(machine, START)
    render(<UsersStepView actorRef={actor as UsersStepActorRef} />)
    await fill('buyer_user.', { ...buyer })
    await userEvent.setup().click(screen.getByRole('checkbox', { name: SAME }))
    expect(field('payment_user.email')).toHaveValue(buyer.email)
    actor.stop()
  })
})
