import { changePasswordRequestSchema, forgotPasswordRequestSchema } from '@contract/auth'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isValidationFailure, messageOf } from '../shared/failure'
import { clearEdited, type FieldErrors, touch } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export type PasswordResetInput = { mode: 'forgot' } | { mode: 'change'; token: string }

/** The fields of both forms, as typed. */
export interface ResetValues {
  email: string
  password: string
  password_confirmation: string
}
export type ResetField = keyof ResetValues

export interface PasswordResetContext {
  token: string
  values: ResetValues
  /** Fields the user left: their local messages show (none before anyone typed). */
  touched: string[]
  /** Field messages of a refused request, until the field is edited. */
  fieldErrors: FieldErrors
  error: string | null
  /** The server's confirmation text shown on success. */
  notice: string | null
}

export type PasswordResetEvent =
  | { type: 'reset.change'; values: Partial<ResetValues> }
  | { type: 'reset.blur'; field: ResetField }
  | { type: 'reset.requestLink' }
  | { type: 'reset.changePassword' }

const EMPTY: ResetValues = { email: '', password: '', password_confirmation: '' }

const changeRequestOf = (token: string, values: ResetValues) => ({
  token,
  password: values.password,
  password_confirmation: values.password_confirmation,
})

/**
 * The local messages of the form on screen, first per field: the e-mail of /forgot-password, or the two
 * passwords of /change-password (the link's token is the server's to judge).
 */
export const resetErrors = (context: Pick<PasswordResetContext, 'token' | 'values'>): FieldErrors => {
  if (context.token === '') return firstErrors(forgotPasswordRequestSchema, { email: context.values.email })
  const { token: _token, ...errors } = firstErrors(
    changePasswordRequestSchema,
    changeRequestOf(context.token, context.values),
  )
  return errors
}

/**
 * Forgot-password and change-password pages: form, loading, success (docs/decisions.md#sign-in-and-sessions).
 * The fields are controlled: the submit stays disabled until the form is valid, a field's message shows once
 * it is left (docs/decisions.md#validation).
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
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'reset.change') return {}
      return {
        values: { ...context.values, ...event.values },
        fieldErrors: clearEdited(context.fieldErrors, Object.keys(event.values)),
        error: null,
      }
    }),
    applyBlur: assign({
      touched: ({ context, event }) =>
        event.type === 'reset.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
    /** A valid form goes out: what the last answer said is cleared (the passwords' fields also on edit). */
    clearAnswer: assign({ fieldErrors: {}, error: null }),
    /** A send of an invalid form (the disabled button prevents it): every message shows. */
    touchAll: assign({ touched: ({ context }) => touch(context.touched, Object.keys(resetErrors(context))) }),
  },
  guards: {
    isChangeMode: ({ context }) => context.token !== '',
    invalid: ({ context }) => hasErrors(resetErrors(context)),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.mode === 'change' ? input.token : '',
    values: EMPTY,
    touched: [],
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
          tags: ['form'],
          on: {
            'reset.change': { actions: 'applyChange' },
            'reset.blur': { actions: 'applyBlur' },
            'reset.requestLink': [
              { guard: 'invalid', actions: 'touchAll' },
              { target: 'submitting', actions: 'clearAnswer' },
            ],
          },
        },
        submitting: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'requestResetLink',
            src: 'requestResetLink',
            input: ({ context }) => ({ email: context.values.email.trim() }),
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
          tags: ['form'],
          on: {
            'reset.change': { actions: 'applyChange' },
            'reset.blur': { actions: 'applyBlur' },
            'reset.changePassword': [
              { guard: 'invalid', actions: 'touchAll' },
              { target: 'submitting', actions: 'clearAnswer' },
            ],
          },
        },
        submitting: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => changeRequestOf(context.token, context.values),
            onDone: {
              target: 'changed',
              actions: assign({
                notice: ({ event }) => event.output.msg || MSG.passwordChanged,
                values: EMPTY,
              }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                // The passwords are typed again; the emptied fields are not red until left.
                values: EMPTY,
                touched: [],
                fieldErrors: ({ event }) => fieldErrorsOf(event.error),
                // A 422 about the link itself has no field on this form: show it as the banner.
                error: ({ event }) => {
                  const fields = fieldErrorsOf(event.error)
                  if (fields.token) return fields.token
                  if (isValidationFailure(event.error)) return null
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
