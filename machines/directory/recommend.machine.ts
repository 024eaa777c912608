import { referSupplierRequestSchema } from '@contract/directory'
import { DIRECTORY_MSG } from '@contract/directoryTexts'
import type { ActionResult } from '@contract/http'
import { assign, fromPromise, setup } from 'xstate'
import { isApiFailure } from '../shared/failure'
import { touch, withEdits } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export interface RecommendValues {
  name: string
  phone: string
  notes: string
}
export type RecommendField = keyof RecommendValues
export const RECOMMEND_FIELDS: RecommendField[] = ['name', 'phone', 'notes']
export const EMPTY_RECOMMEND: RecommendValues = { name: '', phone: '', notes: '' }

export interface RecommendContext {
  values: RecommendValues
  /** Fields the user left: their local message shows from then on. */
  touched: string[]
  /** A send was tried: every message shows. */
  submitted: boolean
  /** 422 messages per field. */
  serverErrors: Record<string, string>
  /** Red text of a failed send. */
  error: string | null
  /** The server's msg once the recommendation is stored. */
  notice: string | null
}

export type RecommendEvent =
  | { type: 'recommend.open' }
  | { type: 'recommend.close' }
  | { type: 'recommend.change'; values: Partial<RecommendValues> }
  | { type: 'recommend.blur'; field: RecommendField }
  | { type: 'recommend.submit' }

export interface ReferSupplierBody {
  name: string
  phone: string
  notes: string | null
}

export const recommendBodyOf = (values: RecommendValues): ReferSupplierBody => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  notes: values.notes.trim() === '' ? null : values.notes.trim(),
})

/** The contract's messages: 'Este campo es requerido', 'Solo se permiten números', 'El número debe tener 10 dígitos'. */
export const recommendErrors = (values: RecommendValues): Record<string, string> =>
  firstErrors(referSupplierRequestSchema, recommendBodyOf(values))

/** A refused or failed send: the server's msg, else the form's own text; a lost answer the unexpected text. */
export const recommendFailureOf = (failure: unknown): string => {
  if (!isApiFailure(failure) || failure.kind === 'network') return DIRECTORY_MSG.recommendUnexpected
  return failure.msg ?? DIRECTORY_MSG.recommendFailed
}

const fresh = {
  values: EMPTY_RECOMMEND,
  touched: [],
  submitted: false,
  serverErrors: {},
  error: null,
  notice: null,
}

/**
 * 'Recomendar proveedor' (docs/decisions.md#directory): closed → editing → submitting → succeeded (the dialog
 * closes, the server's msg shows) | failed (red text in the dialog). Messages show after a field is left or a
 * send was tried; the send button waits for a valid form.
 */
export const recommendMachine = setup({
  types: {
    context: {} as RecommendContext,
    events: {} as RecommendEvent,
  },
  actors: {
    referSupplier: fromPromise<ActionResult, ReferSupplierBody>(async () => {
      throw new Error('referSupplier not provided')
    }),
  },
  actions: {
    applyChange: assign(({ context, event }) =>
      event.type === 'recommend.change' ? { ...withEdits(context, event.values), error: null } : {},
    ),
    applyBlur: assign({
      touched: ({ context, event }) =>
        event.type === 'recommend.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
  },
  guards: {
    invalid: ({ context }) => hasErrors(recommendErrors(context.values)),
  },
}).createMachine({
  id: 'recommend',
  context: fresh,
  initial: 'closed',
  states: {
    closed: {
      on: { 'recommend.open': { target: 'editing', actions: assign(fresh) } },
    },
    editing: {
      tags: ['open'],
      on: {
        'recommend.change': { actions: 'applyChange' },
        'recommend.blur': { actions: 'applyBlur' },
        'recommend.submit': [
          { guard: 'invalid', actions: assign({ submitted: true }) },
          { target: 'submitting', actions: assign({ submitted: true }) },
        ],
        'recommend.close': 'closed',
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'referSupplier',
        src: 'referSupplier',
        input: ({ context }) => recommendBodyOf(context.values),
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'succeeded',
            actions: assign({ notice: ({ event }) => event.output.msg }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => event.output.msg || DIRECTORY_MSG.recommendFailed }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => recommendFailureOf(event.error) }),
        },
      },
    },
    succeeded: {
      on: { 'recommend.open': { target: 'editing', actions: assign(fresh) } },
    },
    failed: {
      tags: ['open'],
      on: {
        'recommend.change': { target: 'editing', actions: 'applyChange' },
        'recommend.blur': { actions: 'applyBlur' },
        'recommend.submit': 'submitting',
        'recommend.close': 'closed',
      },
    },
  },
})

export type RecommendMachine = typeof recommendMachine
