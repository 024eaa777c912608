import { loginFieldErrors } from '@contract/loginRules'
import { MSG } from '@contract/messages'
import {
  connectLogin,
  type LoginApi,
  type SessionStatus,
  selectIsSigningOut,
  selectSessionStatus,
  selectUser,
  sessionMachine,
} from '@machines/session'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import type { AnyActorRef, EventObject } from 'xstate'
import { notifyUnauthorized } from '@/api/client'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/session/context'
import { customerUser } from '../fixtures/users'
import { describeModel } from './lib/describeModel'
import type { Invariant, ModelSpec, Observed, Trail } from './lib/modelPaths'

type Failure = { kind: string; status?: number; msg?: string; errors?: Record<string, string[]> }
type SignIn = { type: 'session.signIn'; email: string; password: string }
/** What the login page and the app's frame read of the session. */
type ShellApi = LoginApi & { signingOut: boolean; routeStatus: SessionStatus; frameUser: unknown }

const wrongPassword = { kind: 'http', status: 403, msg: MSG.invalidCredentials }
const STORED = 'stored-token'
const FRESH = 'fresh-token'

const events: EventObject[] = [
  { type: 'session.signIn', email: ' cliente@demo.mx ', password: 'Demo1234!' } as EventObject,
  { type: 'session.signIn', email: '', password: '' } as EventObject,
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'xstate.done.actor.readStoredToken', output: STORED } as EventObject,
  { type: 'xstate.done.actor.readStoredToken', output: null } as EventObject,
  // An empty stored value is no session.
  { type: 'xstate.done.actor.readStoredToken', output: '' } as EventObject,
  { type: 'xstate.error.actor.readStoredToken', error: new Error('storage blocked') } as EventObject,
  { type: 'xstate.done.actor.signIn', output: { token: FRESH } } as EventObject,
  { type: 'xstate.error.actor.signIn', error: wrongPassword } as EventObject,
  {
    type: 'xstate.error.actor.signIn',
    error: { kind: 'http', status: 422, errors: { email: [MSG.required] } },
  } as EventObject,
  { type: 'xstate.error.actor.signIn', error: { kind: 'network' } } as EventObject,
  { type: 'xstate.done.actor.loadUser', output: customerUser } as EventObject,
  { type: 'xstate.error.actor.loadUser', error: { kind: 'http', status: 401 } } as EventObject,
  { type: 'xstate.error.actor.loadUser', error: { kind: 'http', status: 500 } } as EventObject,
  { type: 'xstate.done.actor.revokeSession', output: undefined } as EventObject,
  { type: 'xstate.error.actor.revokeSession', error: { kind: 'network' } } as EventObject,
  { type: 'xstate.after.logoutHold.session.signingOut' },
]

// ---------------------------------------------------------------- what the spec says, from the trail

/**
 * What the login page says after the path's last event: the missing fields of a form sent incomplete, the
 * server's 422 under its fields, else the red text (the server's msg, the connection's, the user load's); a
 * rejected stored token (401) and Salir say nothing.
 */
const loginMessages = (trail: Trail): { error: string | null; fieldErrors: Record<string, string> } => {
  const last = trail.lastEvent as (EventObject & { error?: Failure }) | undefined
  const failure = last?.error
  switch (last?.type) {
    case 'session.signIn':
      return { error: null, fieldErrors: loginFieldErrors(last as unknown as SignIn) }
    case 'xstate.error.actor.signIn':
      if (failure?.status === 422)
        return {
          error: null,
          fieldErrors: Object.fromEntries(Object.entries(failure.errors ?? {}).map(([f, [m]]) => [f, m!])),
        }
      return { error: failure?.kind === 'network' ? MSG.connection : (failure?.msg ?? null), fieldErrors: {} }
    // A 401 from any call: the page says the session expired.
    case 'session.expired':
      return { error: MSG.unauthenticated, fieldErrors: {} }
    case 'xstate.error.actor.loadUser':
      return {
        error: failure?.status === 401 ? null : (failure?.msg ?? MSG.userLoadFailed),
        fieldErrors: {},
      }
    default:
      return { error: null, fieldErrors: {} }
  }
}

/** The token the user is loaded with: the one just signed in with, else the one stored in this browser. */
const tokenOfPath = (trail: Trail): string | null => {
  const signedIn = trail.last<{ output: { token: string } }>('xstate.done.actor.signIn')
  if (signedIn) return signedIn.output.token
  const stored = trail.last<{ output: string | null }>('xstate.done.actor.readStoredToken')
  // An empty stored value is no token.
  return stored?.output || null
}

const names = (observed: Observed<ShellApi>) => observed.started.map((s) => s.name)

