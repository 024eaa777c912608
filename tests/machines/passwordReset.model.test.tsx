import { MSG } from '@contract/messages'
import { type PasswordResetContext, passwordResetMachine } from '@machines/password-reset'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate'
import { ChangePasswordView } from '@/features/auth/ChangePasswordPage'
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordPage'
import type { PasswordResetActorRef } from '@/features/auth/passwordResetLogic'
import { describePath, type ModelSpec, modelPaths, runPathOnActor } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof passwordResetMachine
type ModelEvent = EventObject & Record<string, unknown>

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
const ctx = (s: AnyMachineSnapshot) => s.context as PasswordResetContext
const at = (s: AnyMachineSnapshot, state: unknown) => s.matches(state as never)

// What the spec says of each text typed here: the rules of docs/decisions.md#validation, written out.
const GOOD_EMAIL = 'cliente@demo.mx'
/** The e-mail's message once the field is left: required, or 'El correo no es válido'. */
const EMAIL_MESSAGE: Record<string, string | null> = {
  '': MSG.required,
  'no-es-correo': MSG.invalidEmailForgot,
  [GOOD_EMAIL]: null,
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

const forgotEvents = (s: AnyMachineSnapshot): ModelEvent[] => {
  if (at(s, { forgot: 'editing' })) {
    const { values, touched, error } = ctx(s)
    // After a failure the e-mail is still there: sending again is the way on.
    if (error !== null) return [{ type: 'reset.requestLink' }]
    return [
      ...(values.email === '' ? [{ type: 'reset.change', values: { email: 'no-es-correo' } }] : []),
      ...(values.email !== GOOD_EMAIL ? [{ type: 'reset.change', values: { email: GOOD_EMAIL } }] : []),
      ...(touched.includes('email') ? [] : [{ type: 'reset.blur', field: 'email' }]),
      // The only way to send: the button is enabled for a valid e-mail.
      ...(values.email === GOOD_EMAIL ? [{ type: 'reset.requestLink' }] : []),
    ]
  }
  return [
    settled('requestResetLink', { msg: MSG.forgotSent }),
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
      ...(password === GOOD_PASSWORD && confirmation === GOOD_PASSWORD
        ? [{ type: 'reset.changePassword' }]
        : []),
    ]
  }
  return [
    settled('changePassword', { msg: MSG.passwordChanged }),
    failed('changePassword', {
      kind: 'http',
      status: 422,
      msg: MSG.resetTokenInvalid,
      errors: { token: [MSG.resetTokenInvalid] },
    }),
    failed('changePassword', { kind: 'network' }),
  ]
}

const FORGOT_STATES = ['editing', 'submitting', 'sent'].map((leaf) => `passwordReset.forgot.${leaf}`)
const CHANGE_STATES = ['editing', 'submitting', 'changed'].map((leaf) => `passwordReset.change.${leaf}`)

const forgotSpec: ModelSpec<Machine> = {
  machine: passwordResetMachine,
  input: { mode: 'forgot' },
  // Both modes are one machine: each spec reaches its own branch, together they cover all states.
  transient: ['passwordReset.choosing', ...CHANGE_STATES],
  events: forgotEvents,
}
const changeSpec: ModelSpec<Machine> = {
  machine: passwordResetMachine,
  input: { mode: 'change', token: 'reset-token' },
  transient: ['passwordReset.choosing', ...FORGOT_STATES],
  events: changeEvents,
}
const forgotPaths = modelPaths(forgotSpec)
const changePaths = modelPaths(changeSpec)

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
const LABELS: Record<string, string> = {
  email: 'Correo electrónico',
  password: 'Nueva contraseña',
  password_confirmation: 'Confirmar contraseña',
}
const userEvents: ViewSpec<Machine>['userEvents'] = {
  'reset.change': async (event) => {
    for (const [name, value] of Object.entries(
      (event as unknown as { values: Record<string, string> }).values,
    ))
      await typeInto(LABELS[name] as string, value)
  },
  'reset.blur': async (event) => leave(LABELS[(event as unknown as { field: string }).field] as string),
  'reset.requestLink': async () =>
    userEvent.setup().click(screen.getByRole('button', { name: 'Enviar enlace' })),
  'reset.changePassword': async () =>
    userEvent.setup().click(screen.getByRole('button', { name: 'Cambiar contraseña' })),
}

const forgotView: ViewSpec<Machine> = {
  ...forgotSpec,
  render: (actor: AnyActorRef) => render(<ForgotPasswordView actorRef={actor as PasswordResetActorRef} />),
  userEvents,
  states: {
    'passwordReset.forgot.editing': (s) => {
      const { values, touched, fieldErrors, error } = ctx(s)
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue(values.email)
      // Red only once the field is left (or for the server's message), never on first load.
      expectMessage(
        'Correo electrónico',
        fieldErrors.email ?? (touched.includes('email') ? (EMAIL_MESSAGE[values.email] ?? null) : null),
      )
      expectSubmit(/Enviar enlace/, values.email === GOOD_EMAIL)
      expectBanner(error)
    },
    'passwordReset.forgot.submitting': () => {
      const button = screen.getByRole('button', { name: /Enviar enlace|Enviando/ })
      expect(button).toHaveAttribute('aria-busy', 'true')
    },
    'passwordReset.forgot.sent': () => {
      expect(screen.getByText(MSG.forgotSent)).toBeInTheDocument()
      expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument()
    },
  },
}

const changeView: ViewSpec<Machine> = {
  ...changeSpec,
  render: (actor: AnyActorRef) => render(<ChangePasswordView actorRef={actor as PasswordResetActorRef} />),
  userEvents,
  states: {
    'passwordReset.change.editing': (s) => {
      const { values, touched, fieldErrors, error } = ctx(s)
      const { password, password_confirmation: confirmation } = values
      expect(screen.getByLabelText('Nueva contraseña')).toHaveValue(password)
      expectMessage(
        'Nueva contraseña',
        fieldErrors.password ?? (touched.includes('password') ? (PASSWORD_MESSAGE[password] ?? null) : null),
      )
      expectMessage(
        'Confirmar contraseña',
        fieldErrors.password_confirmation ??
          (touched.includes('password_confirmation') ? confirmationMessage(password, confirmation) : null),
      )
      expectSubmit(/Cambiar contraseña/, password === GOOD_PASSWORD && confirmation === GOOD_PASSWORD)
      expectBanner(error)
    },
    'passwordReset.change.submitting': () =>
      expect(screen.getByRole('button', { name: /Cambiar contraseña|Guardando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    'passwordReset.change.changed': () => {
      expect(screen.getByText(MSG.passwordChanged)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
    },
  },
}

describe.each([
  ['forgot password', forgotSpec, forgotView, forgotPaths],
  ['change password', changeSpec, changeView, changePaths],
] as const)('password-reset machine (%s)', (_, spec, view, paths) => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

// Issue 15: both submits were enabled on an empty form. These need no model: a person opens the page.
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
