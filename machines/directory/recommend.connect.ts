import { RECOMMENDATION_NOTES_MAX } from '@contract/directoryTexts'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import { submitProps } from '../shared/form'
import { leftOrSentFieldBinder } from '../shared/leftOrSentFields'
import { hasErrors } from '../shared/validation'
import { type RecommendField, type RecommendMachine, recommendErrors } from './recommend.machine'

/**
 * What 'Recomendar proveedor' renders (see docs/architecture.md, "Connect layer"): the opener, the dialog
 * (closing refused while it sends), each field with its message once left or sent, the notes counter, the red
 * text, the send button (disabled until the form is valid) and the server's msg once stored.
 */
export function connect(snapshot: SnapshotFrom<RecommendMachine>, send: SendOf<RecommendMachine>) {
  const { values } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const clientErrors = recommendErrors(values)
  return {
    open: snapshot.hasTag('open'),
    ...dialogProps({ busy, close: () => send({ type: 'recommend.close' }) }),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    notice: snapshot.matches('succeeded') ? snapshot.context.notice : null,
    notesCount: `${values.notes.length}/${RECOMMENDATION_NOTES_MAX}`,
    getOpenerProps: () => ({ onClick: () => send({ type: 'recommend.open' }) }),
    getFieldProps: leftOrSentFieldBinder<RecommendField>(snapshot.context, clientErrors, {
      readOnly: busy,
      required: (name) => name !== 'notes',
      change: (patch) => send({ type: 'recommend.change', values: patch }),
      blur: (field) => send({ type: 'recommend.blur', field }),
    }),
    onSubmit: () => {
      send({ type: 'recommend.submit' })
    },
    getSubmitProps: () => submitProps({ valid: !hasErrors(clientErrors), busy }),
  }
}

export type RecommendApi = ReturnType<typeof connect>