/** A sign-in the login form can send (the form works in this state). */
const SIGN_IN = { type: 'session.signIn', email: 'cliente@demo.mx', password: 'Demo1234!' }

const invariants: Record<string, Invariant<ShellApi>> = {
  'session.restoring': (observed, trail) => {
    expect(trail.steps.length).toBe(1)
    expect(observed.tags).toContain('pending')
    expect(names(observed)).toEqual(['readStoredToken'])
    expect(observed.selected.signedInUser).toBeNull()
  },
  'session.signedOut': (observed, trail) => {
    const { error, fieldErrors } = loginMessages(trail)
    expect(observed.tags).toContain('anonymous')
    expect(observed.tags).not.toContain('busy')
    expect(observed.selected.signedInUser).toBeNull()
    expect(observed.selected.error).toBe(error)
    expect(observed.selected.getFieldProps('email').error).toBe(fieldErrors.email)
    expect(observed.selected.getFieldProps('password').error).toBe(fieldErrors.password)
    // Staying on login after Ingresar: only a form missing a field.
    if (trail.lastEvent?.type === 'session.signIn') expect(fieldErrors).not.toEqual({})
    expect(observed.selected.getSubmitProps().loading).toBe(false)
    expect(observed.can(SIGN_IN)).toBe(true)
  },
  'session.signingIn': (observed, trail) => {
    const sent = trail.lastEvent as unknown as SignIn
    expect(sent.type).toBe('session.signIn')
    expect(loginFieldErrors(sent)).toEqual({})
    expect(observed.tags).toEqual(expect.arrayContaining(['anonymous', 'busy']))
    expect(observed.started.at(-1)).toEqual({
      name: 'signIn',
      input: { email: sent.email.trim(), password: sent.password },
    })
    expect(observed.selected.getSubmitProps().loading).toBe(true)
    expect(observed.selected.error).toBeNull()
  },
  'session.loadingUser': (observed, trail) => {
    expect(['xstate.done.actor.signIn', 'xstate.done.actor.readStoredToken']).toContain(trail.lastEvent?.type)
    expect(observed.tags).toEqual(expect.arrayContaining(['pending', 'busy']))
    expect(tokenOfPath(trail)).not.toBeNull()
    expect(observed.started.at(-1)).toEqual({ name: 'loadUser', input: { token: tokenOfPath(trail) } })
    expect(observed.selected.signedInUser).toBeNull()
  },
  'session.signedIn': (observed, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.loadUser')
    expect(observed.tags).toContain('authenticated')
    expect(observed.selected.signedInUser).toEqual(
      trail.last<{ output: unknown }>('xstate.done.actor.loadUser')!.output,
    )
  },
  'session.signingOut': (observed, trail) => {
    expect(trail.count('session.signOut')).toBe(1)
    expect(observed.tags).toEqual(expect.arrayContaining(['busy', 'signingOut']))
    expect(observed.selected.signedInUser).toBeNull()
    // The token is revoked on the server (a failure changes nothing for the user).
    expect(observed.started.at(-1)).toEqual({ name: 'revokeSession', input: { token: tokenOfPath(trail) } })
    // Whatever the server answers, Salir ends on the login page after a short hold.
    expect(observed.can({ type: 'xstate.after.logoutHold.session.signingOut' })).toBe(true)
  },
  'session.expired': (observed, trail) => {
    expect(trail.lastEvent?.type).toBe('session.expired')
    expect(observed.tags).toContain('anonymous')
    expect(observed.selected.signedInUser).toBeNull()
    expect(observed.selected.error).toBe(MSG.unauthenticated)
    expect(observed.can(SIGN_IN)).toBe(true)
  },
}

/**
 * What this browser keeps (the storage the app injects: the token and the user, so a reload stays signed in):
 * the session while signed in, and nothing in every other state (Salir, an expired session and a failed load
 * clear it).
 */
const keptSession = (observed: Observed<ShellApi>, trail: Trail): unknown =>
  observed.executed.reduce<unknown>(
    (kept, action) =>
      action.type === 'storeSession' ? action.params : action.type === 'clearStoredSession' ? null : kept,
    earlierVisit(trail),
  )
