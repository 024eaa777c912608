import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FieldProps, submitProps } from '../shared/form'
import { type CheckboxProps, requiredFields, requiredOptin } from './formStep.connect'
import type { LegalStepMachine } from './legalStep.machine'
import type { PersonValues } from './registration.forms'
import { selectLegalErrors, selectLegalValid, selectStepBusy } from './registration.selectors'

/**
 * What the legal representative's step renders (see docs/architecture.md, "Connect layer"): its banner, the
 * person's fields, the privacy opt-in and 'Continuar'.
 */
export function connect(snapshot: SnapshotFrom<LegalStepMachine>, send: SendOf<LegalStepMachine>) {
  const { values, error } = snapshot.context
  const busy = selectStepBusy(snapshot)
  const errors = selectLegalErrors(snapshot)
  const field = requiredFields({
    values: values as unknown as Record<string, string>,
    errors,
    busy,
    change: (patch) => send({ type: 'legal.change', values: patch }),
    blur: (name) => send({ type: 'legal.blur', field: name }),
  })
  return {
    error,
    busy,
    getPersonFieldProps: (name: keyof PersonValues): FieldProps => field(name),
    getOptinProps: (): CheckboxProps =>
      requiredOptin({
        name: 'optin',
        checked: values.optin,
        error: errors.optin,
        busy,
        change: (checked) => send({ type: 'legal.change', values: { optin: checked } }),
      }),
    onSubmit: () => send({ type: 'legal.submit' }),
    /** 'Continuar' stays off until the form is valid. */
    getSubmitProps: () => submitProps({ valid: selectLegalValid(snapshot), busy }),
  }
}

export type LegalStepApi = ReturnType<typeof connect>
