import type { ProfileApi } from '@machines/profile'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { TextField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { inputProps } from '@/lib/useConnect'

const FORM_ID = 'profile-contact-form'

/** 'Editar datos de contacto' (admins): phone, e-mail, address, and the RFC while the business has none. */
export default function ContactDialog({ api }: { api: ProfileApi['contact'] }) {
  return (
    <Dialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      title="Editar datos de contacto"
      hideCloseButton={api.busy}
      closeOnEscape={!api.busy}
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" {...api.getCancelProps()}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loadingText="Guardando…" {...api.getSubmitProps()}>
            Guardar
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
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
      </Form>
    </Dialog>
  )
}