/** What an earlier visit left in this browser: the stored token the app read on start, if any. */
const earlierVisit = (trail: Trail) => {
  const stored = trail.steps[1]?.event as { type: string; output?: unknown } | undefined
  return stored?.type === 'xstate.done.actor.readStoredToken' && stored.output
    ? { earlierVisit: stored.output }
    : null
}
for (const [state, check] of Object.entries(invariants)) {
  invariants[state] = (observed, trail) => {
    check(observed, trail)
    const signedIn = state === 'session.signedIn'
    // Restoring it, the earlier visit's session stays until its user is loaded (then it is stored again) or
    // that fails (then it is cleared).
    const restoring = state === 'session.loadingUser' && trail.count('session.signIn') === 0
    expect(keptSession(observed, trail)).toEqual(
      signedIn
        ? {
            token: tokenOfPath(trail),
            user: trail.last<{ output: unknown }>('xstate.done.actor.loadUser')!.output,
          }
        : restoring
          ? earlierVisit(trail)
          : null,
    )
    // The app's frame shows 'Cerrando sesión' exactly while signing out.
    expect(observed.selected.signingOut).toBe(state === 'session.signingOut')
    // The app's frame shows the signed-in bar for the user until Salir's hold ends, and never after.
    expect(observed.selected.frameUser).toEqual(
      signedIn || state === 'session.signingOut'
        ? trail.last<{ output: unknown }>('xstate.done.actor.loadUser')!.output
        : null,
    )
    // The route guards wait while the session is restored or its user loads, then know the user's role.
    expect(observed.selected.routeStatus).toEqual(
      signedIn
        ? { status: 'authenticated', role: customerUser.role_name }
        : state === 'session.restoring' || state === 'session.loadingUser'
          ? { status: 'pending' }
          : { status: 'anonymous' },
    )
  }
}

const spec: ModelSpec<typeof sessionMachine, ShellApi> = {
  machine: sessionMachine,
  events,
  select: (snapshot) => ({
    ...connectLogin(snapshot as never, () => {}),
    signingOut: selectIsSigningOut(snapshot as never),
    routeStatus: selectSessionStatus(snapshot as never),
    frameUser: selectUser(snapshot as never),
  }),
  invariants,
}

// ---------------------------------------------------------------- the rendered app

const resumeBody = { amount_available: 250000, total_reserved_credit_lines: 0 }

beforeEach(() => {
  // The customer dashboard's buy tutorial (a modal, once per browser) is not this test's subject.
  localStorage.setItem('buyTutorialShowed', '1')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const path = String(url instanceof Request ? url.url : url)
      if (path.endsWith('/payments/resume')) return Response.json(resumeBody)
      return Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const loginHeading = () => screen.getByRole('heading', { name: 'Iniciar sesión' })
const submitButton = () => screen.getByRole('button', { name: /Ingresar|Ingresando/ })

const expectLogin = (trail: Trail) => {
  const { error, fieldErrors } = loginMessages(trail)
  expect(loginHeading()).toBeInTheDocument()
  expect(submitButton()).not.toHaveAttribute('aria-busy', 'true')
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  const required = Object.values(fieldErrors)
  if (required.length > 0) expect(screen.getAllByText(required[0]!).length).toBe(required.length)
  else expect(screen.queryByText(MSG.required)).not.toBeInTheDocument()
}

const screens: Record<string, (trail: Trail) => void> = {
  'session.restoring': () => expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument(),
  'session.signedOut': expectLogin,
  'session.signingIn': () => {
    expect(loginHeading()).toBeInTheDocument()
    expect(submitButton()).toHaveAttribute('aria-busy', 'true')
  },
  'session.loadingUser': (trail) => {
    // After Ingresar the button keeps spinning; a stored token shows the app's loader.
    if (trail.lastEvent?.type === 'xstate.done.actor.signIn')
      expect(submitButton()).toHaveAttribute('aria-busy', 'true')
    else expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument()
  },
  'session.signedIn': () => {
    expect(screen.getByRole('heading', { name: customerUser.business_name })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveTextContent('Compras')
  },
  'session.signingOut': () => {
    expect(screen.getByText('Cerrando sesión…')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument()
  },
  'session.expired': () => {
    expect(loginHeading()).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.unauthenticated)
  },
}

const view = {
  render: (actor: AnyActorRef) => {
    const location = memoryLocation({ path: '/' })
    render(<AppView session={actor as SessionActorRef} location={location} />)
  },
  userEvents: {
    'session.signIn': async (event: EventObject) => {
      const { email, password } = event as unknown as SignIn
      const user = userEvent.setup()
      const emailInput = await screen.findByLabelText('Correo electrónico')
      await user.clear(emailInput)
      if (email) await user.type(emailInput, email)
      const passwordInput = screen.getByLabelText('Contraseña')
      await user.clear(passwordInput)
      if (password) await user.type(passwordInput, password)
      await user.click(submitButton())
    },
    'session.signOut': async () => {
      const nav = screen.getByRole('navigation', { name: 'Principal' })
      await userEvent.setup().click(within(nav.parentElement!).getByRole('button', { name: 'Salir' }))
    },
    // A 401 from any API call: the client tells the app, the app expires the session.
    'session.expired': async () => notifyUnauthorized(),
  },
  screens,
}

describeModel('session machine', spec, view)
