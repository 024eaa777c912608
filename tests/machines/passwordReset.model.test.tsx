import { MSG } from '@contract/messages'
import {
  connectPasswordReset,
  type PasswordResetApi,
  type PasswordResetContext,
  passwordResetMachine,
} from '@machines/password-reset'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate'
import { ChangePasswordView } from '@/features/auth/ChangePasswordPage'
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordPage'
import type { PasswordResetActorRef } from '@/features/auth/passwordResetLogic'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { expectTyped } from './lib/inputs'
import type { Invariant, ModelSpec, Trail } from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'

type Machine = typeof passwordResetMachine
type ModelEvent = EventObject & Record<string, unknown>

const ctx = (s: AnyMachineSnapshot) => s.context as PasswordResetContext
const at = (s: AnyMachineSnapshot, state: unknown) => s.matches(state as never)

// What the spec says of each text typed here: the rules of docs/decisions.md#validation, written out.
const GOOD_EMAIL = 'cliente@demo.mx'
/** A good e-mail as a phone's keyboard completes it, with spaces around: valid, and sent without them. */
const TYPED_EMAIL = ` ${GOOD_EMAIL} `
/** The e-mail's message once the field is left: required, or 'El correo no es válido'. */
const EMAIL_MESSAGE: Record<string, string | null> = {
  '': MSG.required,
  'no-es-correo': MSG.invalidEmailForgot,
  [TYPED_EMAIL]: null,
}
const GOOD_PASSWORD = 'Nueva1234'
/** The new password's message once left: required, at least 8 characters, or none. */
const PASSWORD_MESSAGE: Record<string, string | null> = {
  '': MSG.required,
  corta: MSG.passwordMin,
  [GOOD_PASSWORD]: null,
}
/** The confirmation's message once left, given the password typed. */
const confirmationMessage = (password: string, confirmation: string): string | null =>
  confirmation === '' ? MSG.required : confirmation !== password ? MSG.passwordMismatch : null

/** Confirmations in other words than the pages' defaults (a server newer than this build). */
const SERVER_NOTICE = {
  forgot: 'Listo: revisa tu bandeja de entrada.',
  change: 'Listo: tu nueva contraseña ya funciona.',
}

const forgotEvents = (s: AnyMachineSnapshot): ModelEvent[] => {
  if (at(s, { forgot: 'editing' })) {
    const { values, touched, error } = ctx(s)
    // After a failure the e-mail is still there: sending again is the way on.
    if (error !== null) return [{ type: 'reset.requestLink' }]
    return [
      ...(values.email === '' ? [{ type: 'reset.change', values: { email: 'no-es-correo' } }] : []),
      ...(values.email !== TYPED_EMAIL ? [{ type: 'reset.change', values: { email: TYPED_EMAIL } }] : []),
      ...(touched.includes('email') ? [] : [{ type: 'reset.blur', field: 'email' }]),
      // Sent empty once (a submit of the form while its button is disabled), else only with a valid e-mail.
      ...(values.email === TYPED_EMAIL || (values.email === '' && touched.length === 0)
        ? [{ type: 'reset.requestLink' }]
        : []),
    ]
  }
  return [
    settled('requestResetLink', { msg: MSG.forgotSent }),
    // The server's own words are shown; an answer without any gets the page's default.
    settled('requestResetLink', { msg: SERVER_NOTICE.forgot }),
    settled('requestResetLink', { msg: '' }),
    failed('requestResetLink', { kind: 'network' }),
    failed('requestResetLink', { kind: 'http', status: 429, msg: MSG.tooManyAttempts }),
  ]
}

