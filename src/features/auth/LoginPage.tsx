import { connectResource, createResourceMachine } from '@machines/resource'
import { connectLogin } from '@machines/session'
import { css } from 'styled-system/css'
import { Link, Redirect, useParams, useSearch } from 'wouter'
import { fromPromise } from 'xstate'
import { authApi, type DemoAccounts } from '@/api/auth'
import { sessionStore } from '@/api/sessionStore'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { PasswordField, TextField } from '@/components/ui/Field'
import { EMAIL_INPUT } from '@/components/ui/inputKinds'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { homeOf } from '@/session/roles'
import { AuthForm } from './AuthForm'

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
  const resource = useConnect(actorRef, connectResource)
  const demo = resource.ready ? resource.data : null
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
  const api = useConnect(session, connectLogin)
  const { signedInUser: user } = api
  const params = useParams<{ showMsg?: string }>()
  const search = new URLSearchParams(useSearch())
  const showWelcome = Boolean(params.showMsg || search.get('showMsg'))

  if (user) return <Redirect to={sessionStore.checkoutRedirect() ?? homeOf(user.role_name)} replace />

  return (
    <CenteredPage title="Iniciar sesión">
      {showWelcome && (
        <Alert status="success" title="Te has registrado">
          ¡Bienvenido!
        </Alert>
      )}
      <AuthForm api={{ ...api, ...api.getFormProps() }} submitLabel="Ingresar" loadingText="Ingresando…">
        <TextField
          label="Correo electrónico"
          {...EMAIL_INPUT}
          autoComplete="username"
          {...api.getFieldProps('email')}
        />
        <PasswordField label="Contraseña" {...api.getFieldProps('password')} />
      </AuthForm>
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
