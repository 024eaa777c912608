import { PROJECT_BUDGET_MAX_LENGTH } from '@contract/projectTexts'
import { type PaymentDialogApi, phaseAllowed } from '@machines/payment-dialog'
import { DateField } from '@/components/ui/DateField'
import { Field, TextField } from '@/components/ui/Field'
import { InputPrefix } from '@/components/ui/InputPrefix'
import { inputProps } from '@/lib/useConnect'
import { NativeSelect } from './NativeSelect'
import { prefixedInput, twoColumns } from './styles'

/**
 * The project form (new or edit): name, budget in pesos, address, start date, type and phase. Types and phases
 * are the server's catalogue; a new project is not offered the final phase (Finalizado).
 */
export function ProjectFields({ api }: { api: PaymentDialogApi }) {
  const isNew = api.subject.project === null
  const types = api.catalogue?.types ?? []
  const phases = (api.catalogue?.phases ?? []).filter(
    (phase) => phaseAllowed(phase, isNew) || String(phase.id) === api.values.phase_id,
  )
  const { error: budgetError, readOnly: budgetReadOnly, ...budget } = inputProps(api.getFieldProps('budget'))
  return (
    <>
      <TextField label="Nombre del proyecto" {...inputProps(api.getFieldProps('name'))} autoComplete="off" />
      <Field label="Presupuesto" error={budgetError} readOnly={budgetReadOnly}>
        <InputPrefix sign="$">
          <Field.Input
            {...budget}
            inputMode="decimal"
            autoComplete="off"
            maxLength={PROJECT_BUDGET_MAX_LENGTH}
            className={prefixedInput}
          />
        </InputPrefix>
      </Field>
      <TextField
        label="Dirección"
        {...inputProps(api.getFieldProps('address'))}
        autoComplete="street-address"
      />
      <DateField label="Fecha de inicio" {...api.getDateProps('start_date')} />
      <div className={twoColumns}>
        <NativeSelect label="Tipo de construcción" field={api.getSelectProps('type_id')}>
          <option value="">Selecciona un tipo</option>
          {types.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label="Fase" field={api.getSelectProps('phase_id')}>
          <option value="">Selecciona una fase</option>
          {phases.map((phase) => (
            <option key={phase.id} value={String(phase.id)} disabled={!phaseAllowed(phase, isNew)}>
              {phase.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  )
}
