import { forgotPasswordRequestSchema } from '@contract/auth'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, messageOf } from '../shared/failure'
import type { FieldErrors } from '../shared/form'
import { firstErrors } from '../shared/validation'
import { editingState, type ResetFormEvent, resetFormParts } from './resetForm'

/** The one field of 'Recuperar contraseña', as typed. */
export interface ForgotValues {
  email: string
}
export type ForgotField = keyof ForgotValues

export interface ForgotPasswordContext {
  values: ForgotValues
  /** Fields the user left: their local messages show (none before anyone typed). */
  touched: string[]
  /** Field messages of a refused request, until the field is edited. */
  fieldErrors: FieldErrors
  error: string | null
  /** The server's confirmation text shown on success. */
  notice: string | null
}

export type ForgotPasswordEvent = ResetFormEvent<ForgotValues> | { type: 'reset.requestLink' }

/** The e-mail's local message, if any (docs/decisions.md#validation). */
export const forgotErrors = (values: ForgotValues): FieldErrors =>
  firstErrors(forgotPasswordRequestSchema, { email: values.email })

/**
 * /forgot-password (docs/decisions.md#sign-in-and-sessions): the e-mail, then the request for the link, then the
 * notice. The field is controlled: the submit stays disabled until the e-mail is valid, its message shows once it
 * is left (docs/decisions.md#validation).
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestResetLink: fromPromise<{ msg: string }, { email: string }>(async () => {
      throw new Error('requestResetLink not provided')
    }),
  },
  ...resetFormParts<ForgotValues, ForgotPasswordContext, ForgotPasswordEvent>((context) =>
    forgotErrors(context.values),
  ),
}).createMachine({
  id: 'forgotPassword',
  context: { values: { email: '' }, touched: [], fieldErrors: {}, error: null, notice: null },
  initial: 'editing',
  states: {
    editing: editingState('reset.requestLink'),
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
})

export type ForgotPasswordMachine = typeof forgotPasswordMachine
