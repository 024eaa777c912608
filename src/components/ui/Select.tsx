import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { type ReactNode, useMemo } from 'react'
import { cx } from 'styled-system/css'
import { field } from '@/theme/recipes/field'
import { popupList } from '@/theme/recipes/popup-list'
import { select } from '@/theme/recipes/select'
import { CheckIcon, ChevronDownIcon } from './controlIcons'
import { FieldFrame, type FieldFrameOptions } from './FieldMessages'

export type SelectItem = { label: string; value: string; disabled?: boolean }

export type SelectProps<T extends SelectItem = SelectItem> = FieldFrameOptions & {
  label: ReactNode
  items: T[]
  /** Controlled value ('' or null = nothing selected). */
  value: string | null
  onValueChange: (value: string | null, item: T | null) => void
  placeholder?: string
  /** Name of the hidden native <select> (forms / autofill). */
  name?: string
  /** Render inside a Portal (default true); false inside dialogs with scroll locking quirks. */
  portal?: boolean
}

/** Ark Select (single value) with label, helper and error text. */
export function Select<T extends SelectItem>({
  label,
  items,
  value,
  onValueChange,
  placeholder = 'Selecciona una opción',
  name,
  portal = true,
  ...frame
}: SelectProps<T>) {
  const s = select()
  const f = field()
  const collection = useMemo(() => createListCollection<T>({ items }), [items])
  const content = (
    <ArkSelect.Positioner className={s.positioner}>
      <ArkSelect.Content className={cx(popupList(), s.content)}>
        {collection.items.map((item) => (
          <ArkSelect.Item key={item.value} item={item} className={s.item}>
            <ArkSelect.ItemText className={s.itemText}>{item.label}</ArkSelect.ItemText>
            <ArkSelect.ItemIndicator className={s.itemIndicator}>
              <CheckIcon size={18} />
            </ArkSelect.ItemIndicator>
          </ArkSelect.Item>
        ))}
      </ArkSelect.Content>
    </ArkSelect.Positioner>
  )
  return (
    <FieldFrame {...frame} className={cx(f.root, frame.className)}>
      <ArkSelect.Root
        collection={collection}
        value={value ? [value] : []}
        onValueChange={(d) => {
          const item = (d.items[0] as T | undefined) ?? null
          onValueChange(item ? item.value : null, item)
        }}
        name={name}
        positioning={{ sameWidth: true }}
        lazyMount
        unmountOnExit
        className={f.root}
      >
        <ArkSelect.Label className={f.label}>{label}</ArkSelect.Label>
        <ArkSelect.Control className={s.control}>
          <ArkSelect.Trigger className={s.trigger}>
            <ArkSelect.ValueText className={s.valueText} placeholder={placeholder} />
            <ArkSelect.Indicator className={s.indicator}>
              <ChevronDownIcon size={18} />
            </ArkSelect.Indicator>
          </ArkSelect.Trigger>
        </ArkSelect.Control>
        {portal ? <Portal>{content}</Portal> : content}
        <ArkSelect.HiddenSelect />
      </ArkSelect.Root>
    </FieldFrame>
  )
}
