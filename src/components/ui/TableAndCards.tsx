import type { Key, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ItemList } from './ItemList'

const onlyWide = css({ display: { base: 'none', md: 'block' } })
const cardList = css({ display: { base: 'grid', md: 'none' }, gap: '3' })
const cardHeading = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'start' })

export type TableAndCardsProps<T> = {
  /** The wide layout: a `<Table>` of the rows. */
  table: ReactNode
  /** The accessible name of the card list. */
  label: string
  items: readonly T[]
  itemKey: (item: T) => Key
  cardClassName: string
  children: (item: T) => ReactNode
}

/** The same rows as a table from md up and as a list of cards below md. */
export function TableAndCards<T>({
  table,
  label,
  items,
  itemKey,
  cardClassName,
  children,
}: TableAndCardsProps<T>) {
  return (
    <>
      <div className={onlyWide}>{table}</div>
      <ItemList
        items={items}
        aria-label={label}
        className={cardList}
        itemKey={itemKey}
        itemClassName={cardClassName}
      >
        {children}
      </ItemList>
    </>
  )
}

/** A card's first line: its title at the start and a badge or an amount at the end. */
export function CardHeading({ children }: { children: ReactNode }) {
  return <div className={cardHeading}>{children}</div>
}
