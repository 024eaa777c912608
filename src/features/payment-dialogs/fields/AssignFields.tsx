import { NEW_PROJECT, type PaymentDialogApi } from '@machines/payment-dialog'
import { TextField } from '@/components/ui/Field'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { inputProps } from '@/lib/useConnect'
import { NativeSelect } from './NativeSelect'

/** 'Asignar a proyecto': one of the customer's projects, or a new one by name. */
export function AssignFields({ api }: { api: PaymentDialogApi }) {
  const { projects, values } = api
  return (
    <>
      <NativeSelect
        label="Proyecto"
        field={api.getSelectProps('project_id')}
        helperText={projects.length === 0 ? 'Aún no tienes proyectos: crea uno nuevo.' : undefined}
      >
        <SelectOptions
          prompt="Selecciona un proyecto"
          items={projects}
          toOption={(project) => ({ value: String(project.id), label: project.name })}
        />
        <option value={NEW_PROJECT}>Crear un proyecto nuevo</option>
      </NativeSelect>
      {values.project_id === NEW_PROJECT && (
        <TextField
          label="Nombre del proyecto"
          {...inputProps(api.getFieldProps('new_project_name'))}
          autoComplete="off"
        />
      )}
    </>
  )
}
