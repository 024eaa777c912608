import { MSG } from '@contract/messages'
import { passwordResetMachine } from '@machines/password-reset'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { ChangePasswordView } from '@/features/auth/ChangePasswordPage'
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordPage'
import type { PasswordResetActorRef } from '@/features/auth/passwordResetLogic'
import { describePath, type ModelSpec, modelPaths, runPathOnActor } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof passwordResetMachine

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

const forgotSpec: ModelSpec<Machine> = {
  machine: passwordResetMachine,
  input: { mode: 'forgot' },
  transient: ['passwordReset.choosing'],
  events: [
    { type: 'reset.requestLink', email: 'cliente@demo.mx' } as EventObject,
    { type: 'reset.requestLink', email: 'no-es-correo' } as EventObject,
    { type: 'reset.requestLink', email: '' } as EventObject,
    settled('requestResetLink', { msg: MSG.forgotSent }),
    failed('requestResetLink', { kind: 'network' }),
    failed('requestResetLink', { kind: 'http', status: 429, msg: MSG.tooManyAttempts }),
  ],
}

const changeSpec: ModelSpec<Machine> = {
  machine: passwordResetMachine,
  input: { mode: 'change', token: 'reset-token' },
  transient: ['passwordReset.choosing'],
  events: [
    { type: 'reset.changePassword', password: 'Nueva1234', passwordConfirmation: 'Nueva1234' } as EventObject,
    { type: 'reset.changePassword', password: 'corta', passwordConfirmation: 'corta' } as EventObject,
    { type: 'reset.changePassword', password: 'Nueva1234', passwordConfirmation: 'Otra1234' } as EventObject,
    settled('changePassword', { msg: MSG.passwordChanged }),
    failed('changePassword', {
      kind: 'http',
      status: 422,
      msg: MSG.resetTokenInvalid,
      errors: { token: [MSG.resetTokenInvalid] },
    }),
    failed('changePassword', { kind: 'network' }),
  ],
}

/** Both modes are one machine: each spec must reach its own branch, together they cover all states. */
const forgotPaths = modelPathsOfBranch(forgotSpec, 'passwordReset.change')
const changePaths = modelPathsOfBranch(changeSpec, 'passwordReset.forgot')

function modelPathsOfBranch(spec: ModelSpec<Machine>, otherBranch: string) {
  const otherStates = ['editing', 'submitting', otherBranch.endsWith('change') ? 'changed' : 'sent'].map(
    (leaf) => `${otherBranch}.${leaf}`,
  )
  return modelPaths({ ...spec, transient: [...(spec.transient ?? []), ...otherStates] })
}

const expectFieldErrors = (errors: Record<string, string>) => {
  for (const message of Object.values(errors)) expect(screen.getAllByText(message).length).toBeGreaterThan(0)
}
const expectBanner = (error: string | null) => {
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
}

const forgotView: ViewSpec<Machine> = {
  ...forgotSpec,
  transient: [
    ...(forgotSpec.transient ?? []),
    'passwordReset.change.editing',
    'passwordReset.change.submitting',
    'passwordReset.change.changed',
  ],
  render: (actor: AnyActorRef) => render(<ForgotPasswordView actorRef={actor as PasswordResetActorRef} />),
  userEvents: {
    'reset.requestLink': async (event) => {
      const { email } = event as { type: string; email: string }
      const user = userEvent.setup()
      const input = screen.getByLabelText('Correo electrónico')
      await user.clear(input)
      if (email) await user.type(input, email)
      await user.click(screen.getByRole('button', { name: 'Enviar enlace' }))
    },
  },
  states: {
    'passwordReset.forgot.editing': (snapshot) => {
      expect(screen.getByRole('button', { name: 'Enviar enlace' })).not.toHaveAttribute('aria-busy', 'true')
      expectFieldErrors(snapshot.context.fieldErrors)
      expectBanner(snapshot.context.error)
    },
    'passwordReset.forgot.submitting': () =>
      expect(screen.getByRole('button', { name: /Enviar enlace|Enviando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    'passwordReset.forgot.sent': () => {
      expect(screen.getByText(MSG.forgotSent)).toBeInTheDocument()
      expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument()
    },
  },
}

const changeView: ViewSpec<Machine> = {
  ...changeSpec,
  transient: [
    ...(changeSpec.transient ?? []),
    'passwordReset.forgot.editing',
    'passwordReset.forgot.submitting',
    'passwordReset.forgot.sent',
  ],
  render: (actor: AnyActorRef) => render(<ChangePasswordView actorRef={actor as PasswordResetActorRef} />),
  userEvents: {
    'reset.changePassword': async (event) => {
      const { password, passwordConfirmation } = event as {
        type: string
        password: string
        passwordConfirmation: string
      }
      const user = userEvent.setup()
      const first = screen.getByLabelText('Nueva contraseña')
      const second = screen.getByLabelText('Confirmar contraseña')
      await user.clear(first)
      await user.type(first, password)
      await user.clear(second)
      await user.type(second, passwordConfirmation)
      await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    },
  },
  states: {
    'passwordReset.change.editing': (snapshot) => {
      expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      )
      expectFieldErrors(snapshot.context.fieldErrors)
      expectBanner(snapshot.context.error)
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
