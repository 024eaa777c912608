import {
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsDone,
  selectNotice,
} from '@machines/password-reset'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link, useParams } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { PasswordField } from '@/components/ui/Field'
import { useFlow } from '@/lib/useFlow'
import { type PasswordResetActorRef, passwordResetLogic } from './passwordResetLogic'

export function ChangePasswordView({ actorRef }: { actorRef: PasswordResetActorRef }) {
  const busy = useSelector(actorRef, selectIsBusy)
  const done = useSelector(actorRef, selectIsDone)
  const fieldErrors = useSelector(actorRef, selectFieldErrors)
  const error = useSelector(actorRef, selectError)
  const notice = useSelector(actorRef, selectNotice)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actorRef.send({
      type: 'reset.changePassword',
      password: String(form.get('password') ?? ''),
      passwordConfirmation: String(form.get('password_confirmation') ?? ''),
    })
  }

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
          <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
            <PasswordField
              label="Nueva contraseña"
              name="password"
              autoComplete="new-password"
              error={fieldErrors.password}
            />
            <PasswordField
              label="Confirmar contraseña"
              name="password_confirmation"
              autoComplete="new-password"
              error={fieldErrors.password_confirmation}
            />
            <Button type="submit" loading={busy} loadingText="Guardando…" fullWidth>
              Cambiar contraseña
            </Button>
          </form>
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
  const actorRef = useFlow(passwordResetLogic, { mode: 'change', token })
  return <ChangePasswordView actorRef={actorRef} />
}
