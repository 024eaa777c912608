import { connectChangePassword } from '@machines/password-reset'
import { css } from 'styled-system/css'
import { Link, useParams } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { PasswordField } from '@/components/ui/Field'
import { inputsOf } from '@/lib/connectedInputs'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { AuthForm } from './AuthForm'
import { type ChangePasswordActorRef, changePasswordLogic } from './changePasswordLogic'

export function ChangePasswordView({ actorRef }: { actorRef: ChangePasswordActorRef }) {
  const api = useConnect(actorRef, connectChangePassword)
  const { done, notice } = api
  const input = inputsOf(api.getFieldProps)

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
          <AuthForm
            api={api}
            intro="Usa al menos 8 caracteres, con una letra mayúscula y un número."
            submitLabel="Cambiar contraseña"
            loadingText="Guardando…"
          >
            <PasswordField label="Nueva contraseña" autoComplete="new-password" {...input('password')} />
            <PasswordField
              label="Confirmar contraseña"
              autoComplete="new-password"
              {...input('password_confirmation')}
            />
          </AuthForm>
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
