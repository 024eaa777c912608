import { connectForgotPassword } from '@machines/password-reset'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { TextField } from '@/components/ui/Field'
import { EMAIL_INPUT } from '@/components/ui/inputKinds'
import { inputProps, useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { AuthForm } from './AuthForm'
import { type ForgotPasswordActorRef, forgotPasswordLogic } from './forgotPasswordLogic'

const linkStyle = css({ color: 'accent.text', textDecoration: 'underline', fontSize: 'sm' })

export function ForgotPasswordView({ actorRef }: { actorRef: ForgotPasswordActorRef }) {
  const api = useConnect(actorRef, connectForgotPassword)
  const { done, notice } = api

  return (
    <CenteredPage title="Recuperar contraseña">
      {done ? (
        <Alert status="success">{notice}</Alert>
      ) : (
        <AuthForm
          api={api}
          intro="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
          submitLabel="Enviar enlace"
          loadingText="Enviando…"
        >
          <TextField
            label="Correo electrónico"
            {...EMAIL_INPUT}
            {...inputProps(api.getFieldProps('email'))}
          />
        </AuthForm>
      )}
      <Link href="/login" className={linkStyle}>
        Volver a iniciar sesión
      </Link>
    </CenteredPage>
  )
}

export default function ForgotPasswordPage() {
  const actorRef = useFlow(forgotPasswordLogic)
  return <ForgotPasswordView actorRef={actorRef} />
}
