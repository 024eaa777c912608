import { changePasswordRequestSchema } from '@contract/auth'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isValidationFailure, messageOf } from '../shared/failure'
import type { FieldErrors } from '../shared/form'
import { firstErrors } from '../shared/validation'
import { editingState, type ResetFormEvent, resetFormParts } from './resetForm'

/** The link's token, from `/change-password/:token`. */
export interface ChangePasswordInput {
  token: string
}

/** The two fields of 'Cambiar contraseña', as typed. */
export interface ChangeValues {
  password: string
  password_confirmation: string
}
export type ChangeField = keyof ChangeValues

export interface ChangePasswordContext {
  token: string
  values: ChangeValues
  /** Fields the user left: their local messages show (none before anyone typed). */
  touched: string[]
  /** Field messages of a refused request, until the field is edited. */
  fieldErrors: FieldErrors
  error: string | null
  /** The server's confirmation text shown on success. */
  notice: string | null
}

export type ChangePasswordEvent = ResetFormEvent<ChangeValues> | { type: 'reset.changePassword' }

const EMPTY: ChangeValues = { password: '', password_confirmation: '' }

const changeRequestOf = (token: string, values: ChangeValues) => ({
  token,
  password: values.password,
  password_confirmation: values.password_confirmation,
})

/** The two passwords' local messages, first per field (the link's token is the server's to judge). */
export const changeErrors = (context: Pick<ChangePasswordContext, 'token' | 'values'>): FieldErrors => {
  const { token: _token, ...errors } = firstErrors(
    changePasswordRequestSchema,
    changeRequestOf(context.token, context.values),
  )
  return errors
}

/**
 * /change-password/:token (docs/decisions.md#sign-in-and-sessions): the new password twice, then the change, then
 * the notice. The fields are controlled: the submit stays disabled until the form is valid, a field's message shows
 * once it is left (docs/decisions.md#validation).
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: fromPromise<
      { msg: string },
      { token: string; password: string; password_confirmation: string }
    >(async () => {
      throw new Error('changePassword not provided')
    }),
  },
  ...resetFormParts<ChangeValues, ChangePasswordContext, ChangePasswordEvent>(changeErrors),
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    token: input.token,
    values: EMPTY,
    touched: [],
    fieldErrors: {},
    error: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: editingState('reset.changePassword'),
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
})

export type ChangePasswordMachine = typeof changePasswordMachine
