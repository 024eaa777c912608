import { connectForgotPassword } from '@machines/password-reset'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { inputProps, useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { type ForgotPasswordActorRef, forgotPasswordLogic } from './forgotPasswordLogic'

const linkStyle = css({ color: 'accent.text', textDecoration: 'underline', fontSize: 'sm' })

export function ForgotPasswordView({ actorRef }: { actorRef: ForgotPasswordActorRef }) {
  const api = useConnect(actorRef, connectForgotPassword)
  const { done, notice, error } = api

  return (
    <CenteredPage title="Recuperar contraseña">
      {done ? (
        <Alert status="success">{notice}</Alert>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>
            Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
          </p>
          {error && (
            <Alert status="error" role="alert">
              {error}
            </Alert>
          )}
          <Form onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
            <TextField
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...inputProps(api.getFieldProps('email'))}
            />
            <Button {...api.getSubmitProps()} loadingText="Enviando…" fullWidth>
              Enviar enlace
            </Button>
          </Form>
        </>
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
