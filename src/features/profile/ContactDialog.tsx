import type { ProfileApi } from '@machines/profile'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/Field'
import { FormDialog } from '@/components/ui/FormDialog'
import { inputProps } from '@/lib/useConnect'

const FORM_ID = 'profile-contact-form'

/** 'Editar datos de contacto' (admins): phone, e-mail, address, and the RFC while the business has none. */
export default function ContactDialog({ api }: { api: ProfileApi['contact'] }) {
  return (
    <FormDialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      title="Editar datos de contacto"
      busy={api.busy}
      formId={FORM_ID}
      onSubmit={api.onSubmit}
      cancelProps={api.getCancelProps()}
      submitLabel="Guardar"
      loadingText="Guardando…"
      submitProps={api.getSubmitProps()}
    >
      <TextField
        label="Teléfono"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        helperText="10 dígitos"
        {...inputProps(api.getFieldProps('phone'))}
      />
      <TextField
        label="Correo"
        type="email"
        autoComplete="email"
        {...inputProps(api.getFieldProps('email'))}
      />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        {...inputProps(api.getFieldProps('address'))}
      />
      {api.rfcMissing && (
        <TextField
          label="RFC (opcional)"
          autoCapitalize="characters"
          helperText="12 caracteres si es empresa, 13 si es persona física. Solo se registra una vez."
          {...inputProps(api.getFieldProps('tax_id'))}
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
