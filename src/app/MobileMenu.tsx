import type { RoleName } from '@contract/roles'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { NavLinks, navLinkStyle } from './NavLinks'
import { HELP_CENTER_URL, type NavItem, showsHelpCenter } from './navigation'

interface MobileMenuProps {
  role: RoleName
  items: NavItem[]
  current: string
  onClose: () => void
  onSignOut: () => void
}

/** The navigation drawer on phones; suppliers also get the help centre here. */
export default function MobileMenu({ role, items, current, onClose, onSignOut }: MobileMenuProps) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title="Menú" side="left">
      <nav aria-label="Principal" className={css({ display: 'grid', gap: '1' })}>
        <NavLinks items={items} current={current} onNavigate={onClose} />
        {showsHelpCenter(role) && (
          <a href={HELP_CENTER_URL} target="_blank" rel="noreferrer" className={navLinkStyle}>
            Centro de ayuda
          </a>
        )}
        <Button variant="ghost" onClick={onSignOut}>
          Salir
        </Button>
      </nav>
    </Drawer>
  )
}
