import { selectIsSigningOut, selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { Link, useLocation } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { Spinner } from '@/components/ui/Spinner'
import { ROUTES } from '@/routes/table'
import { HELP_CENTER_URL, type NavItem, navItemsFor, showsHelpCenter } from './navigation'
import { useSessionActor } from './session'

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

const linkStyle = css({
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'accent.fg', bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
})

function NavLinks({
  items,
  current,
  onNavigate,
}: {
  items: NavItem[]
  current: string
  onNavigate?: () => void
}) {
  return items.map((item) => (
    <Link
      key={item.label}
      href={item.to}
      className={linkStyle}
      aria-current={current === item.to ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ))
}

function SigningOut() {
  return (
    <div
      role="status"
      className={css({
        position: 'fixed',
        inset: '0',
        display: 'grid',
        placeItems: 'center',
        bg: 'bg.default',
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

/** Top bar on wide screens, a drawer on phones; items by role (payments-and-dashboards.md §2). */
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
          bg: 'bg.default',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
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
          <Link href="/" className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'accent.fg' })}>
            Obrafiado
          </Link>
          <nav
            aria-label="Principal"
            className={css({ display: { base: 'none', lg: 'flex' }, gap: '1', flex: '1' })}
          >
            <NavLinks items={items} current={path} />
          </nav>
          <div className={css({ display: { base: 'none', lg: 'block' }, ml: 'auto' })}>
            <Button variant="ghost" onClick={signOut}>
              Salir
            </Button>
          </div>
          <div className={css({ display: { base: 'block', lg: 'none' }, ml: 'auto' })}>
            <Button variant="outline" size="sm" onClick={() => setMenuOpen(true)} aria-expanded={menuOpen}>
              Abrir menú
            </Button>
          </div>
        </div>
      </header>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} title="Menú" side="left">
        <nav aria-label="Principal" className={css({ display: 'grid', gap: '1' })}>
          <NavLinks items={items} current={path} onNavigate={() => setMenuOpen(false)} />
          {showsHelpCenter(user.role_name) && (
            <a href={HELP_CENTER_URL} target="_blank" rel="noreferrer" className={linkStyle}>
              Centro de ayuda
            </a>
          )}
          <Button variant="ghost" onClick={signOut}>
            Salir
          </Button>
        </nav>
      </Drawer>
      <main className={css({ maxW: '7xl', mx: 'auto', px: '4', py: '6' })}>{children}</main>
    </div>
  )
}
