import type { ComponentPropsWithRef, Key, ReactNode } from 'react'

export type ItemListProps<T> = Omit<ComponentPropsWithRef<'ul'>, 'children'> & {
  items: readonly T[]
  itemKey: (item: T) => Key
  itemClassName?: string
  /** Shown instead of the list when there are no items (nothing by default). */
  empty?: ReactNode
  children: (item: T) => ReactNode
}

/** What a loaded list shows: its empty text when it has no items, else a `<ul>` with one `<li>` per item. */
export function ItemList<T>({
  items,
  itemKey,
  itemClassName,
  empty = null,
  children,
  ...listProps
}: ItemListProps<T>) {
  if (items.length === 0) return empty
  return (
    <ul {...listProps}>
      {items.map((item) => (
        <li key={itemKey(item)} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
