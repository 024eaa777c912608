import { MSG } from '@contract/messages'
import {
  connectForgotPassword,
  type ForgotPasswordApi,
  type ForgotPasswordContext,
  forgotPasswordMachine,
} from '@machines/password-reset'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate'
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordPage'
import type { ForgotPasswordActorRef } from '@/features/auth/forgotPasswordLogic'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { expectTyped } from './lib/inputs'
import type { Invariant, ModelSpec, Trail } from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'
import {
  EMAIL_MESSAGE,
  expectBanner,
  expectMessage,
  expectSubmit,
  type Failure,
  firstMessages,
  GOOD_EMAIL,
  leave,
  SERVER_NOTICE,
  send,
  TYPED_EMAIL,
  typeInto,
} from './passwordReset.fixtures'

type Machine = typeof forgotPasswordMachine
type ModelEvent = EventObject & Record<string, unknown>

const ctx = (s: AnyMachineSnapshot) => s.context as ForgotPasswordContext

const forgotEvents = (s: AnyMachineSnapshot): ModelEvent[] => {
  if (s.matches('editing')) {
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

// ---------------------------------------------------------------- what the spec says, from the trail

/** The e-mail's message the spec gives for what is typed (shown once the field is left). */
const ruleMessage = (email: string): string | null => EMAIL_MESSAGE[email] ?? null

interface ForgotSoFar {
  email: string
  /** The e-mail was left (or shown by a send of an invalid form). */
  touched: boolean
  /** The server's message for the e-mail, until it is edited. */
  server: string | undefined
  error: string | null
  notice: string | null
  /** Sends of a valid form (each one calls the server). */
  sent: number
}

const soFar = (trail: Trail): ForgotSoFar => {
  const so: ForgotSoFar = { email: '', touched: false, server: undefined, error: null, notice: null, sent: 0 }
  for (const { event } of trail.steps) {
    const { output, error } = event as { output?: { msg: string }; error?: Failure }
    switch (event.type) {
      case 'reset.change': {
        const change = (event as unknown as { values: { email?: string } }).values
        if (change.email !== undefined) Object.assign(so, { email: change.email, server: undefined })
        so.error = null
        break
      }
      case 'reset.blur':
        so.touched = true
        break
      case 'reset.requestLink':
        // An invalid form is not sent: its message shows. A sent one clears what the last answer said.
        if (ruleMessage(so.email) !== null) so.touched = true
        else Object.assign(so, { server: undefined, error: null, sent: so.sent + 1 })
        break
      case 'xstate.done.actor.requestResetLink':
        so.notice = output?.msg || MSG.forgotSent
        break
      case 'xstate.error.actor.requestResetLink':
        so.server = firstMessages(error).email
        so.error = error?.kind === 'network' ? MSG.connection : (error?.msg ?? MSG.unexpectedShort)
        break
    }
  }
  return so
}

const shownMessage = (so: ForgotSoFar) => so.server ?? (so.touched ? ruleMessage(so.email) : null)

const invariants: Record<string, Invariant<ForgotPasswordApi>> = {
  'forgotPassword.editing': ({ selected, tags }, trail) => {
    const so = soFar(trail)
    expect(tags).toContain('form')
    expect(selected.done).toBe(false)
    const props = selected.getFieldProps('email')
    expect(props.value).toBe(so.email)
    expect(props.readOnly).toBe(false)
    // Red only once the field is left (or for the server's message), never on first load.
    expect(props.error ?? null).toBe(shownMessage(so))
    expect(selected.getSubmitProps()).toEqual({
      type: 'submit',
      disabled: ruleMessage(so.email) !== null,
      loading: false,
    })
    expect(selected.error).toBe(so.error)
    // A success never shows the form again (the notice replaces it).
    expect(trail.lastEvent?.type ?? '').not.toMatch(/^xstate\.done\.actor\./)
    // Sending keeps the form on screen only when it is invalid.
    if (trail.lastEvent?.type === 'reset.requestLink') expect(ruleMessage(so.email)).not.toBeNull()
  },
  'forgotPassword.submitting': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('reset.requestLink')
    expect(ruleMessage(so.email)).toBeNull()
    expect(tags).toEqual(expect.arrayContaining(['busy', 'form']))
    expect(selected.getSubmitProps().loading).toBe(true)
    expect(selected.getFieldProps('email').readOnly).toBe(true)
    expect(selected.error).toBeNull()
    // The e-mail goes without the spaces around it, once per send of a valid form.
    expect(started.at(-1)).toEqual({ name: 'requestResetLink', input: { email: GOOD_EMAIL } })
    expect(started.filter((s) => s.name === 'requestResetLink').length).toBe(so.sent)
  },
  'forgotPassword.sent': ({ selected, tags }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.requestResetLink')
    expect(tags).toContain('done')
    expect(selected.done).toBe(true)
    expect(selected.notice).toBe(soFar(trail).notice)
  },
}

const spec: ModelSpec<Machine, ForgotPasswordApi> = {
  machine: forgotPasswordMachine,
  events: forgotEvents,
  select: (snapshot) => connectForgotPassword(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

const EMAIL = 'Correo electrónico'

const userEvents: ViewSpec<Machine>['userEvents'] = {
  'reset.change': async (event) => {
    const { email } = (event as unknown as { values: { email?: string } }).values
    if (email !== undefined) await typeInto(EMAIL, email)
  },
  'reset.blur': async () => leave(EMAIL),
  'reset.requestLink': async () => send('Enviar enlace'),
}

const screens: Record<string, (trail: Trail) => void> = {
  'forgotPassword.editing': (trail) => {
    const so = soFar(trail)
    expectTyped(screen.getByLabelText(EMAIL), so.email)
    expectMessage(EMAIL, shownMessage(so))
    expectSubmit(/Enviar enlace/, ruleMessage(so.email) === null)
    expectBanner(so.error)
  },
  'forgotPassword.submitting': () => {
    const button = screen.getByRole('button', { name: /Enviar enlace|Enviando/ })
    expect(button).toHaveAttribute('aria-busy', 'true')
  },
  'forgotPassword.sent': (trail) => {
    expect(screen.getByText(soFar(trail).notice!)).toBeInTheDocument()
    expect(screen.queryByLabelText(EMAIL)).not.toBeInTheDocument()
  },
}

describeModel('forgot-password machine', spec, {
  render: (actor: AnyActorRef) => render(<ForgotPasswordView actorRef={actor as ForgotPasswordActorRef} />),
  userEvents,
  screens,
})

// These need no model: a person opens the page.
describe('forgot password: the submit is disabled until the form is valid, nothing is red before typing', () => {
  it('Enviar enlace', async () => {
    const actor = createActor(forgotPasswordMachine).start()
    render(<ForgotPasswordView actorRef={actor as unknown as ForgotPasswordActorRef} />)
    const button = screen.getByRole('button', { name: 'Enviar enlace' })
    expect(button).toBeDisabled()
    expect(screen.getByLabelText(EMAIL)).not.toHaveAttribute('aria-invalid', 'true')
    await userEvent.setup().type(screen.getByLabelText(EMAIL), 'no-es-correo')
    expect(button).toBeDisabled()
    await userEvent.setup().clear(screen.getByLabelText(EMAIL))
    await userEvent.setup().type(screen.getByLabelText(EMAIL), GOOD_EMAIL)
    expect(button).toBeEnabled()
  })
})