const changeEvents = (s: AnyMachineSnapshot): ModelEvent[] => {
  if (at(s, { change: 'editing' })) {
    const { values, touched, error } = ctx(s)
    const { password, password_confirmation: confirmation } = values
    // After a failure the passwords are typed again, the straight way (the model stays small).
    if (error !== null)
      return password !== GOOD_PASSWORD
        ? [{ type: 'reset.change', values: { password: GOOD_PASSWORD } }]
        : confirmation !== GOOD_PASSWORD
          ? [{ type: 'reset.change', values: { password_confirmation: GOOD_PASSWORD } }]
          : [{ type: 'reset.changePassword' }]
    return [
      ...(password === '' ? [{ type: 'reset.change', values: { password: 'corta' } }] : []),
      ...(password !== GOOD_PASSWORD ? [{ type: 'reset.change', values: { password: GOOD_PASSWORD } }] : []),
      ...(touched.includes('password') ? [] : [{ type: 'reset.blur', field: 'password' }]),
      // The confirmation once the password is good: a different one, then the same.
      ...(password === GOOD_PASSWORD && confirmation === ''
        ? [{ type: 'reset.change', values: { password_confirmation: 'Otra1234' } }]
        : []),
      ...(password === GOOD_PASSWORD && confirmation !== GOOD_PASSWORD
        ? [{ type: 'reset.change', values: { password_confirmation: GOOD_PASSWORD } }]
        : []),
      ...(password !== GOOD_PASSWORD || touched.includes('password_confirmation')
        ? []
        : [{ type: 'reset.blur', field: 'password_confirmation' }]),
      // Sent empty once (a submit of the form while its button is disabled), else only when valid.
      ...((password === GOOD_PASSWORD && confirmation === GOOD_PASSWORD) ||
      (password === '' && touched.length === 0)
        ? [{ type: 'reset.changePassword' }]
        : []),
    ]
  }
  return [
    settled('changePassword', { msg: MSG.passwordChanged }),
    settled('changePassword', { msg: SERVER_NOTICE.change }),
    settled('changePassword', { msg: '' }),
    failed('changePassword', {
      kind: 'http',
      status: 422,
      msg: MSG.resetTokenInvalid,
      errors: { token: [MSG.resetTokenInvalid] },
    }),
    // A refusal about a field on screen: its message on the field, no banner.
    failed('changePassword', {
      kind: 'http',
      status: 422,
      msg: MSG.passwordMin,
      errors: { password: [MSG.passwordMin] },
    }),
    // Refusals that are no form error: the server's msg as the banner, or the short text without one.
    failed('changePassword', { kind: 'http', status: 429, msg: MSG.tooManyAttempts }),
    failed('changePassword', { kind: 'http', status: 500 }),
    failed('changePassword', { kind: 'network' }),
  ]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Mode = 'forgot' | 'change'
type Failure = { kind: string; status?: number; msg?: string; errors?: Record<string, string[]> }
type Field = 'email' | 'password' | 'password_confirmation'
const FIELDS: Record<Mode, Field[]> = { forgot: ['email'], change: ['password', 'password_confirmation'] }
const EMPTY_VALUES = { email: '', password: '', password_confirmation: '' }
const modeOf = (trail: Trail): Mode => (trail.input as { mode: Mode }).mode

/** The message the spec gives a field for what is typed (shown once the field is left). */
const ruleMessage = (field: Field, values: Record<Field, string>): string | null => {
  if (field === 'email') return EMAIL_MESSAGE[values.email] ?? null
  if (field === 'password') return PASSWORD_MESSAGE[values.password] ?? null
  return confirmationMessage(values.password, values.password_confirmation)
}

interface ResetSoFar {
  values: Record<Field, string>
  /** Fields left (or shown by a send of an invalid form). */
  touched: Set<Field>
  /** The server's field messages, until the field is edited. */
  server: Partial<Record<string, string>>
  error: string | null
  notice: string | null
  /** Sends of a valid form (each one calls the server). */
  sent: number
}

const firstMessages = (failure: Failure | undefined) =>
  Object.fromEntries(Object.entries(failure?.errors ?? {}).map(([field, [message]]) => [field, message]))

const soFar = (trail: Trail): ResetSoFar => {
  const mode = modeOf(trail)
  const so: ResetSoFar = {
    values: EMPTY_VALUES,
    touched: new Set(),
    server: {},
    error: null,
    notice: null,
    sent: 0,
  }
  const invalid = () => FIELDS[mode].filter((field) => ruleMessage(field, so.values) !== null)
  for (const { event } of trail.steps) {
    const { output, error } = event as { output?: { msg: string }; error?: Failure }
    switch (event.type) {
      case 'reset.change': {
        const change = (event as unknown as { values: Partial<Record<Field, string>> }).values
        so.values = { ...so.values, ...change }
        for (const field of Object.keys(change)) delete so.server[field]
        so.error = null
        break
      }
      case 'reset.blur':
        so.touched.add((event as unknown as { field: Field }).field)
        break
      case 'reset.requestLink':
      case 'reset.changePassword':
        // An invalid form is not sent: every message shows. A sent one clears what the last answer said.
        if (invalid().length > 0) for (const field of invalid()) so.touched.add(field)
        else Object.assign(so, { server: {}, error: null, sent: so.sent + 1 })
        break
      case 'xstate.done.actor.requestResetLink':
        so.notice = output?.msg || MSG.forgotSent
        break
      case 'xstate.done.actor.changePassword':
        Object.assign(so, { notice: output?.msg || MSG.passwordChanged, values: EMPTY_VALUES })
        break
      case 'xstate.error.actor.requestResetLink':
        so.server = firstMessages(error)
        so.error = error?.kind === 'network' ? MSG.connection : (error?.msg ?? MSG.unexpectedShort)
        break
      case 'xstate.error.actor.changePassword': {
        // The passwords are typed again; a message about the link itself is the banner.
        const server = firstMessages(error)
        Object.assign(so, { values: EMPTY_VALUES, touched: new Set(), server })
        so.error =
          server.token ??
          (error?.status === 422
            ? null
            : error?.kind === 'network'
              ? MSG.connection
              : (error?.msg ?? MSG.unexpectedShort))
        break
      }
    }
  }
  return so
}

const isValid = (trail: Trail, values: Record<Field, string>) =>
  FIELDS[modeOf(trail)].every((field) => ruleMessage(field, values) === null)

const SEND: Record<Mode, string> = { forgot: 'reset.requestLink', change: 'reset.changePassword' }

const expectEditing: Invariant<PasswordResetApi> = ({ selected, tags }, trail) => {
  const so = soFar(trail)
  expect(tags).toContain('form')
  expect(selected.done).toBe(false)
  for (const field of FIELDS[modeOf(trail)]) {
    const props = selected.getFieldProps(field)
    expect(props.value).toBe(so.values[field])
    expect(props.readOnly).toBe(false)
    // Red only once the field is left (or for the server's message), never on first load.
    expect(props.error ?? null).toBe(
      so.server[field] ?? (so.touched.has(field) ? ruleMessage(field, so.values) : null),
    )
  }
  expect(selected.getSubmitProps()).toEqual({
    type: 'submit',
    disabled: !isValid(trail, so.values),
    loading: false,
  })
  expect(selected.error).toBe(so.error)
  // A success never shows the form again (the notice replaces it).
  expect(trail.lastEvent?.type ?? '').not.toMatch(/^xstate\.done\.actor\./)
  // Sending keeps the form on screen only when it is invalid.
  if (trail.lastEvent?.type === SEND[modeOf(trail)]) expect(isValid(trail, so.values)).toBe(false)
}

const expectSubmitting =
  (
    actor: string,
    inputOf: (trail: Trail, values: Record<Field, string>) => unknown,
  ): Invariant<PasswordResetApi> =>
  ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe(SEND[modeOf(trail)])
    expect(isValid(trail, so.values)).toBe(true)
    expect(tags).toEqual(expect.arrayContaining(['busy', 'form']))
    expect(selected.getSubmitProps().loading).toBe(true)
    for (const field of FIELDS[modeOf(trail)]) expect(selected.getFieldProps(field).readOnly).toBe(true)
    expect(selected.error).toBeNull()
    expect(started.at(-1)).toEqual({ name: actor, input: inputOf(trail, so.values) })
    // One call per send of a valid form.
    expect(started.filter((s) => s.name === actor).length).toBe(so.sent)
  }

