import { selectIsSigningOut, selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { Spinner } from '@/components/ui/Spinner'
import { ROUTES } from '@/routes/table'
import { useSessionActor } from '@/session/context'

/** The bar is hidden on the registration routes, checkout, the questionnaire and the public client form. */
const isBare = (path: string): boolean =>
  path.includes('register') ||
  ROUTES.some(
    (route) =>
      route.bare &&
      new RegExp(`^${route.path.replace(/\/:[^/]+\?/g, '(/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`).test(
        path,
      ),
  )

// The bar's links and buttons by role (and the phone drawer under them) load once a user is signed in.
const SignedInNav = lazy(() => import('./SignedInNav'))

function SigningOut() {
  return (
    <div
      role="status"
      className={css({
        position: 'fixed',
        inset: '0',
        display: 'grid',
        placeItems: 'center',
        bg: 'bg',
        zIndex: 'overlay',
      })}
    >
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'center' })}>
        <Spinner size="lg" decorative />
        <p>Cerrando sesión…</p>
      </div>
    </div>
  )
}

/** The page under a top bar for a signed-in user (SignedInNav.tsx); bare pages and signed-out ones without it. */
export function Shell({ children }: { children: ReactNode }) {
  const session = useSessionActor()
  const user = useSelector(session, selectUser)
  const signingOut = useSelector(session, selectIsSigningOut)
  const [path] = useLocation()

  if (signingOut) return <SigningOut />
  if (isBare(path) || !user) return <>{children}</>

  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas' })}>
      <header
        className={css({
          position: 'sticky',
          top: '0',
          zIndex: 'sticky',
          bg: 'bg',
          borderBottomWidth: '1px',
          borderColor: 'border',
        })}
      >
        <div
          className={css({
            maxW: '7xl',
            mx: 'auto',
            px: '4',
            h: '14',
            display: 'flex',
            alignItems: 'center',
            gap: '4',
          })}
        >
          <Link href="/" className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'accent.text' })}>
            Obrafiado
          </Link>
          {/* Loaded beside the route's page: the signed-out pages never carry the navigation. */}
          <Suspense fallback={null}>
            <SignedInNav role={user.role_name} path={path} />
          </Suspense>
        </div>
      </header>
      <main className={css({ maxW: '7xl', mx: 'auto', px: '4', py: '6' })}>{children}</main>
    </div>
  )
}
