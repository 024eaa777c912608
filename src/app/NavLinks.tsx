import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { NavItem } from './navigation'

export const navLinkStyle = css({
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  color: 'fg',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { color: 'accent.text', bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
})

export function NavLinks({
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
      className={navLinkStyle}
      aria-current={current === item.to ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ))
}
