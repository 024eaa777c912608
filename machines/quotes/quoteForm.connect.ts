import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import type { FieldProps } from '../shared/form'
import { leftOrSentErrors, leftOrSentFieldBinder } from '../shared/leftOrSentFields'
import { QUOTE_FIELDS, type QuoteField, type QuoteFormMachine, quoteErrors } from './quoteForm.machine'

/**
 * What the quote form drawer renders (see docs/architecture.md, "Connect layer"): the drawer's open state
 * (closing refused while it sends), each field with the message it shows (after the field is left or the
 * form is sent), the projects to choose from, the red text and the submit.
 */
export function connect(snapshot: SnapshotFrom<QuoteFormMachine>, send: SendOf<QuoteFormMachine>) {
  const { values, projects } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const clientErrors = quoteErrors(values)
  const errorOf = leftOrSentErrors<QuoteField>(snapshot.context, clientErrors)
  const getFieldProps = leftOrSentFieldBinder<QuoteField>(snapshot.context, clientErrors, {
    readOnly: busy,
    required: true,
    change: (patch) => send({ type: 'quote.change', values: patch }),
    blur: (field) => send({ type: 'quote.blur', field }),
  })
  return {
    open: snapshot.hasTag('open'),
    ...dialogProps({ busy, close: () => send({ type: 'quote.close' }) }),
    projects,
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    /** Every field's visible message (the first invalid one takes the focus after a send). */
    fieldErrors: Object.fromEntries(QUOTE_FIELDS.map((name) => [name, errorOf(name)])),
    getFieldProps,
    /** The project select: disabled while sending. */
    getSelectProps: (name: QuoteField): FieldProps => ({ ...getFieldProps(name), disabled: busy }),
    onSubmit: () => {
      send({ type: 'quote.submit' })
    },
  }
}

export type QuoteFormApi = ReturnType<typeof connect>
