import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useMemo } from 'react'
import { css, cx } from 'styled-system/css'
import { field } from '@/theme/recipes/field'
import { popupList } from '@/theme/recipes/popup-list'
import { select } from '@/theme/recipes/select'
import { CheckIcon, ChevronDownIcon } from './controlIcons'
import { FieldFrame, type FieldFrameOptions } from './FieldMessages'
import { XIcon } from './icons'
import { Spinner } from './Spinner'

const srOnly = css({ srOnly: true })

export type ComboboxItem = { label: string; value: string; description?: string; disabled?: boolean }

export type ComboboxProps<T extends ComboboxItem = ComboboxItem> = Omit<FieldFrameOptions, 'readOnly'> & {
  label: ReactNode
  /** Items to show (already filtered / fetched by the parent for `inputValue`). */
  items: T[]
  /** Controlled text of the input. */
  inputValue: string
  onInputValueChange: (text: string) => void
  /** Controlled selected value. */
  value?: string | null
  onValueChange?: (value: string | null, item: T | null) => void
  placeholder?: string
  /** Shown in the list when `items` is empty. */
  emptyText?: ReactNode
  /** Shows a spinner and 'Buscando…' instead of the empty text. */
  loading?: boolean
  loadingText?: string
  /** Custom item rendering (default: label + optional description). */
  renderItem?: (item: T) => ReactNode
  name?: string
  /** Open the list when the input is clicked (default true). */
  openOnClick?: boolean
  clearLabel?: string
}

/** Ark Combobox for async search: the parent owns the text and the items. */
export function Combobox<T extends ComboboxItem>({
  label,
  items,
  inputValue,
  onInputValueChange,
  value,
  onValueChange,
  placeholder,
  emptyText = 'No se encontraron resultados',
  loading = false,
  loadingText = 'Buscando…',
  renderItem,
  name,
  openOnClick = true,
  clearLabel = 'Borrar',
  ...frame
}: ComboboxProps<T>) {
  const s = select()
  const f = field()
  const collection = useMemo(() => createListCollection<T>({ items }), [items])
  return (
    <FieldFrame {...frame} className={cx(f.root, frame.className)}>
      <ArkCombobox.Root
        collection={collection}
        inputValue={inputValue}
        onInputValueChange={(d) => onInputValueChange(d.inputValue)}
        value={value ? [value] : []}
        onValueChange={(d) => {
          const item = (d.items[0] as T | undefined) ?? null
          onValueChange?.(item ? item.value : null, item)
        }}
        name={name}
        openOnClick={openOnClick}
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        lazyMount
        unmountOnExit
        translations={{ triggerLabel: 'Mostrar opciones', clearTriggerLabel: clearLabel }}
        className={f.root}
      >
        <ArkCombobox.Label className={f.label}>{label}</ArkCombobox.Label>
        <ArkCombobox.Control className={s.control}>
          <ArkCombobox.Input className={s.input} placeholder={placeholder} />
          {inputValue !== '' && (
            <ArkCombobox.ClearTrigger className={s.clearTrigger}>
              <XIcon size={16} />
            </ArkCombobox.ClearTrigger>
          )}
          <ArkCombobox.Trigger className={cx(s.clearTrigger)} style={{ insetInlineEnd: '0.25rem' }}>
            <ChevronDownIcon size={18} />
          </ArkCombobox.Trigger>
        </ArkCombobox.Control>
        <Portal>
          <ArkCombobox.Positioner className={s.positioner}>
            <ArkCombobox.Content className={cx(popupList(), s.content)}>
              {loading ? (
                <div className={s.empty} role="presentation">
                  <Spinner size="sm" decorative /> {loadingText}
                </div>
              ) : (
                <ArkCombobox.Empty className={s.empty}>{emptyText}</ArkCombobox.Empty>
              )}
              {!loading &&
                collection.items.map((item) => (
                  <ArkCombobox.Item key={item.value} item={item} className={s.item}>
                    <ArkCombobox.ItemText className={s.itemText}>
                      {renderItem ? (
                        renderItem(item)
                      ) : (
                        <>
                          <span>{item.label}</span>
                          {item.description && <span className={s.itemDescription}>{item.description}</span>}
                        </>
                      )}
                    </ArkCombobox.ItemText>
                    <ArkCombobox.ItemIndicator className={s.itemIndicator}>
                      <CheckIcon size={18} />
                    </ArkCombobox.ItemIndicator>
                  </ArkCombobox.Item>
                ))}
            </ArkCombobox.Content>
          </ArkCombobox.Positioner>
        </Portal>
      </ArkCombobox.Root>
      <div aria-live="polite" className={srOnly}>
        {loading ? loadingText : inputValue !== '' && items.length === 0 ? emptyText : ''}
      </div>
    </FieldFrame>
  )
}
