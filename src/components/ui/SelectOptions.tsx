import type { ReactElement } from 'react'

/** What one `<option>` says: its value and its label. */
export type SelectOption = { value: string | number; label: string }

type Common<T> = {
  /** The first option, without a value ('Selecciona…'); none when not given. */
  prompt?: string
  items: readonly T[]
}

const asOption = (item: unknown): SelectOption =>
  typeof item === 'object' ? (item as SelectOption) : { value: item as string | number, label: String(item) }

/**
 * The `<option>`s of a native select: its prompt, then one per item keyed by its value. Texts and options are
 * shown as they are unless `toOption` says otherwise; any other item needs `toOption`.
 */
export function SelectOptions<T extends string | number | SelectOption>(
  props: Common<T> & { toOption?: (item: T) => SelectOption },
): ReactElement
export function SelectOptions<T>(props: Common<T> & { toOption: (item: T) => SelectOption }): ReactElement
export function SelectOptions<T>({
  prompt,
  items,
  toOption = asOption,
}: Common<T> & { toOption?: (item: T) => SelectOption }) {
  return (
    <>
      {prompt !== undefined && <option value="">{prompt}</option>}
      {items.map(toOption).map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}
