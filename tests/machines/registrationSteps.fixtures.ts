import { MSG } from '@contract/messages'
import { REG_MSG } from '@contract/registration'
import type { PersonValues, StepInput, WizardReport } from '@machines/registration'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import type { Invariant, Observed, Trail } from './lib/modelPaths'

/** What the registration's actors throw, as the API client does (machines/shared/failure.ts). */
export type Failure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; msg?: string; errors?: Record<string, string[]> }
export const http = (status: number, more: Record<string, unknown> = {}) =>
  ({ kind: 'http', status, ...more }) as Failure
export const refused = http(404, { msg: REG_MSG.tokenInvalid })
export const forbidden = http(403, { msg: 'No puedes modificar esta solicitud' })
export const serverDown = http(500, { msg: 'Servicio no disponible' })
export const network: Failure = { kind: 'network' }
export const notRecordable = http(422, { msg: REG_MSG.verifyData })

export const TOKEN = 'tok-1'
export const NEW_TOKEN = 'tok-new'
export const QUIZ = 'quiz-1'
/** This browser sent an application before: its 'register_completed' mark holds that quiz token. */
export const PREVIOUS = 'quiz-0'

export const payment: PersonValues = {
  name: 'Rosa',
  last_name: 'Díaz',
  email: 'rosa@robles.mx',
  phone: '5533334444',
}
export const NO_PERSON: PersonValues = { name: '', last_name: '', email: '', phone: '' }

export const e = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject

export const msgOf = (failure: Failure, fallback: string) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? fallback)
export const fieldErrorsOf = (failure: Failure): Record<string, string> =>
  failure.kind === 'http'
    ? Object.fromEntries(Object.entries(failure.errors ?? {}).map(([field, [first]]) => [field, first ?? '']))
    : {}
export const without = (errors: Record<string, string>, fields: string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => !fields.some((f) => key === f || key.startsWith(`${f}.`))),
  )
export const wire = (p: PersonValues) => ({
  name: p.name,
  last_name: p.last_name,
  email: p.email,
  phone: `52${p.phone}`,
})

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const emailValid = (text: string) => EMAIL.test(text)
export const personComplete = (p: PersonValues) =>
  p.name.trim() !== '' && p.last_name.trim() !== '' && EMAIL.test(p.email) && /^\d{10}$/.test(p.phone)

/** The message a field shows: the server's until it is edited, else 'required' once an empty field was left. */
export const messageOf = (
  form: { serverErrors: Record<string, string>; touched: string[] },
  name: string,
  value: string,
) =>
  form.serverErrors[name] ??
  (form.touched.includes(name) && value.trim() === '' ? REG_MSG.required : undefined)

/** What a step told the wizard so far (its `report` action's params, in order). */
export const reportsOf = (observed: Observed<unknown>): WizardReport[] =>
  observed.executed.filter((a) => a.type === 'report').map((a) => a.params as WizardReport)

// ---------------------------------------------------------------- what every step's spec follows on its trail

/** What the spec of every form step knows so far (a step's own spec keeps more beside it). */
export interface StepSoFar<TValues> {
  phase: string
  values: TValues
  token: string | null
  touched: string[]
  serverErrors: Record<string, string>
  banner: string | null
  expired: string | null
  calls: Array<{ name: string; input: unknown }>
  reports: WizardReport[]
}

/** A step as it starts: the values, the token and the wizard's banner it is given. */
export const stepStart = <TValues>(input: StepInput<TValues>): StepSoFar<TValues> => ({
  phase: 'editing',
  values: input.values,
  token: input.registerToken,
  touched: [],
  serverErrors: {},
  banner: input.error,
  expired: null,
  calls: [],
  reports: [],
})

/** Fields edited: they count as touched, their server messages go, and so does the banner. */
export const editFields = (so: StepSoFar<unknown>, fields: string[]) => {
  so.touched = [...new Set([...so.touched, ...fields])]
  so.serverErrors = without(so.serverErrors, fields)
  so.banner = null
}

/** A field left: its message shows from now on. */
export const leaveField = (so: StepSoFar<unknown>, name: string) => {
  so.touched = [...new Set([...so.touched, name])]
}

/** A complete form sent: the banner goes, the wizard stays on the step, the save is called. */
export const sendForm = (so: StepSoFar<unknown>, save: { name: string; input: unknown }) => {
  Object.assign(so, { phase: 'saving', banner: null })
  so.reports.push({ type: 'step.sending' })
  so.calls.push(save)
}

/**
 * A call refused: a 404 ends the step with the server's word; anything else is back at the form, a 422 with
 * its fields' messages and `verifyBanner`, else with the failure's banner, and the wizard may move again.
 */
