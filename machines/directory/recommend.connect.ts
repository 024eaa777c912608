import { RECOMMENDATION_NOTES_MAX } from '@contract/directoryTexts'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { fieldBinder, visibleError } from '../shared/form'
import { type RecommendField, type RecommendMachine, recommendErrors } from './recommend.machine'

/**
 * What 'Recomendar proveedor' renders (see docs/architecture.md, "Connect layer"): the opener, the dialog
 * (closing refused while it sends), each field with its message once left or sent, the notes counter, the red
 * text, the send button (disabled until the form is valid) and the server's msg once stored.
 */
export function connect(snapshot: SnapshotFrom<RecommendMachine>, send: SendOf<RecommendMachine>) {
  const { values, touched, submitted, serverErrors } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const clientErrors = recommendErrors(values)
  const valid = Object.keys(clientErrors).length === 0
  const close = () => send({ type: 'recommend.close' })
  const getFieldProps = fieldBinder<RecommendField>({
    values,
    errors: (name) => visibleError({ touched, clientErrors, serverErrors }, name, submitted),
    readOnly: busy,
    required: (name) => name !== 'notes',
    change: (patch) => send({ type: 'recommend.change', values: patch }),
    blur: (field) => send({ type: 'recommend.blur', field }),
  })
  return {
    open: snapshot.hasTag('open'),
    busy,
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    notice: snapshot.matches('succeeded') ? snapshot.context.notice : null,
    notesCount: `${values.notes.length}/${RECOMMENDATION_NOTES_MAX}`,
    getOpenerProps: () => ({ onClick: () => send({ type: 'recommend.open' }) }),
    onOpenChange: (open: boolean) => {
      if (!open) close()
    },
    getFieldProps,
    onSubmit: () => {
      send({ type: 'recommend.submit' })
    },
    getSubmitProps: () => ({ loading: busy, disabled: !valid }),
    getCancelProps: () => ({ onClick: close, disabled: busy }),
  }
}

export type RecommendApi = ReturnType<typeof connect>
