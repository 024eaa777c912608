import type { RecommendApi } from '@machines/directory'
import { Alert } from '@/components/ui/Alert'
import { ConnectedFormDialog } from '@/components/ui/ConnectedFormDialog'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { PHONE_INPUT } from '@/components/ui/inputKinds'
import { inputsOf } from '@/lib/inputsOf'

const FORM_ID = 'recommend-supplier-form'

/** The 'Recomendar proveedor' dialog (loaded on the first open). */
export default function RecommendDialog({ api }: { api: RecommendApi }) {
  const { error } = api
  const input = inputsOf(api.getFieldProps)
  const { error: notesError, ...notes } = input('notes')
  return (
    <ConnectedFormDialog
      api={api}
      title="Recomendar proveedor"
      description="¿Conoces un proveedor que debería estar en Obrafiado? Cuéntanos cómo contactarlo."
      formId={FORM_ID}
      submitLabel="Enviar"
      loadingText="Enviando…"
    >
      <TextField label="Nombre del proveedor" autoComplete="organization" {...input('name')} />
      <TextField label="Teléfono" {...PHONE_INPUT} helperText="10 dígitos" {...input('phone')} />
      <Field
        label="Notas (opcional)"
        error={notesError}
        helperText={api.notesCount}
        readOnly={notes.readOnly}
      >
        <FieldTextarea {...notes} />
      </Field>
      {error && (
        <Alert status="error" title="No se envió la recomendación">
          {error}
        </Alert>
      )}
    </ConnectedFormDialog>
  )
}