export const refuseCall = (
  so: StepSoFar<unknown>,
  failure: Failure,
  verifyBanner: string = REG_MSG.verifyData,
) => {
  if (failure.kind === 'http' && failure.status === 404) {
    so.phase = 'tokenInvalid'
    so.expired = msgOf(failure, REG_MSG.tokenInvalid)
    return
  }
  if (failure.kind === 'http' && failure.status === 422) {
    so.serverErrors = fieldErrorsOf(failure)
    so.banner = verifyBanner
  } else so.banner = msgOf(failure, REG_MSG.error)
  so.phase = 'editing'
  so.reports.push({ type: 'step.editing' })
}

/**
 * The invariants of a step's states (`machineId.state`): in each the form the trail leads to (`expectForm`),
 * and at the end the step's output: recorded (with what `recorded` reads from the trail), or its token refused
 * with the server's word.
 */
export const stepInvariants = <TApi, TSoFar extends StepSoFar<unknown>>({
  machineId,
  sending,
  soFar,
  expectForm,
  recorded,
}: {
  machineId: string
  /** The states between the send and the end (saving, then recording). */
  sending: string[]
  soFar: (trail: Trail) => TSoFar
  expectForm: (id: string, observed: Observed<TApi>, so: TSoFar) => void
  recorded: (so: TSoFar) => object
}): Record<string, Invariant<TApi>> => {
  const formIn =
    (id: string): Invariant<TApi> =>
    (observed, trail) =>
      expectForm(id, observed, soFar(trail))
  const ended =
    (id: string, output: (so: TSoFar) => object): Invariant<TApi> =>
    (observed, trail) => {
      const so = soFar(trail)
      expectForm(id, observed, so)
      expect(observed.status).toBe('done')
      expect(observed.output).toEqual(output(so))
    }
  return {
    ...Object.fromEntries(
      ['editing', ...sending].map((state) => [`${machineId}.${state}`, formIn(`${machineId}.${state}`)]),
    ),
    [`${machineId}.recorded`]: ended(`${machineId}.recorded`, (so) => ({
      kind: 'recorded',
      ...recorded(so),
    })),
    // The wizard forgets the token and starts over with the server's word.
    [`${machineId}.tokenInvalid`]: ended(`${machineId}.tokenInvalid`, (so) => ({
      kind: 'tokenInvalid',
      msg: so.expired,
    })),
  }
}

/** The same screen check in every state of a step (`machineId.state`). */
export const stepScreens = (machineId: string, states: string[], expectScreen: (trail: Trail) => void) =>
  Object.fromEntries(states.map((state) => [`${machineId}.${state}`, expectScreen]))

// ---------------------------------------------------------------- the view

export const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
export const typeInto = async (name: string, text: string) => {
  const user = userEvent.setup()
  const input = field(name)
  if (input.value === text) return
  if (input.value !== '') await user.clear(input)
  await user.click(input)
  await user.paste(text)
}
export const tick = async (label: string, checked: boolean) => {
  const box = screen.getByRole('checkbox', { name: label })
  if ((box as HTMLInputElement).checked !== checked) await userEvent.setup().click(box)
}
export const fill = async (prefix: string, values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) {
    if (key === 'business_type') await userEvent.setup().selectOptions(field(key), String(value))
    else if (key === 'optin_data_protection' || key === 'optin')
      await tick('Acepto el aviso de privacidad', Boolean(value))
    else if (key === 'optin_terms_and_conditions')
      await tick('Acepto los términos y condiciones', Boolean(value))
    else await typeInto(`${prefix}${key}`, String(value))
  }
}
/** A field left: focus it, then Tab away. */
export const leave = async (name: string) => {
  const user = userEvent.setup()
  await user.click(field(name))
  await user.tab()
}
/**
 * 'Continuar' is disabled while the form is incomplete, and Enter does not send a form whose submit button is
 * disabled: a person cannot send it. The machine still refuses it (a stale click), sent as such.
 */
export const submitWith = (label: string, live: () => AnyActorRef | null) => async (event: EventObject) => {
  const button = screen.getByRole('button', { name: label }) as HTMLButtonElement
  if (!button.disabled) await userEvent.setup().click(button)
  else await act(async () => live()?.send(event))
}
export const expectBanner = (banner: string | null) => {
  if (banner) expect(screen.getByRole('alert')).toHaveTextContent(banner)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
}
export const expectFields = (
  fields: Array<[string, string]>,
  form: { serverErrors: Record<string, string>; touched: string[] },
) => {
  for (const [name, value] of fields) {
    expect(field(name), name).toHaveValue(value)
    // Every field of the wizard is required, and says so.
    expect(field(name), name).toBeRequired()
    const message = messageOf(form, name, value)
    if (message) {
      expect(field(name), name).toHaveAttribute('aria-invalid', 'true')
      expect(field(name).closest('[data-scope="field"][data-part="root"]')).toHaveTextContent(message)
    }
  }
}
export const expectSubmit = (label: string, enabled: boolean) => {
  const button = screen.getByRole('button', { name: label })
  if (enabled) expect(button).toBeEnabled()
  else expect(button).toBeDisabled()
}
