import type { RecommendApi } from '@machines/directory'
import { Alert } from '@/components/ui/Alert'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { FormDialog } from '@/components/ui/FormDialog'
import { inputProps } from '@/lib/useConnect'

const FORM_ID = 'recommend-supplier-form'

/** The 'Recomendar proveedor' dialog (loaded on the first open). */
export default function RecommendDialog({ api }: { api: RecommendApi }) {
  const { error } = api
  const name = inputProps(api.getFieldProps('name'))
  const phone = inputProps(api.getFieldProps('phone'))
  const { error: notesError, ...notes } = inputProps(api.getFieldProps('notes'))
  return (
    <FormDialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      title="Recomendar proveedor"
      description="¿Conoces un proveedor que debería estar en Obrafiado? Cuéntanos cómo contactarlo."
      busy={api.busy}
      formId={FORM_ID}
      onSubmit={api.onSubmit}
      cancelProps={api.getCancelProps()}
      submitLabel="Enviar"
      loadingText="Enviando…"
      submitProps={api.getSubmitProps()}
    >
      <TextField label="Nombre del proveedor" autoComplete="organization" {...name} />
      <TextField
        label="Teléfono"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText="10 dígitos"
        {...phone}
      />
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
    </FormDialog>
  )
}
