import type { RoleName } from '@contract/roles'
import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import { useSessionActor } from '@/session/context'
import { NavLinks } from './NavLinks'
import { navItemsFor } from './navigation'

// The phone drawer (Ark Dialog and its focus trap) loads on first open.
const MobileMenu = lazy(() => import('./MobileMenu'))

/**
 * The top bar's links and buttons by role: the links and 'Salir' on wide screens, 'Abrir menú' and its drawer
 * on phones (docs/decisions.md#routes-and-navigation). Items of the bar's flex row (Shell.tsx).
 */
export default function SignedInNav({ role, path }: { role: RoleName; path: string }) {
  const session = useSessionActor()
  const [menuOpen, setMenuOpen] = useState(false)
  const items = navItemsFor(role)
  const signOut = () => {
    setMenuOpen(false)
    session.send({ type: 'session.signOut' })
  }

  return (
    <>
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
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            role={role}
            items={items}
            current={path}
            onClose={() => setMenuOpen(false)}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  )
}
