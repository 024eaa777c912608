import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FieldProps, submitProps } from '../shared/form'
import { type CheckboxProps, requiredFields, requiredOptin } from './formStep.connect'
import type { InfoStepMachine } from './infoStep.machine'
import type { InfoValues } from './registration.forms'
import { selectInfoErrors, selectInfoValid, selectStepBusy } from './registration.selectors'

export type InfoText = Exclude<
  keyof InfoValues,
  'business_type' | 'optin_data_protection' | 'optin_terms_and_conditions'
>
export type InfoOptin = 'optin_data_protection' | 'optin_terms_and_conditions'

/**
 * What the info step renders (see docs/architecture.md, "Connect layer"): its banner, the business's fields,
 * the two opt-ins and 'Continuar'.
 */
export function connect(snapshot: SnapshotFrom<InfoStepMachine>, send: SendOf<InfoStepMachine>) {
  const { values, error } = snapshot.context
  const busy = selectStepBusy(snapshot)
  const errors = selectInfoErrors(snapshot)
  const field = requiredFields({
    values: values as unknown as Record<string, string>,
    errors,
    busy,
    change: (patch) => send({ type: 'info.change', values: patch as Partial<InfoValues> }),
    blur: (name) => send({ type: 'info.blur', field: name }),
  })
  return {
    error,
    busy,
    getFieldProps: (name: InfoText): FieldProps => field(name),
    getBusinessTypeProps: (): FieldProps => field('business_type'),
    getOptinProps: (name: InfoOptin): CheckboxProps =>
      requiredOptin({
        name,
        checked: values[name],
        error: errors[name],
        busy,
        change: (checked) => send({ type: 'info.change', values: { [name]: checked } }),
      }),
    onSubmit: () => send({ type: 'info.submit' }),
    /** 'Continuar' stays off until the form is valid. */
    getSubmitProps: () => submitProps({ valid: selectInfoValid(snapshot), busy }),
  }
}

export type InfoStepApi = ReturnType<typeof connect>
