import type { RecommendApi } from '@machines/directory'
import { Alert } from '@/components/ui/Alert'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { FormDialog } from '@/components/ui/FormDialog'
import { formDialogProps } from '@/components/ui/formDialogProps'
import { PHONE_INPUT } from '@/components/ui/inputKinds'
import { fieldParts, inputsOf } from '@/lib/connectedInputs'

const FORM_ID = 'recommend-supplier-form'

/** The 'Recomendar proveedor' dialog (loaded on the first open). */
export default function RecommendDialog({ api }: { api: RecommendApi }) {
  const { error } = api
  const input = inputsOf(api.getFieldProps)
  const notes = fieldParts(api.getFieldProps('notes'))
  return (
    <FormDialog
      {...formDialogProps(api)}
      title="Recomendar proveedor"
      description="¿Conoces un proveedor que debería estar en Obrafiado? Cuéntanos cómo contactarlo."
      formId={FORM_ID}
      submitLabel="Enviar"
      loadingText="Enviando…"
    >
      <TextField label="Nombre del proveedor" autoComplete="organization" {...input('name')} />
      <TextField label="Teléfono" {...PHONE_INPUT} helperText="10 dígitos" {...input('phone')} />
      <Field label="Notas (opcional)" helperText={api.notesCount} {...notes.field}>
        <FieldTextarea {...notes.control} />
      </Field>
      {error && (
        <Alert status="error" title="No se envió la recomendación">
          {error}
        </Alert>
      )}
    </FormDialog>
  )
}