const expectDone =
  (actor: string): Invariant<PasswordResetApi> =>
  ({ selected, tags }, trail) => {
    const answer = trail.last<{ output: { msg: string } }>(`xstate.done.actor.${actor}`)
    expect(trail.lastEvent).toBe(answer)
    expect(tags).toContain('done')
    expect(selected.done).toBe(true)
    expect(selected.notice).toBe(soFar(trail).notice)
  }

const invariants: Record<string, Invariant<PasswordResetApi>> = {
  'passwordReset.forgot.editing': expectEditing,
  // The e-mail goes without the spaces around it.
  'passwordReset.forgot.submitting': expectSubmitting('requestResetLink', () => ({ email: GOOD_EMAIL })),
  'passwordReset.forgot.sent': expectDone('requestResetLink'),
  'passwordReset.change.editing': expectEditing,
  'passwordReset.change.submitting': expectSubmitting('changePassword', (trail, values) => ({
    token: (trail.input as { token: string }).token,
    password: values.password,
    password_confirmation: values.password_confirmation,
  })),
  'passwordReset.change.changed': expectDone('changePassword'),
}

const forgotInput = { mode: 'forgot' } as const
const changeInput = { mode: 'change', token: 'reset-token' } as const

const spec: ModelSpec<Machine, PasswordResetApi> = {
  machine: passwordResetMachine,
  input: forgotInput,
  events: forgotEvents,
  select: (snapshot) => connectPasswordReset(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the views

const expectMessage = (label: string, message: string | null) => {
  const input = screen.getByLabelText(label)
  if (message) {
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input.closest('[data-part="root"]')).toHaveTextContent(message)
  } else expect(input).not.toHaveAttribute('aria-invalid', 'true')
}
const expectBanner = (error: string | null) => {
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
}
/** The submit: enabled only for a valid form, busy while sending (the spec: disabled until valid). */
const expectSubmit = (name: RegExp, enabled: boolean) => {
  const button = screen.getByRole('button', { name })
  if (enabled) expect(button).toBeEnabled()
  else expect(button).toBeDisabled()
}

/**
 * What a field holds now (pasted or filled in by the browser): the focus stays where it was, so the field is
 * not left, which is a step of its own ('reset.blur').
 */
const typeInto = async (label: string, text: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
}
/** Leaving a field: the focus moves on with Tab. */
const leave = async (label: string) => {
  const user = userEvent.setup()
  await user.click(screen.getByLabelText(label))
  await user.tab()
}
const LABELS: Record<Field, string> = {
  email: 'Correo electrónico',
  password: 'Nueva contraseña',
  password_confirmation: 'Confirmar contraseña',
}
/** The submit button when enabled; with it disabled, a submit of the form (what the machine must refuse). */
const send = async (name: string) => {
  const button = screen.getByRole('button', { name })
  if ((button as HTMLButtonElement).disabled) fireEvent.submit(button.closest('form')!)
  else await userEvent.setup().click(button)
}
const userEvents: ViewSpec<Machine>['userEvents'] = {
  'reset.change': async (event) => {
    for (const [name, value] of Object.entries(
      (event as unknown as { values: Record<string, string> }).values,
    ))
      await typeInto(LABELS[name as Field], value)
  },
  'reset.blur': async (event) => leave(LABELS[(event as unknown as { field: Field }).field]),
  'reset.requestLink': async () => send('Enviar enlace'),
  'reset.changePassword': async () => send('Cambiar contraseña'),
}

const expectForm = (trail: Trail) => {
  const so = soFar(trail)
  for (const field of FIELDS[modeOf(trail)]) {
    expectTyped(screen.getByLabelText(LABELS[field]), so.values[field])
    expectMessage(
      LABELS[field],
      so.server[field] ?? (so.touched.has(field) ? ruleMessage(field, so.values) : null),
    )
  }
  expectSubmit(modeOf(trail) === 'forgot' ? /Enviar enlace/ : /Cambiar contraseña/, isValid(trail, so.values))
  expectBanner(so.error)
}

const screens: Record<string, (trail: Trail) => void> = {
  'passwordReset.forgot.editing': expectForm,
  'passwordReset.forgot.submitting': () => {
    const button = screen.getByRole('button', { name: /Enviar enlace|Enviando/ })
    expect(button).toHaveAttribute('aria-busy', 'true')
  },
  'passwordReset.forgot.sent': (trail) => {
    expect(screen.getByText(soFar(trail).notice!)).toBeInTheDocument()
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument()
  },
  'passwordReset.change.editing': expectForm,
  'passwordReset.change.submitting': () =>
    expect(screen.getByRole('button', { name: /Cambiar contraseña|Guardando/ })).toHaveAttribute(
      'aria-busy',
      'true',
    ),
  'passwordReset.change.changed': (trail) => {
    expect(screen.getByText(soFar(trail).notice!)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  },
}

describeModel('password-reset machine', spec, { render: () => {}, userEvents, screens }, [
  {
    name: 'forgot password',
    input: forgotInput,
    events: forgotEvents,
    render: (actor: AnyActorRef) => render(<ForgotPasswordView actorRef={actor as PasswordResetActorRef} />),
  },
  {
    name: 'change password',
    input: changeInput,
    events: changeEvents,
    render: (actor: AnyActorRef) => render(<ChangePasswordView actorRef={actor as PasswordResetActorRef} />),
  },
])

// Both submits were once enabled on an empty form. These need no model: a person opens the page.
describe('password pages: the submit is disabled until the form is valid, nothing is red before typing', () => {
  const open = (input: { mode: 'forgot' } | { mode: 'change'; token: string }) => {
    const actor = createActor(passwordResetMachine, { input }).start()
    const View = input.mode === 'forgot' ? ForgotPasswordView : ChangePasswordView
    render(<View actorRef={actor as unknown as PasswordResetActorRef} />)
    return actor
  }

  it('forgot password: Enviar enlace', async () => {
    open({ mode: 'forgot' })
    const button = screen.getByRole('button', { name: 'Enviar enlace' })
    expect(button).toBeDisabled()
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.setup().type(screen.getByLabelText('Correo electrónico'), 'no-es-correo')
    expect(button).toBeDisabled()
    await userEvent.setup().clear(screen.getByLabelText('Correo electrónico'))
    await userEvent.setup().type(screen.getByLabelText('Correo electrónico'), GOOD_EMAIL)
    expect(button).toBeEnabled()
  })

  it('change password: Cambiar contraseña', async () => {
    open({ mode: 'change', token: 'reset-token' })
    const button = screen.getByRole('button', { name: 'Cambiar contraseña' })
    expect(button).toBeDisabled()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Nueva contraseña'), GOOD_PASSWORD)
    expect(button).toBeDisabled()
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Otra1234')
    expect(button).toBeDisabled()
    await user.clear(screen.getByLabelText('Confirmar contraseña'))
    await user.type(screen.getByLabelText('Confirmar contraseña'), GOOD_PASSWORD)
    expect(button).toBeEnabled()
  })
})
