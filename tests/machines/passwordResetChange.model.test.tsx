import { MSG } from '@contract/messages'
import {
  type ChangePasswordApi,
  type ChangePasswordContext,
  changePasswordMachine,
  connectChangePassword,
} from '@machines/password-reset'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate'
import { ChangePasswordView } from '@/features/auth/ChangePasswordPage'
import type { ChangePasswordActorRef } from '@/features/auth/changePasswordLogic'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { expectTyped } from './lib/inputs'
import type { Invariant, ModelSpec, Trail } from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'
import {
  confirmationMessage,
  expectBanner,
  expectMessage,
  expectSubmit,
  type Failure,
  firstMessages,
  GOOD_PASSWORD,
  leave,
  PASSWORD_MESSAGE,
  SERVER_NOTICE,
  send,
  typeInto,
} from './passwordReset.fixtures'

type Machine = typeof changePasswordMachine
type ModelEvent = EventObject & Record<string, unknown>

const ctx = (s: AnyMachineSnapshot) => s.context as ChangePasswordContext

const changeEvents = (s: AnyMachineSnapshot): ModelEvent[] => {
  if (s.matches('editing')) {
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

type Field = 'password' | 'password_confirmation'
const FIELDS: Field[] = ['password', 'password_confirmation']
const EMPTY_VALUES: Record<Field, string> = { password: '', password_confirmation: '' }
const TOKEN = 'reset-token'

/** The message the spec gives a field for what is typed (shown once the field is left). */
const ruleMessage = (field: Field, values: Record<Field, string>): string | null =>
  field === 'password'
    ? (PASSWORD_MESSAGE[values.password] ?? null)
    : confirmationMessage(values.password, values.password_confirmation)

interface ChangeSoFar {
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

const invalidFields = (values: Record<Field, string>) =>
  FIELDS.filter((field) => ruleMessage(field, values) !== null)

const soFar = (trail: Trail): ChangeSoFar => {
  const so: ChangeSoFar = {
    values: EMPTY_VALUES,
    touched: new Set(),
    server: {},
    error: null,
    notice: null,
    sent: 0,
  }
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
      case 'reset.changePassword': {
        // An invalid form is not sent: every message shows. A sent one clears what the last answer said.
        const invalid = invalidFields(so.values)
        if (invalid.length > 0) for (const field of invalid) so.touched.add(field)
        else Object.assign(so, { server: {}, error: null, sent: so.sent + 1 })
        break
      }
      case 'xstate.done.actor.changePassword':
        Object.assign(so, { notice: output?.msg || MSG.passwordChanged, values: EMPTY_VALUES })
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

const isValid = (values: Record<Field, string>) => invalidFields(values).length === 0
const shownMessage = (so: ChangeSoFar, field: Field) =>
  so.server[field] ?? (so.touched.has(field) ? ruleMessage(field, so.values) : null)

const invariants: Record<string, Invariant<ChangePasswordApi>> = {
  'changePassword.editing': ({ selected, tags }, trail) => {
    const so = soFar(trail)
    expect(tags).toContain('form')
    expect(selected.done).toBe(false)
    for (const field of FIELDS) {
      const props = selected.getFieldProps(field)
      expect(props.value).toBe(so.values[field])
      expect(props.readOnly).toBe(false)
      // Red only once the field is left (or for the server's message), never on first load.
      expect(props.error ?? null).toBe(shownMessage(so, field))
    }
    expect(selected.getSubmitProps()).toEqual({
      type: 'submit',
      disabled: !isValid(so.values),
      loading: false,
    })
    expect(selected.error).toBe(so.error)
    // A success never shows the form again (the notice replaces it).
    expect(trail.lastEvent?.type ?? '').not.toMatch(/^xstate\.done\.actor\./)
    // Sending keeps the form on screen only when it is invalid.
    if (trail.lastEvent?.type === 'reset.changePassword') expect(isValid(so.values)).toBe(false)
  },
  'changePassword.submitting': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('reset.changePassword')
    expect(isValid(so.values)).toBe(true)
    expect(tags).toEqual(expect.arrayContaining(['busy', 'form']))
    expect(selected.getSubmitProps().loading).toBe(true)
    for (const field of FIELDS) expect(selected.getFieldProps(field).readOnly).toBe(true)
    expect(selected.error).toBeNull()
    // The link's token with the passwords as typed, once per send of a valid form.
    expect(started.at(-1)).toEqual({
      name: 'changePassword',
      input: { token: TOKEN, ...so.values },
    })
    expect(started.filter((s) => s.name === 'changePassword').length).toBe(so.sent)
  },
  'changePassword.changed': ({ selected, tags }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.changePassword')
    expect(tags).toContain('done')
    expect(selected.done).toBe(true)
    expect(selected.notice).toBe(soFar(trail).notice)
  },
}

const spec: ModelSpec<Machine, ChangePasswordApi> = {
  machine: changePasswordMachine,
  input: { token: TOKEN },
  events: changeEvents,
  select: (snapshot) => connectChangePassword(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

const LABELS: Record<Field, string> = {
  password: 'Nueva contraseña',
  password_confirmation: 'Confirmar contraseña',
}

const userEvents: ViewSpec<Machine>['userEvents'] = {
  'reset.change': async (event) => {
    for (const [name, value] of Object.entries(
      (event as unknown as { values: Record<string, string> }).values,
    ))
      await typeInto(LABELS[name as Field], value)
  },
  'reset.blur': async (event) => leave(LABELS[(event as unknown as { field: Field }).field]),
  'reset.changePassword': async () => send('Cambiar contraseña'),
}

const screens: Record<string, (trail: Trail) => void> = {
  'changePassword.editing': (trail) => {
    const so = soFar(trail)
    for (const field of FIELDS) {
      expectTyped(screen.getByLabelText(LABELS[field]), so.values[field])
      expectMessage(LABELS[field], shownMessage(so, field))
    }
    expectSubmit(/Cambiar contraseña/, isValid(so.values))
    expectBanner(so.error)
  },
  'changePassword.submitting': () =>
    expect(screen.getByRole('button', { name: /Cambiar contraseña|Guardando/ })).toHaveAttribute(
      'aria-busy',
      'true',
    ),
  'changePassword.changed': (trail) => {
    expect(screen.getByText(soFar(trail).notice!)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  },
}

describeModel('change-password machine', spec, {
  render: (actor: AnyActorRef) => render(<ChangePasswordView actorRef={actor as ChangePasswordActorRef} />),
  userEvents,
  screens,
})

// These need no model: a person opens the page.
describe('change password: the submit is disabled until the form is valid, nothing is red before typing', () => {
  it('Cambiar contraseña', async () => {
    const actor = createActor(changePasswordMachine, { input: { token: TOKEN } }).start()
    render(<ChangePasswordView actorRef={actor as unknown as ChangePasswordActorRef} />)
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
