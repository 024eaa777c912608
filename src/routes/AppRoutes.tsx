import { Suspense, useEffect } from 'react'
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter'
import { sessionStore } from '@/api/sessionStore'
import { PageLoader } from '@/components/layout/PageLoader'
import { registrationStore } from '@/lib/registrationStore'
import { useSessionStatus } from '@/session/context'
import { decide, decideRoot } from './guard'
import { PAGES } from './pages'
import { ROUTES, type RouteDef } from './table'

/** Pages whose routes share one mounted page. */
const SHARED_KEY_PAGES = new Set<RouteDef['page']>(['register', 'projects'])

function Guarded({ route }: { route: RouteDef }) {
  const session = useSessionStatus()
  const [path] = useLocation()
  const params = useParams()
  const query = new URLSearchParams(useSearch())
  const registerToken = query.get('register_token')
  const decision = decide({
    route,
    path,
    params,
    query,
    session,
    registerToken: registrationStore.token(),
    registerCompleted: registrationStore.isCompleted(),
  })

  // Side effects of a visit the guard allowed: keep the register token, consume the checkout flag.
  useEffect(() => {
    if (decision.kind !== 'render') return
    if (route.access.kind === 'register' && registerToken) registrationStore.save(registerToken)
    if (route.access.kind === 'checkout') sessionStore.forgetCheckout()
  }, [decision.kind, route.access.kind, registerToken])

  if (decision.kind === 'wait') return <PageLoader />
  if (decision.kind === 'redirect') {
    if (decision.rememberCheckout) sessionStore.rememberCheckout(decision.rememberCheckout)
    return <Redirect to={decision.to} replace />
  }
  const Page = PAGES[route.page]
  return (
    <Suspense fallback={<PageLoader />}>
      <Page title={route.title ?? ''} />
    </Suspense>
  )
}

function Root() {
  const decision = decideRoot(useSessionStatus())
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />
  return <PageLoader />
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Root />
      </Route>
      <Route path="/register">
        <RegisterIndex />
      </Route>
      {ROUTES.map((route) => (
        // The wizard's steps share one key, and so do /projects and its drawer routes: moving between them
        // keeps the page (and its machine) mounted.
        <Route key={SHARED_KEY_PAGES.has(route.page) ? route.page : route.path} path={route.path}>
          <Guarded route={route} />
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  )
}

/** /register starts the wizard at info, keeping a register_token in the query. */
function RegisterIndex() {
  const search = useSearch()
  return <Redirect to={`/register/info${search ? `?${search}` : ''}`} replace />
}

function NotFound() {
  return (
    <section>
      <h1>Página no encontrada</h1>
      <p>La dirección que abriste no existe.</p>
    </section>
  )
}
