import { changePasswordRequestSchema, forgotPasswordRequestSchema } from '@contract/auth'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isApiFailure, messageOf } from '../shared/failure'
import { firstErrors, hasErrors } from '../shared/validation'

export type PasswordResetInput = { mode: 'forgot' } | { mode: 'change'; token: string }

export interface PasswordResetContext {
  token: string
  email: string
  password: string
  passwordConfirmation: string
  fieldErrors: Record<string, string>
  error: string | null
  /** The server's confirmation text shown on success. */
  notice: string | null
}

export type PasswordResetEvent =
  | { type: 'reset.requestLink'; email: string }
  | { type: 'reset.changePassword'; password: string; passwordConfirmation: string }

const changeValues = (token: string, password: string, passwordConfirmation: string) => ({
  token,
  password,
  password_confirmation: passwordConfirmation,
})

/**
 * Forgot-password and change-password pages: form, loading, success (docs/decisions.md#sign-in-and-sessions).
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    requestResetLink: fromPromise<{ msg: string }, { email: string }>(async () => {
      throw new Error('requestResetLink not provided')
    }),
    changePassword: fromPromise<
      { msg: string },
      { token: string; password: string; password_confirmation: string }
    >(async () => {
      throw new Error('changePassword not provided')
    }),
  },
  guards: {
    isChangeMode: ({ context }) => context.token !== '',
    emailInvalid: ({ event }) =>
      event.type === 'reset.requestLink' &&
      hasErrors(firstErrors(forgotPasswordRequestSchema, { email: event.email })),
    passwordsInvalid: ({ context, event }) =>
      event.type === 'reset.changePassword' &&
      hasErrors(
        firstErrors(
          changePasswordRequestSchema,
          changeValues(context.token, event.password, event.passwordConfirmation),
        ),
      ),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.mode === 'change' ? input.token : '',
    email: '',
    password: '',
    passwordConfirmation: '',
    fieldErrors: {},
    error: null,
    notice: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isChangeMode', target: 'change' }, { target: 'forgot' }],
    },
    forgot: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reset.requestLink': [
              {
                guard: 'emailInvalid',
                actions: assign({
                  email: ({ event }) => event.email,
                  fieldErrors: ({ event }) =>
                    firstErrors(forgotPasswordRequestSchema, { email: event.email }),
                  error: null,
                }),
              },
              {
                target: 'submitting',
                actions: assign({ email: ({ event }) => event.email.trim(), fieldErrors: {}, error: null }),
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'requestResetLink',
            src: 'requestResetLink',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: 'sent',
              actions: assign({ notice: ({ event }) => event.output.msg || MSG.forgotSent }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                fieldErrors: ({ event }) => fieldErrorsOf(event.error),
                error: ({ event }) => messageOf(event.error, MSG.unexpectedShort),
              }),
            },
          },
        },
        sent: { type: 'final', tags: ['done'] },
      },
    },
    change: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'reset.changePassword': [
              {
                guard: 'passwordsInvalid',
                actions: assign({
                  fieldErrors: ({ context, event }) =>
                    firstErrors(
                      changePasswordRequestSchema,
                      changeValues(context.token, event.password, event.passwordConfirmation),
                    ),
                  error: null,
                }),
              },
              {
                target: 'submitting',
                actions: assign({
                  password: ({ event }) => event.password,
                  passwordConfirmation: ({ event }) => event.passwordConfirmation,
                  fieldErrors: {},
                  error: null,
                }),
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) =>
              changeValues(context.token, context.password, context.passwordConfirmation),
            onDone: {
              target: 'changed',
              actions: assign({
                notice: ({ event }) => event.output.msg || MSG.passwordChanged,
                password: '',
                passwordConfirmation: '',
              }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                password: '',
                passwordConfirmation: '',
                fieldErrors: ({ event }) => fieldErrorsOf(event.error),
                // A 422 about the link itself has no field on this form: show it as the banner.
                error: ({ event }) => {
                  const fields = fieldErrorsOf(event.error)
                  if (fields.token) return fields.token
                  if (isApiFailure(event.error) && event.error.kind === 'http' && event.error.status === 422)
                    return null
                  return messageOf(event.error, MSG.unexpectedShort)
                },
              }),
            },
          },
        },
        changed: { type: 'final', tags: ['done'] },
      },
    },
  },
})

export type PasswordResetMachine = typeof passwordResetMachine
