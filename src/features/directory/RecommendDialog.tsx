import type { RecommendApi } from '@machines/directory'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { Form } from '@/components/ui/Form'
import { inputProps } from '@/lib/useConnect'

const FORM_ID = 'recommend-supplier-form'

/** The 'Recomendar proveedor' dialog (loaded on the first open). */
export default function RecommendDialog({ api }: { api: RecommendApi }) {
  const { busy, error } = api
  const name = inputProps(api.getFieldProps('name'))
  const phone = inputProps(api.getFieldProps('phone'))
  const { error: notesError, ...notes } = inputProps(api.getFieldProps('notes'))
  return (
    <Dialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      title="Recomendar proveedor"
      description="¿Conoces un proveedor que debería estar en Obrafiado? Cuéntanos cómo contactarlo."
      hideCloseButton={busy}
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" {...api.getCancelProps()}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loadingText="Enviando…" {...api.getSubmitProps()}>
            Enviar
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
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
      </Form>
    </Dialog>
  )
}
