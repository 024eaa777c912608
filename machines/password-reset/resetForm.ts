import { setup } from 'xstate'
import { clearEdited, type FieldErrors, touch } from '../shared/form'
import { hasErrors } from '../shared/validation'

/** What both password pages keep of their form (forgotPassword, changePassword). */
export interface ResetForm<V> {
  values: V
  touched: string[]
  fieldErrors: FieldErrors
  error: string | null
}

/** The edits both pages take: typing and leaving a field. */
export type ResetFormEvent<V> =
  | { type: 'reset.change'; values: Partial<V> }
  | { type: 'reset.blur'; field: keyof V }

/** The form once the person typed `values`: those fields' messages and the page's message go. */
const typed = <V>(form: ResetForm<V>, values: Partial<V>) => ({
  values: { ...form.values, ...values },
  fieldErrors: clearEdited(form.fieldErrors, Object.keys(values)),
  error: null,
})

/** The touched list once the person left `field`. */
const left = <V>(form: ResetForm<V>, field: string): string[] => touch(form.touched, [field])

/**
 * The guard and actions of both pages' form, given its local messages (`errorsOf`): an edit, a field left, a
 * valid send clearing what the last answer said, an invalid one showing every message.
 */
export const resetFormParts = <V, TContext extends ResetForm<V>, TEvent extends { type: string }>(
  errorsOf: (context: TContext) => FieldErrors,
) => {
  const { assign } = setup({ types: { context: {} as TContext, events: {} as TEvent } })
  const form = (changes: Partial<ResetForm<V>>) => changes as Partial<TContext>
  // Every page's events are its submit and these.
  const edit = (event: TEvent) => event as unknown as ResetFormEvent<V>
  return {
    guards: {
      invalid: ({ context }: { context: TContext }) => hasErrors(errorsOf(context)),
    },
    actions: {
      applyChange: assign(({ context, event }) => {
        const e = edit(event)
        return form(e.type === 'reset.change' ? typed(context, e.values) : {})
      }),
      applyBlur: assign(({ context, event }) => {
        const e = edit(event)
        return form(e.type === 'reset.blur' ? { touched: left(context, String(e.field)) } : {})
      }),
      /** A valid form goes out: what the last answer said is cleared. */
      clearAnswer: assign(() => form({ fieldErrors: {}, error: null })),
      /** A send of an invalid form (the disabled button prevents it): every message shows. */
      touchAll: assign(({ context }) =>
        form({ touched: touch(context.touched, Object.keys(errorsOf(context))) }),
      ),
    },
  }
}

/**
 * The form of both pages: typing, leaving a field, and `submit`, which sends a valid form and shows every
 * message of an invalid one.
 */
export const editingState = <TSubmit extends string>(submit: TSubmit) =>
  ({
    tags: ['form'],
    on: {
      'reset.change': { actions: 'applyChange' },
      'reset.blur': { actions: 'applyBlur' },
      [submit]: [
        { guard: 'invalid', actions: 'touchAll' },
        { target: 'submitting', actions: 'clearAnswer' },
      ],
    },
  }) as const
