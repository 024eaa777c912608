import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useEffect } from 'react'
import { cx } from 'styled-system/css'
import { menu } from '@/theme/recipes/menu'
import { popupList } from '@/theme/recipes/popup-list'

export type MenuItem = {
  value: string
  label: ReactNode
  /** Plain-text label for typeahead when `label` is not a string. */
  valueText?: string
  icon?: ReactNode
  disabled?: boolean
  /** Destructive action styling. */
  danger?: boolean
  /** Called when this item is chosen (in addition to the menu's onSelect). */
  onSelect?: () => void
}

export type MenuProps = {
  /** The trigger element, usually a <Button>; rendered with asChild (give icon-only buttons an aria-label). */
  trigger: ReactNode
  items: (MenuItem | 'separator')[]
  /** Called with the chosen item's value. */
  onSelect?: (value: string) => void
  /** Optional controlled open state. */
  open?: boolean
  /** Rendered open (a menu whose code loaded after its button was pressed), with this item highlighted. */
  defaultOpen?: boolean
  defaultHighlightedValue?: string | null
  onOpenChange?: (open: boolean) => void
  /** Called with the value of each item highlighted (by the pointer, the arrows, or open with one highlighted). */
  onHighlight?: (value: string) => void
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end'
}

/** Ark Menu: trigger + list of actions (keyboard: Enter/Space/ArrowDown opens, arrows move, Enter selects). */
export function Menu({
  trigger,
  items,
  onSelect,
  open,
  onOpenChange,
  defaultOpen,
  defaultHighlightedValue,
  onHighlight,
  placement = 'bottom-end',
}: MenuProps) {
  const s = menu()
  // Opened with an item highlighted: Ark reports no change for that one, so it is reported here.
  const openedOn = defaultOpen ? defaultHighlightedValue : null
  useEffect(() => {
    if (openedOn) onHighlight?.(openedOn)
  }, [openedOn, onHighlight])
  return (
    <ArkMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      defaultHighlightedValue={defaultHighlightedValue}
      onOpenChange={onOpenChange ? (d) => onOpenChange(d.open) : undefined}
      onHighlightChange={
        onHighlight ? (d) => d.highlightedValue !== null && onHighlight(d.highlightedValue) : undefined
      }
      onSelect={(d) => {
        const item = items.find((i): i is MenuItem => i !== 'separator' && i.value === d.value)
        item?.onSelect?.()
        onSelect?.(d.value)
      }}
      positioning={{ placement }}
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={s.positioner}>
          <ArkMenu.Content className={cx(popupList(), s.content)}>
            {items.map((item, i) =>
              item === 'separator' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: separators have no identity
                <ArkMenu.Separator key={`sep-${i}`} className={s.separator} />
              ) : (
                <ArkMenu.Item
                  key={item.value}
                  value={item.value}
                  valueText={item.valueText ?? (typeof item.label === 'string' ? item.label : undefined)}
                  disabled={item.disabled}
                  data-danger={item.danger ? '' : undefined}
                  className={s.item}
                >
                  {item.icon}
                  {item.label}
                </ArkMenu.Item>
              ),
            )}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  )
}
