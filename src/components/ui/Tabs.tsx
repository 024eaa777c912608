import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { tabs as tabsRecipe } from '@/theme/recipes/tabs'

export type TabItem = { value: string; label: string; content: ReactNode }

export type TabsProps = {
  /** Controlled: the selected tab's value, e.g. from a machine. */
  value: string
  onValueChange: (value: string) => void
  items: TabItem[]
  /** Accessible name of the tab list. */
  label: string
  /** Mount a panel the first time its tab is selected (then keep it), e.g. one that loads a lazy chunk. */
  lazyMount?: boolean
  className?: string
}

/**
 * Ark Tabs, controlled by the flow: the tab list (arrow keys move between tabs) and each tab's panel. Panels
 * stay mounted once shown, so a flow living in a hidden panel keeps its state.
 */
export function Tabs({ value, onValueChange, items, label, lazyMount, className }: TabsProps) {
  const s = tabsRecipe()
  return (
    <ArkTabs.Root
      value={value}
      lazyMount={lazyMount}
      onValueChange={(details) => onValueChange(details.value)}
      className={cx(s.root, className)}
    >
      <ArkTabs.List className={s.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={s.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={s.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
