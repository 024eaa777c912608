import type { ProfileApi } from '@machines/profile'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/Field'
import { FormDialog } from '@/components/ui/FormDialog'
import { formDialogProps } from '@/components/ui/formDialogProps'
import { EMAIL_INPUT, PHONE_INPUT } from '@/components/ui/inputKinds'
import { inputsOf } from '@/lib/connectedInputs'

const FORM_ID = 'profile-contact-form'

/** 'Editar datos de contacto' (admins): phone, e-mail, address, and the RFC while the business has none. */
export default function ContactDialog({ api }: { api: ProfileApi['contact'] }) {
  const input = inputsOf(api.getFieldProps)
  return (
    <FormDialog
      {...formDialogProps(api)}
      title="Editar datos de contacto"
      formId={FORM_ID}
      submitLabel="Guardar"
      loadingText="Guardando…"
    >
      <TextField label="Teléfono" {...PHONE_INPUT} helperText="10 dígitos" {...input('phone')} />
      <TextField label="Correo" {...EMAIL_INPUT} {...input('email')} />
      <TextField label="Dirección" autoComplete="street-address" {...input('address')} />
      {api.rfcMissing && (
        <TextField
          label="RFC (opcional)"
          autoCapitalize="characters"
          helperText="12 caracteres si es empresa, 13 si es persona física. Solo se registra una vez."
          {...input('tax_id')}
        />
      )}
      {api.error && (
        <Alert status="error" title="Error">
          {api.error}
        </Alert>
      )}
    </FormDialog>
  )
}
