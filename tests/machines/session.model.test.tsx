import { MSG } from '@contract/messages'
import { sessionMachine } from '@machines/session'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import type { AnyActorRef, EventObject } from 'xstate'
import { notifyUnauthorized } from '@/api/client'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/app/session'
import { customerUser } from '../fixtures/users'
import { describePath, modelPaths, runPathOnActor } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

const wrongPassword = { kind: 'http', status: 403, msg: MSG.invalidCredentials }

const events: EventObject[] = [
  { type: 'session.signIn', email: 'cliente@demo.mx', password: 'Demo1234!' } as EventObject,
  { type: 'session.signIn', email: '', password: '' } as EventObject,
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'xstate.done.actor.readStoredToken', output: 'stored-token' } as EventObject,
  { type: 'xstate.done.actor.readStoredToken', output: null } as EventObject,
  { type: 'xstate.error.actor.readStoredToken', error: new Error('storage blocked') } as EventObject,
  { type: 'xstate.done.actor.signIn', output: { token: 'fresh-token' } } as EventObject,
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
  { type: 'xstate.after.logoutHold.session.signingOut' },
]

const spec = { machine: sessionMachine, events }
const paths = modelPaths(spec)

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

const view: ViewSpec<typeof sessionMachine> = {
  ...spec,
  render: (actor: AnyActorRef) => {
    const location = memoryLocation({ path: '/' })
    render(<AppView session={actor as SessionActorRef} location={location} />)
  },
  userEvents: {
    'session.signIn': async (event) => {
      const { email, password } = event as { type: string; email: string; password: string }
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
  states: {
    'session.restoring': () => expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument(),
    'session.signedOut': (snapshot) => {
      expect(loginHeading()).toBeInTheDocument()
      expect(submitButton()).not.toHaveAttribute('aria-busy', 'true')
      const error = snapshot.context.error as string | null
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      for (const message of Object.values(snapshot.context.fieldErrors as Record<string, string>)) {
        expect(screen.getAllByText(message).length).toBeGreaterThan(0)
      }
    },
    'session.signingIn': () => expect(submitButton()).toHaveAttribute('aria-busy', 'true'),
    'session.loadingUser': () => {
      const busyButton = screen.queryByRole('button', { name: /Ingresar|Ingresando/ })
      if (busyButton) expect(busyButton).toHaveAttribute('aria-busy', 'true')
      else expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument()
    },
    'session.signedIn': () => {
      expect(screen.getByRole('heading', { name: customerUser.business_name })).toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveTextContent('Compras')
    },
    'session.signingOut': () => expect(screen.getByText('Cerrando sesión…')).toBeInTheDocument(),
    'session.expired': () => {
      expect(loginHeading()).toBeInTheDocument()
      expect(screen.getByRole('alert')).toHaveTextContent(MSG.unauthenticated)
    },
  },
}

describe('session machine, live actor', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
})

describe('session machine, rendered app', () => {
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await runPathOnView(view, path)
  })
})
