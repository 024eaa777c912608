import { connectChangePassword } from '@machines/password-reset'
import { css } from 'styled-system/css'
import { Link, useParams } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { PasswordField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { inputProps, useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { type ChangePasswordActorRef, changePasswordLogic } from './changePasswordLogic'

export function ChangePasswordView({ actorRef }: { actorRef: ChangePasswordActorRef }) {
  const api = useConnect(actorRef, connectChangePassword)
  const { done, notice, error } = api

  return (
    <CenteredPage title="Cambiar contraseña">
      {done ? (
        <>
          <Alert status="success">{notice}</Alert>
          <Button asChild fullWidth>
            <Link href="/login">Iniciar sesión</Link>
          </Button>
        </>
      ) : (
        <>
          <p className={css({ color: 'fg.muted' })}>
            Usa al menos 8 caracteres, con una letra mayúscula y un número.
          </p>
          {error && (
            <Alert status="error" role="alert">
              {error}
            </Alert>
          )}
          <Form onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
            <PasswordField
              label="Nueva contraseña"
              autoComplete="new-password"
              {...inputProps(api.getFieldProps('password'))}
            />
            <PasswordField
              label="Confirmar contraseña"
              autoComplete="new-password"
              {...inputProps(api.getFieldProps('password_confirmation'))}
            />
            <Button {...api.getSubmitProps()} loadingText="Guardando…" fullWidth>
              Cambiar contraseña
            </Button>
          </Form>
          <Link
            href="/login"
            className={css({ color: 'accent.text', textDecoration: 'underline', fontSize: 'sm' })}
          >
            Volver a iniciar sesión
          </Link>
        </>
      )}
    </CenteredPage>
  )
}

export default function ChangePasswordPage() {
  const { token = '' } = useParams<{ token: string }>()
  const actorRef = useFlow(changePasswordLogic, { token })
  return <ChangePasswordView actorRef={actorRef} />
}
