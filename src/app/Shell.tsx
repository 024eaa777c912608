import { selectIsSigningOut, selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { ROUTES } from '@/routes/table'
import { NavLinks } from './NavLinks'
import { navItemsFor } from './navigation'
import { useSessionActor } from './session'

/** The bar is hidden on the registration routes, checkout, the questionnaire and the public client form. */
const isBare = (path: string): boolean =>
  path.includes('register') ||
  // The flows page of QA builds has its own layout (src/qa/FlowsPage.tsx).
  ((import.meta.env.VITE_QA === 'true' || import.meta.env.DEV) && /^\/qa(\/|$)/.test(path)) ||
  ROUTES.some(
    (route) =>
      route.bare &&
      new RegExp(`^${route.path.replace(/\/:[^/]+\?/g, '(/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`).test(
        path,
      ),
  )

// The phone drawer (Ark Dialog and its focus trap) loads on first open, keeping it out of the /login bundle.
const MobileMenu = lazy(() => import('./MobileMenu'))

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

/** Top bar on wide screens, a drawer on phones; items by role (docs/decisions.md#routes-and-navigation). */
export function Shell({ children }: { children: ReactNode }) {
  const session = useSessionActor()
  const user = useSelector(session, selectUser)
  const signingOut = useSelector(session, selectIsSigningOut)
  const [path] = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)

  if (signingOut) return <SigningOut />
  if (isBare(path) || !user) return <>{children}</>

  const items = navItemsFor(user.role_name)
  const signOut = () => {
    setMenuOpen(false)
    session.send({ type: 'session.signOut' })
  }

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
          <nav
            aria-label="Principal"
            className={css({ display: { base: 'none', xl: 'flex' }, gap: '1', flex: '1' })}
          >
            <NavLinks items={items} current={path} />
          </nav>
          <div className={css({ display: { base: 'none', xl: 'block' }, ml: 'auto' })}>
            <Button variant="ghost" onClick={signOut}>
              Salir
            </Button>
          </div>
          <div className={css({ display: { base: 'block', xl: 'none' }, ml: 'auto' })}>
            <Button variant="outline" size="sm" onClick={() => setMenuOpen(true)} aria-expanded={menuOpen}>
              Abrir menú
            </Button>
          </div>
        </div>
      </header>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            role={user.role_name}
            items={items}
            current={path}
            onClose={() => setMenuOpen(false)}
            onSignOut={signOut}
          />
        </Suspense>
      )}
      <main className={css({ maxW: '7xl', mx: 'auto', px: '4', py: '6' })}>{children}</main>
    </div>
  )
}
