import type { PaymentDialogApi } from '@machines/payment-dialog'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { inputProps } from '@/lib/useConnect'
import { muted } from './styles'

/** 'Crear usuario comprador': name and e-mail. */
export function BuyerFields({ api }: { api: PaymentDialogApi }) {
  return (
    <>
      <TextField label="Nombre" {...inputProps(api.getFieldProps('name'))} autoComplete="name" />
      <TextField
        label="Correo electrónico"
        {...inputProps(api.getFieldProps('email'))}
        type="email"
        autoComplete="email"
      />
      <p className={muted}>Le enviaremos un correo para crear su contraseña.</p>
    </>
  )
}

/** '¿Necesitas más crédito?': an optional amount and comment. */
export function CreditFields({ api }: { api: PaymentDialogApi }) {
  const {
    error: commentError,
    readOnly: commentReadOnly,
    ...comment
  } = inputProps(api.getFieldProps('comment'))
  return (
    <>
      <p className={muted}>Cuéntanos cuánto crédito necesitas y para qué. Te contactaremos pronto.</p>
      <TextField
        label="Monto solicitado (opcional)"
        {...inputProps(api.getFieldProps('amount'))}
        inputMode="decimal"
        autoComplete="off"
      />
      <Field label="Comentario (opcional)" error={commentError} readOnly={commentReadOnly}>
        <FieldTextarea {...comment} />
      </Field>
    </>
  )
}
