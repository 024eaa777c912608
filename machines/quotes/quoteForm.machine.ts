import { type CreateQuoteRequest, QUOTE_MSG, type QuoteForm, quoteFormSchema } from '@contract/quotes'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isValidationFailure, messageOf } from '../shared/failure'
import { type FieldErrors, parseAmount, touch } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export const QUOTE_FIELDS = ['description', 'phone', 'project_id'] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]
export type QuoteValues = Record<QuoteField, string>

export interface QuoteFormInput {
  /** The builder's projects (the required project select). */
  projects: { id: number; name: string }[]
  /** The last WhatsApp phone used (10 digits), kept by the view layer; '' when none. */
  phone?: string
  /** A project to preselect. */
  projectId?: number | null
}

export interface QuoteFormContext {
  projects: { id: number; name: string }[]
  values: QuoteValues
  /** Fields the user left: their local messages show (none before typing). */
  touched: string[]
  /** The user tried to send: every local message shows. */
  submitted: boolean
  /** Field messages of a 422. */
  serverErrors: FieldErrors
  /** The red text of a refused or failed request. */
  error: string | null
}

export type QuoteFormEvent =
  | { type: 'quote.change'; values: Partial<QuoteValues> }
  | { type: 'quote.blur'; field: QuoteField }
  | { type: 'quote.submit' }
  | { type: 'quote.close' }

export type QuoteFormAnswer = { success: boolean; msg: string }

/** The phone field keeps digits only, at most 10. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 10)

const rawOf = (values: QuoteValues) => ({
  description: values.description,
  phone: values.phone,
  project_id: parseAmount(values.project_id),
})

/** Local messages, first per field: 'El campo es requerido', 'Ingresa tu WhatsApp' / 'Debe tener 10 dígitos', 'Seleccioná un proyecto'. */
export const quoteErrors = (values: QuoteValues): FieldErrors => firstErrors(quoteFormSchema, rawOf(values))

/** POST quotes: the phone travels as 52 + its 10 digits. */
export const quoteRequestOf = (values: QuoteValues): CreateQuoteRequest => {
  const parsed = quoteFormSchema.safeParse(rawOf(values))
  const form = (parsed.success ? parsed.data : rawOf(values)) as QuoteForm
  return { description: form.description, phone: `52${form.phone}`, project_id: form.project_id }
}

/**
 * The quote form drawer (docs/architecture.md, "Flows on the front"): editing → submitting → done (the host
 * closes the drawer and reloads the list) | failed (the server msg or 'Ocurrio un error'); a 422 returns to
 * editing with its field messages. Messages show once a field is left or the form is sent, never while the
 * user has not typed. The phone is remembered through the injected `rememberPhone` action.
 */
export const quoteFormMachine = setup({
  types: {
    context: {} as QuoteFormContext,
    events: {} as QuoteFormEvent,
    input: {} as QuoteFormInput,
  },
  actors: {
    createQuote: fromPromise<QuoteFormAnswer, CreateQuoteRequest>(async () => {
      throw new Error('createQuote not provided')
    }),
  },
  actions: {
    /** Provided by the host: keep the phone (10 digits) for the next quote. */
    rememberPhone: (_, _params: { phone: string }) => {},
    /** Provided by the host: the request was sent (its msg). */
    notifyCreated: (_, _params: { msg: string }) => {},
    /** Provided by the host: closed without sending. */
    notifyClosed: () => {},
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'quote.change') return {}
      const patch = { ...event.values }
      if (patch.phone !== undefined) patch.phone = phoneDigits(patch.phone)
      const edited = Object.keys(patch)
      return {
        values: { ...context.values, ...patch },
        serverErrors: Object.fromEntries(
          Object.entries(context.serverErrors).filter(([key]) => !edited.includes(key)),
        ),
        error: null,
      }
    }),
    applyBlur: assign({
      touched: ({ context, event }) =>
        event.type === 'quote.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
  },
  guards: {
    invalid: ({ context }) => hasErrors(quoteErrors(context.values)),
  },
}).createMachine({
  id: 'quoteForm',
  context: ({ input }) => {
    const only = input.projects.length === 1 ? String(input.projects[0]?.id) : ''
    return {
      projects: input.projects,
      values: {
        description: '',
        phone: phoneDigits(input.phone ?? ''),
        project_id: input.projectId != null ? String(input.projectId) : only,
      },
      touched: [],
      submitted: false,
      serverErrors: {},
      error: null,
    }
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['open'],
      on: {
        'quote.change': { actions: 'applyChange' },
        'quote.blur': { actions: 'applyBlur' },
        'quote.submit': [
          { guard: 'invalid', actions: assign({ submitted: true }) },
          { target: 'submitting', actions: assign({ submitted: true }) },
        ],
        'quote.close': 'closed',
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      entry: assign({ error: null, serverErrors: {} }),
      invoke: {
        id: 'createQuote',
        src: 'createQuote',
        input: ({ context }) => quoteRequestOf(context.values),
        onDone: [
          {
            guard: ({ event }) => event.output.success !== false,
            target: 'done',
            actions: [
              { type: 'rememberPhone', params: ({ context }) => ({ phone: context.values.phone }) },
              {
                type: 'notifyCreated',
                params: ({ event }) => ({ msg: event.output.msg || QUOTE_MSG.created }),
              },
            ],
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => event.output.msg || QUOTE_MSG.createFailed }),
          },
        ],
        onError: [
          {
            guard: ({ event }) => isValidationFailure(event.error) && hasErrors(fieldErrorsOf(event.error)),
            target: 'editing',
            actions: assign({ serverErrors: ({ event }) => fieldErrorsOf(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error, QUOTE_MSG.createFailed) }),
          },
        ],
      },
    },
    failed: {
      tags: ['open'],
      on: {
        'quote.change': { target: 'editing', actions: 'applyChange' },
        'quote.blur': { actions: 'applyBlur' },
        'quote.submit': 'submitting',
        'quote.close': 'closed',
      },
    },
    done: { type: 'final' },
    closed: { type: 'final', entry: 'notifyClosed' },
  },
})

export type QuoteFormMachine = typeof quoteFormMachine
