import { createResourceMachine } from '@machines/resource'
import {
  selectFieldErrors,
  selectIsAuthenticated,
  selectIsBusy,
  selectLoginError,
  selectUser,
} from '@machines/session'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link, Redirect, useParams, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { authApi, type DemoAccounts } from '@/api/auth'
import { sessionStore } from '@/api/sessionStore'
import { useSessionActor } from '@/app/session'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { PasswordField, TextField } from '@/components/ui/Field'
import { useFlow } from '@/lib/useFlow'
import { homeOf } from '@/routes/roles'

const demoAccountsLogic = createResourceMachine<DemoAccounts>('demoAccounts').provide({
  actors: { load: fromPromise(() => authApi.demoAccounts()) },
})

const ROLE_LABELS: Record<string, string> = {
  admin: 'Operador de la plataforma',
  'admin-supplier': 'Proveedor (administrador)',
  'vendor-supplier': 'Vendedor del proveedor',
  'admin-customer': 'Cliente (administrador)',
  customer: 'Comprador del cliente',
  vendor: 'Vendedor',
}

function DemoAccountsList() {
  const actorRef = useFlow(demoAccountsLogic)
  const demo = useSelector(actorRef, (s) => (s.hasTag('ready') ? s.context.data : null))
  if (!demo) return null
  return (
    <section aria-labelledby="demo-accounts" className={css({ mt: '8', fontSize: 'sm' })}>
      <h2 id="demo-accounts" className={css({ fontWeight: 'semibold', mb: '2' })}>
        Cuentas de demostración
      </h2>
      <p className={css({ color: 'fg.muted', mb: '2' })}>
        Contraseña para todas: <code>{demo.password}</code>
      </p>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {demo.accounts.map((account) => (
          <li key={account.email}>
            <code>{account.email}</code> — {account.label || ROLE_LABELS[account.role_name]}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /login: e-mail and password; on success the user goes to the home of the role (or back to checkout). */
export default function LoginPage() {
  const session = useSessionActor()
  const busy = useSelector(session, selectIsBusy)
  const error = useSelector(session, selectLoginError)
  const fieldErrors = useSelector(session, selectFieldErrors)
  const authenticated = useSelector(session, selectIsAuthenticated)
  const user = useSelector(session, selectUser)
  const params = useParams<{ showMsg?: string }>()
  const search = new URLSearchParams(useSearch())
  const showWelcome = Boolean(params.showMsg || search.get('showMsg'))

  if (authenticated && user)
    return <Redirect to={sessionStore.checkoutRedirect() ?? homeOf(user.role_name)} replace />

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    session.send({
      type: 'session.signIn',
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    })
  }

  return (
    <CenteredPage title="Iniciar sesión">
      {showWelcome && (
        <Alert status="success" title="Te has registrado">
          ¡Bienvenido!
        </Alert>
      )}
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
          autoComplete="username"
          inputMode="email"
          error={fieldErrors.email}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          error={fieldErrors.password}
        />
        <Button type="submit" loading={busy} loadingText="Ingresando…" fullWidth>
          Ingresar
        </Button>
      </form>
      <nav
        aria-label="Ayuda de acceso"
        className={css({ display: 'grid', gap: '2', mt: '4', fontSize: 'sm' })}
      >
        <Link href="/forgot-password" className={css({ color: 'accent.text', textDecoration: 'underline' })}>
          ¿Olvidaste tu contraseña?
        </Link>
        <Link href="/register/info" className={css({ color: 'accent.text', textDecoration: 'underline' })}>
          ¿Aún no tienes cuenta? Regístrate
        </Link>
      </nav>
      <DemoAccountsList />
    </CenteredPage>
  )
}
