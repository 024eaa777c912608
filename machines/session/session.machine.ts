import type { LoginRequest, User } from '@contract/auth'
import { loginFieldErrors } from '@contract/loginRules'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isUnauthorized, isValidationFailure, messageOf } from '../shared/failure'
import { hasErrors } from '../shared/validation'

export interface SessionContext {
  token: string | null
  user: User | null
  /** Banner text on the login page (server msg, connection error, expired session). */
  error: string | null
  fieldErrors: Record<string, string>
}

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }

/** The real implementations (storage and HTTP) are injected from src/ with `.provide()`. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredToken: fromPromise<string | null>(async () => null),
    signIn: fromPromise<{ token: string }, LoginRequest>(async () => {
      throw new Error('signIn not provided')
    }),
    loadUser: fromPromise<User, { token: string }>(async () => {
      throw new Error('loadUser not provided')
    }),
    revokeSession: fromPromise<void, { token: string }>(async () => undefined),
  },
  actions: {
    storeSession: (_, _params: { token: string; user: User }) => {},
    clearStoredSession: () => {},
  },
  guards: {
    credentialsInvalid: ({ event }) => event.type === 'session.signIn' && hasErrors(loginFieldErrors(event)),
  },
  delays: {
    logoutHold: 2000,
  },
}).createMachine({
  id: 'session',
  context: { token: null, user: null, error: null, fieldErrors: {} },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['pending'],
      invoke: {
        id: 'readStoredToken',
        src: 'readStoredToken',
        onDone: [
          {
            guard: ({ event }) => typeof event.output === 'string' && event.output.length > 0,
            target: 'loadingUser',
            actions: assign({ token: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      tags: ['anonymous'],
      on: {
        'session.signIn': [
          {
            guard: 'credentialsInvalid',
            actions: assign({
              fieldErrors: ({ event }) => loginFieldErrors(event),
              error: null,
            }),
          },
          { target: 'signingIn' },
        ],
      },
    },
    signingIn: {
      tags: ['anonymous', 'busy'],
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'session.signIn'
            ? { email: event.email.trim(), password: event.password }
            : { email: '', password: '' },
        onDone: { target: 'loadingUser', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: {
          target: 'signedOut',
          actions: assign({
            fieldErrors: ({ event }) => fieldErrorsOf(event.error),
            error: ({ event }) => (isValidationFailure(event.error) ? null : messageOf(event.error)),
          }),
        },
      },
    },
    loadingUser: {
      tags: ['pending', 'busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output }),
            {
              type: 'storeSession',
              params: ({ context, event }) => ({ token: context.token ?? '', user: event.output }),
            },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'clearStoredSession',
            assign({
              token: null,
              error: ({ event }) =>
                isUnauthorized(event.error) ? null : messageOf(event.error, MSG.userLoadFailed),
            }),
          ],
        },
      },
    },
    signedIn: {
      tags: ['authenticated'],
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.expired': { target: 'expired' },
      },
    },
    signingOut: {
      tags: ['busy', 'signingOut'],
      entry: 'clearStoredSession',
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // A failed revoke is not the user's problem: the token is gone from this browser either way.
        onError: {},
      },
      after: {
        logoutHold: {
          target: 'signedOut',
          actions: assign({ token: null, user: null, error: null, fieldErrors: {} }),
        },
      },
    },
    expired: {
      tags: ['anonymous'],
      entry: [
        'clearStoredSession',
        assign({ token: null, user: null, error: MSG.unauthenticated, fieldErrors: {} }),
      ],
      on: {
        'session.signIn': [
          {
            guard: 'credentialsInvalid',
            target: 'signedOut',
            actions: assign({
              fieldErrors: ({ event }) => loginFieldErrors(event),
              error: null,
            }),
          },
          { target: 'signingIn' },
        ],
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
