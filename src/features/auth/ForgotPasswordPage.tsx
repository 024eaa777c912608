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
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import { useFlow } from '@/lib/useFlow'
import { type PasswordResetActorRef, passwordResetLogic } from './passwordResetLogic'

const linkStyle = css({ color: 'accent.text', textDecoration: 'underline', fontSize: 'sm' })

export function ForgotPasswordView({ actorRef }: { actorRef: PasswordResetActorRef }) {
  const busy = useSelector(actorRef, selectIsBusy)
  const done = useSelector(actorRef, selectIsDone)
  const fieldErrors = useSelector(actorRef, selectFieldErrors)
  const error = useSelector(actorRef, selectError)
  const notice = useSelector(actorRef, selectNotice)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actorRef.send({ type: 'reset.requestLink', email: String(form.get('email') ?? '') })
  }

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
          <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
            <TextField
              label="Correo electrónico"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              error={fieldErrors.email}
            />
            <Button type="submit" loading={busy} loadingText="Enviando…" fullWidth>
              Enviar enlace
            </Button>
          </form>
        </>
      )}
      <Link href="/login" className={linkStyle}>
        Volver a iniciar sesión
      </Link>
    </CenteredPage>
  )
}

export default function ForgotPasswordPage() {
  const actorRef = useFlow(passwordResetLogic, { mode: 'forgot' })
  return <ForgotPasswordView actorRef={actorRef} />
}
